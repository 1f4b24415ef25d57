//! The checks' tests, in the API server's words.

use super::*;
use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;
use serde_json::json;

/// `v` as the checks see a generated schema: read as `JSONSchemaProps` (so it is one) and
/// written back as JSON.
fn props(v: Value) -> Map<String, Value> {
    let typed: JSONSchemaProps = serde_json::from_value(v).expect("valid JSONSchemaProps");
    match serde_json::to_value(typed).expect("serializes") {
        Value::Object(m) => m,
        other => panic!("a schema is an object, not {other}"),
    }
}

fn messages(v: Value) -> Vec<(String, String)> {
    structural(&props(v))
        .into_iter()
        .map(|x| (x.path.join("."), x.message))
        .collect()
}

#[test]
fn a_typed_tree_is_structural() {
    let ok = json!({"type": "object", "properties": {
        "a": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set"},
        "b": {"type": "object", "additionalProperties": {"type": "integer"}},
        "c": {"anyOf": [{"type": "integer"}, {"type": "string"}], "x-kubernetes-int-or-string": true},
        "d": {"x-kubernetes-preserve-unknown-fields": true},
        "e": {"type": "object", "properties": {"x": {"type": "string"}}, "oneOf": [{"required": ["x"]}]},
        "f": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
              "items": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}},
    }});
    assert_eq!(messages(ok), Vec::<(String, String)>::new());
}

/// The single violation of `v`, as (dotted path, message).
fn one(v: Value) -> (String, String) {
    let m = messages(v);
    assert_eq!(m.len(), 1, "{m:#?}");
    m.into_iter().next().unwrap_or_default()
}

fn obj(props: Value) -> Value {
    json!({"type": "object", "properties": props})
}

fn pair(p: &str, m: &str) -> (String, String) {
    (p.to_string(), m.to_string())
}

#[test]
fn types_are_required_with_the_level_in_the_message() {
    assert_eq!(
        one(json!({"description": "no type"})),
        pair(
            "type",
            "type: Required value: must not be empty at the root"
        )
    );
    assert_eq!(
        one(obj(json!({"a": {"description": "no type"}}))),
        pair(
            "properties.a.type",
            "type: Required value: must not be empty for specified object fields"
        )
    );
    assert_eq!(
        one(obj(
            json!({"l": {"type": "array", "items": {"minLength": 1}}})
        )),
        pair(
            "properties.l.items.type",
            "type: Required value: must not be empty for specified array items"
        )
    );
    assert_eq!(
        one(obj(
            json!({"m": {"type": "object", "additionalProperties": {}}})
        )),
        pair(
            "properties.m.additionalProperties.type",
            "type: Required value: must not be empty for specified object fields"
        )
    );
}

#[test]
fn the_root_is_an_object_without_additional_properties() {
    assert_eq!(
        one(json!({"type": "array", "items": {"type": "string"}})),
        pair(
            "type",
            "type: Invalid value: \"array\": must be object at the root"
        )
    );
    assert_eq!(
        one(json!({"type": "object", "additionalProperties": {"type": "string"}})),
        pair(
            "additionalProperties",
            "additionalProperties: Forbidden: must not be used at the root"
        )
    );
    assert!(
        messages(obj(
            json!({"m": {"type": "object", "additionalProperties": {"type": "string"}}})
        ))
        .is_empty()
    );
}

#[test]
fn keywords_only_with_their_type() {
    let m = messages(obj(json!({
        "a": {"type": "string", "items": {"type": "string"}},
        "b": {"type": "object", "properties": {"x": {"type": "string"}}, "additionalProperties": {"type": "string"}},
        "c": {"type": "array"},
        "u": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
    })));
    let paths: Vec<&str> = m.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(
        paths,
        [
            "properties.b.additionalProperties",
            "properties.c.items",
            "properties.u.uniqueItems"
        ],
        "{m:#?}"
    );
    // What kube-apiserver 1.36 accepts (each created there): `items` on an object, `required`
    // and `maxLength` on an array, `properties` and `additionalProperties` on a string, an
    // int-or-string with a type.
    assert_eq!(
        messages(obj(json!({
            "a": {"type": "object", "nullable": true, "items": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}},
            "b": {"type": "array", "required": ["x"], "maxLength": 63, "items": {"type": "string"}},
            "c": {"type": "string", "properties": {"x": {"type": "string"}}},
            "d": {"type": "string", "additionalProperties": {"type": "string"}},
            "e": {"type": "integer", "x-kubernetes-int-or-string": true},
        }))),
        Vec::<(String, String)>::new()
    );
}

