//! The intermediate representation: what the parser found, independent of syn.
//!
//! A run reads one or more group-version modules ([`Package`]); each holds the type
//! definitions of its files ([`TypeDef`]) with their doc text, markers and serde-derived JSON
//! shape. Emitters are pure functions of this IR.
//!
//! Beside the packages, the IR keeps the run's module tree ([`Module`]): every module the
//! inputs declare (files, `mod x;` items, inline `mod x { … }` blocks, `#[path]` files),
//! with the names each one defines and imports. [`crate::resolve::Resolver`] answers "which type does
//! this path written in that module name" from it, as rustc's name resolution does
//! (see [`crate::resolve`]).

use std::collections::BTreeMap;

use crate::diag::Span;
use crate::markers::Marker;

/// All packages of a run.
#[derive(Debug, Default)]
pub struct Api {
    /// One entry per group-version module, in a stable order (by path).
    pub packages: Vec<Package>,
    /// The module tree of every input; [`TypeRef::Path::scope`] and [`TypeDef::module`]
    /// index into it.
    pub modules: Vec<Module>,
}

impl Api {
    /// `crate::a::v1` for a module.
    pub fn module_path(&self, m: ModId) -> String {
        let mut names = Vec::new();
        let mut cur = Some(m);
        while let Some(c) = cur {
            let module = &self.modules[c];
            match module.parent {
                Some(p) => {
                    names.push(module.name.as_str());
                    cur = Some(p);
                }
                None => {
                    names.push("crate");
                    cur = None;
                }
            }
        }
        names.reverse();
        names.join("::")
    }

    /// `crate::a::v1::Foo` for a type.
    pub fn type_path(&self, t: TypeId) -> String {
        let def = &self.packages[t.package].types[t.index];
        format!("{}::{}", self.module_path(def.module), def.name)
    }
}

/// Index of a module in [`Api::modules`].
pub type ModId = usize;

/// Where a type definition lives: `api.packages[package].types[index]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId {
    /// Index in [`Api::packages`].
    pub package: usize,
    /// Index in [`Package::types`].
    pub index: usize,
}

/// Who may name an item: anyone, or only the given module and its descendants (Rust's
/// private items; `pub(super)` and `pub(self)` map to their module).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vis {
    /// `pub`, `pub(crate)`, `pub(in …)`.
    Public,
    /// Private to a module's subtree.
    Restricted(ModId),
}

/// A Rust module of the inputs: a file, a directory without a module file, a `mod x;`
/// item's file or an inline `mod x { … }` block.
#[derive(Debug, Clone)]
pub struct Module {
    /// The module's name (`v1`); the directory's name for an input root.
    pub name: String,
    /// The enclosing module; `None` for a crate root.
    pub parent: Option<ModId>,
    /// What `crate::` means here.
    pub crate_root: ModId,
    /// The crate's name, on crate roots whose `Cargo.toml` was found (so that other
    /// inputs can name it as `api_crate::v1::Foo`).
    pub crate_name: Option<String>,
    /// The module's path below the input it was found through (see
    /// [`Package::rust_path`]).
    pub input_path: Vec<String>,
    /// Whether the module is part of an input (false for the enclosing modules of an
    /// input inside a crate, whose contents are not read).
    pub read: bool,
    /// Source id of the file holding the module's items, if any.
    pub file: Option<usize>,
    /// Child modules: name → (module, visibility of the `mod` item).
    pub children: BTreeMap<String, (ModId, Vis)>,
    /// Types defined directly in this module: name → (type, visibility).
    pub types: BTreeMap<String, (TypeId, Vis)>,
    /// `const` and `static` items (and `lazy_static!` ones) the inputs write as a literal: a
    /// `&str`, or a `Regex` built from one: name → the text it displays as (what a
    /// `regex(path = …)` attribute may name).
    pub strings: BTreeMap<String, String>,
    /// The module's `use` items.
    pub imports: Vec<Import>,
    /// The `mod` item, or the file's first byte.
    pub span: Span,
}

