//! The thread-safe indexed store behind informers ([`Indexer`]) and the listers over it
//! (client-go's `cache.Indexer`, `listers.ResourceIndexer`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use kube::core::{Selector, SelectorExt};

use crate::error::{Error, Result};
use crate::kind::{ClusterScoped, Kind, object_key};

/// The name of the index every [`Indexer`] has: objects by `metadata.namespace`
/// (client-go's `cache.NamespaceIndex`).
pub const NAMESPACE_INDEX: &str = "namespace";

/// An index function: the index values of one object (client-go's `cache.IndexFunc`).
/// An object may have any number of values, or none.
pub type IndexFunc<K> = Arc<dyn Fn(&K) -> Vec<String> + Send + Sync>;

struct Inner<K> {
    items: BTreeMap<String, Arc<K>>,
    indexers: BTreeMap<String, IndexFunc<K>>,
    /// index name → index value → object keys.
    indices: HashMap<String, HashMap<String, BTreeSet<String>>>,
}

/// A thread-safe store of objects keyed by `namespace/name`, with named indices kept up to
/// date on every write (client-go's `cache.Indexer` / `threadSafeStore`).
///
/// Reads return `Arc<K>`: the stored objects are shared, never copied.
pub struct Indexer<K> {
    inner: RwLock<Inner<K>>,
}

impl<K: Kind> Default for Indexer<K> {
    fn default() -> Self {
        Self::new()
    }
}

fn namespace_of<K: Kind>(obj: &K) -> Vec<String> {
    vec![obj.meta().namespace.clone().unwrap_or_default()]
}

impl<K: Kind> Indexer<K> {
    /// An empty store with the [`NAMESPACE_INDEX`].
    pub fn new() -> Self {
        let mut indexers: BTreeMap<String, IndexFunc<K>> = BTreeMap::new();
        indexers.insert(NAMESPACE_INDEX.to_string(), Arc::new(namespace_of::<K>));
        Indexer {
            inner: RwLock::new(Inner {
                items: BTreeMap::new(),
                indices: HashMap::new(),
                indexers,
            }),
        }
    }

