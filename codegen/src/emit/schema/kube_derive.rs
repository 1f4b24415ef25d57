//! The schema kube-derive's `CustomResourceExt::crd()` writes for a Kind declared in its
//! dialect: what schemars 1 derives with `SchemaSettings::openapi3()` (subschemas inlined),
//! after the transforms kube-derive 5 applies (`AddNullable`, kube-core's
//! `StructuralSchemaRewriter`, `OptionalEnum`, `OptionalIntOrString`), computed from the
//! source instead of at run time.
//!
//! The rules, as those crates apply them:
//! - a struct is `type: object` with its fields as `properties`; a field is `required`
//!   unless it is an `Option` or has `#[serde(default)]` (the container's too);
//! - `Option<T>` is `T`'s schema with `nullable: true` (and `null` among an enum's values),
//!   except where schemars' schema of `T` has subschemas (`oneOf`, `anyOf`: a data or
//!   untagged enum, documented unit variants, a struct with a flattened enum): schemars
//!   wraps it in an `anyOf` with `null`, which kube's transforms unwrap into `T`'s schema
//!   over the field's doc, nullable, without a `null` value (`KubeDeriveEmitter::option`);
//! - a type whose schemars impl is fixed (primitives, `String`, `NonZeroU16`, `IpAddr`,
//!   `Duration`, every k8s-openapi type, chrono's and jiff's times, `Uuid`, …) gets the
//!   schema kube-derive writes for it, from the table `kube_codegen_openapi::kube_derive_schema`
//!   serves (made from those crates' own output and checked against it);
//! - `Box`, `Arc`, `Rc`, `Cow`, `Cell`, `RefCell`, `Mutex`, `RwLock`, `Wrapping` and
//!   `Reverse` are their inner type, as schemars forwards them;
//! - a description is the doc comment as rustdoc holds it, trimmed (blank-line runs kept; a
//!   first line starting with `#` is the title instead); a field's doc replaces its type's;
//! - `skip_deserializing` and `#[schemars(skip)]` leave a field or variant out;
//!   `transparent` is its field's schema; `#[schemars(with = "T")]` is `T`'s;
//! - a type of the inputs gets its `#[derive(JsonSchema)]` schema, or the literal
//!   `json_schema!({…})` its hand-written impl returns;
//! - a `#[serde(default)]` field of a type whose default value is known (numbers, `bool`,
//!   `String`, collections) gets that `default`, unless its `skip_serializing_if` skips it;
//! - an enum of unit variants is a string `enum` (undocumented variants first, as
//!   schemars groups them); an enum of struct or newtype variants is an object with one
//!   property per variant and a `oneOf` of `required` (the structural rewrite); an
//!   untagged one is an object of every variant's properties and an `anyOf` of their
//!   `required` (`enums`);
//! - `#[serde(flatten)]` merges the field's schema into its struct's as schemars' `flatten`
//!   does (`flatten`); `#[kube(no_spec)]` merges the spec's into the root's the same way;
//! - the attributes schemars reads (`length`, `range`, `regex`, `contains`, formats,
//!   `required`, `inner`, `title`, `description`, `example`, `extend`) and
//!   `#[x_kube(validation, merge_strategy)]` add their keywords as schemars' mutators and
//!   kube-core's `validate` and `merge_strategy` do (`attrs`).
//!
//! What this emitter cannot compute from the source (a default from a function, a
//! `schema_with`, a hand-written `JsonSchema` impl that computes its schema, a type of
//! another crate not in the table) is a located error, never a different schema.

use std::collections::{BTreeSet, HashMap};

use serde_json::{Map, Value, json};

use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::model::{
    Api, CustomResource, Field, JsonSchemaImpl, ModId, TypeDef, TypeId, TypeKind, TypeRef,
};
use crate::resolve::{Res, Resolver};

use super::{MAX_DEPTH, SpanIndex, child, obj};

mod attrs;
mod defaults;
mod enums;
mod flatten;

use attrs::{int_or_string_nullable, rules, schemars_describe};
use flatten::ObjectParts;

