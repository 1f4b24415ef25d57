//! OpenAPI v3 schemas of API types: the type mapping (the book's "Type mapping",
//! `docs/src/api-input.md`) and every field- and type-level CRD marker (validation,
//! defaults, list/map/struct types, …), with controller-gen's semantics
//! (`pkg/crd/schema.go`, `known_types.go`, `pkg/crd/markers/validation.go`, `topology.go`).
//!
//! Schemas are built as JSON objects (`serde_json::Map`), the one form the checks and the
//! CRD writers read too (`emit::crd::Schema`). References to other types are inlined (a CRD schema has no
//! `$ref`); Kubernetes built-in types come from [`kube_codegen_openapi`], i.e. exactly the
//! schemas controller-gen writes for them.

use std::collections::BTreeMap;
use std::rc::Rc;

use serde_json::{Map, Value, json};

use crate::diag::{Diagnostic, Diagnostics, Span};
use crate::markers::{Marker, MarkerKind, ObjectMetaForm, TypeMetaForm, Validation};
use crate::model::{Api, Field, Package, TypeDef, TypeId, TypeKind, TypeRef};
use crate::resolve::{Res, Resolver};

/// Source places of schema nodes, keyed by their path from the schema root in
/// [`crate::diag::Violation::path`] form (`["properties", "spec", "properties", "size"]`).
/// Used to point structural/CEL violations at the field or marker that caused them.
pub type SpanIndex = BTreeMap<Vec<String>, Span>;

pub(crate) const API_VERSION_DESC: &str = "APIVersion defines the versioned schema of this representation of an object.\nServers should convert recognized schemas to the latest internal value, and\nmay reject unrecognized values.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources";
/// `apiVersion`'s and `kind`'s descriptions in the one-line wording of older Kubernetes
/// releases, which CRDs made by older controller-gen versions carry
/// (`+kube-codegen:crd:typeMeta=legacy`).
pub(crate) const LEGACY_API_VERSION_DESC: &str = "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources";
pub(crate) const LEGACY_KIND_DESC: &str = "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";
pub(crate) const KIND_DESC: &str = "Kind is a string value representing the REST resource this object represents.\nServers may infer this from the endpoint the client submits requests to.\nCannot be updated.\nIn CamelCase.\nMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds";

/// The `openAPIV3Schema` of Kind `kind` (a struct of `pkg` with `metadata: ObjectMeta`):
/// `apiVersion`, `kind` and `metadata` properties as controller-gen writes them, then the
/// struct's own fields, with every type reference resolved through `api`.
///
/// Problems (unsupported types, recursion, bad marker values, …) go to `diags`; the returned
/// schema is then incomplete and must not be written.
pub fn kind_schema(
    api: &Api,
    resolver: &Resolver<'_>,
    pkg: &Package,
    kind: &TypeDef,
    opts: SchemaOptions,
    diags: &mut Diagnostics,
) -> (Map<String, Value>, SpanIndex) {
    let mut cx = SchemaEmitter {
        api,
        resolver,
        opts,
        diags,
        index: SpanIndex::new(),
        stack: Vec::new(),
    };
    let mut root = cx.typedef_schema(pkg, kind, &Subst::new(), &[]);
    let type_meta = kind.markers.iter().find_map(|m| match m.kind {
        MarkerKind::TypeMetaForm(f) => Some(f),
        _ => None,
    });
    let object_meta = kind.markers.iter().find_map(|m| match m.kind {
        MarkerKind::ObjectMetaForm(f) => Some(f),
        _ => None,
    });
    if let Some(Value::Object(props)) = root.get_mut("properties") {
        let descriptions = match type_meta.unwrap_or(TypeMetaForm::Described) {
            TypeMetaForm::Described => Some((API_VERSION_DESC, KIND_DESC)),
            TypeMetaForm::Legacy => Some((LEGACY_API_VERSION_DESC, LEGACY_KIND_DESC)),
            TypeMetaForm::Bare => Some(("", "")),
            TypeMetaForm::Omitted => None,
        };
        // The struct's own `apiVersion`/`kind` (a flattened `TypeMeta<Self>`, or fields of
        // those names) are replaced by the form's.
        props.remove("apiVersion");
        props.remove("kind");
        if let Some((api_version, kind)) = descriptions {
            for (name, desc) in [("apiVersion", api_version), ("kind", kind)] {
                let mut p = json!({"type": "string"});
                if !desc.is_empty() {
                    p["description"] = json!(desc);
                }
                props.insert(name.into(), p);
            }
        }
        if object_meta == Some(ObjectMetaForm::Omitted) {
            props.remove("metadata");
        } else {
            props.insert("metadata".into(), json!({"type": "object"}));
        }
    }
    if root
        .get("properties")
        .and_then(Value::as_object)
        .is_some_and(Map::is_empty)
    {
        root.remove("properties");
    }
    if let Some(Value::Array(req)) = root.get_mut("required") {
        // TypeMeta is the API server's business: never required, even when the Rust struct
        // declares `api_version`/`kind` fields (as kube-rs users do). `metadata` is required
        // only when its field says so with `+required` (or `+kubebuilder:validation:Required`,
        // `+k8s:required`): Rust's `metadata: ObjectMeta` is never optional, so its type
        // cannot tell. Go's rule is the same field without `omitempty`, or with `+required`.
        let metadata_required = metadata_field(kind).is_some_and(|f| {
            f.markers
                .iter()
                .any(|m| matches!(m.kind, MarkerKind::Required))
        });
        req.retain(|r| match r.as_str() {
            Some("apiVersion" | "kind") => false,
            Some("metadata") => metadata_required,
            _ => true,
        });
        if req.is_empty() {
            root.remove("required");
        }
    }
    if let Some(max) = opts.max_desc_len {
        desc::truncate_descriptions(&mut root, max);
    }
    allof::strip_origins(&mut root);
    (root, cx.index)
}

