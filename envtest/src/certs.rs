//! The throw-away PKI of one control plane: a CA, the API server's serving certificate, an
//! admin client certificate and the service-account signing key. All keys are ECDSA P-256
//! (rcgen's default), written as PKCS#8 PEM, which both kube-apiserver and kube's rustls
//! client read.

use std::net::{IpAddr, Ipv4Addr};
use std::path::{Path, PathBuf};

use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair,
    KeyUsagePurpose, SanType,
};

use crate::Error;

/// The admin user's name (the client certificate's CN).
pub const ADMIN_USER: &str = "envtest-admin";
/// The admin's group (the client certificate's O): cluster-admin through the built-in
/// `cluster-admin` ClusterRoleBinding, and exempt from authorization checks.
pub const ADMIN_GROUP: &str = "system:masters";

/// Paths of the PEM files written by [`Pki::generate`].
#[derive(Debug, Clone)]
pub(crate) struct Pki {
    pub ca_cert: PathBuf,
    pub serving_cert: PathBuf,
    pub serving_key: PathBuf,
    pub admin_cert: PathBuf,
    pub admin_key: PathBuf,
    pub sa_key: PathBuf,
    pub sa_pub: PathBuf,
}

impl Pki {
    /// Generates every key and certificate and writes them under `dir`.
    pub(crate) fn generate(dir: &Path) -> Result<Self, Error> {
        let ca_key = KeyPair::generate()?;
        let mut ca_params = CertificateParams::new(Vec::<String>::new())?;
        ca_params
            .distinguished_name
            .push(DnType::CommonName, "kube-envtest-ca");
        ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        ca_params.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        let ca_cert = ca_params.self_signed(&ca_key)?;
        let issuer = Issuer::new(ca_params, ca_key);

        // Serving certificate: the client connects to https://127.0.0.1:<port>.
        let serving_key = KeyPair::generate()?;
        let mut serving = CertificateParams::new(vec![
            "localhost".to_string(),
            "kubernetes".to_string(),
            "kubernetes.default".to_string(),
            "kubernetes.default.svc".to_string(),
        ])?;
        serving
            .subject_alt_names
            .push(SanType::IpAddress(IpAddr::V4(Ipv4Addr::LOCALHOST)));
        serving
            .distinguished_name
            .push(DnType::CommonName, "kube-apiserver");
        serving.key_usages = vec![
            KeyUsagePurpose::DigitalSignature,
            KeyUsagePurpose::KeyEncipherment,
        ];
        serving.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
        serving.use_authority_key_identifier_extension = true;
        let serving_cert = serving.signed_by(&serving_key, &issuer)?;

        // Admin client certificate: CN = user, O = group (the API server's x509 authenticator).
        let admin_key = KeyPair::generate()?;
        let mut admin = CertificateParams::new(Vec::<String>::new())?;
        admin
            .distinguished_name
            .push(DnType::CommonName, ADMIN_USER);
        admin
            .distinguished_name
            .push(DnType::OrganizationName, ADMIN_GROUP);
        admin.key_usages = vec![
            KeyUsagePurpose::DigitalSignature,
            KeyUsagePurpose::KeyEncipherment,
        ];
        admin.extended_key_usages = vec![ExtendedKeyUsagePurpose::ClientAuth];
        admin.use_authority_key_identifier_extension = true;
        let admin_cert = admin.signed_by(&admin_key, &issuer)?;

        let sa_key = KeyPair::generate()?;

        let pki = Pki {
            ca_cert: dir.join("ca.crt"),
            serving_cert: dir.join("apiserver.crt"),
            serving_key: dir.join("apiserver.key"),
            admin_cert: dir.join("admin.crt"),
            admin_key: dir.join("admin.key"),
            sa_key: dir.join("sa.key"),
            sa_pub: dir.join("sa.pub"),
        };
        write(&pki.ca_cert, &ca_cert.pem())?;
        write(&pki.serving_cert, &serving_cert.pem())?;
        write(&pki.serving_key, &serving_key.serialize_pem())?;
        write(&pki.admin_cert, &admin_cert.pem())?;
        write(&pki.admin_key, &admin_key.serialize_pem())?;
        write(&pki.sa_key, &sa_key.serialize_pem())?;
        // The verification flag reads public keys, or RSA/EC private keys, not PKCS#8.
        write(&pki.sa_pub, &sa_key.public_key_pem())?;
        Ok(pki)
    }
}

fn write(path: &Path, text: &str) -> Result<(), Error> {
    std::fs::write(path, text).map_err(|source| Error::Io {
        action: "cannot write",
        path: path.to_path_buf(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_pem_files() {
        let dir = tempfile::tempdir().expect("temp dir");
        let pki = Pki::generate(dir.path()).expect("pki");
        for (path, tag) in [
            (&pki.ca_cert, "CERTIFICATE"),
            (&pki.serving_cert, "CERTIFICATE"),
            (&pki.admin_cert, "CERTIFICATE"),
            (&pki.serving_key, "PRIVATE KEY"),
            (&pki.admin_key, "PRIVATE KEY"),
            (&pki.sa_key, "PRIVATE KEY"),
            (&pki.sa_pub, "PUBLIC KEY"),
        ] {
            let text = std::fs::read_to_string(path).expect("written");
            assert!(
                text.starts_with(&format!("-----BEGIN {tag}-----")),
                "{}: {text}",
                path.display()
            );
        }
    }
}
