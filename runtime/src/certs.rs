//! The serving certificate of the runtime's HTTPS servers (feature `tls`: the webhook server
//! and secure metrics), without cert-manager: made here with a CA of its own
//! (rcgen), rotated before it expires, or read from files and reloaded when they change (as
//! controller-runtime's `certwatcher`). The server reads the current certificate on every
//! TLS handshake, so a new one takes effect without a restart or a failed request.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime};

use k8s_openapi::ByteString;
use k8s_openapi::api::admissionregistration::v1::{
    MutatingWebhookConfiguration, ValidatingWebhookConfiguration, WebhookClientConfig,
};
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::CustomResourceDefinition;
use kube::api::{Api, PostParams};
use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair,
    KeyUsagePurpose, SanType,
};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;

/// Why a certificate could not be made, read or installed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CertificateError {
    /// rcgen could not make a key or a certificate.
    #[error("making a certificate: {0}")]
    Generate(#[from] rcgen::Error),
    /// A certificate or key file could not be read or parsed.
    #[error("{path}: {reason}")]
    File {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// rustls refused the key.
    #[error("the serving key: {0}")]
    Key(#[from] rustls::Error),
    /// The API server refused the caBundle update.
    #[error("installing the caBundle into {name}: {source}")]
    Install {
        /// The webhook configuration or CRD.
        name: String,
        /// The API error.
        source: kube::Error,
    },
}

/// The oldest TLS version a server of the runtime accepts, as Go's `tls.Config.MinVersion`
/// (set through controller-runtime's `TLSOpts`) and kube-apiserver's `--tls-min-version`
/// name it: `VersionTLS12` (the default: TLS 1.2 and 1.3) or `VersionTLS13`. TLS 1.0 and 1.1
/// are never accepted (rustls has neither).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
#[non_exhaustive]
pub enum TlsVersion {
    /// TLS 1.2 and newer.
    #[default]
    Tls12,
    /// TLS 1.3 only.
    Tls13,
}

impl std::str::FromStr for TlsVersion {
    type Err = String;

    /// `VersionTLS12` or `VersionTLS13`, as Go's `crypto/tls` constants are named.
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "VersionTLS12" => Ok(TlsVersion::Tls12),
            "VersionTLS13" => Ok(TlsVersion::Tls13),
            _ => Err(format!(
                "invalid TLS version {s:?}: VersionTLS12 or VersionTLS13"
            )),
        }
    }
}

impl std::fmt::Display for TlsVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TlsVersion::Tls12 => "VersionTLS12",
            TlsVersion::Tls13 => "VersionTLS13",
        })
    }
}

/// Where the certificate comes from.
enum Source {
    /// Our own CA, kept to sign the next serving certificate.
    SelfSigned {
        issuer: Box<Issuer<'static, KeyPair>>,
        ca_pem: String,
        hosts: Vec<String>,
        validity: Duration,
    },
    /// Files another tool writes (cert-manager, a mounted Secret).
    Files { cert: PathBuf, key: PathBuf },
}

struct Inner {
    source: Source,
    current: RwLock<Served>,
}

/// The certificate served now.
struct Served {
    key: Arc<CertifiedKey>,
    /// When it expires (self-signed), or the files' modification times (files).
    not_after: SystemTime,
    stamps: Option<(SystemTime, SystemTime)>,
}

/// The serving certificate of an HTTPS server (the webhook server, secure metrics). Cheap to clone: clones share
/// one certificate, so a rotation or reload is seen by every server using it.
#[derive(Clone)]
pub struct Certificates {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Certificates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Certificates").finish_non_exhaustive()
    }
}

/// A year: the validity of a self-signed serving certificate unless told otherwise.
const DEFAULT_VALIDITY: Duration = Duration::from_secs(365 * 24 * 3600);

impl Certificates {
    /// A new CA (ECDSA P-256, valid 10 years) and a serving certificate it signs for `hosts`
    /// (DNS names such as `webhook-service.system.svc`, or IP addresses), valid a year.
    /// [`Certificates::ca_bundle`] is what the webhook configurations and CRDs must trust.
    pub fn self_signed(hosts: &[&str]) -> Result<Self, CertificateError> {
        Self::self_signed_for(hosts, DEFAULT_VALIDITY)
    }