#[test]
fn embedded_resources_are_objects_with_fields() {
    let ok = obj(json!({
        "raw": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true},
        "typed": {"type": "object", "x-kubernetes-embedded-resource": true, "properties": {
            "apiVersion": {"type": "string"}, "kind": {"type": "string"}, "metadata": {"type": "object"}}},
    }));
    assert_eq!(messages(ok), Vec::<(String, String)>::new());
    let m = messages(obj(json!({
        "e": {"x-kubernetes-embedded-resource": true, "additionalProperties": {"type": "string"}},
    })));
    assert_eq!(
        m,
        [
            pair(
                "properties.e.type",
                "type: Required value: must be object if x-kubernetes-embedded-resource is true"
            ),
            pair(
                "properties.e.additionalProperties",
                "additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set"
            ),
            pair(
                "properties.e.properties",
                "properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields"
            ),
        ]
    );
    assert_eq!(
        one(obj(
            json!({"e": {"type": "object", "x-kubernetes-embedded-resource": true,
            "properties": {"kind": {"type": "integer"}}}})
        )),
        pair(
            "properties.e.properties.kind.type",
            "type: Invalid value: \"integer\": must be string"
        )
    );
}

#[test]
fn root_metadata_restricts_only_name_and_generate_name() {
    let ok = obj(
        json!({"apiVersion": {"type": "string"}, "kind": {"type": "string"},
        "metadata": {"type": "object", "properties": {"name": {"type": "string", "maxLength": 63}}}}),
    );
    assert_eq!(messages(ok), Vec::<(String, String)>::new());
    let forbidden = "metadata: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified";
    assert_eq!(
        one(obj(
            json!({"metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}})
        )),
        pair("properties.metadata", forbidden)
    );
    assert_eq!(
        one(obj(
            json!({"metadata": {"type": "object", "description": "meta"}})
        )),
        pair("properties.metadata", forbidden)
    );
    assert_eq!(
        one(obj(json!({"metadata": {"type": "string"}}))),
        pair(
            "properties.metadata.type",
            "type: Invalid value: \"string\": must be object"
        )
    );
    // Below the root, `metadata` is an ordinary field.
    let nested = obj(json!({"spec": {"type": "object", "properties": {
        "metadata": {"type": "object", "properties": {"labels": {"type": "object"}}}}}}));
    assert_eq!(messages(nested), Vec::<(String, String)>::new());
}

#[test]
fn junctors_hold_value_validations_only() {
    let m = messages(json!({"type": "object",
    "properties": {"x": {"type": "string"}, "l": {"type": "array", "items": {"type": "string"}}},
    "anyOf": [
        {"type": "object", "description": "d", "title": "t", "default": {}, "nullable": true},
        {"properties": {"y": {"minLength": 1}, "metadata": {}}},
        {"properties": {"l": {"items": {"minLength": 1, "x-kubernetes-validations": [{"rule": "true"}]}}}},
        {"nullable": false, "x-kubernetes-preserve-unknown-fields": true, "allOf": [{"x-kubernetes-list-type": "atomic"}]},
    ]}));
    assert_eq!(
        m,
        [
            pair(
                "anyOf.0.type",
                "type: Forbidden: must be empty to be structural"
            ),
            pair(
                "anyOf.0.default",
                "default: Forbidden: must be undefined to be structural"
            ),
            pair(
                "anyOf.0.title",
                "title: Forbidden: must be empty to be structural"
            ),
            pair(
                "anyOf.0.description",
                "description: Forbidden: must be empty to be structural"
            ),
            pair(
                "anyOf.0.nullable",
                "nullable: Forbidden: must be false to be structural"
            ),
            pair(
                "anyOf.1.properties.metadata",
                "metadata: Forbidden: must not be specified in a nested context"
            ),
            pair(
                "anyOf.1.properties.metadata",
                "properties[metadata]: Forbidden: must have a corresponding property in the structural part"
            ),
            pair(
                "anyOf.1.properties.y",
                "properties[y]: Forbidden: must have a corresponding property in the structural part"
            ),
            pair(
                "anyOf.2.properties.l.items.x-kubernetes-validations",
                "x-kubernetes-validations: Forbidden: must be empty to be structural"
            ),
            pair(
                "anyOf.3.x-kubernetes-preserve-unknown-fields",
                "x-kubernetes-preserve-unknown-fields: Forbidden: must be false to be structural"
            ),
            pair(
                "anyOf.3.allOf.0.x-kubernetes-list-type",
                "x-kubernetes-list-type: Forbidden: must be undefined to be structural"
            ),
        ]
    );
    assert_eq!(
        one(obj(
            json!({"l": {"type": "string", "not": {"items": {"maxLength": 1}}}})
        )),
        pair(
            "properties.l.not.items",
            "items: Forbidden: must have a corresponding items in the structural part"
        )
    );
}

#[test]
fn int_or_string_keeps_its_typed_any_of() {
    let pattern = json!([{"type": "integer"}, {"type": "string"}]);
    let ok = obj(json!({
        "a": {"x-kubernetes-int-or-string": true, "anyOf": pattern},
        "b": {"x-kubernetes-int-or-string": true, "allOf": [{"anyOf": pattern}, {"pattern": "^x"}]},
        "c": {"x-kubernetes-int-or-string": true},
    }));
    assert_eq!(messages(ok), Vec::<(String, String)>::new());
    assert_eq!(
        one(obj(
            json!({"v": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "string"}]}})
        )),
        pair(
            "properties.v.anyOf.0.type",
            "type: Forbidden: must be empty to be structural"
        )
    );
    // Only the first allOf may carry the pattern.
    let m = messages(obj(json!({"v": {"x-kubernetes-int-or-string": true,
        "allOf": [{"pattern": "^x"}, {"anyOf": pattern}]}})));
    assert_eq!(
        m,
        [
            pair(
                "properties.v.allOf.1.anyOf.0.type",
                "type: Forbidden: must be empty to be structural"
            ),
            pair(
                "properties.v.allOf.1.anyOf.1.type",
                "type: Forbidden: must be empty to be structural"
            ),
        ]
    );
    let m = messages(obj(json!({"v": {"x-kubernetes-int-or-string": true,
        "x-kubernetes-preserve-unknown-fields": true, "x-kubernetes-embedded-resource": true,
        "properties": {"a": {"type": "string"}}}})));
    assert!(m.contains(&pair(
        "properties.v.x-kubernetes-preserve-unknown-fields",
        "x-kubernetes-preserve-unknown-fields: Invalid value: true: must be false if x-kubernetes-int-or-string is true"
    )), "{m:#?}");
    assert!(m.contains(&pair(
        "properties.v.x-kubernetes-embedded-resource",
        "x-kubernetes-embedded-resource: Invalid value: true: must be false if x-kubernetes-int-or-string is true"
    )), "{m:#?}");
}

