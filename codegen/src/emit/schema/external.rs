//! Schemas of type paths: generic parameters, API types (through the resolver), Rust
//! primitives and collections, and types outside the API modules (k8s-openapi's, chrono's,
//! `serde_json::Value`).

use serde_json::{Map, Value, json};

use crate::diag::Span;
use crate::model::{ModId, Package, TypeRef};
use crate::resolve::Res;

use super::allof;
use super::{SchemaEmitter, Subst, child, obj};

impl<'a> SchemaEmitter<'a, '_> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn path_schema(
        &mut self,
        pkg: &'a Package,
        p: &str,
        scope: ModId,
        args: &[TypeRef],
        span: Span,
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        // A generic parameter.
        if !p.contains("::")
            && let Some(b) = subst.get(p)
        {
            let b = b.clone();
            return self.type_schema(b.pkg, &b.ty, &b.outer, path);
        }
        let ext = match self.resolver.resolve(scope, p) {
            Ok(Res::Local(id)) => {
                return self.local_schema(pkg, id, args, span, subst, path);
            }
            Ok(Res::External(ext)) => ext,
            Err(e) => {
                self.diags.push(e.at(span));
                return Map::new();
            }
        };
        let last = ext.rsplit("::").next().unwrap_or(&ext);
        let arg = |i: usize| args.get(i);
        {
            match last {
                "bool" => return obj(json!({"type": "boolean"})),
                "String" | "str" | "char" => return obj(json!({"type": "string"})),
                "i32" | "u32" | "NonZeroI32" | "NonZeroU32" => {
                    return obj(json!({"type": "integer", "format": "int32"}));
                }
                "i64" | "u64" | "NonZeroI64" | "NonZeroU64" => {
                    return obj(json!({"type": "integer", "format": "int64"}));
                }
                "i8" | "i16" | "u8" | "u16" | "isize" | "usize" | "i128" | "u128" => {
                    return obj(json!({"type": "integer"}));
                }
                "f32" | "f64" => {
                    if !self.opts.allow_dangerous_types {
                        self.error(
                            span,
                            format!("floating-point type `{last}` is not allowed in Kubernetes APIs"),
                            Some("use an integer or a `Quantity`, or pass `--allow-dangerous-types` (controller-gen's `crd:allowDangerousTypes`)".into()),
                        );
                    }
                    return obj(json!({"type": "number"}));
                }
                "Option" | "Box" | "Arc" | "Rc" | "Cow" | "RefCell" | "Cell" => {
                    if let Some(inner) = arg(0) {
                        return self.type_schema(pkg, inner, subst, path);
                    }
                }
                "Vec" | "VecDeque" | "LinkedList" | "SmallVec" => {
                    if let Some(inner) = arg(0) {
                        if inner.last_segment() == Some("u8") {
                            return obj(json!({"type": "string", "format": "byte"}));
                        }
                        let items = self.type_schema(pkg, inner, subst, &child(path, "items"));
                        return obj(json!({"type": "array", "items": items}));
                    }
                }
                "ByteString" | "Bytes" => return obj(json!({"type": "string", "format": "byte"})),
                "BTreeSet" | "HashSet" | "IndexSet" => {
                    if let Some(inner) = arg(0) {
                        let items = self.type_schema(pkg, inner, subst, &child(path, "items"));
                        return obj(
                            json!({"type": "array", "items": items, "x-kubernetes-list-type": "set"}),
                        );
                    }
                }
                "BTreeMap" | "HashMap" | "IndexMap" => {
                    if let (Some(k), Some(v)) = (arg(0), arg(1)) {
                        let key_ok = matches!(k.last_segment(), Some("String" | "str"))
                            || self.type_schema_quiet(pkg, k, subst).get("type")
                                == Some(&json!("string"));
                        if !key_ok {
                            self.error(
                                k.span(),
                                "map keys must serialize as strings",
                                Some(
                                    "JSON object keys are strings; use `String` or a string enum"
                                        .into(),
                                ),
                            );
                        }
                        let values =
                            self.type_schema(pkg, v, subst, &child(path, "additionalProperties"));
                        return obj(json!({"type": "object", "additionalProperties": values}));
                    }
                }
                "Value" | "JsonValue" if ext.starts_with("serde_json::") || last == "JsonValue" => {
                    return obj(json!({"x-kubernetes-preserve-unknown-fields": true}));
                }
                "Url" | "Uri" | "Uuid" | "IpAddr" | "Ipv4Addr" | "Ipv6Addr" | "SocketAddr"
                | "PathBuf" => {
                    return obj(json!({"type": "string"}));
                }
                "NaiveDate" => return obj(json!({"type": "string", "format": "date"})),
                "DateTime" | "NaiveDateTime" | "Timestamp" => {
                    return obj(json!({"type": "string", "format": "date-time"}));
                }
                _ => {}
            }
            if let Some(schema) = self.k8s_schema(&ext) {
                return allof::with_origin(schema, &ext);
            }
            let candidates = kube_codegen_openapi::by_name(last);
            let help = if candidates.len() == 1 {
                Some(format!(
                    "did you mean `k8s_openapi::{}`? import it with `use`",
                    candidates[0]
                ))
            } else {
                Some("define it in an API module passed to kube-codegen, or import a k8s_openapi type".to_string())
            };
            let what = if ext == p {
                format!("`{p}`")
            } else {
                format!("`{p}` (`{ext}`)")
            };
            self.error(
                span,
                format!("no schema is known for type {what}, which is outside the API modules"),
                help,
            );
            Map::new()
        }
    }
}
