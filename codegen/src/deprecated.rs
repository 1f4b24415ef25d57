//! `Config` methods of earlier versions, kept for one release so that an existing
//! `build.rs` builds with a warning that names the replacement instead of a bare "no method
//! named" error. Each does what its replacement does; the CHANGELOG has the table.

use crate::{ClientOptions, Config, KindImpls};

/// The API module the old client methods assumed when `clients` had not been called.
const DEFAULT_API_MODULE: &str = "crate::api";

impl Config {
    /// The client options set so far, or those of the old default API module.
    fn client_options(&mut self) -> ClientOptions {
        self.clients
            .take()
            .unwrap_or_else(|| ClientOptions::new(DEFAULT_API_MODULE))
    }

    /// Clients for every root Kind, as if each had `+genclient`.
    #[deprecated(note = "use `.clients(ClientOptions::new(api_module).root_kinds(true))`")]
    pub fn clients_for_root_kinds(mut self, enabled: bool) -> Self {
        let options = self.client_options().root_kinds(enabled);
        self.clients(options)
    }

    /// Whether the clients come with apply configurations.
    #[deprecated(note = "use `.clients(ClientOptions::new(api_module).apply_configurations(on))`")]
    pub fn apply_configurations(mut self, enabled: bool) -> Self {
        let options = self.client_options().apply_configurations(enabled);
        self.clients(options)
    }

    /// Clients only: the Kinds' `Kind` impls are generated elsewhere.
    #[deprecated(
        note = "use `.clients(ClientOptions::new(api_module).kind_impls(KindImpls::Elsewhere))`"
    )]
    pub fn kind_impls_elsewhere(mut self) -> Self {
        let options = self.client_options().kind_impls(KindImpls::Elsewhere);
        self.clients(options)
    }

    /// The Kinds' `kube::Resource` and `Kind` impls only, for the API module `api_module`.
    #[deprecated(
        note = "use `.clients(ClientOptions::new(api_module).kind_impls(KindImpls::Only))`"
    )]
    pub fn kind_impls(self, api_module: impl Into<String>) -> Self {
        self.clients(ClientOptions::new(api_module).kind_impls(KindImpls::Only))
    }

    /// The plural of `kind`, where the English rule gets it wrong.
    #[deprecated(note = "use `.crd_options(CrdOptions::default().plural_exception(kind, plural))`")]
    pub fn plural_exception(mut self, kind: impl Into<String>, plural: impl Into<String>) -> Self {
        self.crd = std::mem::take(&mut self.crd).plural_exception(kind, plural);
        self
    }

    /// Whether embedded `ObjectMeta` fields keep their labels and annotations in the schema.
    #[deprecated(
        note = "use `.crd_options(CrdOptions::default().generate_embedded_object_meta(on))`"
    )]
    pub fn generate_embedded_object_meta(mut self, on: bool) -> Self {
        self.crd = std::mem::take(&mut self.crd).generate_embedded_object_meta(on);
        self
    }
}