    fn read(&self) -> RwLockReadGuard<'_, Inner<K>> {
        self.inner.read().unwrap_or_else(|e| e.into_inner())
    }

    fn write(&self) -> RwLockWriteGuard<'_, Inner<K>> {
        self.inner.write().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds indexers, indexing the objects already stored. Errors when a name is already
    /// taken (as client-go's `AddIndexers`); nothing is added then.
    pub fn add_indexers(&self, indexers: BTreeMap<String, IndexFunc<K>>) -> Result<()> {
        let mut inner = self.write();
        if let Some(dup) = indexers.keys().find(|n| inner.indexers.contains_key(*n)) {
            return Err(Error::Index {
                name: dup.clone(),
                exists: true,
            });
        }
        for (name, f) in indexers {
            let mut index: HashMap<String, BTreeSet<String>> = HashMap::new();
            for (key, obj) in &inner.items {
                for v in f(obj) {
                    index.entry(v).or_default().insert(key.clone());
                }
            }
            inner.indices.insert(name.clone(), index);
            inner.indexers.insert(name, f);
        }
        Ok(())
    }

    /// Inserts or replaces `obj`; returns the object it replaced.
    pub fn upsert(&self, obj: Arc<K>) -> Option<Arc<K>> {
        let key = object_key(obj.as_ref());
        let mut inner = self.write();
        let old = inner.items.insert(key.clone(), obj.clone());
        if let Some(old) = &old {
            unindex(&mut inner, &key, old);
        }
        index(&mut inner, &key, &obj);
        old
    }

    /// Replaces everything stored with `objs` (client-go's `Replace`), under one lock:
    /// returns each object with the one it replaced under its key, and the objects no
    /// longer stored. The indices are rebuilt from `objs`.
    pub fn replace(&self, objs: Vec<Arc<K>>) -> Replaced<K> {
        self.replace_namespace(None, objs)
    }

    /// [`Indexer::replace`] of one namespace's objects: with `Some(ns)`, what `objs` lists
    /// replaces the objects stored in `ns` and the objects of other namespaces stay as they
    /// are (one list of a cache over several namespaces, as controller-runtime's
    /// multi-namespace cache keeps one informer per namespace); `None` replaces everything.
    pub fn replace_namespace(&self, namespace: Option<&str>, objs: Vec<Arc<K>>) -> Replaced<K> {
        let mut inner = self.write();
        let mut before = std::mem::take(&mut inner.items);
        for index in inner.indices.values_mut() {
            index.clear();
        }
        if let Some(ns) = namespace {
            let (listed, kept) = std::mem::take(&mut before)
                .into_iter()
                .partition(|(_, obj)| obj.meta().namespace.as_deref() == Some(ns));
            before = listed;
            for (key, obj) in &kept {
                index(&mut inner, key, obj);
            }
            inner.items = kept;
        }
        let mut stored = Vec::with_capacity(objs.len());
        for obj in objs {
            let key = object_key(obj.as_ref());
            // A list holds a key once; should it not, the later object replaces the
            // earlier, as in a map.
            let old = match inner.items.insert(key.clone(), obj.clone()) {
                Some(listed) => {
                    unindex(&mut inner, &key, &listed);
                    Some(listed)
                }
                None => before.remove(&key),
            };
            index(&mut inner, &key, &obj);
            stored.push((obj, old));
        }
        Replaced {
            stored,
            removed: before.into_values().collect(),
        }
    }

    /// Removes the object stored under `key`; returns it.
    pub fn remove(&self, key: &str) -> Option<Arc<K>> {
        let mut inner = self.write();
        let old = inner.items.remove(key);
        if let Some(old) = &old {
            unindex(&mut inner, key, old);
        }
        old
    }

    /// The object stored under `key` (`namespace/name`, or `name` if cluster-scoped).
    pub fn get_by_key(&self, key: &str) -> Option<Arc<K>> {
        self.read().items.get(key).cloned()
    }

    /// Every stored object, ordered by key.
    pub fn list(&self) -> Vec<Arc<K>> {
        self.read().items.values().cloned().collect()
    }

    /// Every stored key, ordered.
    pub fn keys(&self) -> Vec<String> {
        self.read().items.keys().cloned().collect()
    }

    /// The number of stored objects.
    pub fn len(&self) -> usize {
        self.read().items.len()
    }

    /// True when nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The objects whose index `index_name` has `value`, ordered by key. Errors when no
    /// such index exists (client-go's `ByIndex`).
    pub fn by_index(&self, index_name: &str, value: &str) -> Result<Vec<Arc<K>>> {
        let inner = self.read();
        if !inner.indexers.contains_key(index_name) {
            return Err(Error::Index {
                name: index_name.to_string(),
                exists: false,
            });
        }
        Ok(inner
            .indices
            .get(index_name)
            .and_then(|idx| idx.get(value))
            .map(|keys| {
                keys.iter()
                    .filter_map(|k| inner.items.get(k).cloned())
                    .collect()
            })
            .unwrap_or_default())
    }

    /// The values of index `index_name` that have at least one object, sorted
    /// (client-go's `ListIndexFuncValues`).
    pub fn index_values(&self, index_name: &str) -> Vec<String> {
        let inner = self.read();
        let mut values: Vec<String> = inner
            .indices
            .get(index_name)
            .map(|idx| {
                idx.iter()
                    .filter(|(_, keys)| !keys.is_empty())
                    .map(|(v, _)| v.clone())
                    .collect()
            })
            .unwrap_or_default();
        values.sort();
        values
    }
}

/// What [`Indexer::replace`] did.
pub struct Replaced<K> {
    /// Each object stored, with the object it replaced under its key, in list order.
    pub stored: Vec<(Arc<K>, Option<Arc<K>>)>,
    /// The objects stored before whose keys the list did not have, ordered by key.
    pub removed: Vec<Arc<K>>,
}

fn index<K>(inner: &mut Inner<K>, key: &str, obj: &K) {
    let Inner {
        indexers, indices, ..
    } = inner;
    for (name, f) in indexers.iter() {
        if !indices.contains_key(name) {
            indices.insert(name.clone(), HashMap::new());
        }
        let Some(index) = indices.get_mut(name) else {
            continue;
        };
        for v in f(obj) {
            index.entry(v).or_default().insert(key.to_string());
        }
    }
}

fn unindex<K>(inner: &mut Inner<K>, key: &str, obj: &K) {
    let Inner {
        indexers, indices, ..
    } = inner;
    for (name, f) in indexers.iter() {
        let Some(index) = indices.get_mut(name) else {
            continue;
        };
        for v in f(obj) {
            if let Some(keys) = index.get_mut(&v) {
                keys.remove(key);
                if keys.is_empty() {
                    index.remove(&v);
                }
            }
        }
    }
}

