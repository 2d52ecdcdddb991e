//! Writing output files so that nothing half-written is ever left under the name asked
//! for, and nothing but that name is ever written: everything goes to a temporary file
//! beside it, renamed into place only once complete, and removed if the work fails, is
//! dropped, or the process is interrupted.
//!
//! Folders are often shared (a class's, a cluster's), so a name in one may have been
//! planted by someone else. The temporary name carries 64 random bits and is created
//! only if nothing is there (`O_EXCL`, never through a link); an output name that is a
//! symbolic link is refused unless [`follow_links`] allows it (`--force`); and no folder
//! is made where a link points.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

use flate2::Compression;
use flate2::write::GzEncoder;

/// Temporary files and folders being written now, each with the name it is to have,
/// removed by [`remove_partials`] when the process is interrupted. Whatever makes,
/// fills or commits one holds this lock, so that once removal has begun nothing new
/// appears.
static PARTIALS: Mutex<Vec<(PathBuf, PathBuf)>> = Mutex::new(Vec::new());

/// Whether an output name that is a symbolic link is written through (`--force`).
static LINKS_FOLLOWED: AtomicBool = AtomicBool::new(false);

/// How many fresh names are tried before giving up: with 64 random bits, more than one
/// is taken only when someone is planting them.
const ATTEMPTS: usize = 16;

/// Let outputs whose name is a symbolic link be written (`--force`): the file or folder
/// the link leads to is the one replaced, and the link stays. Without it, such an
/// output is refused, as the link may have been planted to redirect it.
pub fn follow_links(follow: bool) {
    LINKS_FOLLOWED.store(follow, Ordering::Relaxed);
}

/// The partials, even from a lock poisoned by a panic (it still holds the paths).
fn partials() -> MutexGuard<'static, Vec<(PathBuf, PathBuf)>> {
    PARTIALS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The temporary path is gone or has become the real output.
fn forget_partial(partials: &mut Vec<(PathBuf, PathBuf)>, path: &Path) {
    if let Some(at) = partials.iter().position(|(p, _)| p == path) {
        partials.swap_remove(at);
    }
}

/// Remove every temporary file and folder still being written: for an interrupt
/// (Ctrl-C, `kill`), so that it leaves nothing behind either. Gives the names the
/// removed ones were to have, for the interrupted command to say what it removed.
///
/// For the end of the process only: from here on no output can be started, filled
/// with a new file or committed, as the lock is never given back, so that a writer
/// still running cannot add to a folder being removed.
pub fn remove_partials() -> Vec<PathBuf> {
    let partials = partials();
    let mut removed = Vec::new();
    for (path, target) in partials.iter() {
        let gone = match fs::symlink_metadata(path).map(|m| m.is_dir()) {
            Ok(true) => fs::remove_dir_all(path),
            Ok(false) => fs::remove_file(path),
            Err(err) => Err(err),
        };
        if gone.is_ok() {
            removed.push(target.clone());
        }
    }
    std::mem::forget(partials);
    removed
}

/// A file being written under a temporary name, renamed to its real name by [`commit`].
///
/// When the name is a symbolic link it is refused, unless [`follow_links`] was asked
/// for: then the file it points to is the one replaced. When it is a device or a pipe
/// (`/dev/null`, `/dev/stdout`), there is nothing to replace: the output is written
/// straight into it.
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
    // Without a trailing `/`, which would have the system follow the link itself.
    let mut path: PathBuf = target.components().collect();
    // A loop of links ends here with the last name tried; the rename then replaces it.
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

/// Whether `path` is itself a symbolic link, whatever it points to (or not). Asked of
/// the name without a trailing `/`, which would have the link followed.
fn is_link(path: &Path) -> bool {
    let name: PathBuf = path.components().collect();
    fs::symlink_metadata(name).is_ok_and(|m| m.file_type().is_symlink())
}

/// The folder `path` is in, when it names one.
fn folder_of(path: &Path) -> Option<&Path> {
    path.parent().filter(|d| !d.as_os_str().is_empty())
}

/// Where an output asked for as `target` goes: `target` itself, its missing folders made
/// (as `-o` folders are); or, for a link and only with [`follow_links`], the end of the
/// link, whose folder must already exist: no folder is made where a link points.
fn real_name(target: &Path) -> io::Result<PathBuf> {
    if !is_link(target) {
        if let Some(dir) = folder_of(target) {
            fs::create_dir_all(dir)?;
        }
        return Ok(target.to_path_buf());
    }
    refuse_link(target)?;
    let real = resolve_links(target);
    if let Some(dir) = folder_of(&real)
        && !dir.is_dir()
    {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!(
                "the symbolic link points into {}, which is not a folder",
                dir.display()
            ),
        ));
    }
    Ok(real)
}

/// Refuse `path` when it is a symbolic link, unless [`follow_links`] was asked for.
pub fn refuse_link(path: &Path) -> io::Result<()> {
    if is_link(path) && !LINKS_FOLLOWED.load(Ordering::Relaxed) {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "the name is a symbolic link, which is not written through (on the command line, --force replaces what it points to)",
        ));
    }
    Ok(())
}