/// The `openAPIV3Schema` of the Kind `cr` declares on its spec type `spec`.
pub fn kube_derive_kind_schema(
    api: &Api,
    resolver: &Resolver<'_>,
    spec: &TypeDef,
    cr: &CustomResource,
    diags: &mut Diagnostics,
) -> (Map<String, Value>, SpanIndex) {
    let mut cx = KubeDeriveEmitter {
        api,
        resolver,
        diags,
        index: SpanIndex::new(),
        stack: Vec::new(),
        admit_nothing: std::collections::HashSet::new(),
        emptied: HashMap::new(),
    };
    let mut props = Map::new();
    let mut root = Map::new();
    if cr.no_spec {
        // kube-derive 5 flattens the `spec` field: the spec's schema merged into the root's
        // as schemars' `flatten` merges it, its properties and `required` beside `status`,
        // its other keywords under the root's own.
        if !matches!(spec.kind, TypeKind::Struct(_)) {
            cx.error(
                spec.span,
                format!(
                    "`{}`: `no_spec` on a type that is no struct with named fields",
                    spec.name
                ),
                "kube-derive refuses it too: only named fields can sit at the root of the object",
            );
        }
        if let Some(field) = reserved_root_field(spec) {
            cx.error(
                field.span,
                format!("`{}`: `no_spec` puts the field at the root of the object, where `{}` is kube-derive's own", field.rust_name, field.json_name),
                "rename the field",
            );
        }
        let mut s = cx.typedef(spec, &[]);
        if let Some(Value::Object(p)) = s.remove("properties") {
            props = p;
        }
        s.remove("type");
        root = s;
    } else {
        let path = vec!["properties".to_string(), "spec".to_string()];
        props.insert("spec".into(), Value::Object(cx.typedef(spec, &path)));
        root.insert("required".into(), json!(["spec"]));
    }
    if let Some(status) = &cr.status {
        // The root's `status: Option<…>` field, undocumented.
        let path = vec!["properties".to_string(), "status".to_string()];
        let (s, _) = cx.option(status, &path);
        props.insert("status".into(), Value::Object(s));
    }
    if cr.no_spec && !props.is_empty() {
        // kube's rewrite runs on the merged root too: a flattened map of any JSON in a spec
        // with no properties of its own meets `status` here.
        match root.remove("additionalProperties") {
            Some(Value::Bool(true)) => {
                root.insert("x-kubernetes-preserve-unknown-fields".into(), true.into());
            }
            Some(Value::Bool(false)) | None => {}
            Some(other) => {
                root.insert("additionalProperties".into(), other);
            }
        }
    }
    let description = cr.doc.clone().unwrap_or_else(|| {
        format!(
            "Auto-generated derived type for {} via `CustomResource`",
            spec.name
        )
    });
    root.insert("description".into(), description.into());
    if !props.is_empty() {
        root.insert("properties".into(), Value::Object(props));
    }
    // schemars titles the root after its type unless it has a title: a flattened spec's.
    root.entry("title")
        .or_insert_with(|| cr.root.clone().into());
    root.insert("type".into(), "object".into());
    int_or_string_nullable(&mut root);
    if !cr.validations.is_empty() {
        // Added to the rules a flattened spec brings, as kube-core's `validate` adds them.
        let mut all = match root.remove("x-kubernetes-validations") {
            Some(Value::Array(a)) => a,
            _ => Vec::new(),
        };
        if let Value::Array(own) = rules(&cr.validations) {
            all.extend(own);
        }
        root.insert("x-kubernetes-validations".into(), Value::Array(all));
    }
    (root, cx.index)
}

/// A field of the struct `spec` whose JSON name is one the root object holds itself
/// (`apiVersion`, `kind`, `metadata`, `status`), which `no_spec` cannot lift beside them.
fn reserved_root_field(spec: &TypeDef) -> Option<&Field> {
    match &spec.kind {
        TypeKind::Struct(fields) => fields.iter().find(|f| {
            matches!(
                f.json_name.as_str(),
                "apiVersion" | "kind" | "metadata" | "status"
            )
        }),
        _ => None,
    }
}

