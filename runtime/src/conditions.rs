//! Status conditions, as apimachinery's `meta` helpers (`k8s.io/apimachinery/pkg/api/meta`
//! `conditions.go`) over `metav1.Condition` lists: a condition's `lastTransitionTime` moves
//! only when its `status` changes.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{Condition, Time};
use k8s_openapi::jiff::Timestamp;

/// A condition's `status`, as apimachinery's `metav1.ConditionTrue`, `ConditionFalse` and
/// `ConditionUnknown`; wherever a status is taken (`condition`, the `is_status_condition_*`
/// checks) a `&str` works too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConditionStatus {
    /// `"True"`.
    True,
    /// `"False"`.
    False,
    /// `"Unknown"`: the controller cannot tell.
    Unknown,
}

impl ConditionStatus {
    /// The status as the API writes it: `"True"`, `"False"` or `"Unknown"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ConditionStatus::True => "True",
            ConditionStatus::False => "False",
            ConditionStatus::Unknown => "Unknown",
        }
    }
}

impl AsRef<str> for ConditionStatus {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Display for ConditionStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A condition of `type_` with `status` (a [`ConditionStatus`], or `"True"`, `"False"` or
/// `"Unknown"`), `reason` and `message`, with no observed generation and an unset
/// transition time (the Unix epoch, which [`set_status_condition`] replaces with the current
/// time), as the `metav1.Condition{…}` literal Go code passes to `meta.SetStatusCondition`.
pub fn condition(type_: &str, status: impl AsRef<str>, reason: &str, message: &str) -> Condition {
    Condition {
        type_: type_.to_string(),
        status: status.as_ref().to_string(),
        reason: reason.to_string(),
        message: message.to_string(),
        observed_generation: None,
        last_transition_time: Time(Timestamp::UNIX_EPOCH),
    }
}

fn unset(time: &Time) -> bool {
    time.0 <= Timestamp::UNIX_EPOCH
}

/// Sets `new` in `conditions`, as `meta.SetStatusCondition`: a new type is appended (its
/// transition time now, unless set); for an existing type the status, reason, message and
/// observed generation (also when `new` has none) are updated, and the transition time changes only when the status
/// does (to `new`'s, or now when unset). Returns true when anything changed.
pub fn set_status_condition(conditions: &mut Vec<Condition>, mut new: Condition) -> bool {
    let Some(existing) = conditions.iter_mut().find(|c| c.type_ == new.type_) else {
        if unset(&new.last_transition_time) {
            new.last_transition_time = Time(Timestamp::now());
        }
        conditions.push(new);
        return true;
    };
    let mut changed = false;
    if existing.status != new.status {
        existing.status = new.status;
        existing.last_transition_time = if unset(&new.last_transition_time) {
            Time(Timestamp::now())
        } else {
            new.last_transition_time
        };
        changed = true;
    }
    if existing.reason != new.reason {
        existing.reason = new.reason;
        changed = true;
    }
    if existing.message != new.message {
        existing.message = new.message;
        changed = true;
    }
    if existing.observed_generation != new.observed_generation {
        existing.observed_generation = new.observed_generation;
        changed = true;
    }
    changed
}

/// Removes the condition of `type_`, as `meta.RemoveStatusCondition`; true when there was
/// one.
pub fn remove_status_condition(conditions: &mut Vec<Condition>, type_: &str) -> bool {
    let before = conditions.len();
    conditions.retain(|c| c.type_ != type_);
    conditions.len() != before
}

/// The condition of `type_`, as `meta.FindStatusCondition`.
pub fn find_status_condition<'a>(
    conditions: &'a [Condition],
    type_: &str,
) -> Option<&'a Condition> {
    conditions.iter().find(|c| c.type_ == type_)
}

/// True when the condition of `type_` is `"True"`, as `meta.IsStatusConditionTrue`.
pub fn is_status_condition_true(conditions: &[Condition], type_: &str) -> bool {
    is_status_condition_present_and_equal(conditions, type_, ConditionStatus::True)
}

/// True when the condition of `type_` is `"False"`, as `meta.IsStatusConditionFalse`.
pub fn is_status_condition_false(conditions: &[Condition], type_: &str) -> bool {
    is_status_condition_present_and_equal(conditions, type_, ConditionStatus::False)
}

/// True when the condition of `type_` has `status`, as
/// `meta.IsStatusConditionPresentAndEqual`.
pub fn is_status_condition_present_and_equal(
    conditions: &[Condition],
    type_: &str,
    status: impl AsRef<str>,
) -> bool {
    find_status_condition(conditions, type_).is_some_and(|c| c.status == status.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transition_time_moves_only_with_status() {
        let mut conditions = Vec::new();
        assert!(set_status_condition(
            &mut conditions,
            condition("Ready", "False", "Starting", "")
        ));
        let first = conditions[0].last_transition_time.clone();
        assert!(!unset(&first), "an unset time becomes now");
        assert!(!set_status_condition(
            &mut conditions,
            condition("Ready", "False", "Starting", "")
        ));
        assert!(set_status_condition(
            &mut conditions,
            condition("Ready", "False", "Waiting", "for the Job")
        ));
        assert_eq!(conditions[0].last_transition_time, first, "same status");
        assert_eq!(conditions[0].reason, "Waiting");
        let given = Time(Timestamp::from_second(1_700_000_000).expect("a valid time"));
        let mut ready = condition("Ready", ConditionStatus::True, "Done", "");
        ready.last_transition_time = given.clone();
        ready.observed_generation = Some(3);
        assert!(set_status_condition(&mut conditions, ready));
        assert_eq!(conditions[0].last_transition_time, given);
        assert_eq!(conditions[0].observed_generation, Some(3));
        assert!(is_status_condition_true(&conditions, "Ready"));
        assert_eq!(conditions[0].status, "True");
        assert!(is_status_condition_present_and_equal(
            &conditions,
            "Ready",
            ConditionStatus::True
        ));
        assert_eq!(ConditionStatus::Unknown.to_string(), "Unknown");
        assert!(!is_status_condition_false(&conditions, "Ready"));
        assert!(!is_status_condition_true(&conditions, "Degraded"));
        assert_eq!(conditions.len(), 1);
        assert!(remove_status_condition(&mut conditions, "Ready"));
        assert!(!remove_status_condition(&mut conditions, "Ready"));
        assert!(find_status_condition(&conditions, "Ready").is_none());
    }
}
