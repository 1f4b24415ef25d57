//! The `+kube-codegen:conversion:` markers: what the generated conversions between a Kind's
//! versions leave to the user, keep, or pass on (a part of the registry's table).

use super::super::typed::MarkerKind;
use super::{Definition, FIELD_TYPE, NONE, PACKAGE, TYPE, marker};

/// The conversion markers.
pub(super) const CONVERSION: &[Definition] = &[
    marker(
        "kube-codegen:conversion:preserve",
        FIELD_TYPE,
        NONE,
        "on a field of the storage version (the hub) that an older version has no field for: the generated conversions keep it in the annotation `conversion.kube-codegen.dev/preserved` of that version's objects, so a read-modify-write there does not drop it; on the hub's Kind: they keep every value a round trip through an older version loses (`conversion.kube-codegen.dev/round-trip`, by JSON Pointer)",
        |_| MarkerKind::ConversionPreserve,
    ),
    marker(
        "kube-codegen:conversion:manual",
        FIELD_TYPE,
        NONE,
        "the generated conversions leave this field (or type) to a method of `ManualConversions`, in both directions, even where its two versions have the same JSON name and type: for a field whose meaning changed (a counter that now counts something else)",
        |_| MarkerKind::ConversionManual,
    ),
    marker(
        "kube-codegen:conversion:override",
        TYPE,
        NONE,
        "the generated conversions of this type (in either version) call a method of `ManualConversions`, in both directions, wherever the type appears; the method may call the generated `auto_<type>_to_hub`/`auto_<type>_from_hub` and correct its result, as a Go `Convert_*` calls its `autoConvert_*`",
        |_| MarkerKind::ConversionOverride,
    ),
    marker(
        "kube-codegen:conversion:context",
        PACKAGE,
        NONE,
        "on a version's package (not the hub's): its `ManualConversions` methods and overrides also get a `&kube_codegen_runtime::conversion::Context` of the value they convert: the object's metadata, the object, and the values above (`ancestor::<T>()`), as Go's `Convert_*` functions get their parent structs and a `conversion.Scope`",
        |_| MarkerKind::ConversionContext,
    ),
];
