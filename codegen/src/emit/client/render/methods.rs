//! The typed client's methods, one function per group of `+genclient` verbs, as
//! client-gen writes them: reads, writes, server-side apply, subresources, and the
//! client's doc.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::super::{GroupVersion, KindInfo, VERBS, ident, snake};
use super::doc;

/// The typed client's methods of `k`'s read verbs (get, list, watch).
pub(super) fn read_methods(k: &KindInfo<'_>) -> Vec<TokenStream> {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let kind = ident(&k.ty.name);
    let list_ret = quote!(#kube::core::ObjectList<api::#kind>);
    let v = &k.verbs;
    let mut methods: Vec<TokenStream> = Vec::new();
    if v.contains("get") {
        methods.push(quote! {
            /// GET one object by name. Errors: `NotFound`.
            pub async fn get(&self, name: &str) -> #rt::Result<api::#kind> {
                self.inner.get(name, &#kube::api::GetParams::default()).await
            }

            /// GET one object by name with `params` (e.g. a resourceVersion to read at).
            pub async fn get_with(&self, name: &str, params: &#kube::api::GetParams) -> #rt::Result<api::#kind> {
                self.inner.get(name, params).await
            }

            /// GET one object by name, `None` when it does not exist (`NotFound`), as
            /// `kube::Api::get_opt`.
            pub async fn get_opt(&self, name: &str) -> #rt::Result<Option<api::#kind>> {
                self.inner.get_opt(name, &#kube::api::GetParams::default()).await
            }
        });
    }
    if v.contains("list") {
        methods.push(quote! {
            /// LIST objects matching `params` (label/field selectors, paging).
            pub async fn list(&self, params: &#kube::api::ListParams) -> #rt::Result<#list_ret> {
                self.inner.list(params).await
            }
        });
    }
    if v.contains("watch") {
        methods.push(quote! {
            /// WATCH objects from `resource_version` (`"0"`: the current objects first).
            pub async fn watch(
                &self,
                params: &#kube::api::WatchParams,
                resource_version: &str,
            ) -> #rt::Result<#rt::reexports::futures::stream::BoxStream<'static, #rt::Result<#kube::api::WatchEvent<api::#kind>>>> {
                self.inner.watch(params, resource_version).await
            }
        });
    }
    methods
}

/// The typed client's methods of `k`'s write verbs (create, update, delete, patch).
pub(super) fn write_methods(k: &KindInfo<'_>) -> Vec<TokenStream> {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let kind = ident(&k.ty.name);
    let list_ret = quote!(#kube::core::ObjectList<api::#kind>);
    let v = &k.verbs;
    let mut methods: Vec<TokenStream> = Vec::new();
    if v.contains("create") {
        methods.push(quote! {
            /// CREATE an object. Errors: `AlreadyExists`, `Invalid`.
            pub async fn create(&self, params: &#kube::api::PostParams, obj: &api::#kind) -> #rt::Result<api::#kind> {
                self.inner.create(params, obj).await
            }
        });
    }
    if v.contains("update") {
        methods.push(quote! {
            /// UPDATE an object (named by its `metadata.name`); `status` is not changed
            /// when the Kind has the status subresource. Errors: `NotFound`, `Conflict`,
            /// `Invalid`.
            pub async fn update(&self, params: &#kube::api::PostParams, obj: &api::#kind) -> #rt::Result<api::#kind> {
                self.inner.update(params, obj).await
            }
        });
    }
    if v.contains("updateStatus") {
        methods.push(quote! {
            /// UPDATE the `status` subresource: only `status` changes.
            pub async fn update_status(&self, params: &#kube::api::PostParams, obj: &api::#kind) -> #rt::Result<api::#kind> {
                self.inner.update_status(params, obj).await
            }
        });
    }
    if v.contains("delete") {
        methods.push(quote! {
            /// DELETE one object by name; returns it (deleted, or marked while finalizers
            /// remain) or a success `Status`. Errors: `NotFound`.
            pub async fn delete(
                &self,
                name: &str,
                params: &#kube::api::DeleteParams,
            ) -> #rt::Result<#rt::DeleteResult<api::#kind>> {
                self.inner.delete(name, params).await
            }
        });
    }
    if v.contains("deleteCollection") {
        methods.push(quote! {
            /// DELETE every object matching `list`.
            pub async fn delete_collection(
                &self,
                params: &#kube::api::DeleteParams,
                list: &#kube::api::ListParams,
            ) -> #rt::Result<#rt::DeleteResult<#list_ret>> {
                self.inner.delete_collection(params, list).await
            }
        });
    }
    if v.contains("patch") {
        methods.push(quote! {
            /// PATCH an object: merge, JSON or apply patches (custom resources take no
            /// strategic merge patch: the server answers `415`).
            pub async fn patch<P: #rt::reexports::serde::Serialize + ::std::fmt::Debug>(
                &self,
                name: &str,
                params: &#kube::api::PatchParams,
                patch: &#kube::api::Patch<P>,
            ) -> #rt::Result<api::#kind> {
                self.inner.patch(name, params, patch).await
            }
        });
        if v.contains("updateStatus") {
            methods.push(quote! {
                /// PATCH the `status` subresource.
                pub async fn patch_status<P: #rt::reexports::serde::Serialize + ::std::fmt::Debug>(
                    &self,
                    name: &str,
                    params: &#kube::api::PatchParams,
                    patch: &#kube::api::Patch<P>,
                ) -> #rt::Result<api::#kind> {
                    self.inner.patch_status(name, params, patch).await
                }
            });
        }
    }
    methods
}

