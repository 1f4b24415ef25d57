//! The admission webhooks of the ships operator, as kubebuilder keeps their markers
//! beside the webhook handlers. `kube-codegen webhook` turns them into manifests.yaml.
//!
//! +kubebuilder:webhook:path=/mutate-ships-example-com-v1-frigate,mutating=true,failurePolicy=fail,sideEffects=None,groups=ships.example.com,resources=frigates,verbs=create;update,versions=v1,name=mfrigate.ships.example.com,admissionReviewVersions=v1
//! +kubebuilder:webhook:path=/validate-ships-example-com-v1-frigate,mutating=false,failurePolicy=fail,sideEffects=None,groups=ships.example.com,resources=frigates,verbs=create;update;delete,versions=v1,name=vfrigate.ships.example.com,admissionReviewVersions=v1;v1beta1
//! +kubebuilder:webhook:path=/validate-core-v1-configmap,mutating=false,failurePolicy=ignore,matchPolicy=Equivalent,sideEffects=NoneOnDryRun,groups=core,resources=configmaps,verbs=create;update;connect,versions=v1,name=vconfigmap.ships.example.com,admissionReviewVersions=v1,timeoutSeconds=5
//! +kubebuilder:webhook:url="https://hooks.example.com/harbor",mutating=true,failurePolicy=Ignore,sideEffects=None,groups=ships.example.com,resources=harbors,verbs=create,versions=v1,name=aharbor.ships.example.com,admissionReviewVersions=v1,reinvocationPolicy=IfNeeded
//! +kubebuilder:webhook:path=/mutate-pods,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=mpod.ships.example.com,admissionReviewVersions=v1,serviceName=pod-hooks,serviceNamespace=hooks,servicePort=8443

/// FrigateWebhook defaults and validates Frigates.
pub struct FrigateWebhook;
