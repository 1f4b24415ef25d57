//! What the API server checks of a custom resource besides its schema (which
//! `kube_codegen_schema` validates): its name.

use kube_codegen_schema::{ErrorType, FieldError};

/// The server's check of `metadata.name` for a custom resource: a DNS-1123 subdomain.
pub(super) fn name_errors(name: &str) -> Vec<FieldError> {
    let mut out = Vec::new();
    if name.len() > 253 {
        out.push(FieldError::new(
            "metadata.name",
            ErrorType::Invalid,
            format!("Invalid value: {name:?}: must be no more than 253 characters"),
        ));
    }
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            && !l.starts_with('-')
            && !l.ends_with('-')
    };
    if !name.split('.').all(label_ok) {
        out.push(FieldError::new("metadata.name", ErrorType::Invalid, format!(
            "Invalid value: {name:?}: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
        )));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_dns_subdomains() {
        assert!(name_errors("ok.name-1").is_empty());
        let errors = name_errors("Bad_Name");
        assert_eq!(errors.len(), 1);
        assert!(errors[0].to_string().starts_with(
            "metadata.name: Invalid value: \"Bad_Name\": a lowercase RFC 1123 subdomain"
        ));
    }
}
