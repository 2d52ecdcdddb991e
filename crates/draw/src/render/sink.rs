//! The last stage of rendering: where drawn frames go. A looping GIF, a folder of
//! numbered PNG frames and a single PNG are each a [`FrameSink`]; each writes under a
//! temporary name and puts its output under the name asked for only when it is whole.

use std::io::BufWriter;
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
