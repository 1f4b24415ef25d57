//! Verbs a Kind's tags leave out do not exist: using one is a compile error.

use kube_codegen_e2e::clients::clientset::Clientset;

async fn uses(cs: Clientset) {
    // +genclient:onlyVerbs=create,get
    let _ = cs.infrastructure_v1alpha1().tokens("ns").list(&Default::default()).await;
    // +genclient:readonly
    let _ = cs
        .webapp_v1beta1()
        .reviews("ns")
        .create(&Default::default(), &Default::default())
        .await;
    // no `status` field: no status verbs
    let _ = cs
        .webapp_v1()
        .visitors("ns")
        .update_status(&Default::default(), &Default::default())
        .await;
    // +genclient:noVerbs (only its custom method)
    let _ = cs.infrastructure_v1alpha1().sentinels("ns").get("x").await;
}

// No lister or informer without both list and watch.
type NoLister = kube_codegen_e2e::clients::clientset::infrastructure::v1alpha1::TokenLister;

fn main() {}
