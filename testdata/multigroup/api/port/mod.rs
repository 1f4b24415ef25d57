//! Package port is the port API group, laid out as Go's `apis/<group>/<version>`: the
//! group name sits on the group module (Go's `doc.go`), the versions below it.
//! +groupName=port.example.com

pub mod v1beta1;
