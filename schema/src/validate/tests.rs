use serde_json::json;

use super::*;
use crate::render_causes;

fn schema() -> Value {
    json!({"type": "object", "required": ["spec"], "properties": {
        "apiVersion": {"type": "string"}, "kind": {"type": "string"},
        "metadata": {"type": "object"},
        "spec": {"type": "object", "required": ["size"], "properties": {
            "size": {"type": "integer", "minimum": 1, "maximum": 10},
            "color": {"type": "string", "maxLength": 3, "pattern": "^[a-z]+$"},
            "tags": {"type": "array", "x-kubernetes-list-type": "set",
                "items": {"type": "string"}},
            "mode": {"type": "string", "allOf": [{"enum": ["a", "b"]}]},
        }},
    }})
}

fn errors(obj: Value) -> String {
    render_causes(&validate(&schema(), &obj, ""))
}

#[test]
fn errors_are_worded_as_the_server_words_them() {
    assert_eq!(errors(json!({})), "spec: Required value");
    assert_eq!(errors(json!({"spec": {}})), "spec.size: Required value");
    assert_eq!(
        errors(json!({"spec": {"size": "x"}})),
        "spec.size: Invalid value: \"string\": spec.size in body must be of type integer: \"string\""
    );
    assert_eq!(
        errors(json!({"spec": {"size": 0, "color": "ABCD"}})),
        "[spec.color: Too long: may not be more than 3 bytes, spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1]"
    );
    assert_eq!(
        errors(json!({"spec": {"size": 1, "tags": ["x", "x"]}})),
        "spec.tags[1]: Duplicate value: \"x\""
    );
    assert_eq!(
        errors(json!({"spec": {"size": 1, "mode": "c"}})),
        "[spec.mode: Unsupported value: \"c\": supported values: \"a\", \"b\", <nil>: Invalid value: \"\": \"spec.mode\" must validate all the schemas (allOf). None validated]"
    );
    assert_eq!(errors(json!({"spec": {"size": 10, "color": "abc"}})), "[]");
}

#[test]
fn integer_values_meet_bounds_cut_to_integers() {
    let s = json!({"type": "number", "maximum": 2.5});
    let e = |v: Value| render_causes(&validate(&s, &v, "n"));
    assert_eq!(
        e(json!(3)),
        "n: Invalid value: 3: n in body should be less than or equal to 2"
    );
    assert_eq!(
        e(json!(3.75)),
        "n: Invalid value: 3.75: n in body should be less than or equal to 2.5"
    );
    assert_eq!(e(json!(2)), "[]");
}