/// Open `path` to add to its end, made if missing: for a file that grows a line at a
/// time (a shard's results), which cannot wait to be renamed into place whole. A link
/// there is refused as [`AtomicFile`] refuses one, also when one is planted between the
/// check and the opening (`O_NOFOLLOW` on Unix).
pub fn open_append(path: &Path) -> io::Result<File> {
    refuse_link(path)?;
    let mut options = File::options();
    options.create(true).append(true);
    #[cfg(unix)]
    if !LINKS_FOLLOWED.load(Ordering::Relaxed) {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32);
    }
    options.open(path)
}

/// Whether `path` names a device or a pipe (`/dev/null`, `/dev/stdout`): written into,
/// never replaced, and never short of space. The kernel follows the links, as
/// `/dev/stdout` leads through `/proc` to a pipe that has no name on disk.
pub(crate) fn is_device_or_pipe(path: &Path) -> bool {
    fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// A new file at `path`, only if nothing is there, not even a link (`O_EXCL` and, on
/// Unix, `O_NOFOLLOW`).
fn create_new_file(path: &Path) -> io::Result<File> {
    let mut options = File::options();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32);
    }
    options.open(path)
}

/// Make something by `make` under a fresh name beside `name` (`.NAME.RANDOM.partial`);
/// a name someone else took is passed over for another.
fn at_a_fresh_name<T>(
    name: &Path,
    mut make: impl FnMut(&Path) -> io::Result<T>,
) -> io::Result<(T, PathBuf)> {
    for _ in 0..ATTEMPTS {
        let fresh = temporary_name(name)?;
        match make(&fresh) {
            Ok(made) => return Ok((made, fresh)),
            Err(err) if err.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(err) => return Err(err),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "every temporary name tried beside it was taken",
    ))
}

/// Make a file or a folder by `make` under a fresh temporary name beside `real`, noted
/// as a partial to become `real`: made and noted under the lock, so that an interrupt
/// removes whatever was made.
fn make_temporary<T>(
    real: &Path,
    make: impl Fn(&Path) -> io::Result<T>,
) -> io::Result<(T, PathBuf)> {
    at_a_fresh_name(real, |temp| {
        let mut partials = partials();
        let made = make(temp)?;
        partials.push((temp.to_path_buf(), real.to_path_buf()));
        Ok(made)
    })
}

/// A new file of a fresh name nobody can foretell beside `name` (`.NAME.RANDOM.partial`,
/// in the folder `name` is in), for a scratch copy its maker removes after use: never a
/// file that was there, never opened through a link, as a shared folder such as the
/// system's temporary one may hold links planted at a name that could be guessed.
pub fn create_scratch(name: &Path) -> io::Result<(File, PathBuf)> {
    at_a_fresh_name(name, create_new_file)
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
        let real = real_name(target)?;
        let (file, temp) = make_temporary(&real, create_new_file)?;
        Ok(AtomicFile {
            file: Some(file),
            temp: Some(temp),
            target: real,
        })
    }

    /// The file's real name, where the commit puts it (the end of the link with
    /// [`follow_links`]).
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Close the file and move it to its real name. The rename is what makes the file
    /// appear whole, and it replaces whatever is under the name, a link planted since
    /// included, without writing through it. It is not synced to the disk first, as a
    /// crash of the machine (not of the process) is not worth a pause on every trace.
    pub fn commit(mut self) -> io::Result<()> {
        let file = self.file.take().expect("file present until commit");
        drop(file);
        let Some(temp) = self.temp.take() else {
            return Ok(());
        };
        let mut partials = partials();
        let renamed = fs::rename(&temp, &self.target).inspect_err(|_| {
            let _ = fs::remove_file(&temp);
        });
        forget_partial(&mut partials, &temp);
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
            let mut partials = partials();
            let _ = fs::remove_file(temp);
            forget_partial(&mut partials, temp);
        }
    }
}

/// A folder being filled under a temporary name beside `target`, moved to its real
/// name by [`commit`](AtomicDir::commit) (replacing a folder there) and removed if
/// dropped before, or if the process is interrupted. A name that is a symbolic link is
/// treated as [`AtomicFile`] treats one.
#[derive(Debug)]
pub struct AtomicDir {
    temp: PathBuf,
    target: PathBuf,
    committed: bool,
}

impl AtomicDir {
    /// Start filling what will become the folder `target`. The temporary folder is a new
    /// one: a path already there is never taken over, nor removed.
    pub fn create(target: &Path) -> io::Result<AtomicDir> {
        let real = real_name(target)?;
        let ((), temp) = make_temporary(&real, |temp| fs::create_dir(temp))?;
        Ok(AtomicDir {
            temp,
            target: real,
            committed: false,
        })
    }

    /// Where the folder's files go until it is committed.
    pub fn path(&self) -> &Path {
        &self.temp
    }