/// One name brought into scope by a `use` item (`use a::b as c;` or `use a::*;`).
#[derive(Debug, Clone)]
pub struct Import {
    /// The name bound (`c`); `None` for a glob import.
    pub name: Option<String>,
    /// The path as written (`["a", "b"]`; `crate`, `self` and `super` kept).
    pub path: Vec<String>,
    /// Written with a leading `::` (an external crate).
    pub global: bool,
    /// Visibility of the `use` item (`pub use` re-exports).
    pub vis: Vis,
}

/// One API group-version: a Rust module (a file, or a directory with `mod.rs`) whose inner
/// doc comment carries `+groupName=…`.
#[derive(Debug, Clone)]
pub struct Package {
    /// The module in [`Api::modules`] (its name is the default version). Types of its
    /// descendant modules (files it declares, inline `mod` blocks) belong to the package
    /// too, unless a descendant is a group-version of its own.
    pub module_id: ModId,
    /// The module's path below the input it was found in, as Rust module names
    /// (`["webapp", "v1"]` for `<input>/webapp/v1/mod.rs`; `["v1"]` for an input that is
    /// the file `v1.rs`; empty for an input that is the module's own directory). Generated
    /// clients name the API types as `<api module>::<rust_path>::<Kind>`.
    pub rust_path: Vec<String>,
    /// API group from `+groupName` (`None` when absent: such a module can hold shared
    /// types but no Kind).
    pub group: Option<String>,
    /// API version from `+versionName`, else [`Package::module`].
    pub version: String,
    /// Package-level markers (`//!` in any of the module's files).
    pub markers: Vec<Marker>,
    /// The types defined in the module's files, in source order.
    pub types: Vec<TypeDef>,
    /// Span of the module's first file's inner doc comment (or its first byte).
    pub span: Span,
}

/// A struct, enum or type alias.
#[derive(Debug, Clone)]
pub struct TypeDef {
    /// Rust identifier.
    pub name: String,
    /// The module the type is defined in (its scope for name resolution).
    pub module: ModId,
    /// Generic type parameter names (`Foo<T>` → `["T"]`); lifetimes and consts dropped.
    pub generics: Vec<String>,
    /// Doc text with marker lines removed, lines joined with `\n`, trimmed.
    pub doc: String,
    /// Markers of the type's doc comment (and of the line just above it).
    pub markers: Vec<Marker>,
    /// The shape.
    pub kind: TypeKind,
    /// `#[serde(...)]` attributes on the container.
    pub serde: ContainerSerde,
    /// kube-derive's `#[derive(CustomResource)]` with its `#[kube(...)]` attributes, when
    /// this type is the spec of a Kind declared that way.
    pub custom_resource: Option<Box<CustomResource>>,
    /// Validation attributes of kube-derive's dialect on the type (`#[x_kube(...)]`).
    pub schema_attrs: Option<Box<SchemaAttrs>>,
    /// Where the type's `JsonSchema` impl comes from.
    pub json_schema: JsonSchemaImpl,
    /// `#[derive(Default)]` (also under `cfg_attr`): the type's default is each field's own,
    /// which kube-derive's dialect computes for a `#[serde(default)]` field of the type, as
    /// schemars serializes `T::default()` at run time. False for a hand-written impl.
    pub derives_default: bool,
    /// The doc text as rustdoc holds it, which schemars reads: each doc line without its
    /// first space, joined with `\n` (marker lines and blank-line runs kept). Kept for
    /// types that derive `JsonSchema` (and their fields and variants), the only ones
    /// kube-derive's dialect describes from it; empty for the others.
    pub rustdoc: String,
    /// Span of the type's name.
    pub span: Span,
}