    /// As [`Certificates::self_signed`], the serving certificate valid for `validity`.
    pub fn self_signed_for(hosts: &[&str], validity: Duration) -> Result<Self, CertificateError> {
        let ca_key = KeyPair::generate()?;
        let mut ca = CertificateParams::new(Vec::<String>::new())?;
        ca.distinguished_name
            .push(DnType::CommonName, "kube-codegen-webhook-ca");
        ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
        ca.key_usages = vec![
            KeyUsagePurpose::KeyCertSign,
            KeyUsagePurpose::CrlSign,
            KeyUsagePurpose::DigitalSignature,
        ];
        ca.not_after = (SystemTime::now() + 10 * DEFAULT_VALIDITY).into();
        let ca_pem = ca.self_signed(&ca_key)?.pem();
        let issuer = Box::new(Issuer::new(ca, ca_key));
        let hosts: Vec<String> = hosts.iter().map(|h| h.to_string()).collect();
        let served = sign(&issuer, &hosts, validity)?;
        Ok(Certificates {
            inner: Arc::new(Inner {
                source: Source::SelfSigned {
                    issuer,
                    ca_pem,
                    hosts,
                    validity,
                },
                current: RwLock::new(served),
            }),
        })
    }

    /// The certificate chain and key in the PEM files `cert` and `key` (as a mounted
    /// `kubernetes.io/tls` Secret holds them: `tls.crt`, `tls.key`);
    /// [`Certificates::watch`] reloads them when they change.
    pub fn from_files(cert: &Path, key: &Path) -> Result<Self, CertificateError> {
        let served = read_files(cert, key)?;
        Ok(Certificates {
            inner: Arc::new(Inner {
                source: Source::Files {
                    cert: cert.to_path_buf(),
                    key: key.to_path_buf(),
                },
                current: RwLock::new(served),
            }),
        })
    }

    /// The PEM of the CA to trust (the `caBundle` of webhook configurations and of CRDs'
    /// conversion webhooks); `None` for certificates read from files, whose CA is the
    /// issuer's (cert-manager's CA injector sets it then).
    pub fn ca_bundle(&self) -> Option<Vec<u8>> {
        match &self.inner.source {
            Source::SelfSigned { ca_pem, .. } => Some(ca_pem.clone().into_bytes()),
            Source::Files { .. } => None,
        }
    }

    /// Signs a new serving certificate with the same CA (self-signed) or reads the files
    /// again (files); connections made from now on get it, those open keep theirs.
    pub fn rotate(&self) -> Result<(), CertificateError> {
        let served = match &self.inner.source {
            Source::SelfSigned {
                issuer,
                hosts,
                validity,
                ..
            } => sign(issuer, hosts, *validity)?,
            Source::Files { cert, key } => read_files(cert, key)?,
        };
        *self
            .inner
            .current
            .write()
            .unwrap_or_else(|e| e.into_inner()) = served;
        Ok(())
    }

    /// When the serving certificate expires (self-signed; for files, when they were read).
    pub fn not_after(&self) -> SystemTime {
        self.served(|s| s.not_after)
    }