    /// Create the file `name` in the folder, only if nothing is there. Made while no
    /// interrupt is removing the folder, so that removal is never raced by a new file.
    pub fn create_file(&self, name: &str) -> io::Result<File> {
        let _partials = partials();
        create_new_file(&self.temp.join(name))
    }

    /// The folder's real name (the end of the link with [`follow_links`]).
    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Move the folder under its real name, replacing the folder there, if any.
    pub fn commit(mut self) -> io::Result<()> {
        let mut partials = partials();
        self.move_into_place()?;
        self.committed = true;
        forget_partial(&mut partials, &self.temp);
        Ok(())
    }

    /// The renames of [`commit`](AtomicDir::commit): an old folder is moved aside to a
    /// fresh name of its own, then removed; put back if the new one cannot take its place.
    fn move_into_place(&self) -> io::Result<()> {
        if fs::symlink_metadata(&self.target).is_err() {
            return fs::rename(&self.temp, &self.target);
        }
        let mut old_name = temporary_name(&self.target)?.into_os_string();
        old_name.push(".old");
        let old = PathBuf::from(old_name);
        fs::rename(&self.target, &old)?;
        if let Err(err) = fs::rename(&self.temp, &self.target) {
            let _ = fs::rename(&old, &self.target);
            return Err(err);
        }
        fs::remove_dir_all(&old)
    }
}

impl Drop for AtomicDir {
    fn drop(&mut self) {
        if !self.committed {
            let mut partials = partials();
            let _ = fs::remove_dir_all(&self.temp);
            forget_partial(&mut partials, &self.temp);
        }
    }
}

/// `.NAME.RANDOM.partial` beside `target`, RANDOM 16 hexadecimal digits: where it is
/// written until complete, under a name nobody can plant a link at beforehand.
fn temporary_name(target: &Path) -> io::Result<PathBuf> {
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "output path has no file name")
    })?;
    let random = random_u64();
    let mut temp_name = OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{random:016x}.partial"));
    Ok(target.with_file_name(temp_name))
}

/// 64 bits nobody outside the process can foretell: a count hashed with SipHash under
/// the random keys the standard library draws from the operating system for each
/// thread's hash maps, so that no dependency is needed for them.
fn random_u64() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::AtomicU64;
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(COUNT.fetch_add(1, Ordering::Relaxed));
    hasher.write_u32(std::process::id());
    hasher.finish()
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

    /// One test for everything [`follow_links`] changes, as it is the whole process's.
    #[test]
    #[cfg(unix)]
    fn a_link_is_refused_unless_followed_and_a_device_known() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("real")).unwrap();
        let real = dir.path().join("real/out.txt");
        fs::write(&real, b"old").unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink("real/out.txt", &link).unwrap();
        let refused = AtomicFile::create(&link).unwrap_err();
        assert!(refused.to_string().contains("--force"), "{refused}");
        assert!(AtomicDir::create(&link).is_err());

        follow_links(true);
        let mut file = AtomicFile::create(&link).unwrap();
        file.write_all(b"new").unwrap();
        file.commit().unwrap();
        let dangling = dir.path().join("dangling.txt");
        std::os::unix::fs::symlink("nowhere/deeper/out.txt", &dangling).unwrap();
        let unmade = AtomicFile::create(&dangling);
        follow_links(false);

        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&real).unwrap(), b"new");
        assert!(unmade.is_err(), "no folder made where a link points");
        assert!(!dir.path().join("nowhere").exists());
        assert!(!is_device_or_pipe(&link));
        assert!(is_device_or_pipe(Path::new("/dev/null")));
    }

    #[test]
    #[cfg(unix)]
    fn a_planted_name_is_passed_over_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.txt");
        let first = temporary_name(&target).unwrap();
        let second = temporary_name(&target).unwrap();
        assert_ne!(first, second, "nobody can tell the name beforehand");
        let victim = dir.path().join("victim");
        fs::write(&victim, b"mine").unwrap();
        std::os::unix::fs::symlink(&victim, &first).unwrap();
        assert!(
            create_new_file(&first).is_err(),
            "never opened through a link"
        );
        let mut file = AtomicFile::create(&target).unwrap();
        file.write_all(b"out").unwrap();
        file.commit().unwrap();
        assert_eq!(fs::read(&victim).unwrap(), b"mine");
        assert_eq!(fs::read(&target).unwrap(), b"out");
    }

    #[test]
    fn a_folder_is_filled_and_committed_whole() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("frames");
        fs::create_dir(&target).unwrap();
        fs::write(target.join("frame-1.png"), b"old").unwrap();
        let folder = AtomicDir::create(&target).unwrap();
        folder.create_file("frame-1.png").unwrap();
        assert!(
            folder.create_file("frame-1.png").is_err(),
            "never taken over"
        );
        folder.commit().unwrap();
        assert_eq!(fs::read(target.join("frame-1.png")).unwrap(), b"");
        assert_eq!(
            fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no old folder left"
        );
    }

    #[test]
    fn writes_under_way_are_known_until_they_end() {
        let dir = tempfile::tempdir().unwrap();
        let registered = |temp: &Path| partials().iter().any(|(p, _)| p == temp);
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
