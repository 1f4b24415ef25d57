//! The reconciler of the ships API: its RBAC markers, as a kubebuilder project keeps
//! them above the controller. `kube-codegen rbac` turns them into role.yaml.
//!
//! +kubebuilder:rbac:groups=ships.example.com,resources=frigates,verbs=get;list;watch
//! +kubebuilder:rbac:groups=ships.example.com,resources=frigates/status,verbs=get;update;patch
//! +kubebuilder:rbac:groups=ships.example.com,resources=frigates/finalizers,verbs=update
//! +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list
//! +kubebuilder:rbac:groups=apps,resources=deployments,verbs=watch;get
//! +kubebuilder:rbac:groups=apps,resources=statefulsets,verbs=get;list;watch
//! +kubebuilder:rbac:groups=batch;batch,resources=jobs,verbs=create;delete
//! +kubebuilder:rbac:groups=cron,resources=jobs,verbs=delete;create
//! +kubebuilder:rbac:groups=core,resources=configmaps,verbs=get
//! +kubebuilder:rbac:groups="",resources=secrets,verbs=get
//! +kubebuilder:rbac:groups=core;"";extra.example.com,resources=events,verbs=create;patch
//! +kubebuilder:rbac:groups=coordination.k8s.io,resources=leases,resourceNames=ship-leader;ship-follower,verbs=get;update
//! +kubebuilder:rbac:groups=policy,resources=poddisruptionbudgets,verbs=get;update
//! +kubebuilder:rbac:groups=policy,resources=poddisruptionbudgets,verbs=*
//! +kubebuilder:rbac:urls=/metrics,verbs=get
//! +kubebuilder:rbac:urls=/healthz;/readyz,verbs=get
//! +kubebuilder:rbac:groups=ships.example.com,resources=harbors,verbs=get,namespace=docks
//! +kubebuilder:rbac:groups=ships.example.com,resources=harbors,verbs=list;get,namespace=docks
//! +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list,namespace=vault,roleName=secret-reader

/// FrigateReconciler reconciles Frigates.
pub struct FrigateReconciler;
