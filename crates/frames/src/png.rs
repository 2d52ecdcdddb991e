//! Writing frames as PNG pictures: one indexed PNG (8 bits a pixel, the theme's palette),
//! or a folder of numbered ones that appears under its name only once every frame is in
//! it.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use super::RenderError;
use super::frame::Canvas;
use sudotrace_core::output::AtomicDir;

/// Write `canvas` as an indexed PNG with `palette` (RGB bytes).
pub(crate) fn write_png<W: Write>(
    mut out: W,
    canvas: &Canvas,
    palette: &[u8],
) -> Result<W, RenderError> {
    let mut encoder = png::Encoder::new(&mut out, canvas.width as u32, canvas.height as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.to_vec());
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&canvas.pixels)?;
    writer.finish()?;
    out.flush().map_err(png::EncodingError::from)?;
    Ok(out)
}

/// A folder of frames `frame-000001.png`, `frame-000002.png`, ... that appears under its
/// name only once every frame is in it.
pub(crate) struct FrameFolder {
    dir: AtomicDir,
    written: u64,
    digits: usize,
}

/// Whether every entry of an existing folder is a frame this command writes, so that a
/// rerun may replace it.
fn holds_only_frames(dir: &Path) -> io::Result<bool> {
    for entry in fs::read_dir(dir)? {
        let name = entry?.file_name();
        let name = name.to_string_lossy();
        let is_frame = name.starts_with("frame-")
            && name.ends_with(".png")
            && name["frame-".len()..name.len() - 4]
                .bytes()
                .all(|b| b.is_ascii_digit());
        if !is_frame {
            return Ok(false);
        }
    }
    Ok(true)
}

impl FrameFolder {
    /// Start a folder for `frames` frames that will be `target`. A folder already there
    /// is replaced at the end only if it holds nothing but frames.
    pub(super) fn create(target: &Path, frames: u64) -> Result<FrameFolder, RenderError> {
        let io_err = |source| RenderError::Output {
            path: target.to_path_buf(),
            source,
        };
        if target.exists() {
            if !target.is_dir() {
                return Err(RenderError::NotAFolder(target.to_path_buf()));
            }
            if !holds_only_frames(target).map_err(io_err)? {
                return Err(RenderError::FolderNotEmpty(target.to_path_buf()));
            }
        }
        if target.file_name().is_none() {
            return Err(RenderError::NotAFolder(target.to_path_buf()));
        }
        Ok(FrameFolder {
            dir: AtomicDir::create(target).map_err(io_err)?,
            written: 0,
            digits: frames.to_string().len().max(6),
        })
    }

    /// Write the next frame.
    pub(super) fn write(&mut self, canvas: &Canvas, palette: &[u8]) -> Result<(), RenderError> {
        self.written += 1;
        let name = format!("frame-{:0width$}.png", self.written, width = self.digits);
        let file = self
            .dir
            .create_file(&name)
            .map_err(|source| self.error(source))?;
        write_png(BufWriter::new(file), canvas, palette)?;
        Ok(())
    }

    pub(super) fn written(&self) -> u64 {
        self.written
    }

    /// Move the folder under its real name, replacing an older folder of frames.
    pub(super) fn commit(self) -> Result<(), RenderError> {
        let target = self.dir.target().to_path_buf();
        self.dir.commit().map_err(|source| RenderError::Output {
            path: target,
            source,
        })
    }

    fn error(&self, source: io::Error) -> RenderError {
        RenderError::Output {
            path: self.dir.target().to_path_buf(),
            source,
        }
    }
}