/// A Kind declared in kube-derive's dialect: `#[derive(CustomResource)]` and
/// `#[kube(group = "…", version = "…", kind = "…", …)]` on its spec type, as kube-derive 5's
/// `KubeAttrs`. The root type (`Foo { metadata, spec, status }`) is kube-derive's; the CRD
/// is the one its `CustomResourceExt::crd()` returns.
#[derive(Debug, Clone)]
pub struct CustomResource {
    /// `group`.
    pub group: String,
    /// `version`.
    pub version: String,
    /// `kind`.
    pub kind: String,
    /// `root`: the name of the root type kube-derive generates (default: the Kind).
    pub root: String,
    /// `doc`: the root type's doc, the schema's description.
    pub doc: Option<String>,
    /// `plural`.
    pub plural: Option<String>,
    /// `singular`.
    pub singular: Option<String>,
    /// `namespaced`.
    pub namespaced: bool,
    /// `status = "Path"`: the status type.
    pub status: Option<TypeRef>,
    /// `shortname` (repeatable).
    pub short_names: Vec<String>,
    /// `category` (repeatable).
    pub categories: Vec<String>,
    /// `printcolumn` (repeatable), as a typed printer column.
    pub print_columns: Vec<crate::markers::PrintColumn>,
    /// `selectable` (repeatable): JSON paths of selectable fields.
    pub selectable: Vec<String>,
    /// `scale`.
    pub scale: Option<crate::markers::Scale>,
    /// `validation` (repeatable): CEL rules on the root object.
    pub validations: Vec<crate::markers::CelRule>,
    /// `annotation("k", "v")` (repeatable): on the CRD's metadata.
    pub annotations: Vec<(String, String)>,
    /// `label("k", "v")` (repeatable): on the CRD's metadata.
    pub labels: Vec<(String, String)>,
    /// `served` (default true).
    pub served: bool,
    /// `storage` (default true).
    pub storage: bool,
    /// `deprecated` or `deprecated = "warning"`: `Some(None)` or `Some(Some(warning))`.
    pub deprecated: Option<Option<String>>,
    /// `no_spec`: the spec type's fields sit at the root of the object, beside `metadata`
    /// and `status` (kube-derive 5 flattens the `spec` field).
    pub no_spec: bool,
    /// The `#[kube(...)]` attribute's span, for messages about the Kind as a whole.
    pub span: Span,
}

/// The shape of a [`TypeDef`].
#[derive(Debug, Clone)]
pub enum TypeKind {
    /// A struct with named fields.
    Struct(Vec<Field>),
    /// A tuple struct `struct Foo(T)` with exactly one field (a newtype: its JSON is `T`'s).
    Newtype(TypeRef),
    /// A unit struct or a tuple struct with more than one field.
    Tuple(Vec<TypeRef>),
    /// An enum.
    Enum(Vec<Variant>),
    /// `type Foo = Bar;`
    Alias(TypeRef),
}

/// A named struct field.
#[derive(Debug, Clone)]
pub struct Field {
    /// Rust identifier (raw `r#type` → `type`).
    pub rust_name: String,
    /// The JSON name after serde `rename` / `rename_all`.
    pub json_name: String,
    /// The declared type.
    pub ty: TypeRef,
    /// Doc text with marker lines removed.
    pub doc: String,
    /// The field's markers.
    pub markers: Vec<Marker>,
    /// `#[serde(...)]` attributes on the field.
    pub serde: FieldSerde,
    /// Validation attributes of kube-derive's dialect on the field (`#[schemars(...)]`,
    /// `#[garde(...)]`, `#[validate(...)]`, `#[x_kube(...)]`).
    pub schema_attrs: Option<Box<SchemaAttrs>>,
    /// The doc text as rustdoc holds it (see [`TypeDef::rustdoc`]).
    pub rustdoc: String,
    /// Span of the field's name.
    pub span: Span,
}

