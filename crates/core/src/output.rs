//! Writing output files so that nothing half-written is ever left under the name asked
//! for: everything goes to a temporary file beside it, renamed into place only once
//! complete, and removed if the work fails, is dropped, or the process is interrupted.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use flate2::Compression;
use flate2::write::GzEncoder;

/// Temporary files and folders being written now, each with the name it is to have,
/// removed by [`remove_partials`] when the process is interrupted.
static PARTIALS: Mutex<Vec<(PathBuf, PathBuf)>> = Mutex::new(Vec::new());

/// Note a temporary path, to become `target`, to remove if the process is interrupted.
pub(crate) fn register_partial(path: &Path, target: &Path) {
    if let Ok(mut partials) = PARTIALS.lock() {
        partials.push((path.to_path_buf(), target.to_path_buf()));
    }
}

/// The temporary path is gone or has become the real output.
pub(crate) fn unregister_partial(path: &Path) {
    if let Ok(mut partials) = PARTIALS.lock()
        && let Some(at) = partials.iter().position(|(p, _)| p == path)
    {
        partials.swap_remove(at);
    }
}

/// Remove every temporary file and folder still being written: for an interrupt
/// (Ctrl-C, `kill`), so that it leaves nothing behind either. Gives the names the
/// removed ones were to have, for the interrupted command to say what it removed.
pub fn remove_partials() -> Vec<PathBuf> {
    // A poisoned lock still holds the paths.
    let partials = match PARTIALS.lock() {
        Ok(partials) => partials,
        Err(poisoned) => poisoned.into_inner(),
    };
    let mut removed = Vec::new();
    for (path, target) in partials.iter() {
        let gone = match path.is_dir() {
            true => fs::remove_dir_all(path),
            false => fs::remove_file(path),
        };
        if gone.is_ok() {
            removed.push(target.clone());
        }
    }
    removed
}

/// A file being written under a temporary name, renamed to its real name by [`commit`].
///
/// When the name is a symbolic link, the file it points to is the one replaced. When it
/// is a device or a pipe (`/dev/null`, `/dev/stdout`), there is nothing to replace: the
/// output is written straight into it.
///
/// [`commit`]: AtomicFile::commit
#[derive(Debug)]
pub struct AtomicFile {
    file: Option<File>,
    /// `None` when writing straight into a device or a pipe.
    temp: Option<PathBuf>,
    target: PathBuf,
}

/// The file a name stands for: the end of its chain of symbolic links, if it is one.
fn resolve_links(target: &Path) -> PathBuf {
    let mut path = target.to_path_buf();
    // A loop of links ends here with the last name tried; creating it then fails.
    for _ in 0..40 {
        match fs::read_link(&path) {
            Ok(link) => {
                path = match path.parent() {
                    Some(dir) => dir.join(link),
                    None => link,
                }
            }
            Err(_) => break,
        }
    }
    path
}

/// Whether `path` names a device or a pipe (`/dev/null`, `/dev/stdout`): written into,
/// never replaced, and never short of space. The kernel follows the links, as
/// `/dev/stdout` leads through `/proc` to a pipe that has no name on disk.
pub(crate) fn is_device_or_pipe(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

impl AtomicFile {
    /// Start writing what will become `target`.
    pub fn create(target: &Path) -> io::Result<AtomicFile> {
        if is_device_or_pipe(target) {
            let file = File::options().write(true).open(target)?;
            return Ok(AtomicFile {
                file: Some(file),
                temp: None,
                target: target.to_path_buf(),
            });
        }
        let real = resolve_links(target);
        let temp = temporary_name(&real)?;
        // As `-o` folders are, a file's folder is made when missing.
        if let Some(dir) = real.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir)?;
        }
        let file = File::create(&temp)?;
        register_partial(&temp, &real);
        Ok(AtomicFile {
            file: Some(file),
            temp: Some(temp),
            target: real,
        })
    }

    /// The file's real name, where the commit puts it: symbolic links followed.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Close the file and move it to its real name. The rename is what makes the file
    /// appear whole; it is not synced to the disk first, as a crash of the machine (not
    /// of the process) is not worth a pause on every trace.
    pub fn commit(mut self) -> io::Result<()> {
        let file = self.file.take().expect("file present until commit");
        drop(file);
        let Some(temp) = self.temp.take() else {
            return Ok(());
        };
        let renamed = fs::rename(&temp, &self.target).inspect_err(|_| {
            let _ = fs::remove_file(&temp);
        });
        unregister_partial(&temp);
        renamed
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
        if self.file.take().is_some()
            && let Some(temp) = &self.temp
        {
            let _ = fs::remove_file(temp);
            unregister_partial(temp);
        }
    }
}

