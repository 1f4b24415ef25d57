//! Package v1 is the v1 version of the fleet API group.
//! +groupName=fleet.example.com

mod ship_types;

pub use ship_types::*;
