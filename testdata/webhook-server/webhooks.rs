//! The admission webhooks of `e2e/tests/webhook.rs`, as kubebuilder keeps their markers beside
//! the webhook handlers: the Guestbook of `testdata/guestbook` and apps/v1 Deployments, each
//! defaulted and validated at kubebuilder's paths. `kube-codegen webhook` writes the
//! configurations; the runtime's `WebhookServer` serves the same paths.
//!
//! +kubebuilder:webhook:path=/mutate-webapp-my-domain-v1-guestbook,mutating=true,failurePolicy=fail,sideEffects=None,groups=webapp.my.domain,resources=guestbooks,verbs=create;update,versions=v1,name=mguestbook.webapp.my.domain,admissionReviewVersions=v1
//! +kubebuilder:webhook:path=/validate-webapp-my-domain-v1-guestbook,mutating=false,failurePolicy=fail,sideEffects=None,groups=webapp.my.domain,resources=guestbooks,verbs=create;update;delete,versions=v1,name=vguestbook.webapp.my.domain,admissionReviewVersions=v1
//! +kubebuilder:webhook:path=/mutate-apps-v1-deployment,mutating=true,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create;update,versions=v1,name=mdeployment.webapp.my.domain,admissionReviewVersions=v1
//! +kubebuilder:webhook:path=/validate-apps-v1-deployment,mutating=false,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create;update;delete,versions=v1,name=vdeployment.webapp.my.domain,admissionReviewVersions=v1
