//! The macro that declares a marker argument's closed value set, for `typed` and `shape`.

/// Declares a closed value set of a marker argument: an enum whose variants are the values
/// the marker accepts, with `NAMES` (what the grammar checks, in the order of the variants),
/// `name()` (the value as written out) and `from_name` (the variant of a name the grammar
/// checked, in any case; the first variant for a name it did not).
macro_rules! closed_set {
    (
        $(#[$doc:meta])*
        pub enum $name:ident {
            $($(#[$vdoc:meta])* $variant:ident = $text:literal,)+
        }
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)+
        }

        impl $name {
            /// The marker's values, in the order of the variants.
            pub(crate) const NAMES: &'static [&'static str] = &[$($text),+];

            /// The value as written out (import writes every set's; the emitters, those
            /// that reach the output as they are).
            #[cfg_attr(not(feature = "import"), allow(dead_code))]
            pub(crate) fn name(self) -> &'static str {
                Self::NAMES[self as usize]
            }

            /// The variant of a name the marker grammar checked against `NAMES`.
            pub(crate) fn from_name(name: &str) -> Self {
                const ALL: &[$name] = &[$($name::$variant),+];
                Self::NAMES
                    .iter()
                    .position(|n| n.eq_ignore_ascii_case(name))
                    .map_or(ALL[0], |i| ALL[i])
            }
        }
    };
}

pub(super) use closed_set;