/// `required` as the struct's package lists it: sorted, as controller-gen does, or in field
/// order under `+kube-codegen:schema:unsortedRequired`; each name once.
fn order_required(pkg: &Package, required: &mut Vec<String>) {
    if pkg
        .markers
        .iter()
        .any(|m| matches!(m.kind, MarkerKind::UnsortedRequired))
    {
        let mut seen = std::collections::BTreeSet::new();
        required.retain(|r| seen.insert(r.clone()));
    } else {
        required.sort();
        required.dedup();
    }
}

/// The `metadata` field of a Kind.
fn metadata_field(kind: &TypeDef) -> Option<&Field> {
    match &kind.kind {
        TypeKind::Struct(fields) => fields.iter().find(|f| f.json_name == "metadata"),
        _ => None,
    }
}

/// What the schema emitter takes from the CRD generator's options.
#[derive(Debug, Clone, Copy, Default)]
pub struct SchemaOptions {
    /// controller-gen's `crd:allowDangerousTypes`: floats are allowed.
    pub allow_dangerous_types: bool,
    /// controller-gen's `crd:maxDescLen`: descriptions are cut to this many characters.
    pub max_desc_len: Option<usize>,
    /// controller-gen's `crd:generateEmbeddedObjectMeta`: an `ObjectMeta` below the root
    /// gets its `annotations`, `finalizers`, `labels`, `name` and `namespace`.
    pub embedded_object_meta: bool,
}

/// Generic parameter → the argument bound to it.
type Subst<'a> = BTreeMap<String, Binding<'a>>;

/// A generic argument with the package and the substitution active where it was written,
/// so arguments that are themselves generic parameters resolve at any depth.
#[derive(Clone)]
struct Binding<'a> {
    ty: TypeRef,
    pkg: &'a Package,
    outer: Rc<Subst<'a>>,
}

/// A type being expanded: which instantiation, and the field being expanded in it.
struct Frame {
    /// The type.
    id: TypeId,
    /// The type with its generic arguments resolved (`Bounds<Time>`), so that different
    /// instantiations of one generic type are not taken for recursion.
    instance: String,
    /// The type's name, for messages.
    name: String,
    /// The field of the type currently being expanded.
    field: String,
}