/// The kube-derive dialect's schema emitter (schemars' rules): the API, its resolver, the
/// diagnostics it adds to, and the types being expanded (for recursion errors).
struct KubeDeriveEmitter<'a, 'd> {
    api: &'a Api,
    resolver: &'a Resolver<'a>,
    diags: &'d mut Diagnostics,
    index: SpanIndex,
    stack: Vec<TypeId>,
    /// The structs whose `anyOf` has schemars' `{}` among its entries before kube's rewrite
    /// (from an optional flattened enum): flattened as an `Option`, they get no second one.
    admit_nothing: std::collections::HashSet<TypeId>,
    /// The untagged enums' properties that kube-core's rewrite gives empty metadata (the one
    /// property of a documented variant, itself without description or default): equal in
    /// JSON to an undescribed property of that name, they are not to kube-core's equality.
    emptied: HashMap<TypeId, BTreeSet<String>>,
}

impl<'a> KubeDeriveEmitter<'a, '_> {
    fn error(&mut self, span: Span, msg: impl Into<String>, help: &str) {
        self.diags
            .push(Diagnostic::error(span, msg).with_help(help.to_string()));
    }

    fn typedef(&mut self, t: &'a TypeDef, path: &[String]) -> Map<String, Value> {
        if !t.generics.is_empty() {
            self.error(
                t.span,
                format!("generic type `{}` in a kube-derive Kind", t.name),
                "kube-codegen reads kube-derive's dialect for types without generic parameters",
            );
            return Map::new();
        }
        if let TypeKind::Alias(inner) = &t.kind {
            return self.type_ref(inner, path);
        }
        match &t.json_schema {
            JsonSchemaImpl::Derived => {}
            JsonSchemaImpl::Literal(Value::Object(s)) => return s.clone(),
            JsonSchemaImpl::Literal(_) | JsonSchemaImpl::Code(_) => {
                let span = match &t.json_schema {
                    JsonSchemaImpl::Code(span) => *span,
                    _ => t.span,
                };
                self.error(
                    span,
                    format!("`{}`'s hand-written `JsonSchema` impl computes its schema, which kube-codegen cannot do at build time", t.name),
                    "return a literal schema, `json_schema!({ \"type\": … })`, from `json_schema`, or derive `JsonSchema`",
                );
                return Map::new();
            }
            JsonSchemaImpl::None => {
                self.error(
                    t.span,
                    format!("`{}` has no `JsonSchema` impl in the inputs, so kube-codegen cannot know its schema", t.name),
                    "derive `JsonSchema` on it, or give kube-codegen the file with its `impl JsonSchema`",
                );
                return Map::new();
            }
        }
        if t.serde.into.is_some() {
            self.error(
                t.span,
                format!("`{}`: `from`, `try_from` and `into` give it another type's JSON shape, which kube-derive's dialect does not read", t.name),
                "declare the field with the other type, or the Kind with `+kubebuilder` markers",
            );
            return Map::new();
        }
        let attrs = t.schema_attrs.as_deref();
        let mut s = match (&t.kind, attrs.and_then(|a| a.with.as_ref())) {
            (_, Some(with)) => self.type_ref(with, path),
            (TypeKind::Struct(fields), None) if t.serde.transparent => {
                match fields.iter().find(|f| !f.serde.skip_deserializing) {
                    Some(f) => self.field_schema(f, t.module, path).0,
                    None => Map::new(),
                }
            }
            (TypeKind::Struct(fields), None) => self.object(t, fields, path),
            (TypeKind::Newtype(inner), None) => self.type_ref(inner, path),
            (TypeKind::Enum(variants), None) => self.enumeration(t, variants, path),
            (TypeKind::Tuple(_) | TypeKind::Alias(_), None) => {
                self.error(
                    t.span,
                    format!("`{}` is a tuple struct", t.name),
                    "use a struct with named fields",
                );
                Map::new()
            }
        };
        schemars_describe(&mut s, &t.rustdoc);
        if let Some(a) = attrs {
            self.apply(&mut s, a, t.module);
        }
        s
    }

    /// A field's schema (its type's, or its `with` type's, with its doc and attributes) and
    /// whether it is optional (an `Option` that `required` does not make required).
    fn field_schema(
        &mut self,
        f: &Field,
        scope: ModId,
        path: &[String],
    ) -> (Map<String, Value>, bool) {
        let attrs = f.schema_attrs.as_deref();
        let ty = attrs.and_then(|a| a.with.as_ref()).unwrap_or(&f.ty);
        let required = attrs.is_some_and(|a| a.required);
        let option = ty.last_segment() == Some("Option");
        let inner = match ty {
            TypeRef::Path { args, .. } if option && args.len() == 1 => Some(&args[0]),
            _ => None,
        };
        let mut s = match inner {
            // `required` on an `Option<T>`: `T`'s schema, not nullable.
            Some(inner) if required => {
                let mut s = self.type_ref(inner, path);
                schemars_describe(&mut s, &f.rustdoc);
                s
            }
            Some(inner) => {
                let (mut s, wrapped) = self.option(inner, path);
                if wrapped {
                    // The field's doc and attributes go on schemars' `anyOf` wrapper, under
                    // the inner type's schema.
                    let mut wrapper = Map::new();
                    schemars_describe(&mut wrapper, &f.rustdoc);
                    if let Some(a) = attrs {
                        self.apply(&mut wrapper, a, scope);
                    }
                    wrapper.append(&mut s);
                    return (wrapper, true);
                }
                schemars_describe(&mut s, &f.rustdoc);
                s
            }
            None => {
                let mut s = self.type_ref(ty, path);
                schemars_describe(&mut s, &f.rustdoc);
                s
            }
        };
        if let Some(a) = attrs {
            self.apply(&mut s, a, scope);
        }
        (s, option && !required)
    }

    fn object(
        &mut self,
        t: &'a TypeDef,
        fields: &'a [Field],
        path: &[String],
    ) -> Map<String, Value> {
        let mut parts = ObjectParts::default();
        if t.serde.default {
            self.error(
                t.span,
                format!("`#[serde(default)]` on `{}`: its defaults come from its `Default` impl, which kube-codegen cannot run", t.name),
                "put `#[serde(default)]` on the fields instead",
            );
        }
        let skipped = |f: &Field| {
            f.serde.skip_deserializing || f.schema_attrs.as_deref().is_some_and(|a| a.skip)
        };
        for f in fields.iter().filter(|f| !skipped(f)) {
            let schemars_with = f.schema_attrs.as_deref().is_some_and(|a| a.with.is_some());
            if f.serde.with.is_some() && !schemars_with {
                self.error(
                    f.span,
                    format!(
                        "`{}`: serde's `with` is not read in kube-derive's dialect",
                        f.rust_name
                    ),
                    "write the field's type out, or name the type of its JSON in `#[schemars(with = \"Type\")]`",
                );
                continue;
            }
            if f.serde.flatten {
                self.flatten(f, &mut parts, path);
                continue;
            }
            let fpath = child(&child(path, "properties"), &f.json_name);
            self.index.insert(fpath.clone(), f.span);
            let (mut fs, optional) = self.field_schema(f, t.module, &fpath);
            if f.serde.default {
                self.default(f, &mut fs);
            }
            let forced = f.schema_attrs.as_deref().is_some_and(|a| a.required);
            if forced || (!optional && !f.serde.default && !t.serde.default) {
                parts.required.push(f.json_name.clone());
            }
            parts.props.insert(f.json_name.clone(), Value::Object(fs));
        }
        let admits_nothing = parts.admits_nothing;
        let s = self.finish_object(t, parts);
        // Recorded for a struct only (an enum's struct variants are built here too), when
        // it is the type on top of the stack (not the Kind's spec, read directly).
        if admits_nothing
            && matches!(t.kind, TypeKind::Struct(_))
            && let Some(&id) = self.stack.last()
            && std::ptr::eq(&self.api.packages[id.package].types[id.index], t)
        {
            self.admit_nothing.insert(id);
        }
        s
    }

    fn type_ref(&mut self, ty: &TypeRef, path: &[String]) -> Map<String, Value> {
        match ty {
            TypeRef::Path {
                path: p,
                scope,
                args,
                span,
            } => self.path(p, *scope, args, *span, path),
            TypeRef::Array(inner, len, _) => {
                let items = self.type_ref(inner, &child(path, "items"));
                let mut s = obj(json!({"items": items, "type": "array"}));
                if let Some(n) = *len {
                    s.insert("maxItems".into(), n.into());
                    s.insert("minItems".into(), n.into());
                }
                s
            }
            other => {
                self.error(
                    other.span(),
                    "this type has no schema in kube-derive's dialect",
                    "use a path type (a struct, enum, primitive or collection)",
                );
                Map::new()
            }
        }
    }

    fn path(
        &mut self,
        p: &str,
        scope: ModId,
        args: &[TypeRef],
        span: Span,
        path: &[String],
    ) -> Map<String, Value> {
        let ext = match self.resolver.resolve(scope, p) {
            Ok(Res::Local(id)) => {
                if self.stack.contains(&id) || self.stack.len() >= MAX_DEPTH {
                    self.error(
                        span,
                        format!("recursive type `{p}`"),
                        "a CRD schema cannot be recursive",
                    );
                    return Map::new();
                }
                self.stack.push(id);
                let api = self.api;
                let s = self.typedef(&api.packages[id.package].types[id.index], path);
                self.stack.pop();
                return s;
            }
            Ok(Res::External(ext)) => ext,
            Err(e) => {
                self.diags.push(e.at(span));
                return Map::new();
            }
        };
        if let Some(Value::Object(s)) = kube_codegen_openapi::kube_derive_schema(&ext) {
            return s;
        }
        let last = ext.rsplit("::").next().unwrap_or(&ext);
        match (last, args) {
            ("Option", [inner]) => self.option(inner, path).0,
            // schemars' `forward_impl`s: the inner type's schema.
            (
                "Box" | "Arc" | "Rc" | "Cow" | "Cell" | "RefCell" | "Mutex" | "RwLock" | "Wrapping"
                | "Reverse",
                [inner],
            ) => self.type_ref(inner, path),
            ("Vec" | "VecDeque" | "BTreeSet" | "HashSet", [inner]) => {
                let items = self.type_ref(inner, &child(path, "items"));
                obj(json!({"items": items, "type": "array"}))
            }
            // A map of any JSON: schemars' `true` schema for the values, which the API
            // server accepts as `additionalProperties: true`.
            ("BTreeMap" | "HashMap", [k, v])
                if matches!(k.last_segment(), Some("String")) && self.is_json_value(v) =>
            {
                obj(json!({"additionalProperties": true, "type": "object"}))
            }
            ("BTreeMap" | "HashMap", [k, v]) if matches!(k.last_segment(), Some("String")) => {
                let values = self.type_ref(v, &child(path, "additionalProperties"));
                obj(json!({"additionalProperties": values, "type": "object"}))
            }
            _ if ext == "serde_json::Value" => {
                self.error(
                    span,
                    "`serde_json::Value` in a kube-derive Kind: kube-derive writes a schema without a type for it, which the API server refuses",
                    "a map of any JSON (`BTreeMap<String, serde_json::Value>`) is accepted; for any value, give the field a schema that keeps unknown fields (`#[schemars(schema_with = …)]` is refused here: declare the Kind with `+kubebuilder` markers and `+kubebuilder:pruning:PreserveUnknownFields`)",
                );
                Map::new()
            }
            _ => {
                self.error(
                    span,
                    format!("`{ext}` in a kube-derive Kind: its schema comes from its own `JsonSchema` impl, which kube-codegen does not know"),
                    "kube-codegen knows the types whose schemars schema is fixed (std's, k8s-openapi's, chrono's, jiff's, uuid's, url's, smol_str's, semver's) and the types defined in the inputs; a type whose schema kube-derive cannot put in a CRD (`CString`, `bytes::Bytes`, `chrono::TimeDelta`, `serde_json::Value`) is refused",
                );
                Map::new()
            }
        }
    }
}

impl KubeDeriveEmitter<'_, '_> {
    /// Whether `ty` is `serde_json::Value`.
    fn is_json_value(&self, ty: &TypeRef) -> bool {
        let TypeRef::Path { path, scope, .. } = ty else {
            return false;
        };
        matches!(self.resolver.resolve(*scope, path), Ok(Res::External(ext)) if ext == "serde_json::Value")
    }
}

fn is_integer(n: &str) -> bool {
    matches!(
        n,
        "i8" | "i16"
            | "i32"
            | "i64"
            | "i128"
            | "isize"
            | "u8"
            | "u16"
            | "u32"
            | "u64"
            | "u128"
            | "usize"
    )
}
