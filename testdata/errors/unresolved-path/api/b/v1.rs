//! +groupName=b.example.com

pub struct Ref {
    pub name: String,
}