fn labels_match<K: Kind>(selector: &Selector, obj: &K) -> bool {
    if selector.selects_all() {
        return true;
    }
    let empty = BTreeMap::new();
    selector.matches(obj.meta().labels.as_ref().unwrap_or(&empty))
}

/// Reads of one Kind from an informer's [`Indexer`] (client-go's generated listers over
/// `listers.ResourceIndexer`). Cheap to clone.
///
/// Reads never hit the API server; they see what the informer has synced so far.
pub struct Lister<K> {
    indexer: Arc<Indexer<K>>,
}

impl<K> Clone for Lister<K> {
    fn clone(&self) -> Self {
        Lister {
            indexer: self.indexer.clone(),
        }
    }
}

impl<K: Kind> Lister<K> {
    /// A lister over `indexer`.
    pub fn new(indexer: Arc<Indexer<K>>) -> Self {
        Lister { indexer }
    }

    /// The objects of every namespace whose labels match `selector`, ordered by
    /// `namespace/name`. `Selector::default()` selects everything.
    pub fn list(&self, selector: &Selector) -> Vec<Arc<K>> {
        self.indexer
            .list()
            .into_iter()
            .filter(|o| labels_match(selector, o.as_ref()))
            .collect()
    }

    /// One cluster-scoped object by name. Errors: `NotFound`, worded as the API server's
    /// (`<plural>.<group> "<name>" not found`). A namespaced Kind's lister has no such
    /// `get` (a compile error naming [`Lister::namespace`]): its keys are `ns/name`.
    pub fn get(&self, name: &str) -> Result<Arc<K>>
    where
        K::Scope: ClusterScoped,
    {
        self.indexer
            .get_by_key(name)
            .ok_or_else(|| Error::not_found(K::RESOURCE, name))
    }

    /// The reads of one namespace.
    pub fn namespace(&self, namespace: &str) -> NamespaceLister<K> {
        NamespaceLister {
            indexer: self.indexer.clone(),
            namespace: namespace.to_string(),
        }
    }

    /// The objects whose custom index `index_name` has `value` (see
    /// [`Indexer::add_indexers`]). Errors when the index does not exist.
    pub fn by_index(&self, index_name: &str, value: &str) -> Result<Vec<Arc<K>>> {
        self.indexer.by_index(index_name, value)
    }

    /// The store behind this lister.
    pub fn indexer(&self) -> &Arc<Indexer<K>> {
        &self.indexer
    }
}

/// The reads of one namespace (client-go's `<Kind>NamespaceLister`).
pub struct NamespaceLister<K> {
    indexer: Arc<Indexer<K>>,
    namespace: String,
}

impl<K: Kind> NamespaceLister<K> {
    /// The objects of this namespace whose labels match `selector`, ordered by name;
    /// served from the namespace index.
    pub fn list(&self, selector: &Selector) -> Vec<Arc<K>> {
        self.indexer
            .by_index(NAMESPACE_INDEX, &self.namespace)
            .unwrap_or_default()
            .into_iter()
            .filter(|o| labels_match(selector, o.as_ref()))
            .collect()
    }

    /// One object of this namespace by name. Errors: `NotFound`, worded as the API
    /// server's (`<plural>.<group> "<name>" not found`).
    pub fn get(&self, name: &str) -> Result<Arc<K>> {
        self.indexer
            .get_by_key(&format!("{}/{name}", self.namespace))
            .ok_or_else(|| Error::not_found(K::RESOURCE, name))
    }