/// An enum variant.
#[derive(Debug, Clone)]
pub struct Variant {
    /// Rust identifier.
    pub rust_name: String,
    /// The JSON name after serde `rename` / `rename_all`.
    pub json_name: String,
    /// The variant's payload.
    pub fields: VariantFields,
    /// Doc text with marker lines removed.
    pub doc: String,
    /// The variant's markers.
    pub markers: Vec<Marker>,
    /// `#[serde(skip)]` / `skip_serializing` with `skip_deserializing`: not part of the
    /// schema.
    pub skip: bool,
    /// `#[serde(skip_deserializing)]` or `#[schemars(skip)]`: not part of schemars'
    /// (deserialize-side) schema.
    pub skip_deserializing: bool,
    /// The doc text as rustdoc holds it (see [`TypeDef::rustdoc`]).
    pub rustdoc: String,
    /// `#[serde(other)]`: the catch-all unit variant.
    pub other: bool,
    /// A serde attribute that gives the variant another JSON shape (`with`,
    /// `serialize_with`, `deserialize_with`, `untagged`), by name; kube-derive's dialect
    /// refuses it.
    pub reshaped_by: Option<String>,
    /// Span of the variant's name.
    pub span: Span,
}

/// The payload of a [`Variant`].
#[derive(Debug, Clone)]
pub enum VariantFields {
    /// `A`
    Unit,
    /// `A(T)`
    Newtype(TypeRef),
    /// `A(T, U)`
    Tuple(Vec<TypeRef>),
    /// `A { x: T }`
    Struct(Vec<Field>),
}

/// A reference to a type, as written; [`crate::resolve::Resolver`] tells what it names.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeRef {
    /// A path type (`Foo`, `corev1::PodSpec`, `super::common::Bar`, `::std::string::String`);
    /// `args` are the generic type arguments of its last segment.
    Path {
        /// `::`-joined path segments as written, with a leading `::` if written so.
        path: String,
        /// The module the path is written in.
        scope: ModId,
        /// Generic arguments, in order.
        args: Vec<TypeRef>,
        /// Span of the type in the source.
        span: Span,
    },
    /// `[T; N]` (with `N` when it is an integer literal) or `[T]`.
    Array(Box<TypeRef>, Option<u64>, Span),
    /// `(A, B)`; `()` is the empty tuple.
    Tuple(Vec<TypeRef>, Span),
    /// Anything else (`fn`, `dyn`, `impl`, …): reported as unsupported where used.
    Unsupported(String, Span),
}

impl TypeRef {
    /// The source span of this type.
    pub fn span(&self) -> Span {
        match self {
            TypeRef::Path { span, .. }
            | TypeRef::Array(_, _, span)
            | TypeRef::Tuple(_, span)
            | TypeRef::Unsupported(_, span) => *span,
        }
    }

    /// The last path segment (`BTreeMap` for `std::collections::BTreeMap`), if a path.
    pub fn last_segment(&self) -> Option<&str> {
        match self {
            TypeRef::Path { path, .. } => path.rsplit("::").next(),
            _ => None,
        }
    }
}

/// The validation attributes schemars 1 and kube-derive's `KubeSchema` read, as written.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SchemaAttrs {
    /// `length(min = …)` (or `equal`): `minLength` of a string, `minItems` of an array, as
    /// schemars applies it by the schema's type (nothing on other types).
    pub length_min: Option<crate::markers::Number>,
    /// `length(max = …)` (or `equal`).
    pub length_max: Option<crate::markers::Number>,
    /// `range(min = …)`: `minimum` of a number or integer.
    pub range_min: Option<crate::markers::Number>,
    /// `range(max = …)`: `maximum`.
    pub range_max: Option<crate::markers::Number>,
    /// `regex(pattern = …)`, validator's `regex(path = …)`, garde's `pattern(…)`, or
    /// `contains(pattern = "…")` (the substring escaped): `pattern` of a string.
    pub pattern: Option<Pattern>,
    /// `email`, `url` (`uri`) or `ip`: `format`.
    pub format: Option<&'static str>,
    /// `required`: the field is required (and an `Option` not nullable).
    pub required: bool,
    /// `#[schemars(skip)]`: the field or variant is not in the schema.
    pub skip: bool,
    /// `#[schemars(description = "…")]`: replaces the doc comment.
    pub description: Option<String>,
    /// `#[schemars(title = "…")]`.
    pub title: Option<String>,
    /// `#[schemars(example = …)]` of a literal: `example` (openapi3's single example).
    pub example: Option<serde_json::Value>,
    /// `#[schemars(extend("key" = value, …))]` of literal values, applied last.
    pub extend: Vec<(String, serde_json::Value)>,
    /// `inner(…)`: the same attributes for an array's `items`.
    pub inner: Option<Box<SchemaAttrs>>,
    /// `#[schemars(with = "Type")]`: the schema is that type's.
    pub with: Option<TypeRef>,
    /// `#[x_kube(validation = …)]`: `x-kubernetes-validations`.
    pub validations: Vec<crate::markers::CelRule>,
}

