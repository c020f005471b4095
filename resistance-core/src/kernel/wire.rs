//! The wire format's shape for the sum types both games send and read, written once.
//!
//! A command, an event, a phase of a view, a script step: each is an enum whose JSON
//! form is an object with a tag field naming the variant (`"type"`, or `"card"` for a
//! plot card's action), the variants and their fields in camelCase, and a TypeScript
//! declaration (ts-rs) read from the same serde attributes. What the engine reads from
//! outside (commands, records) also refuses unknown fields, so a misspelt field is an
//! error rather than a silently missing one. docs/wire-format.md shows the result.

/// Puts the wire format's attributes on an enum: `tagged_union!(tag = "type", item)`
/// for what the engine sends, `tagged_union!(tag = "type", deny_unknown_fields, item)`
/// for what it reads. The item keeps its own docs, derives and attributes.
macro_rules! tagged_union {
    (tag = $tag:tt, deny_unknown_fields, $item:item) => {
        $crate::kernel::tagged_union!(@ $tag, [deny_unknown_fields] $item);
    };
    (tag = $tag:tt, $item:item) => {
        $crate::kernel::tagged_union!(@ $tag, [] $item);
    };
    (@ $tag:tt, [$($strict:ident)?] $item:item) => {
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(
            feature = "serde",
            serde(
                tag = $tag,
                rename_all = "camelCase",
                rename_all_fields = "camelCase"
                $(, $strict)?
            )
        )]
        #[cfg_attr(feature = "ts", derive(ts_rs::TS))]
        $item
    };
}
pub(crate) use tagged_union;

/// A set that travels as a JSON array (seats, sightings): `insert` adds each element
/// in turn to `empty`, and the first element it refuses (out of range, or there
/// already) fails the whole set with its reason. `expecting` says what the array
/// should hold, for the error of a value that is not an array at all.
#[cfg(feature = "serde")]
pub(crate) fn set_from_array<'de, D, Set, Item, Refusal>(
    deserializer: D,
    expecting: &'static str,
    empty: Set,
    insert: fn(&mut Set, Item) -> Result<(), Refusal>,
) -> Result<Set, D::Error>
where
    D: serde::Deserializer<'de>,
    Item: serde::Deserialize<'de>,
    Refusal: core::fmt::Display,
{
    use serde::de::{Error, SeqAccess, Visitor};

    struct ArrayOf<Set, Item, Refusal> {
        expecting: &'static str,
        empty: Set,
        insert: fn(&mut Set, Item) -> Result<(), Refusal>,
    }

    impl<'de, Set, Item, Refusal> Visitor<'de> for ArrayOf<Set, Item, Refusal>
    where
        Item: serde::Deserialize<'de>,
        Refusal: core::fmt::Display,
    {
        type Value = Set;

        fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.write_str(self.expecting)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Set, A::Error> {
            let mut set = self.empty;
            while let Some(item) = seq.next_element::<Item>()? {
                (self.insert)(&mut set, item).map_err(A::Error::custom)?;
            }
            Ok(set)
        }
    }

    deserializer.deserialize_seq(ArrayOf {
        expecting,
        empty,
        insert,
    })
}

/// The conversions between an enum and its wire form (`resistance/wire.rs`, generated
/// by `tests/wire_forms.rs`), one arm per variant, both ways: each wire variant with
/// its fields, and the enum's variant it stands for, which may embed a module's
/// type (`Command::Trapper(TrapperCommand::SetAside { member })`).
#[cfg(feature = "serde")]
macro_rules! wire_forms {
    ($outer:path => $wire:ident {
        $($variant:ident { $($field:ident),* } <=> ($($rust:tt)+);)+
    }) => {
        impl From<$outer> for $wire {
            fn from(value: $outer) -> $wire {
                match value {
                    $($($rust)+ => $wire::$variant { $($field),* },)+
                }
            }
        }

        impl From<$wire> for $outer {
            fn from(form: $wire) -> $outer {
                match form {
                    $($wire::$variant { $($field),* } => $($rust)+,)+
                }
            }
        }
    };
}
#[cfg(feature = "serde")]
pub(crate) use wire_forms;

/// `From` each module's type for the enum that embeds it:
/// `embeds!(Command { Trapper(TrapperCommand), ... })` turns a `TrapperCommand`
/// into `Command::Trapper(..)`.
macro_rules! embeds {
    ($outer:ident { $($variant:ident($inner:ty)),+ $(,)? }) => {
        $(
            impl From<$inner> for $outer {
                fn from(inner: $inner) -> $outer {
                    $outer::$variant(inner)
                }
            }
        )+
    };
}
pub(crate) use embeds;
