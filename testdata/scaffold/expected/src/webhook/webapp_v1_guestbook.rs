//! The Guestbook webhooks of `webapp.my.domain/v1` (kubebuilder's
//! `internal/webhook/v1/guestbook_webhook.go`).
//!
//! +kubebuilder:webhook:path=/mutate-webapp-my-domain-v1-guestbook,mutating=true,failurePolicy=fail,sideEffects=None,groups=webapp.my.domain,resources=guestbooks,verbs=create;update,versions=v1,name=mguestbook-v1.kb.io,admissionReviewVersions=v1
//!
//! +kubebuilder:webhook:path=/validate-webapp-my-domain-v1-guestbook,mutating=false,failurePolicy=fail,sideEffects=None,groups=webapp.my.domain,resources=guestbooks,verbs=create;update,versions=v1,name=vguestbook-v1.kb.io,admissionReviewVersions=v1
//!
//! The conversions of v2 through this version, the hub, are what `api/build.rs`
//! generates (`guestbook_api::conversions`).

use kube_codegen_runtime::webhook::{
    CustomDefaulter, CustomValidator, Denied, Warnings, WebhookServer,
};

use guestbook_api::webapp;
use guestbook_api::webapp::v1::Guestbook;

/// Registers the Guestbook webhooks with `server` (kubebuilder's
/// `SetupGuestbookWebhookWithManager`).
pub fn register(server: WebhookServer) -> WebhookServer {
    server
        .defaulting::<Guestbook>(GuestbookCustomDefaulter)
        .validating::<Guestbook>(GuestbookCustomValidator)
        .conversion::<webapp::v2::Guestbook, webapp::v1::Guestbook>()
}

/// Sets the defaults of Guestbooks on create and update, before the API server validates
/// them.
#[derive(Debug, Clone, Default)]
pub struct GuestbookCustomDefaulter;

impl CustomDefaulter<Guestbook> for GuestbookCustomDefaulter {
    async fn default(&self, guestbook: &mut Guestbook) -> Result<(), Denied> {
        // TODO(user): set the defaults here, by writing to `guestbook`.
        let _ = guestbook;
        Ok(())
    }
}

/// Validates Guestbooks on create, update and delete: `Err` refuses the request with its
/// message, warnings reach the client.
#[derive(Debug, Clone, Default)]
pub struct GuestbookCustomValidator;

impl CustomValidator<Guestbook> for GuestbookCustomValidator {
    async fn validate_create(&self, guestbook: &Guestbook) -> Result<Warnings, Denied> {
        // TODO(user): check the new Guestbook; return `Err` to refuse it.
        let _ = guestbook;
        Ok(Warnings::new())
    }

    async fn validate_update(&self, old: &Guestbook, new: &Guestbook) -> Result<Warnings, Denied> {
        // TODO(user): check the change from `old` to `new`; return `Err` to refuse it.
        let _ = (old, new);
        Ok(Warnings::new())
    }

    async fn validate_delete(&self, guestbook: &Guestbook) -> Result<Warnings, Denied> {
        // TODO(user): check whether the Guestbook may go; return `Err` to keep it.
        let _ = guestbook;
        Ok(Warnings::new())
    }
}