/// The typed client's server-side apply methods: of apply configurations when the
/// group-version has them (`apply`, `apply_status`), and of whole objects.
pub(super) fn apply_methods(gv: &GroupVersion<'_>, k: &KindInfo<'_>) -> Vec<TokenStream> {
    let rt = quote!(rt);
    let kind = ident(&k.ty.name);
    let v = &k.verbs;
    let mut methods = Vec::new();
    let configs = !gv.apply.is_empty();
    let config = format_ident!("{}ApplyConfiguration", k.ty.name);
    let (apply, apply_status) = if configs {
        (
            format_ident!("apply_object"),
            format_ident!("apply_status_object"),
        )
    } else {
        (format_ident!("apply"), format_ident!("apply_status"))
    };
    if v.contains("apply") {
        if configs {
            methods.push(quote! {
                /// Server-side APPLY of `config` as `field_manager`, as client-go's `Apply`:
                /// the manager owns exactly the fields set in `config`. Errors: `Conflict`
                /// when another manager owns one of them (`Error::apply_conflicts` lists
                /// them), unless `force` takes them over.
                pub async fn apply(&self, config: &#config, field_manager: &str, force: bool) -> #rt::Result<api::#kind> {
                    self.inner.apply_configuration(config, field_manager, force).await
                }
            });
        }
        methods.push(quote! {
            /// Server-side APPLY of the whole object `obj` as `field_manager` (`force` takes
            /// over conflicting fields): the manager owns every field it serializes.
            pub async fn #apply(&self, obj: &api::#kind, field_manager: &str, force: bool) -> #rt::Result<api::#kind> {
                self.inner.apply(obj, field_manager, force).await
            }
        });
    }
    if v.contains("applyStatus") {
        if configs {
            methods.push(quote! {
                /// Server-side APPLY of `config` to the `status` subresource (see `apply`).
                pub async fn apply_status(&self, config: &#config, field_manager: &str, force: bool) -> #rt::Result<api::#kind> {
                    self.inner.apply_status_configuration(config, field_manager, force).await
                }
            });
        }
        methods.push(quote! {
            /// Server-side APPLY of the whole object to the `status` subresource.
            pub async fn #apply_status(&self, obj: &api::#kind, field_manager: &str, force: bool) -> #rt::Result<api::#kind> {
                self.inner.apply_status(obj, field_manager, force).await
            }
        });
    }
    methods
}

/// The typed client's methods of `+genclient:method` subresource verbs.
pub(super) fn subresource_methods(k: &KindInfo<'_>) -> Vec<TokenStream> {
    let rt = quote!(rt);
    let kube = quote!(kube);
    let kind = ident(&k.ty.name);
    let mut methods = Vec::new();
    for m in &k.methods {
        let f = ident(&m.name);
        let sub = &m.subresource;
        let result = m.result.clone().unwrap_or_else(|| quote!(api::#kind));
        let input = m.input.clone().unwrap_or_else(|| quote!(api::#kind));
        let d = doc(format!(
            "`{}` of the `{sub}` subresource (`+genclient:method`).",
            m.verb.to_uppercase()
        ));
        methods.push(match m.verb.as_str() {
            "get" => quote! {
                #d
                pub async fn #f(&self, name: &str) -> #rt::Result<#result> {
                    self.inner.get_subresource(#sub, name).await
                }
            },
            "create" => quote! {
                #d
                pub async fn #f(&self, name: &str, params: &#kube::api::PostParams, input: &#input) -> #rt::Result<#result> {
                    self.inner.create_subresource(#sub, name, params, input).await
                }
            },
            "update" => quote! {
                #d
                pub async fn #f(&self, name: &str, params: &#kube::api::PostParams, input: &#input) -> #rt::Result<#result> {
                    self.inner.update_subresource(#sub, name, params, input).await
                }
            },
            _ => quote! {
                #d
                pub async fn #f<P: #rt::reexports::serde::Serialize + ::std::fmt::Debug>(
                    &self,
                    name: &str,
                    params: &#kube::api::PatchParams,
                    patch: &#kube::api::Patch<P>,
                ) -> #rt::Result<#result> {
                    self.inner.patch_subresource(#sub, name, params, patch).await
                }
            },
        });
    }
    methods
}

/// The typed client's doc: its resource and methods.
pub(super) fn client_doc(k: &KindInfo<'_>, resource: &str) -> TokenStream {
    let v = &k.verbs;
    let verbs_text: Vec<&str> = VERBS.iter().copied().filter(|x| v.contains(x)).collect();
    doc(format!(
        "The typed client of `{resource}`: {}.",
        if verbs_text.is_empty() && k.methods.is_empty() {
            "no verbs".to_string()
        } else {
            let mut all: Vec<String> = verbs_text
                .iter()
                .map(|s| format!("`{}`", snake(s)))
                .collect();
            all.extend(k.methods.iter().map(|m| format!("`{}`", m.name)));
            all.join(", ")
        }
    ))
}