#[test]
fn preserve_unknown_fields_is_true_or_absent() {
    assert_eq!(
        one(obj(
            json!({"p": {"type": "object", "x-kubernetes-preserve-unknown-fields": false}})
        )),
        pair(
            "properties.p.x-kubernetes-preserve-unknown-fields",
            "x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined"
        )
    );
}

#[test]
fn map_lists_need_required_scalar_keys() {
    let item = |props: Value, required: Value| json!({"type": "object", "properties": props, "required": required});
    let list = |keys: Value, items: Value| {
        obj(
            json!({"l": {"type": "array", "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": keys, "items": items}}),
        )
    };
    let name = json!({"name": {"type": "string"}, "port": {"type": "integer", "default": 80}});
    assert!(
        messages(list(
            json!(["name", "port"]),
            item(name.clone(), json!(["name"]))
        ))
        .is_empty()
    );
    assert_eq!(
        one(list(json!([]), item(name.clone(), json!(["name"])))),
        pair(
            "properties.l.x-kubernetes-list-map-keys",
            "x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map"
        )
    );
    assert_eq!(
        one(list(json!(["name"]), json!({"type": "string"}))),
        pair(
            "properties.l.items.type",
            "type: Invalid value: \"string\": must be object if parent array's x-kubernetes-list-type is map"
        )
    );
    assert_eq!(
        one(list(json!(["name"]), item(name.clone(), json!([])))),
        pair(
            "properties.l.items.properties.name.default",
            "default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property"
        )
    );
    let m = messages(list(
        json!(["o", "z", "o"]),
        item(
            json!({"o": {"type": "object", "nullable": true}}),
            json!(["o"]),
        ),
    ));
    assert_eq!(
        m,
        [
            pair(
                "properties.l.items.properties.o.type",
                "type: Invalid value: \"object\": must be a scalar type if parent array's x-kubernetes-list-type is map"
            ),
            pair(
                "properties.l.items.properties.o.nullable",
                "nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable"
            ),
            pair(
                "properties.l.x-kubernetes-list-map-keys",
                "x-kubernetes-list-map-keys: Invalid value: \"z\": entries must all be names of item properties"
            ),
            pair(
                "properties.l.x-kubernetes-list-map-keys",
                "x-kubernetes-list-map-keys: Invalid value: \"o\": must not contain duplicate entries"
            ),
            pair(
                "properties.l.items.properties.o.type",
                "type: Invalid value: \"object\": must be a scalar type if parent array's x-kubernetes-list-type is map"
            ),
            pair(
                "properties.l.items.properties.o.nullable",
                "nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable"
            ),
        ]
    );
    assert_eq!(
        one(obj(
            json!({"l": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-map-keys": ["a"]}})
        )),
        pair(
            "properties.l.x-kubernetes-list-type",
            "x-kubernetes-list-type: Required value: must be map if x-kubernetes-list-map-keys is non-empty"
        )
    );
    assert_eq!(
        one(obj(
            json!({"l": {"type": "array", "items": {"type": "string"},
            "x-kubernetes-list-type": "set", "x-kubernetes-list-map-keys": ["a"]}})
        )),
        pair(
            "properties.l.x-kubernetes-list-type",
            "x-kubernetes-list-type: Invalid value: \"set\": must be map if x-kubernetes-list-map-keys is non-empty"
        )
    );
}

#[test]
fn set_lists_need_atomic_items() {
    let set = |items: Value| {
        obj(json!({"s": {"type": "array", "x-kubernetes-list-type": "set", "items": items}}))
    };
    for ok in [
        json!({"type": "string"}),
        json!({"type": "object", "x-kubernetes-map-type": "atomic"}),
        json!({"type": "array", "items": {"type": "string"}}),
        json!({"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "atomic"}),
    ] {
        assert_eq!(
            messages(set(ok.clone())),
            Vec::<(String, String)>::new(),
            "{ok}"
        );
    }
    assert_eq!(
        one(set(json!({"type": "object"}))),
        pair(
            "properties.s.items.x-kubernetes-map-type",
            "x-kubernetes-map-type: Invalid value: must be atomic as item of a list with x-kubernetes-list-type=set"
        )
    );
    assert_eq!(
        one(set(
            json!({"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set"})
        )),
        pair(
            "properties.s.items.x-kubernetes-list-type",
            "x-kubernetes-list-type: Invalid value: \"set\": must be atomic as item of a list with x-kubernetes-list-type=set"
        )
    );
    assert_eq!(
        one(set(json!({"type": "string", "nullable": true}))),
        pair(
            "properties.s.items.nullable",
            "nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is set"
        )
    );
}

#[test]
fn list_and_map_types_fit_their_node() {
    assert_eq!(
        one(obj(
            json!({"d": {"type": "string", "x-kubernetes-map-type": "atomic"}})
        )),
        pair(
            "properties.d.type",
            "type: Invalid value: \"string\": must be object if x-kubernetes-map-type is specified"
        )
    );
    assert_eq!(
        one(obj(
            json!({"d": {"type": "object", "x-kubernetes-map-type": "whole"}})
        )),
        pair(
            "properties.d.x-kubernetes-map-type",
            "x-kubernetes-map-type: Unsupported value: \"whole\": supported values: \"atomic\", \"granular\""
        )
    );
    assert_eq!(
        one(obj(
            json!({"d": {"type": "string", "x-kubernetes-list-type": "atomic"}})
        )),
        pair(
            "properties.d.type",
            "type: Invalid value: \"string\": must be array if x-kubernetes-list-type is specified"
        )
    );
    assert_eq!(
        one(obj(
            json!({"d": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "bag"}})
        )),
        pair(
            "properties.d.x-kubernetes-list-type",
            "x-kubernetes-list-type: Unsupported value: \"bag\": supported values: \"atomic\", \"map\", \"set\""
        )
    );
}

#[test]
fn defaults_must_fit_their_schema() {
    let m = messages(json!({"type": "object", "properties": {
        "ok": {"type": "integer", "minimum": 0, "default": 3},
        "wrong_type": {"type": "integer", "default": "three"},
        "not_in_enum": {"type": "string", "enum": ["a", "b"], "default": "c"},
        "too_small": {"type": "integer", "minimum": 1, "default": 0},
        "too_long": {"type": "string", "maxLength": 2, "default": "abc"},
        "nested": {"type": "object", "properties": {"n": {"type": "boolean"}}, "default": {"n": 1, "x": true}},
        "items": {"type": "array", "items": {"type": "string"}, "default": ["a", 2]},
        "ios": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}], "default": "50%"},
        // The API server does not follow `additionalProperties` when it validates defaults.
        "map": {"type": "object", "additionalProperties": {"type": "object", "properties": {
            "n": {"type": "integer", "minimum": 1, "default": 0},
            "l": {"type": "array", "items": {"type": "integer", "maximum": 1, "default": 2}},
        }}},
    }}));
    let paths: Vec<&str> = m.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(
        paths,
        [
            "properties.items.default.1",
            "properties.nested.default.n",
            "properties.nested.default.x",
            "properties.not_in_enum.default",
            "properties.too_long.default",
            "properties.too_small.default",
            "properties.wrong_type.default",
        ],
        "{m:?}"
    );
}