    /// The objects of this namespace whose index `index_name` has `value`, as
    /// controller-runtime's `List(ctx, &list, client.InNamespace(ns),
    /// client.MatchingFields{index: value})`: the index itself stays namespace-free (an
    /// owner's name, say), and the namespace is this lister's.
    ///
    /// # Errors
    ///
    /// [`Error::Index`] when there is no such index.
    pub fn by_index(&self, index_name: &str, value: &str) -> Result<Vec<Arc<K>>> {
        Ok(self
            .indexer
            .by_index(index_name, value)?
            .into_iter()
            .filter(|o| o.meta().namespace.as_deref() == Some(self.namespace.as_str()))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Thing, thing};

    fn names(things: &[Arc<Thing>]) -> Vec<String> {
        things
            .iter()
            .filter_map(|t| t.metadata.name.clone())
            .collect()
    }

    #[test]
    fn indices_follow_updates_and_deletes() {
        let store = Arc::new(Indexer::<Thing>::new());
        store.upsert(thing("a", "x", "red"));
        store.upsert(thing("b", "y", "red"));
        let by_color: IndexFunc<Thing> = Arc::new(|t: &Thing| vec![t.color.clone()]);
        assert!(
            store
                .add_indexers([("color".to_string(), by_color.clone())].into())
                .is_ok()
        );
        assert!(
            store
                .add_indexers([("color".to_string(), by_color)].into())
                .is_err(),
            "an index name is taken once"
        );
        assert_eq!(
            names(&store.by_index("color", "red").unwrap_or_default()),
            ["x", "y"]
        );

        store.upsert(thing("b", "y", "blue"));
        assert_eq!(
            names(&store.by_index("color", "red").unwrap_or_default()),
            ["x"]
        );
        assert_eq!(store.index_values("color"), ["blue", "red"]);
        store.remove("a/x");
        assert_eq!(store.index_values("color"), ["blue"]);
        assert_eq!(
            names(&store.by_index(NAMESPACE_INDEX, "b").unwrap_or_default()),
            ["y"]
        );

        let lister = Lister::new(store);
        assert!(lister.namespace("b").get("y").is_ok());
        let missing = lister.namespace("a").get("x").err().map(|e| e.to_string());
        assert_eq!(
            missing.as_deref(),
            Some(r#"things.example.com "x" not found (NotFound, 404)"#)
        );
    }

    /// A store indexed by colour, holding a red Thing of each `(namespace, name)`.
    fn colored(things: &[(&str, &str)]) -> Indexer<Thing> {
        let store = Indexer::<Thing>::new();
        let by_color: IndexFunc<Thing> = Arc::new(|t: &Thing| vec![t.color.clone()]);
        assert!(
            store
                .add_indexers([("color".to_string(), by_color)].into())
                .is_ok()
        );
        for (ns, name) in things {
            store.upsert(thing(ns, name, "red"));
        }
        store
    }

    #[test]
    fn replace_reports_what_it_replaced_and_removed_and_rebuilds_indices() {
        let store = colored(&[("a", "x"), ("a", "gone")]);

        let replaced = store.replace(vec![
            thing("a", "x", "blue"),
            thing("b", "new", "green"),
            thing("b", "new", "blue"),
        ]);
        let stored: Vec<(String, Option<String>)> = replaced
            .stored
            .iter()
            .map(|(o, old)| (o.color.clone(), old.as_ref().map(|t| t.color.clone())))
            .collect();
        assert_eq!(
            stored,
            [
                ("blue".into(), Some("red".into())),
                ("green".into(), None),
                ("blue".into(), Some("green".into())),
            ]
        );
        assert_eq!(names(&replaced.removed), ["gone"]);
        assert_eq!(store.keys(), ["a/x", "b/new"]);
        assert_eq!(store.index_values("color"), ["blue"]);
        assert_eq!(
            names(&store.by_index("color", "blue").unwrap_or_default()),
            ["x", "new"]
        );
        assert_eq!(store.index_values(NAMESPACE_INDEX), ["a", "b"]);
    }

    #[test]
    fn a_namespaces_replace_leaves_the_other_namespaces_as_they_are() {
        let store = colored(&[("a", "x"), ("a", "gone"), ("b", "y")]);

        let replaced = store.replace_namespace(Some("a"), vec![thing("a", "x", "blue")]);
        assert_eq!(names(&replaced.removed), ["gone"]);
        assert_eq!(replaced.stored.len(), 1);
        assert_eq!(store.keys(), ["a/x", "b/y"]);
        assert_eq!(
            names(&store.by_index("color", "red").unwrap_or_default()),
            ["y"]
        );
        assert_eq!(
            names(&store.by_index("color", "blue").unwrap_or_default()),
            ["x"]
        );
        assert_eq!(store.index_values(NAMESPACE_INDEX), ["a", "b"]);

        let replaced = store.replace_namespace(Some("b"), Vec::new());
        assert_eq!(names(&replaced.removed), ["y"]);
        assert_eq!(store.keys(), ["a/x"]);
        assert_eq!(store.index_values("color"), ["blue"]);
    }
}