    /// The certificate chain served now.
    #[cfg(test)]
    pub(crate) fn chain(&self) -> Vec<CertificateDer<'static>> {
        self.served(|s| s.key.cert.clone())
    }

    fn served<T>(&self, f: impl FnOnce(&Served) -> T) -> T {
        f(&self.inner.current.read().unwrap_or_else(|e| e.into_inner()))
    }

    /// Keeps the certificate current until the task is aborted: a self-signed one is
    /// rotated when two thirds of its validity have passed; files are checked every
    /// `every` and reloaded when their modification time changes (a broken file is
    /// reported and the last good certificate kept), as controller-runtime's `certwatcher`.
    /// Spawns a task: call it inside a Tokio runtime.
    pub fn watch(&self, every: Duration) -> tokio::task::JoinHandle<()> {
        let this = self.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                let due = match &this.inner.source {
                    Source::SelfSigned { validity, .. } => {
                        let left = this
                            .not_after()
                            .duration_since(SystemTime::now())
                            .unwrap_or_default();
                        left < *validity / 3
                    }
                    Source::Files { cert, key } => {
                        stamps(cert, key).ok() != this.served(|s| s.stamps)
                    }
                };
                if due && let Err(e) = this.rotate() {
                    tracing::warn!(error = %e, "renewing a serving certificate failed");
                }
            }
        })
    }

    /// The TLS configuration of a server presenting the current certificate, offering
    /// the `alpn` protocols (`http/1.1`, and `h2` when HTTP/2 is on) and accepting TLS
    /// `min` and newer.
    pub(crate) fn server_config(
        &self,
        alpn: Vec<Vec<u8>>,
        min: TlsVersion,
    ) -> Arc<rustls::ServerConfig> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let versions: &[&'static rustls::SupportedProtocolVersion] = match min {
            TlsVersion::Tls12 => rustls::DEFAULT_VERSIONS,
            TlsVersion::Tls13 => &[&rustls::version::TLS13],
        };
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_protocol_versions(versions)
            .expect("ring supports TLS 1.2 and 1.3")
            .with_no_client_auth()
            .with_cert_resolver(Arc::new(Resolver(self.clone())));
        config.alpn_protocols = alpn;
        Arc::new(config)
    }

    /// Writes [`Certificates::ca_bundle`] into every webhook of the named
    /// Mutating- and ValidatingWebhookConfigurations (those `kube-codegen webhook` writes),
    /// at start, so the API server trusts this server without cert-manager. Certificates
    /// from files have no bundle of their own: nothing is written.
    pub async fn install_ca_bundle(
        &self,
        client: kube::Client,
        mutating: &[&str],
        validating: &[&str],
    ) -> Result<(), CertificateError> {
        let Some(ca) = self.ca_bundle() else {
            return Ok(());
        };
        install::<MutatingWebhookConfiguration>(&client, mutating, &ca).await?;
        install::<ValidatingWebhookConfiguration>(&client, validating, &ca).await?;
        Ok(())
    }
}

impl Certificates {
    /// Writes [`Certificates::ca_bundle`] into `spec.conversion.webhook.clientConfig` of
    /// each CRD of `crds` (by name, `<plural>.<group>`) whose conversion strategy is
    /// `Webhook`, at start, so the API server trusts this server's conversion webhook
    /// without cert-manager (whose CA injector does it for kubebuilder projects). CRDs
    /// without a conversion webhook are left alone; certificates from files have no bundle
    /// of their own: nothing is written.
    pub async fn install_conversion_ca_bundle(
        &self,
        client: kube::Client,
        crds: &[&str],
    ) -> Result<(), CertificateError> {
        let Some(ca) = self.ca_bundle() else {
            return Ok(());
        };
        let api: Api<CustomResourceDefinition> = Api::all(client);
        for name in crds {
            let failed = |source| CertificateError::Install {
                name: name.to_string(),
                source,
            };
            let mut crd = api.get(name).await.map_err(failed)?;
            let webhook = crd.spec.conversion.as_mut().and_then(|c| {
                let client_config = c.webhook.as_mut()?.client_config.as_mut()?;
                (c.strategy == "Webhook").then_some(client_config)
            });
            let Some(client_config) = webhook else {
                continue;
            };
            client_config.ca_bundle = Some(ByteString(ca.clone()));
            api.replace(name, &PostParams::default(), &crd)
                .await
                .map_err(failed)?;
        }
        Ok(())
    }
}

/// A Mutating- or ValidatingWebhookConfiguration: the client configs of its webhooks.
trait WebhookConfiguration:
    kube::Resource<DynamicType = (), Scope = k8s_openapi::ClusterResourceScope>
    + Clone
    + std::fmt::Debug
    + serde::Serialize
    + serde::de::DeserializeOwned
{
    fn client_configs(&mut self) -> Vec<&mut WebhookClientConfig>;
}

impl WebhookConfiguration for MutatingWebhookConfiguration {
    fn client_configs(&mut self) -> Vec<&mut WebhookClientConfig> {
        let webhooks = self.webhooks.iter_mut().flatten();
        webhooks.map(|w| &mut w.client_config).collect()
    }
}

