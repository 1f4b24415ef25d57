//! go-yaml v2's order of mapping keys (its `keyList.Less`, in `sorter.go`), which
//! controller-gen's output has: a natural sort where letters come after other characters
//! and runs of digits compare as numbers (`item9` before `item10`, `client_ca` before
//! `clientAuthType`).

use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

/// Go's `unicode.IsLetter`: general category L.
fn is_letter(c: char) -> bool {
    c.general_category_group() == GeneralCategoryGroup::Letter
}

/// Go's `unicode.IsDigit`: general category Nd.
fn is_digit(c: char) -> bool {
    c.general_category() == unicode_properties::GeneralCategory::DecimalNumber
}

/// Go's `int64(r - '0')` for a digit rune (any Nd digit, as go-yaml computes it).
fn digit_value(c: char) -> i64 {
    c as i64 - '0' as i64
}

/// go-yaml v2's `Less` for two string keys.
pub(super) fn less(a: &str, b: &str) -> bool {
    // Schema keys are ASCII: compared as bytes, without collecting characters, unless
    // they differ where a letter meets a non-letter or a digit (the slow path decides).
    if a.is_ascii() && b.is_ascii() {
        let i = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
        match (a.as_bytes().get(i), b.as_bytes().get(i)) {
            (None, _) | (_, None) => return a.len() < b.len(),
            (Some(x), Some(y)) if x.is_ascii_alphabetic() && y.is_ascii_alphabetic() => {
                return x < y;
            }
            (Some(x), Some(y)) if x.is_ascii_alphabetic() != y.is_ascii_alphabetic() => {
                return y.is_ascii_alphabetic();
            }
            _ => {}
        }
    }
    less_chars(a, b)
}

/// [`less`] character by character, as go-yaml compares runes.
pub(super) fn less_chars(a: &str, b: &str) -> bool {
    let (ar, br): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    for i in 0..ar.len().min(br.len()) {
        if ar[i] == br[i] {
            continue;
        }
        let (al, bl) = (is_letter(ar[i]), is_letter(br[i]));
        if al && bl {
            return ar[i] < br[i];
        }
        if al || bl {
            return bl;
        }
        let (mut an, mut bn) = (0i64, 0i64);
        if ar[i] == '0' || br[i] == '0' {
            // A zero inside a number (`10` against `1a`) is a digit like the others.
            if ar[..i]
                .iter()
                .rev()
                .take_while(|c| is_digit(**c))
                .any(|c| *c != '0')
            {
                (an, bn) = (1, 1);
            }
        }
        let mut ai = i;
        while ai < ar.len() && is_digit(ar[ai]) {
            an = an.wrapping_mul(10).wrapping_add(digit_value(ar[ai]));
            ai += 1;
        }
        let mut bi = i;
        while bi < br.len() && is_digit(br[bi]) {
            bn = bn.wrapping_mul(10).wrapping_add(digit_value(br[bi]));
            bi += 1;
        }
        if an != bn {
            return an < bn;
        }
        if ai != bi {
            return ai < bi;
        }
        return ar[i] < br[i];
    }
    ar.len() < br.len()
}

/// `items` in go-yaml's order of their keys (`key` of each). A stable sort that never
/// panics, whatever `less` says of a pair (Rust's sorts may panic on a comparison that is
/// not a total order): an insertion sort up to [`SHORT`] items (a schema's maps are mostly
/// that short), halves merged above it.
pub(super) fn sorted_by<T>(mut items: Vec<T>, key: impl Fn(&T) -> &str + Copy) -> Vec<T> {
    if items.len() <= SHORT {
        for i in 1..items.len() {
            let mut j = i;
            while j > 0 && less(key(&items[j]), key(&items[j - 1])) {
                items.swap(j, j - 1);
                j -= 1;
            }
        }
        return items;
    }
    let right = items.split_off(items.len() / 2);
    let (left, right) = (sorted_by(items, key), sorted_by(right, key));
    let mut out = Vec::with_capacity(left.len() + right.len());
    let (mut l, mut r) = (left.into_iter().peekable(), right.into_iter().peekable());
    while let (Some(x), Some(y)) = (l.peek(), r.peek()) {
        if less(key(y), key(x)) {
            out.extend(r.next());
        } else {
            out.extend(l.next());
        }
    }
    out.extend(l);
    out.extend(r);
    out
}

/// The length up to which [`sorted_by`] sorts by insertion.
const SHORT: usize = 16;

/// `keys` in go-yaml's order ([`sorted_by`] on the keys themselves), for tests.
#[cfg(test)]
pub(super) fn sorted(keys: Vec<&str>) -> Vec<&str> {
    sorted_by(keys, |k| k)
}

/// [`less`] as an ordering, for tests.
#[cfg(test)]
pub(super) fn order(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    if less(a, b) {
        Ordering::Less
    } else if less(b, a) {
        Ordering::Greater
    } else {
        Ordering::Equal
    }
}

#[cfg(test)]
mod tests {
    use std::cmp::Ordering;

    use super::*;

    #[test]
    fn letters_after_other_characters_and_numbers_by_value() {
        let keys = vec![
            "item10",
            "clientAuthType",
            "item9",
            "client_ca",
            "b",
            "a1",
            "a",
        ];
        assert_eq!(
            sorted(keys),
            [
                "a",
                "a1",
                "b",
                "client_ca",
                "clientAuthType",
                "item9",
                "item10"
            ]
        );
        assert_eq!(
            order("x-kubernetes-list-type", "xValidations"),
            Ordering::Less
        );
        assert_eq!(order("version", "versions"), Ordering::Less);
        assert_eq!(
            order("a02", "a2"),
            Ordering::Greater,
            "equal values: the longer run last"
        );
    }

    /// 500 sets of 20 random keys (underscores, dashes, digits and digit runs, leading
    /// zeros, case, non-ASCII letters and digits) in the order go-yaml gives each, as
    /// controller-gen's sigs.k8s.io/yaml writes a map (`testdata/yaml-order`, made by
    /// `hack/gen-yaml-order-keys.py`, the reference checked by `hack/parity.sh`). Sets
    /// whose keys go-yaml orders in a cycle are not among them: controller-gen writes those
    /// in a different order on each run.
    #[test]
    fn ten_thousand_keys_in_go_yamls_order() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/yaml-order");
        let read = |name: &str| -> Vec<Vec<String>> {
            let text = std::fs::read_to_string(format!("{dir}/{name}")).expect(name);
            serde_json::from_str(&text).expect("a JSON list of key sets")
        };
        let (sets, want) = (read("keys.json"), read("go-yaml-order.json"));
        assert_eq!(sets.len(), want.len());
        assert!(sets.iter().map(Vec::len).sum::<usize>() >= 10_000);
        for (keys, want) in sets.iter().zip(&want) {
            let ours = sorted(keys.iter().map(String::as_str).collect());
            assert_eq!(ours, *want, "the keys {keys:?}");
        }
    }

    /// A cycle in go-yaml's comparison (controller-gen's order then varies from run to
    /// run) still gives every key once, in one order for one input, without a panic.
    #[test]
    fn a_cycle_gives_one_order() {
        let cycle = vec!["06thi", "041pHm3rz3.L", "04KnB"];
        assert!(less(cycle[0], cycle[1]) && less(cycle[1], cycle[2]) && less(cycle[2], cycle[0]));
        let once = sorted(cycle.clone());
        assert_eq!(once, sorted(cycle.clone()));
        let mut keys = once.clone();
        keys.sort_unstable();
        let mut given = cycle;
        given.sort_unstable();
        assert_eq!(keys, given);
    }
}