/// Most nested type expansions before a generic type is taken to grow without end
/// (`Foo<T>` holding a `Foo<Vec<T>>`).
const MAX_DEPTH: usize = 64;

pub use kube_derive::kube_derive_kind_schema;

/// A type reference with generic parameters replaced by their arguments, for recursion keys.
fn render(ty: &TypeRef, subst: &Subst<'_>) -> String {
    match ty {
        TypeRef::Path { path, args, .. } => {
            if args.is_empty()
                && !path.contains("::")
                && let Some(b) = subst.get(path)
            {
                return render(&b.ty, &b.outer);
            }
            let last = path.rsplit("::").next().unwrap_or(path);
            if args.is_empty() {
                last.to_string()
            } else {
                format!(
                    "{last}<{}>",
                    args.iter()
                        .map(|a| render(a, subst))
                        .collect::<Vec<_>>()
                        .join(",")
                )
            }
        }
        TypeRef::Array(inner, _, _) => format!("[{}]", render(inner, subst)),
        TypeRef::Tuple(items, _) => format!(
            "({})",
            items
                .iter()
                .map(|a| render(a, subst))
                .collect::<Vec<_>>()
                .join(",")
        ),
        TypeRef::Unsupported(text, _) => text.clone(),
    }
}

/// The marker dialect's schema emitter: the API, its resolver and the schema options, the
/// diagnostics it adds to, and the types being expanded (for recursion errors).
struct SchemaEmitter<'a, 'd> {
    api: &'a Api,
    resolver: &'a Resolver<'a>,
    opts: SchemaOptions,
    diags: &'d mut Diagnostics,
    index: SpanIndex,
    /// Types being expanded, outermost first.
    stack: Vec<Frame>,
}

fn obj(v: Value) -> Map<String, Value> {
    match v {
        Value::Object(m) => m,
        _ => Map::new(),
    }
}

