//! Outputs that would destroy an input: a command asked to write over a file it reads
//! (`sudotrace html t.jsonl -o t.jsonl`) is refused before it reads anything, as the
//! output's rename would replace the input it was made from.

use std::path::Path;

use anyhow::{Context, bail};

use super::named;

/// Refuse `outputs` when one is the same file as one of `inputs`, however each is
/// named (another spelling, a hard link, a symbolic link): the same device and inode.
/// Names that are not existing regular files (a new output, a device, standard input)
/// are never the same.
pub(crate) fn refuse_input_as_output(inputs: &[&Path], outputs: &[&Path]) -> anyhow::Result<()> {
    for output in outputs {
        let Some(written) = identity(output) else {
            continue;
        };
        if let Some(input) = inputs
            .iter()
            .find(|input| identity(input).as_ref() == Some(&written))
        {
            bail!(
                "{}: is the input {}; the output would replace it: write it under another name",
                named(output),
                named(input)
            );
        }
    }
    Ok(())
}

/// What makes a regular file the one it is: its device and inode.
#[cfg(unix)]
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    Some((meta.dev(), meta.ino()))
}

/// Where inodes are not at hand, the file's full name with every link followed.
#[cfg(not(unix))]
fn identity(path: &Path) -> Option<std::path::PathBuf> {
    std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    std::fs::canonicalize(path).ok()
}

/// Make the output folder `dir` if missing, for the files a command writes into it. A
/// name that is a symbolic link is refused unless `--force` was given, as an output
/// file's is: a link planted in a shared folder would send every file elsewhere.
pub(crate) fn make_output_folder(dir: &Path) -> anyhow::Result<()> {
    sudotrace_core::output::refuse_link(dir)
        .and_then(|()| std::fs::create_dir_all(dir))
        .with_context(|| format!("{}: cannot create the output folder", named(dir)))
}
