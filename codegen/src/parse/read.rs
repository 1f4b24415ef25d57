//! Reading the input files: regular files only (nothing that could block), in UTF-8, within
//! the per-file and per-run limits; and the names diagnostics show them under.

use std::path::Path;

/// The largest input file read, in bytes (16 MiB; the largest Kubernetes API file is
/// well under 1 MiB).
pub(super) const MAX_FILE_BYTES: u64 = 16 << 20;
/// The most input read in one run, in bytes (512 MiB).
pub(super) const MAX_RUN_BYTES: u64 = 512 << 20;

/// Why an input file could not be read.
pub(super) enum ReadError {
    /// Not a regular file, too large, or an I/O error: the message.
    Io(String),
    /// Not UTF-8: the text up to the end of the line of the first invalid byte (invalid
    /// bytes replaced), that byte's offset, and the bytes read.
    NotUtf8 { text: String, at: usize, read: u64 },
}

/// Reads an input file: a regular file (after symlinks; a FIFO, socket or device is
/// refused before it is opened, so nothing blocks), at most [`MAX_FILE_BYTES`] and
/// `budget` bytes, in UTF-8.
pub(super) fn read_source(path: &Path, budget: u64) -> Result<String, ReadError> {
    use std::io::Read;
    let io = |e: std::io::Error| ReadError::Io(e.to_string());
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        return Err(ReadError::Io(
            "not a regular file (a FIFO, socket, device or directory named `*.rs`)".into(),
        ));
    }
    // Non-blocking, and checked again on the open file: a path swapped for a FIFO after
    // the check above neither blocks the open nor gets read.
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path).map_err(io)?;
    if !file.metadata().map_err(io)?.is_file() {
        return Err(ReadError::Io("not a regular file".into()));
    }
    let limit = MAX_FILE_BYTES.min(budget);
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize);
    file.take(limit + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::Io(if limit == MAX_FILE_BYTES {
            format!(
                "file is larger than the limit of {} MiB",
                MAX_FILE_BYTES >> 20
            )
        } else {
            format!(
                "the inputs of this run are larger than the limit of {} MiB",
                MAX_RUN_BYTES >> 20
            )
        }));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        // Only the valid prefix and the line of the bad byte are kept (for the error's
        // snippet), so invalid files cost no more memory than their size.
        let bytes = e.as_bytes();
        let line_end = bytes[at..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(bytes.len(), |i| at + i);
        ReadError::NotUtf8 {
            text: String::from_utf8_lossy(&bytes[..line_end]).into_owned(),
            at,
            read: bytes.len() as u64,
        }
    })
}

/// `path` as diagnostics show it: relative to the working directory `cwd` when below it.
pub(super) fn display_name(cwd: Option<&Path>, path: &Path) -> String {
    cwd.and_then(|cwd| path.strip_prefix(cwd).ok())
        .unwrap_or(path)
        .display()
        .to_string()
}
