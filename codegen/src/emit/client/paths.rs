//! The Rust paths of the inputs' modules and types as generated code outside a package
//! names them: private modules re-exported whole or by name are left out.

use crate::model::{Api, ModId, Module, Package, TypeId, Vis};

/// The Rust path of `module` below the input, as [`Package::rust_path`] is for a package:
/// the package's path, then the modules between the package's module and `module` (an
/// inline `mod v1 { … }` of a file).
pub(in crate::emit) fn module_rust_path(api: &Api, pkg: &Package, module: ModId) -> Vec<String> {
    let mut below = Vec::new();
    let mut cur = module;
    while cur != pkg.module_id {
        let m = &api.modules[cur];
        let Some(p) = m.parent else {
            below.push(m.name.clone());
            break;
        };
        if !reexported(&api.modules[p], &m.name) {
            below.push(m.name.clone());
        }
        cur = p;
    }
    below.reverse();
    pkg.rust_path.iter().cloned().chain(below).collect()
}

/// The path of type `id` below the input as code outside its package can name it: its
/// package's path, the modules down to the type, and its name — with each private module
/// left out that its parent re-exports, whole ([`reexported`]) or this type by name
/// (`mod consts; pub use consts::Phase;`, the name then being the re-export's). `Err` with
/// the path of the first private module that is not re-exported: the type cannot be named
/// there (rustc's E0603).
pub(in crate::emit) fn type_rust_path(api: &Api, id: TypeId) -> Result<Vec<String>, String> {
    let pkg = &api.packages[id.package];
    let t = &pkg.types[id.index];
    let mut name = t.name.clone();
    // The modules below the package's, innermost first.
    let mut below: Vec<String> = Vec::new();
    let mut cur = t.module;
    while cur != pkg.module_id {
        let m = &api.modules[cur];
        let Some(p) = m.parent else {
            below.push(m.name.clone());
            break;
        };
        let parent = &api.modules[p];
        let public = parent
            .children
            .get(&m.name)
            .is_none_or(|(_, vis)| matches!(vis, Vis::Public));
        if public {
            below.push(m.name.clone());
        } else if !reexported(parent, &m.name) {
            // `pub use <child>::<modules below>::<name>`, as written in the parent.
            let wanted: Vec<&str> = std::iter::once(m.name.as_str())
                .chain(below.iter().rev().map(String::as_str))
                .chain(std::iter::once(name.as_str()))
                .collect();
            let by_name = parent.imports.iter().find(|i| {
                matches!(i.vis, Vis::Public)
                    && i.name.is_some()
                    && (i.path == wanted
                        || i.path
                            .split_first()
                            .is_some_and(|(h, r)| h == "self" && r == wanted))
            });
            match by_name.and_then(|i| i.name.clone()) {
                Some(alias) => {
                    name = alias;
                    below.clear();
                }
                None => {
                    let mut path = module_rust_path(api, pkg, cur);
                    path.retain(|s| !s.is_empty());
                    return Err(path.join("::"));
                }
            }
        }
        cur = p;
    }
    below.reverse();
    Ok(pkg
        .rust_path
        .iter()
        .cloned()
        .chain(below)
        .chain(std::iter::once(name))
        .collect())
}

/// Whether `parent`'s private child module `name` is re-exported whole (`mod kind_types;
/// pub use kind_types::*;`, a Go package's files in one namespace): its types are then named
/// through `parent`, the child being unreachable from outside.
fn reexported(parent: &Module, name: &str) -> bool {
    let private = parent
        .children
        .get(name)
        .is_some_and(|(_, vis)| !matches!(vis, Vis::Public));
    private
        && parent.imports.iter().any(|i| {
            i.name.is_none()
                && matches!(i.vis, Vis::Public)
                && (i.path == [name] || i.path == ["self", name])
        })
}
