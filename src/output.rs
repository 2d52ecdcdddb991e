//! Writing output files so that nothing half-written is ever left under the name asked
//! for: everything goes to a temporary file beside it, renamed into place only once
//! complete, and removed if the work fails or is dropped.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use flate2::Compression;
use flate2::write::GzEncoder;

/// A file being written under a temporary name, renamed to its real name by [`commit`].
///
/// [`commit`]: AtomicFile::commit
#[derive(Debug)]
pub struct AtomicFile {
    file: Option<File>,
    temp: PathBuf,
    target: PathBuf,
}

impl AtomicFile {
    /// Start writing what will become `target`.
    pub fn create(target: &Path) -> io::Result<AtomicFile> {
        let name = target.file_name().ok_or_else(|| {
            io::Error::new(io::ErrorKind::InvalidInput, "output path has no file name")
        })?;
        let mut temp_name = std::ffi::OsString::from(".");
        temp_name.push(name);
        temp_name.push(format!(".{}.partial", std::process::id()));
        let temp = target.with_file_name(temp_name);
        let file = File::create(&temp)?;
        Ok(AtomicFile {
            file: Some(file),
            temp,
            target: target.to_path_buf(),
        })
    }

    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Close the file and move it to its real name. The rename is what makes the file
    /// appear whole; it is not synced to the disk first, as a crash of the machine (not
    /// of the process) is not worth a pause on every trace.
    pub fn commit(mut self) -> io::Result<()> {
        let file = self.file.take().expect("file present until commit");
        drop(file);
        fs::rename(&self.temp, &self.target).inspect_err(|_| {
            let _ = fs::remove_file(&self.temp);
        })
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file
            .as_mut()
            .expect("file present until commit")
            .write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.file
            .as_mut()
            .expect("file present until commit")
            .write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file
            .as_mut()
            .expect("file present until commit")
            .flush()
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// An output file, gzip-compressed or not, committed under its name only when complete.
pub enum OutputFile {
    Plain(AtomicFile),
    Gzip(GzEncoder<AtomicFile>),
}

impl OutputFile {
    /// Start writing `target`, compressed when `gzip` is set. The gzip header carries no
    /// time stamp, so the same content always gives the same bytes.
    pub fn create(target: &Path, gzip: bool) -> io::Result<OutputFile> {
        let file = AtomicFile::create(target)?;
        Ok(if gzip {
            OutputFile::Gzip(GzEncoder::new(file, Compression::default()))
        } else {
            OutputFile::Plain(file)
        })
    }

    /// Finish compression, if any, and move the file under its real name.
    pub fn commit(self) -> io::Result<()> {
        match self {
            OutputFile::Plain(file) => file.commit(),
            OutputFile::Gzip(encoder) => encoder.finish()?.commit(),
        }
    }
}

impl Write for OutputFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            OutputFile::Plain(file) => file.write(buf),
            OutputFile::Gzip(encoder) => encoder.write(buf),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            OutputFile::Plain(file) => file.write_all(buf),
            OutputFile::Gzip(encoder) => encoder.write_all(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            OutputFile::Plain(file) => file.flush(),
            OutputFile::Gzip(encoder) => encoder.flush(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_appears_under_the_name_until_commit() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.txt");
        let mut file = AtomicFile::create(&target).unwrap();
        file.write_all(b"hello").unwrap();
        assert!(!target.exists());
        file.commit().unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"hello");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn dropped_file_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.txt");
        let mut file = AtomicFile::create(&target).unwrap();
        file.write_all(b"half").unwrap();
        drop(file);
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
