//! A file that is not UTF-8.
//!
//! +groupName=bytes.example.com

/// Latin-1 é is not UTF-8.
pub struct Bytes;