/// The CEL check's cases (feature `cel`).
#[cfg(feature = "cel")]
mod cel {
    use super::*;

    fn props_of(v: Value) -> Map<String, Value> {
        props(v)
    }

    /// The CEL violations of a root schema with `rules` on it and `props` under it.
    fn cel(props: Value, rules: Value) -> Vec<(String, String)> {
        let mut root = obj(props);
        root["x-kubernetes-validations"] = rules;
        cel_rules(&props_of(root))
            .into_iter()
            .map(|x| (x.path.join("."), x.message))
            .collect()
    }

    #[test]
    fn cel_rule_shapes() {
        let m = cel(
            json!({}),
            json!([
                {"rule": "  "},
                {"rule": "true", "message": " "},
                {"rule": "true", "message": "two\nlines"},
                {"rule": "true &&\ntrue"},
                {"rule": "true &&\ntrue", "message": "ok"},
                {"rule": "true", "messageExpression": " ", "fieldPath": " "},
                {"rule": "true", "reason": "FieldValueWrong"},
                {"rule": "true", "reason": "FieldValueForbidden", "fieldPath": ".spec"},
            ]),
        );
        assert_eq!(
            m,
            [
                pair(
                    "x-kubernetes-validations.0.rule",
                    "rule: Required value: rule is not specified"
                ),
                pair(
                    "x-kubernetes-validations.1.message",
                    "message: Invalid value: message must be non-empty if specified"
                ),
                pair(
                    "x-kubernetes-validations.2.message",
                    "message: Invalid value: message must not contain line breaks"
                ),
                pair(
                    "x-kubernetes-validations.3.message",
                    "message: Required value: message must be specified if rule contains line breaks"
                ),
                pair(
                    "x-kubernetes-validations.5.messageExpression",
                    "messageExpression: Invalid value: messageExpression must be non-empty if specified"
                ),
                pair(
                    "x-kubernetes-validations.5.fieldPath",
                    "fieldPath: Invalid value: fieldPath must be non-empty if specified"
                ),
                pair(
                    "x-kubernetes-validations.6.reason",
                    "reason: Unsupported value: \"FieldValueWrong\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""
                ),
            ]
        );
    }