impl<'a> SchemaEmitter<'a, '_> {
    fn error(&mut self, span: Span, msg: impl Into<String>, help: Option<String>) {
        let mut d = Diagnostic::error(span, msg);
        if let Some(h) = help {
            d = d.with_help(h);
        }
        self.diags.push(d);
    }

    /// Schema of a type reference written in `pkg`.
    fn type_schema(
        &mut self,
        pkg: &'a Package,
        ty: &TypeRef,
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        match ty {
            TypeRef::Array(inner, _, _) => {
                let items = self.type_schema(pkg, inner, subst, &child(path, "items"));
                obj(json!({"type": "array", "items": items}))
            }
            TypeRef::Tuple(items, span) if items.is_empty() => {
                self.error(*span, "the unit type `()` has no JSON schema", None);
                Map::new()
            }
            TypeRef::Tuple(items, span) => {
                let schemas: Vec<Map<String, Value>> = items
                    .iter()
                    .map(|t| self.type_schema(pkg, t, subst, &child(path, "items")))
                    .collect();
                if schemas.windows(2).all(|w| w[0] == w[1]) {
                    let n = schemas.len();
                    obj(json!({"type": "array", "items": schemas[0], "minItems": n, "maxItems": n}))
                } else {
                    self.error(
                        *span,
                        "a tuple of different types has no structural schema",
                        Some("use a struct with named fields".into()),
                    );
                    Map::new()
                }
            }
            TypeRef::Unsupported(text, span) => {
                self.error(
                    *span,
                    format!("unsupported type `{text}`"),
                    Some("API types must be paths, arrays or tuples of serializable types".into()),
                );
                Map::new()
            }
            TypeRef::Path {
                path: p,
                scope,
                args,
                span,
            } => self.path_schema(pkg, p, *scope, args, *span, subst, path),
        }
    }

    /// Schema of the API type `id`, instantiated with `args`.
    fn local_schema(
        &mut self,
        pkg: &'a Package,
        id: TypeId,
        args: &[TypeRef],
        span: Span,
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        let api = self.api;
        let tpkg = &api.packages[id.package];
        let tdef = &tpkg.types[id.index];
        // Bind generic arguments.
        let mut inner = Subst::new();
        let outer = Rc::new(subst.clone());
        for (i, g) in tdef.generics.iter().enumerate() {
            match args.get(i) {
                Some(a) => {
                    inner.insert(
                        g.clone(),
                        Binding {
                            ty: a.clone(),
                            pkg,
                            outer: Rc::clone(&outer),
                        },
                    );
                }
                None => self.error(
                    span,
                    format!("`{}` needs a type argument for `{g}`", tdef.name),
                    None,
                ),
            }
        }
        let instance = render(
            &TypeRef::Path {
                path: tdef.name.clone(),
                scope: tdef.module,
                args: args.to_vec(),
                span,
            },
            subst,
        );
        if let Some(pos) = self
            .stack
            .iter()
            .position(|f| f.id == id && f.instance == instance)
        {
            let cycle: Vec<String> = self.stack[pos..]
                .iter()
                .map(|f| format!("{}.{}", f.name, f.field))
                .collect();
            self.error(
                span,
                format!("recursive type: {} -> {}", cycle.join(" -> "), tdef.name),
                Some("a CRD schema cannot be recursive: mark the field at the recursion point with `+kubebuilder:validation:Schemaless` and `+kubebuilder:pruning:PreserveUnknownFields`".into()),
            );
            return Map::new();
        }
        if self.stack.len() >= MAX_DEPTH {
            self.error(
                span,
                format!("types nest more than {MAX_DEPTH} levels deep at `{instance}` (a chain of types that deep, or a generic type that contains a bigger instance of itself, which has no finite schema)"),
                Some("break the nesting with `+kubebuilder:validation:Schemaless` and `+kubebuilder:pruning:PreserveUnknownFields`".into()),
            );
            return Map::new();
        }
        let origin = format!("{}:{instance}", id.package);
        self.stack.push(Frame {
            id,
            instance,
            name: tdef.name.clone(),
            field: String::new(),
        });
        let mut s = self.typedef_schema(tpkg, tdef, &inner, path);
        self.stack.pop();

        allof::set_origin(&mut s, &origin);
        s
    }

    /// The schema of a type reference without reporting anything (for key checks).
    fn type_schema_quiet(
        &mut self,
        pkg: &'a Package,
        ty: &TypeRef,
        subst: &Subst<'a>,
    ) -> Map<String, Value> {
        let saved = std::mem::take(self.diags);
        let s = self.type_schema(pkg, ty, subst, &[]);
        *self.diags = saved;
        s
    }

    /// A k8s-openapi type (or kube's re-export of one).
    fn k8s_schema(&self, p: &str) -> Option<Map<String, Value>> {
        let rel = if let Some(rest) = p.strip_prefix("k8s_openapi::") {
            rest.to_string()
        } else if p.starts_with("kube::") || p.starts_with("kube_core::") {
            let last = p.rsplit("::").next()?;
            let found = kube_codegen_openapi::by_name(last);
            if found.len() != 1 {
                return None;
            }
            found[0].to_string()
        } else if !p.contains("::") {
            let found = kube_codegen_openapi::by_name(p);
            if found.len() != 1 || found[0].rsplit("::").next() != Some(p) {
                return None;
            }
            found[0].to_string()
        } else {
            return None;
        };
        kube_codegen_openapi::schema_with(&rel, self.opts.embedded_object_meta).map(obj)
    }

    /// The schema of a type definition with its type-level markers applied.
    fn typedef_schema(
        &mut self,
        pkg: &'a Package,
        t: &'a TypeDef,
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        let mut inline_rules = Vec::new();
        let mut s = match &t.kind {
            TypeKind::Struct(fields) => {
                if t.serde.transparent {
                    match fields.iter().find(|f| !f.serde.skip) {
                        Some(f) => self.type_schema(pkg, &f.ty, subst, path),
                        None => Map::new(),
                    }
                } else {
                    let (s, rules) =
                        self.struct_schema(pkg, &t.markers, t.serde.default, fields, subst, path);
                    inline_rules = rules;
                    s
                }
            }
            TypeKind::Newtype(inner) | TypeKind::Alias(inner) => {
                self.type_schema(pkg, inner, subst, path)
            }
            TypeKind::Tuple(items) if items.is_empty() => obj(json!({"type": "object"})),
            TypeKind::Tuple(items) => {
                self.type_schema(pkg, &TypeRef::Tuple(items.clone(), t.span), subst, path)
            }
            TypeKind::Enum(variants) => self.enum_schema(pkg, t, variants, subst, path),
        };
        if !t.doc.is_empty() {
            s.insert("description".into(), Value::String(t.doc.clone()));
        }
        if let Some(m) = t
            .markers
            .iter()
            .find(|m| matches!(m.kind, MarkerKind::EnumType))
            && !matches!(t.kind, TypeKind::Enum(_))
        {
            self.error(
                m.span,
                format!("`+{}` on `{}`, which is not an enum", m.name, t.name),
                Some("in Rust a closed set of strings is a unit-only enum; its variants become the `enum` values".into()),
            );
        }
        let markers: Vec<&Marker> = t.markers.iter().collect();
        self.apply_markers(&mut s, &markers, path);
        self.append_inline_rules(&mut s, inline_rules, path);
        self.index.entry(path.to_vec()).or_insert(t.span);
        s
    }

    /// A field's schema: its type's, then the field's doc and markers on top.
    fn field_schema(
        &mut self,
        pkg: &'a Package,
        f: &Field,
        subst: &Subst<'a>,
        path: &[String],
    ) -> Map<String, Value> {
        let markers: Vec<&Marker> = f.markers.iter().collect();
        let schemaless = markers
            .iter()
            .any(|m| matches!(m.kind, MarkerKind::Validation(Validation::Schemaless)));
        let typed = markers
            .iter()
            .any(|m| matches!(m.kind, MarkerKind::Validation(Validation::Type(_))));
        if let Some(top) = self.stack.last_mut() {
            top.field = f.json_name.clone();
        }
        let mut s = match (schemaless, &f.serde.with, typed) {
            (true, _, _) | (false, Some(_), true) => Map::new(),
            (false, Some(with), false) => {
                self.error(
                    f.span,
                    format!("the JSON shape of field `{}` is set by `serde(with = \"{with}\")` and cannot be derived", f.rust_name),
                    Some("add `+kubebuilder:validation:Type=…` (and other markers) to describe it".into()),
                );
                Map::new()
            }
            (false, None, true) => {
                // The marker states the JSON type, so a Rust type we cannot map is no error:
                // keep what can be derived, else start from the marker alone.
                let saved = std::mem::take(self.diags);
                let derived = self.type_schema(pkg, &f.ty, subst, path);
                let failed = self.diags.has_errors();
                *self.diags = saved;
                if failed { Map::new() } else { derived }
            }
            (false, None, false) if self.names_api_type(&f.ty, subst) => {
                let ty = self.type_schema(pkg, &f.ty, subst, path);
                // A list behind an alias or newtype (`type Conditions = Vec<Condition>`)
                // has no Go equivalent (controller-gen refuses aliases of slices); its
                // list markers apply to it directly, as to a `Vec` field.
                if ty.get("type") != Some(&json!("array")) {
                    return self.field_of_named_type(f, ty, &markers, path);
                }
                ty
            }
            (false, None, false) => self.type_schema(pkg, &f.ty, subst, path),
        };
        if !f.doc.is_empty() {
            s.insert("description".into(), Value::String(f.doc.clone()));
        }
        self.apply_markers(&mut s, &markers, path);
        s
    }

    /// Whether `ty` (through `Option`, `Box` and the like) names a type of the API modules,
    /// which controller-gen would reference (`$ref`) rather than inline.
    fn names_api_type(&self, ty: &TypeRef, subst: &Subst<'a>) -> bool {
        let TypeRef::Path {
            path, scope, args, ..
        } = ty
        else {
            return false;
        };
        if !path.contains("::")
            && let Some(b) = subst.get(path.as_str())
        {
            return self.names_api_type(&b.ty, &b.outer);
        }
        match self.resolver.resolve(*scope, path) {
            Ok(Res::Local(_)) => true,
            Ok(Res::External(ext)) => {
                let last = ext.rsplit("::").next().unwrap_or(&ext);
                matches!(last, "Option" | "Box" | "Arc" | "Rc")
                    && args.first().is_some_and(|a| self.names_api_type(a, subst))
            }
            Err(_) => false,
        }
    }

    /// A field whose type is an API type: the field's markers apply to a schema of their
    /// own (holding only the type's `type` and `format` when it is a scalar, as
    /// controller-gen's `localNamedToSchema`), which is then flattened with the type's
    /// schema as controller-gen does ([`allof`]), so both sides' constraints hold.
    fn field_of_named_type(
        &mut self,
        f: &Field,
        ty: Map<String, Value>,
        markers: &[&Marker],
        path: &[String],
    ) -> Map<String, Value> {
        // The field's markers see the type's `type` and `format` (controller-gen copies
        // them for scalars; for objects Go has no type there and refuses the markers that
        // need one, which this tool accepts).
        let mut own = Map::new();
        for key in ["type", "format"] {
            if let Some(v) = ty.get(key) {
                own.insert(key.into(), v.clone());
            }
        }
        // The type's rules were indexed at 0..n; the field's go first once merged.
        let rules = child(path, "x-kubernetes-validations");
        let type_rules = ty
            .get("x-kubernetes-validations")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        let type_spans: Vec<Option<Span>> = (0..type_rules)
            .map(|i| self.index.get(&child(&rules, &i.to_string())).copied())
            .collect();
        self.apply_markers(&mut own, markers, path);
        let field_rules = own
            .get("x-kubernetes-validations")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        if field_rules > 0 {
            for (i, span) in type_spans.into_iter().enumerate() {
                if let Some(span) = span {
                    self.index
                        .insert(child(&rules, &(field_rules + i).to_string()), span);
                }
            }
        }
        let mut out = Map::new();
        // Documentation: the field's, else the type's (controller-gen's `preserveFields`).
        let mut docs: Vec<(&str, Value)> = Vec::new();
        for key in allof::DOC_KEYS {
            // `+kube-codegen:description` (in `own`) over the doc comment.
            let field_value = match own.get(*key) {
                Some(v) => Some(v.clone()),
                None if *key == "description" && !f.doc.is_empty() => {
                    Some(Value::String(f.doc.clone()))
                }
                None => None,
            };
            if let Some(v) = field_value.or_else(|| ty.get(*key).cloned()) {
                docs.push((key, v));
            }
        }
        // A type of a `+kube-codegen:schema:unsortedRequired` package lists `required` in
        // field order; the flattener's sort would undo that.
        let field_order = ty
            .get("required")
            .and_then(Value::as_array)
            .filter(|r| !r.iter().map(Value::as_str).is_sorted())
            .cloned();
        // The field's node is the type's own (for the flattener's identity) only when the
        // field's markers add nothing to it.
        let adds = own.keys().any(|k| {
            !matches!(k.as_str(), "type" | "format") && !allof::DOC_KEYS.contains(&k.as_str())
        });
        let origin = allof::origin(&ty);
        let mut conflicts = allof::flatten_into(&mut out, ty);
        conflicts.extend(allof::flatten_into(&mut out, own));
        if let Some(origin) = origin.filter(|_| !adds) {
            allof::set_origin(&mut out, &origin);
        }
        if let Some(required) = field_order {
            out.insert("required".into(), Value::Array(required));
        }
        for (a, b) in conflicts {
            self.error(
                f.span,
                format!("conflicting types for field `{}`: its type is `{a}`, its markers make it `{b}`", f.rust_name),
                None,
            );
        }
        for (key, v) in docs {
            out.insert(key.into(), v);
        }
        out
    }
}

fn strip_desc(v: &Value) -> Value {
    let mut v = v.clone();
    if let Value::Object(m) = &mut v {
        m.remove("description");
    }
    v
}

fn child(path: &[String], seg: &str) -> Vec<String> {
    let mut p = path.to_vec();
    p.push(seg.to_string());
    p
}

mod allof;
mod desc;
mod enums;
mod external;
mod flatten;
mod kube_derive;
mod markers;
mod structs;
#[cfg(test)]
mod tests;