impl WebhookConfiguration for ValidatingWebhookConfiguration {
    fn client_configs(&mut self) -> Vec<&mut WebhookClientConfig> {
        let webhooks = self.webhooks.iter_mut().flatten();
        webhooks.map(|w| &mut w.client_config).collect()
    }
}

/// Sets `ca` as the `caBundle` of every webhook of the configurations `names` (each read,
/// then replaced).
async fn install<C: WebhookConfiguration>(
    client: &kube::Client,
    names: &[&str],
    ca: &[u8],
) -> Result<(), CertificateError> {
    let api: Api<C> = Api::all(client.clone());
    for name in names {
        let failed = |source| CertificateError::Install {
            name: name.to_string(),
            source,
        };
        let mut config = api.get(name).await.map_err(failed)?;
        for client_config in config.client_configs() {
            client_config.ca_bundle = Some(ByteString(ca.to_vec()));
        }
        api.replace(name, &PostParams::default(), &config)
            .await
            .map_err(failed)?;
    }
    Ok(())
}

/// A serving certificate for `hosts` signed by `issuer`, valid for `validity`.
fn sign(
    issuer: &Issuer<'static, KeyPair>,
    hosts: &[String],
    validity: Duration,
) -> Result<Served, CertificateError> {
    let key = KeyPair::generate()?;
    let mut params = CertificateParams::new(Vec::<String>::new())?;
    for h in hosts {
        params.subject_alt_names.push(match h.parse::<IpAddr>() {
            Ok(ip) => SanType::IpAddress(ip),
            Err(_) => SanType::DnsName(h.clone().try_into()?),
        });
    }
    params.distinguished_name.push(
        DnType::CommonName,
        hosts.first().map_or("webhook", String::as_str),
    );
    params.key_usages = vec![
        KeyUsagePurpose::DigitalSignature,
        KeyUsagePurpose::KeyEncipherment,
    ];
    params.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
    params.use_authority_key_identifier_extension = true;
    let now = SystemTime::now();
    params.not_before = (now - Duration::from_secs(60)).into();
    params.not_after = (now + validity).into();
    let cert = params.signed_by(&key, issuer)?;
    let der = PrivateKeyDer::try_from(key.serialize_der())
        .map_err(|e| rustls::Error::General(e.to_string()))?;
    let signing = rustls::crypto::ring::sign::any_supported_type(&der)?;
    Ok(Served {
        key: Arc::new(CertifiedKey::new(vec![cert.der().clone()], signing)),
        not_after: now + validity,
        stamps: None,
    })
}

fn file_error(path: &Path, reason: impl ToString) -> CertificateError {
    CertificateError::File {
        path: path.to_path_buf(),
        reason: reason.to_string(),
    }
}

/// The modification times of the two files.
fn stamps(cert: &Path, key: &Path) -> Result<(SystemTime, SystemTime), CertificateError> {
    let modified = |p: &Path| {
        std::fs::metadata(p)
            .and_then(|m| m.modified())
            .map_err(|e| file_error(p, e))
    };
    Ok((modified(cert)?, modified(key)?))
}

fn read_files(cert: &Path, key: &Path) -> Result<Served, CertificateError> {
    let stamps = stamps(cert, key)?;
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .map_err(|e| file_error(cert, e))?
        .collect::<Result<_, _>>()
        .map_err(|e| file_error(cert, e))?;
    if chain.is_empty() {
        return Err(file_error(cert, "no certificate in the file"));
    }
    let der = PrivateKeyDer::from_pem_file(key).map_err(|e| file_error(key, e))?;
    let signing = rustls::crypto::ring::sign::any_supported_type(&der)?;
    Ok(Served {
        key: Arc::new(CertifiedKey::new(chain, signing)),
        not_after: SystemTime::now(),
        stamps: Some(stamps),
    })
}

/// Hands rustls the certificate current at each handshake.
#[derive(Debug)]
struct Resolver(Certificates);

impl ResolvesServerCert for Resolver {
    fn resolve(&self, _: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        Some(self.0.served(|s| s.key.clone()))
    }
}