/// A `pattern` as an attribute gives it.
#[derive(Debug, Clone, PartialEq)]
pub enum Pattern {
    /// A string literal.
    Literal(String),
    /// The path of a `const` or `static` string (`regex(path = *RE)`, `pattern = NAME`),
    /// looked up in [`Module::strings`] when the schema is built.
    Named(String, Span),
}

/// Where a type's `JsonSchema` impl comes from, which kube-derive's dialect must know to
/// give its schema.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum JsonSchemaImpl {
    /// Neither a derive nor an impl in the inputs.
    #[default]
    None,
    /// `#[derive(JsonSchema)]` (also under `cfg_attr`).
    Derived,
    /// A hand-written impl whose `json_schema` returns `json_schema!({…})` of literal JSON.
    Literal(serde_json::Value),
    /// A hand-written impl that computes its schema; the impl's span.
    Code(Span),
}

/// Container-level serde attributes.
#[derive(Debug, Clone, Default)]
pub struct ContainerSerde {
    /// `rename_all = "…"` (for serialization), e.g. `camelCase`.
    pub rename_all: Option<String>,
    /// `rename_all_fields = "…"` on enums.
    pub rename_all_fields: Option<String>,
    /// `tag = "…"` (internally / adjacently tagged enums).
    pub tag: Option<String>,
    /// `content = "…"` (adjacently tagged enums).
    pub content: Option<String>,
    /// `untagged`.
    pub untagged: bool,
    /// `transparent`: the type serializes as its single field.
    pub transparent: bool,
    /// `default` on the container: every field may be omitted.
    pub default: bool,
    /// `deny_unknown_fields`.
    pub deny_unknown_fields: bool,
    /// `from = "…"` / `try_from = "…"` / `into = "…"`: the JSON shape is another type's.
    pub into: Option<String>,
}

/// Field-level serde attributes.
#[derive(Debug, Clone, Default)]
pub struct FieldSerde {
    /// `flatten` (Go `json:",inline"`).
    pub flatten: bool,
    /// `skip` or `skip_serializing` + `skip_deserializing`: not in the schema.
    pub skip: bool,
    /// `skip_deserializing`: not in schemars' (deserialize-side) schema.
    pub skip_deserializing: bool,
    /// `skip_serializing` (or `skip`): not in the type's JSON, as a default computed from a
    /// derived `Default` holds it.
    pub skip_serializing: bool,
    /// `default` or `default = "…"`: the field may be omitted on input.
    pub default: bool,
    /// The function of `default = "…"`, as written.
    pub default_fn: Option<String>,
    /// `skip_serializing_if = "…"`.
    pub skip_serializing_if: Option<String>,
    /// `with` / `serialize_with` / `deserialize_with`: the JSON shape is not the type's;
    /// the emitter asks for a `+kubebuilder:validation:Type` marker.
    pub with: Option<String>,
    /// `alias = "…"` names; not in the schema.
    pub aliases: Vec<String>,
}
