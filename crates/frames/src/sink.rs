//! The last stage of rendering: where drawn frames go. A looping GIF, a folder of
//! numbered PNG frames and a single PNG are each a [`FrameSink`]; each writes under a
//! temporary name and puts its output under the name asked for only when it is whole.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use super::RenderError;
use super::frame::{Canvas, Rect};
use super::gif::GifWriter;
use super::png::{FrameFolder, write_png};
use sudotrace_core::output::AtomicFile;

/// Takes the frames of a picture, one by one.
pub(super) trait FrameSink {
    /// The next frame: `canvas`, which differs from the frame before it (`shown`) only
    /// inside `changed`, shows for `delay` hundredths of a second.
    fn frame(
        &mut self,
        canvas: &Canvas,
        shown: &[u8],
        changed: Rect,
        delay: u16,
    ) -> Result<(), RenderError>;

    /// Nothing changed: the frame before shows `delay` hundredths of a second longer.
    fn hold(&mut self, delay: u16);

    /// Finish and put the output under its name; gives the frames written and the length
    /// of the animation in hundredths of a second.
    fn finish(self: Box<Self>) -> Result<(u64, u64), RenderError>;
}

fn output_error(path: &Path) -> impl Fn(std::io::Error) -> RenderError + '_ {
    move |source| RenderError::Output {
        path: path.to_path_buf(),
        source,
    }
}

/// A looping GIF: each frame carries only the rectangle that changed.
pub(super) struct GifSink {
    path: PathBuf,
    writer: GifWriter<BufWriter<AtomicFile>>,
}

impl GifSink {
    pub(super) fn create(
        path: &Path,
        width: usize,
        height: usize,
        palette: &[u8],
    ) -> Result<GifSink, RenderError> {
        let file = AtomicFile::create(path).map_err(output_error(path))?;
        Ok(GifSink {
            path: path.to_path_buf(),
            writer: GifWriter::new(BufWriter::new(file), width, height, palette)?,
        })
    }
}

impl FrameSink for GifSink {
    fn frame(
        &mut self,
        canvas: &Canvas,
        shown: &[u8],
        changed: Rect,
        delay: u16,
    ) -> Result<(), RenderError> {
        self.writer.frame(canvas, shown, changed, delay)
    }

    fn hold(&mut self, delay: u16) {
        self.writer.extend(delay);
    }

    fn finish(self: Box<Self>) -> Result<(u64, u64), RenderError> {
        let (out, frames, duration) = self.writer.finish()?;
        let error = output_error(&self.path);
        let file = out.into_inner().map_err(|e| error(e.into_error()))?;
        file.commit().map_err(error)?;
        Ok((frames, duration))
    }
}

/// A GIF held in memory while it stays within `max_bytes`, and past that only counted:
/// one try at a budget of bytes, written out only once it is known to fit.
pub(super) struct HeldGifSink {
    writer: GifWriter<Held>,
}

/// The bytes of a GIF up to a limit, and how many there were in all.
pub(super) struct Held {
    bytes: Vec<u8>,
    count: u64,
    max_bytes: u64,
}

impl Write for Held {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.count += buf.len() as u64;
        match self.count <= self.max_bytes {
            true => self.bytes.extend_from_slice(buf),
            // Too large to keep: its size is all that is left to know.
            false => self.bytes = Vec::new(),
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A GIF drawn whole in memory: its bytes when it fits its budget, its size, its frames
/// and its length.
pub(super) struct HeldGif {
    bytes: Option<Vec<u8>>,
    pub size: u64,
    pub frames: u64,
    pub duration: u64,
}

impl HeldGifSink {
    pub(super) fn new(
        max_bytes: u64,
        width: usize,
        height: usize,
        palette: &[u8],
    ) -> Result<HeldGifSink, RenderError> {
        let held = Held {
            bytes: Vec::new(),
            count: 0,
            max_bytes,
        };
        Ok(HeldGifSink {
            writer: GifWriter::new(held, width, height, palette)?,
        })
    }

    /// Write the last frame and the trailer.
    pub(super) fn close(self) -> Result<HeldGif, RenderError> {
        let (held, frames, duration) = self.writer.finish()?;
        let fits = held.count <= held.max_bytes;
        Ok(HeldGif {
            bytes: fits.then_some(held.bytes),
            size: held.count,
            frames,
            duration,
        })
    }
}

impl HeldGif {
    /// Write the GIF to `path`, when it fitted its budget.
    pub(super) fn write_to(&self, path: &Path) -> Result<(), RenderError> {
        let bytes = self
            .bytes
            .as_ref()
            .expect("only a GIF that fits is written");
        let error = output_error(path);
        let mut file = AtomicFile::create(path).map_err(&error)?;
        file.write_all(bytes).map_err(&error)?;
        file.commit().map_err(error)
    }
}

impl FrameSink for HeldGifSink {
    fn frame(
        &mut self,
        canvas: &Canvas,
        shown: &[u8],
        changed: Rect,
        delay: u16,
    ) -> Result<(), RenderError> {
        self.writer.frame(canvas, shown, changed, delay)
    }

    fn hold(&mut self, delay: u16) {
        self.writer.extend(delay);
    }

    fn finish(self: Box<Self>) -> Result<(u64, u64), RenderError> {
        let gif = self.close()?;
        Ok((gif.frames, gif.duration))
    }
}

/// A folder of PNG frames, one file for each frame that changed.
pub(super) struct FolderSink {
    folder: FrameFolder,
    palette: Vec<u8>,
    duration: u64,
}

impl FolderSink {
    pub(super) fn create(
        path: &Path,
        frames: u64,
        palette: Vec<u8>,
    ) -> Result<FolderSink, RenderError> {
        Ok(FolderSink {
            folder: FrameFolder::create(path, frames)?,
            palette,
            duration: 0,
        })
    }
}

impl FrameSink for FolderSink {
    fn frame(
        &mut self,
        canvas: &Canvas,
        _shown: &[u8],
        _changed: Rect,
        delay: u16,
    ) -> Result<(), RenderError> {
        self.folder.write(canvas, &self.palette)?;
        self.duration += u64::from(delay);
        Ok(())
    }

    fn hold(&mut self, delay: u16) {
        self.duration += u64::from(delay);
    }

    fn finish(self: Box<Self>) -> Result<(u64, u64), RenderError> {
        let frames = self.folder.written();
        self.folder.commit()?;
        Ok((frames, self.duration))
    }
}

/// One PNG: the whole of the one frame it is given.
pub(super) struct PngSink {
    path: PathBuf,
    palette: Vec<u8>,
    file: Option<AtomicFile>,
}

impl PngSink {
    pub(super) fn create(path: &Path, palette: Vec<u8>) -> PngSink {
        PngSink {
            path: path.to_path_buf(),
            palette,
            file: None,
        }
    }
}

impl FrameSink for PngSink {
    fn frame(
        &mut self,
        canvas: &Canvas,
        _shown: &[u8],
        _changed: Rect,
        _delay: u16,
    ) -> Result<(), RenderError> {
        let error = output_error(&self.path);
        let file = AtomicFile::create(&self.path).map_err(&error)?;
        let out = write_png(BufWriter::new(file), canvas, &self.palette)?;
        self.file = Some(out.into_inner().map_err(|e| error(e.into_error()))?);
        Ok(())
    }

    fn hold(&mut self, _delay: u16) {}

    fn finish(self: Box<Self>) -> Result<(u64, u64), RenderError> {
        let file = self.file.expect("a PNG is given its one frame");
        file.commit().map_err(output_error(&self.path))?;
        Ok((1, 0))
    }
}