/// A folder being filled under a temporary name beside `target`, moved to its real
/// name by [`commit`](AtomicDir::commit) (replacing a folder there) and removed if
/// dropped before, or if the process is interrupted.
#[derive(Debug)]
pub struct AtomicDir {
    temp: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl AtomicDir {
    /// Start filling what will become the folder `target`.
    pub fn create(target: &Path) -> io::Result<AtomicDir> {
        let temp = temporary_name(target)?;
        if temp.exists() {
            fs::remove_dir_all(&temp)?;
        }
        if let Some(dir) = temp.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir)?;
        }
        fs::create_dir(&temp)?;
        register_partial(&temp, target);
        Ok(AtomicDir {
            temp,
            target: target.to_path_buf(),
            committed: false,
        })
    }

    /// Where the folder's files go until it is committed.
    pub fn path(&self) -> &Path {
        &self.temp
    }

    /// The folder's real name.
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Move the folder under its real name, replacing the folder there, if any.
    pub fn commit(mut self) -> io::Result<()> {
        if self.target.exists() {
            let mut old_name = self.temp.clone().into_os_string();
            old_name.push(".old");
            let old = PathBuf::from(old_name);
            fs::rename(&self.target, &old)?;
            fs::rename(&self.temp, &self.target)?;
            fs::remove_dir_all(&old)?;
        } else {
            fs::rename(&self.temp, &self.target)?;
        }
        self.committed = true;
        unregister_partial(&self.temp);
        Ok(())
    }
}

impl Drop for AtomicDir {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_dir_all(&self.temp);
            unregister_partial(&self.temp);
        }
    }
}

/// `.NAME.PID.partial` beside `target`: where it is written until complete.
fn temporary_name(target: &Path) -> io::Result<PathBuf> {
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "output path has no file name")
    })?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.partial", std::process::id()));
    Ok(target.with_file_name(temp_name))
}

/// An output file, gzip-compressed or not, committed under its name only when complete.
pub enum OutputFile {
    /// Written as it is.
    Plain(AtomicFile),
    /// Written gzip-compressed.
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
    #[cfg(unix)]
    fn a_link_is_followed_and_a_device_known() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("real")).unwrap();
        let real = dir.path().join("real/out.txt");
        fs::write(&real, b"old").unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink("real/out.txt", &link).unwrap();
        let mut file = AtomicFile::create(&link).unwrap();
        file.write_all(b"new").unwrap();
        file.commit().unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&real).unwrap(), b"new");

        assert!(!is_device_or_pipe(&link));
        assert!(is_device_or_pipe(Path::new("/dev/null")));
    }

    #[test]
    fn writes_under_way_are_known_until_they_end() {
        let dir = tempfile::tempdir().unwrap();
        let registered = |temp: &Path| PARTIALS.lock().unwrap().iter().any(|(p, _)| p == temp);
        let file = AtomicFile::create(&dir.path().join("out.txt")).unwrap();
        let temp = file.temp.clone().unwrap();
        assert!(registered(&temp));
        drop(file);
        assert!(!registered(&temp));
        let file = AtomicFile::create(&dir.path().join("out.txt")).unwrap();
        let temp = file.temp.clone().unwrap();
        file.commit().unwrap();
        assert!(!registered(&temp));
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
