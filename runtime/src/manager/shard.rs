//! Label-sharded managers: N replicas of one operator, each reconciling the objects whose
//! [`SHARD_LABEL`] names its shard, as Flux's controllers shard with
//! `--watch-label-selector` — the API server's label selectors are the only coordination.

use super::ManagerError;
use crate::owner::SHARD_LABEL;

/// This replica's shard: which objects its manager caches and reconciles, and which
/// leader-election Lease it takes ([`ManagerOptions::shard`](super::ManagerOptions::shard)).
///
/// Shard `s` of shards `[first, …]` watches the objects labelled `SHARD_LABEL=s`; the first
/// shard watches those with any other value or none (`SHARD_LABEL notin (others)`), so no
/// object is left without a shard and none is in two. With leader election, each shard
/// elects its own leader on the Lease `<lease name>-<shard>`, so the replicas of one shard
/// fail over among themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shard {
    name: String,
    shards: Vec<String>,
}

impl Shard {
    /// Shard `name` of `shards` (the first of which also takes unlabelled objects).
    ///
    /// # Errors
    ///
    /// [`ManagerError::Shard`] when `name` is not one of `shards`, a shard is named twice,
    /// or a name is not a label value (at most 63 characters of `A-Z a-z 0-9 - _ .`,
    /// beginning and ending with a letter or digit).
    pub fn new(name: &str, shards: &[&str]) -> Result<Self, ManagerError> {
        let invalid = |reason: String| ManagerError::Shard(reason);
        for s in shards {
            let bad = s.is_empty()
                || s.len() > 63
                || !s
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
                || !s.starts_with(|c: char| c.is_ascii_alphanumeric())
                || !s.ends_with(|c: char| c.is_ascii_alphanumeric());
            if bad {
                return Err(invalid(format!("{s:?} is not a label value")));
            }
        }
        if let Some((i, s)) = shards
            .iter()
            .enumerate()
            .find(|(i, s)| shards[..*i].contains(s))
        {
            return Err(invalid(format!("{s:?} is named twice (shard {})", i + 1)));
        }
        if !shards.contains(&name) {
            return Err(invalid(format!("{name:?} is not one of {shards:?}")));
        }
        Ok(Shard {
            name: name.to_string(),
            shards: shards.iter().map(|s| s.to_string()).collect(),
        })
    }

    /// This replica's shard.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Every shard, in order; the first takes the objects no shard is named on.
    pub fn shards(&self) -> &[String] {
        &self.shards
    }

    /// The label selector of this shard's objects: `SHARD_LABEL=<name>`, or for the first
    /// shard `SHARD_LABEL notin (<the others>)`; `None` when it is the only shard (all
    /// objects).
    pub fn label_selector(&self) -> Option<String> {
        if self.shards.first() != Some(&self.name) {
            return Some(format!("{SHARD_LABEL}={}", self.name));
        }
        let others = &self.shards[1..];
        (!others.is_empty()).then(|| format!("{SHARD_LABEL} notin ({})", others.join(",")))
    }

    /// The shard an object with these labels belongs to, by the rule of
    /// [`Shard::label_selector`].
    pub fn shard_of<'a>(
        &'a self,
        labels: Option<&std::collections::BTreeMap<String, String>>,
    ) -> &'a str {
        let named = labels.and_then(|l| l.get(SHARD_LABEL));
        match named.and_then(|n| self.shards.iter().find(|s| *s == n)) {
            Some(s) => s,
            None => &self.shards[0],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_object_has_one_shard_and_the_first_takes_the_unlabelled() -> Result<(), ManagerError> {
        let all = ["a", "b", "c"];
        let a = Shard::new("a", &all)?;
        let b = Shard::new("b", &all)?;
        assert_eq!(
            a.label_selector().as_deref(),
            Some("sharding.kube-codegen.dev/shard notin (b,c)")
        );
        assert_eq!(
            b.label_selector().as_deref(),
            Some("sharding.kube-codegen.dev/shard=b")
        );
        assert_eq!(Shard::new("a", &["a"])?.label_selector(), None);
        let labels = |v: &str| [(SHARD_LABEL.to_string(), v.to_string())].into();
        assert_eq!(a.shard_of(Some(&labels("c"))), "c");
        assert_eq!(a.shard_of(Some(&labels("z"))), "a");
        assert_eq!(b.shard_of(None), "a");
        Ok(())
    }

    #[test]
    fn shards_that_are_not_label_values_or_not_one_set_are_refused() {
        let refused = |name: &str, shards: &[&str]| match Shard::new(name, shards) {
            Err(e) => e.to_string(),
            Ok(s) => panic!("{s:?} was taken"),
        };
        assert!(refused("d", &["a", "b"]).contains("\"d\" is not one of"));
        assert!(refused("a", &["a", "b", "a"]).contains("\"a\" is named twice (shard 3)"));
        assert!(refused("a", &["a", "b c"]).contains("\"b c\" is not a label value"));
        assert!(refused("-a", &["-a"]).contains("not a label value"));
        assert!(refused("a", &["a", &"x".repeat(64)]).contains("not a label value"));
    }
}
