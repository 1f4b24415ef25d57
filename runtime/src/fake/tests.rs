use super::store::suffix;

#[test]
fn generated_name_suffixes_are_distinct_and_five_long() {
    let names: std::collections::BTreeSet<String> = (1..200).map(suffix).collect();
    assert_eq!(names.len(), 199);
    assert!(names.iter().all(|n| n.len() == 5));
}

/// Names follow the custom-resource rule (a DNS-1123 subdomain) only where there is a
/// schema: built-in Kinds have rules of their own (`system:` ClusterRoles), taken as sent.
#[tokio::test]
async fn names_are_checked_only_for_resources_with_a_schema() {
    use serde_json::json;

    use super::{FakeApiServer, ResourceInfo};
    let server = FakeApiServer::new();
    server.register(ResourceInfo::of::<k8s_openapi::api::rbac::v1::ClusterRole>());
    let widget = ResourceInfo {
        group: "example.com".into(),
        version: "v1".into(),
        kind: "Widget".into(),
        plural: "widgets".into(),
        namespaced: false,
        status_subresource: false,
        schema: Some(std::sync::Arc::new(json!({"type": "object"}))),
    };
    server.register(widget);
    let role = json!({"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRole",
        "metadata": {"name": "system:aggregate-to-view"}});
    assert!(server.add(role).is_ok());
    let bad = json!({"apiVersion": "example.com/v1", "kind": "Widget",
        "metadata": {"name": "system:widget"}});
    let refused = server.add(bad).expect_err("not a subdomain");
    assert_eq!((refused.code, refused.reason.as_str()), (422, "Invalid"));
    assert!(
        refused.message.contains("RFC 1123 subdomain"),
        "{}",
        refused.message
    );
}
