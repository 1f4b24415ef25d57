//! [`Kind`]: what the generated code tells the runtime about each API Kind.

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

/// A Kind served by the API server, as `kube-codegen client` describes it.
///
/// The generator implements this (with `kube::Resource`) for every Kind that has
/// `+genclient`; it is what typed clients, listers, informers and the fake API server need
/// beyond `kube::Resource`'s GVK and plural.
pub trait Kind:
    kube::Resource<DynamicType = ()>
    + Clone
    + Debug
    + Serialize
    + DeserializeOwned
    + Send
    + Sync
    + 'static
{
    /// The qualified resource used in API error messages: `<plural>.<group>`
    /// (`guestbooks.webapp.my.domain`), or the plural alone in the core group.
    const RESOURCE: &'static str;
    /// True when the Kind is namespaced (`Namespaced` scope), false when cluster-scoped.
    const NAMESPACED: bool;
    /// True when the Kind has the `status` subresource (`+kubebuilder:subresource:status`).
    const STATUS_SUBRESOURCE: bool;

    /// A `kube::Api` over the Kind's objects in `namespace`, or in all namespaces (or the
    /// cluster, for a cluster-scoped Kind) when `None`. A cluster-scoped Kind ignores
    /// `namespace`.
    fn api(client: kube::Client, namespace: Option<&str>) -> kube::Api<Self>;
}

/// How a `kube::Api` is made for a Kind of this scope: the link between kube's
/// `Resource::Scope` types and [`Kind::api`], so that [`PartialObjectMeta`] of any Kind gets
/// its `Api` without naming its scope. Implemented for kube's namespaced and cluster scopes
/// only.
///
/// [`PartialObjectMeta`]: kube::core::PartialObjectMeta
pub trait ApiScope: private::Sealed {
    /// `Api::namespaced(client, ns)` or `Api::all(client)` for a namespaced `R`;
    /// `Api::all(client)` for a cluster-scoped one (which ignores `namespace`).
    fn api<R>(client: kube::Client, namespace: Option<&str>) -> kube::Api<R>
    where
        R: kube::Resource<Scope = Self, DynamicType = ()>;
}

/// The scope of a cluster-scoped Kind: what reads by name alone need
/// ([`Lister::get`](crate::Lister::get)), so that a namespaced Kind's lister has no
/// name-only `get`, as client-go's typed listers have none. Implemented for kube's
/// `ClusterResourceScope` only.
#[diagnostic::on_unimplemented(
    message = "`Lister::get` reads a cluster-scoped object by name, and this Kind is not known to be cluster-scoped",
    label = "needs a cluster-scoped Kind",
    note = "read a namespaced object with `lister.namespace(ns).get(name)`, as client-go's `Lister.<Kind>s(ns).Get(name)`; or by its `ns/name` key with `lister.indexer().get_by_key(key)`"
)]
pub trait ClusterScoped: private::Sealed {}

impl ClusterScoped for kube::core::ClusterResourceScope {}

mod private {
    pub trait Sealed {}
    impl Sealed for kube::core::NamespaceResourceScope {}
    impl Sealed for kube::core::ClusterResourceScope {}
}

impl ApiScope for kube::core::NamespaceResourceScope {
    fn api<R>(client: kube::Client, namespace: Option<&str>) -> kube::Api<R>
    where
        R: kube::Resource<Scope = Self, DynamicType = ()>,
    {
        match namespace {
            Some(ns) => kube::Api::namespaced(client, ns),
            None => kube::Api::all(client),
        }
    }
}

impl ApiScope for kube::core::ClusterResourceScope {
    fn api<R>(client: kube::Client, _namespace: Option<&str>) -> kube::Api<R>
    where
        R: kube::Resource<Scope = Self, DynamicType = ()>,
    {
        kube::Api::all(client)
    }
}

/// The metadata of a Kind's objects only (`apiVersion`, `kind` and `metadata`), as client-go's
/// metadata client and `metadatainformer`: a `Client<PartialObjectMeta<K>>`,
/// `SharedIndexInformer<PartialObjectMeta<K>>` or
/// `factory.informer_for::<PartialObjectMeta<K>>()` asks the API server for
/// `PartialObjectMetadata` (its `as=PartialObjectMetadata;g=meta.k8s.io;v=v1` media type), so
/// a controller can watch a large Kind (Secrets, ConfigMaps) and cache only names, labels,
/// owners and versions. Objects arrive with `apiVersion: meta.k8s.io/v1` and
/// `kind: PartialObjectMetadata`. There is no status subresource.
impl<K> Kind for kube::core::PartialObjectMeta<K>
where
    K: Kind,
    K::Scope: ApiScope,
{
    const RESOURCE: &'static str = K::RESOURCE;
    const NAMESPACED: bool = K::NAMESPACED;
    const STATUS_SUBRESOURCE: bool = false;

    fn api(client: kube::Client, namespace: Option<&str>) -> kube::Api<Self> {
        <K::Scope as ApiScope>::api(client, namespace)
    }
}

/// The namespace/name key of an object, as client-go's `MetaNamespaceKeyFunc`:
/// `"<namespace>/<name>"`, or `"<name>"` for cluster-scoped objects.
pub fn object_key<K: kube::Resource>(obj: &K) -> String {
    let meta = obj.meta();
    let name = meta.name.as_deref().unwrap_or_default();
    match meta.namespace.as_deref() {
        Some(ns) if !ns.is_empty() => format!("{ns}/{name}"),
        _ => name.to_string(),
    }
}

/// The namespace and name of a key made by [`object_key`], as client-go's
/// `SplitMetaNamespaceKey`: `"ns/name"` → `(Some("ns"), "name")`, `"name"` → `(None, "name")`;
/// `None` for anything else (more than one `/`, an empty name).
pub fn split_key(key: &str) -> Option<(Option<&str>, &str)> {
    let mut parts = key.split('/');
    let (first, second, rest) = (parts.next()?, parts.next(), parts.next());
    match (second, rest) {
        (None, _) if !first.is_empty() => Some((None, first)),
        (Some(name), None) if !name.is_empty() => Some((Some(first), name)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_split_as_client_go_splits_them() {
        assert_eq!(super::split_key("ns/name"), Some((Some("ns"), "name")));
        assert_eq!(super::split_key("name"), Some((None, "name")));
        assert_eq!(super::split_key("a/b/c"), None);
        assert_eq!(super::split_key("ns/"), None);
        assert_eq!(super::split_key(""), None);
    }
}
