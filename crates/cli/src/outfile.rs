//! Files named by `--out`: only a regular file is ever replaced, and never left half-written.
//!
//! The bytes go to a temporary file in the target's directory, which is then renamed over the
//! target: a run that fails or is killed leaves the old file (or none), never a torn one. A
//! target that exists but is not a regular file is refused: a directory, a FIFO, a device such
//! as `/dev/null`, and any symbolic link (renaming would replace the link itself, not what it
//! points to).

use crate::terminal::escape;
use std::fs;
use std::io::{ErrorKind, Write};
use std::path::Path;

/// Checks that `path` can be written: a new file or a regular one, in an existing directory.
pub fn check(path: &Path) -> Result<(), String> {
    let shown = escape(&path.to_string_lossy());
    if path.as_os_str().is_empty() {
        return Err("--out needs a file name".into());
    }
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            return Err(format!(
                "{shown} is a symbolic link; give the path of the file itself"
            ))
        }
        Ok(m) if !m.is_file() => return Err(format!("{shown} exists and is not a regular file")),
        Ok(_) => {}
        Err(e) if e.kind() == ErrorKind::NotFound => {}
        Err(e) => return Err(format!("cannot use {shown}: {e}")),
    }
    match fs::metadata(directory(path)) {
        Ok(m) if m.is_dir() => Ok(()),
        Ok(_) => Err(format!("the folder of {shown} is not a directory")),
        Err(e) => Err(format!("cannot use the folder of {shown}: {e}")),
    }
}

/// Writes `bytes` to `path` through a temporary file and a rename.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    check(path)?;
    let shown = escape(&path.to_string_lossy());
    let mut builder = tempfile::Builder::new();
    builder.prefix(".madang-").suffix(".tmp");
    #[cfg(unix)]
    {
        // As a plain create would: the umask decides, not tempfile's owner-only default.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder
        .tempfile_in(directory(path))
        .map_err(|e| format!("cannot write {shown}: {e}"))?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(|e| format!("cannot write {shown}: {e}"))?;
    tmp.persist(path)
        .map(drop)
        .map_err(|e| format!("cannot write {shown}: {}", e.error))
}

/// The directory `path` is in (`.` for a bare file name).
fn directory(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}