    #[test]
    fn cel_parse_errors_carry_their_position() {
        let m = cel(
            json!({}),
            json!([{"rule": "true &&\n  (1 +", "message": "m"}]),
        );
        assert_eq!(m.len(), 1, "{m:#?}");
        assert_eq!(m[0].0, "x-kubernetes-validations.0.rule");
        assert!(
            m[0].1.starts_with("invalid CEL rule `true &&\n  (1 +`: ")
                && m[0].1.ends_with("(at line 2, column 7)"),
            "{}",
            m[0].1
        );
    }

    #[test]
    fn cel_identifiers_must_be_declared() {
        let props = json!({"replicas": {"type": "integer"}, "items": {"type": "array", "items": {"type": "string"}},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}}});
        let ok = cel(
            props.clone(),
            json!([
                {"rule": "self.replicas >= 0 && oldSelf.replicas <= self.replicas"},
                {"rule": "self.items.all(i, i != '') && self.items.exists_one(j, j == 'x')"},
                {"rule": "self.labels.all(k, self.labels[k].size() < 64)"},
                {"rule": "cel.bind(n, self.replicas, n < 10)"},
                {"rule": "type(self.replicas) == int && math.greatest(self.replicas, 1) > 0"},
                {"rule": "self.items.map(x, x + '!').filter(y, y.size() > 1).size() >= 0"},
                // CEL's optional selection and indexing, as Kubernetes enables them; a `.?`
                // inside a string literal stays as it is.
                {"rule": "self.?replicas.orValue(0) >= 0 && self.labels[?'a'].hasValue() != (self.items[0] == '.?')"},
            ]),
        );
        assert_eq!(ok, Vec::<(String, String)>::new());
        let m = cel(
            props,
            json!([
                {"rule": "replicas > 0"},
                {"rule": "self.items.all(i, j != '')", "messageExpression": "'bad: ' + slef.replicas"},
            ]),
        );
        assert_eq!(
            m,
            [
                pair(
                    "x-kubernetes-validations.0.rule",
                    "invalid CEL rule `replicas > 0`: undeclared reference to 'replicas'"
                ),
                pair(
                    "x-kubernetes-validations.1.rule",
                    "invalid CEL rule `self.items.all(i, j != '')`: undeclared reference to 'j'"
                ),
                pair(
                    "x-kubernetes-validations.1.messageExpression",
                    "invalid CEL messageExpression `'bad: ' + slef.replicas`: undeclared reference to 'slef'"
                ),
            ]
        );
    }

    #[test]
    fn cel_self_fields_must_exist() {
        let props = json!({
            "spec": {"type": "object", "properties": {
                "min-replicas": {"type": "integer"},
                "in": {"type": "string"},
                "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
                "tags": {"type": "object", "additionalProperties": {"type": "string"}},
            }},
        });
        let ok = cel(
            props.clone(),
            json!([
                {"rule": "self.spec.min__dash__replicas >= 0 && self.spec.__in__ != ''"},
                {"rule": "self.spec.free.anything == 1 && self.spec.tags.anyKey == 'x'"},
                {"rule": "has(self.spec.unknown) || self.metadata.name != '' || self.kind == 'K'"},
                {"rule": "self.metadata.labels.size() >= 0 && self.apiVersion != ''"},
            ]),
        );
        assert_eq!(ok, Vec::<(String, String)>::new());
        let m = cel(
            props,
            json!([
                {"rule": "self.spec.minReplicas >= 0"},
                {"rule": "self.spec.min-replicas >= 0"},
                {"rule": "self.sepc.x == ''"},
            ]),
        );
        assert_eq!(
            m,
            [
                pair(
                    "x-kubernetes-validations.0.rule",
                    "invalid CEL rule `self.spec.minReplicas >= 0`: undefined field 'minReplicas'"
                ),
                pair(
                    "x-kubernetes-validations.1.rule",
                    "invalid CEL rule `self.spec.min-replicas >= 0`: undefined field 'min'"
                ),
                pair(
                    "x-kubernetes-validations.1.rule",
                    "invalid CEL rule `self.spec.min-replicas >= 0`: undeclared reference to 'replicas'"
                ),
                pair(
                    "x-kubernetes-validations.2.rule",
                    "invalid CEL rule `self.sepc.x == ''`: undefined field 'sepc'"
                ),
            ]
        );
        // Rules on a nested node see that node as `self`.
        let nested = json!({"type": "object", "properties": {"spec": {"type": "object",
            "x-kubernetes-validations": [{"rule": "self.size > 0"}, {"rule": "self.spec.size > 0"}],
            "properties": {"size": {"type": "integer"}}}}});
        let v: Vec<(String, String)> = cel_rules(&props_of(nested))
            .into_iter()
            .map(|x| (x.path.join("."), x.message))
            .collect();
        assert_eq!(
            v,
            [pair(
                "properties.spec.x-kubernetes-validations.1.rule",
                "invalid CEL rule `self.spec.size > 0`: undefined field 'spec'"
            )]
        );
    }

    #[test]
    fn cel_rules_must_parse() {
        let s = props(json!({"type": "object", "x-kubernetes-validations": [
            {"rule": "self.a >= 1", "message": "ok"},
            {"rule": "self.a >= ", "message": "broken"},
            {"rule": "true", "messageExpression": "'x' + "},
        ], "properties": {"a": {"type": "integer", "x-kubernetes-validations": [{"rule": "self ==== 1"}]}}}));
        let v = cel_rules(&s);
        let paths: Vec<String> = v.iter().map(|x| x.path.join(".")).collect();
        assert_eq!(
            paths,
            [
                "x-kubernetes-validations.1.rule",
                "x-kubernetes-validations.2.messageExpression",
                "properties.a.x-kubernetes-validations.0.rule"
            ]
        );
        assert!(
            v[0].message.starts_with("invalid CEL rule `self.a >= `"),
            "{}",
            v[0].message
        );
    }
}
