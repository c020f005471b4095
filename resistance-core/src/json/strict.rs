//! The strict decoder behind every JSON input of [`super`]: a JSON object wherever
//! the Rust type is a struct or a struct variant (an array in its place is refused),
//! and no field the type does not have, at any depth.
//!
//! serde's derive accepts a JSON array for any struct (its fields in order), and a
//! struct without `deny_unknown_fields` ignores the fields it does not know. Neither
//! is up to the types: [`Strict`] wraps serde_json's deserializer and every
//! deserializer, map, sequence and enum it hands out, so that wherever a type asks
//! for a struct it is given a map, and a key that is not one of the struct's fields
//! is refused before the type sees it. Those errors come from inside serde_json's
//! own calls, so they name the line and column.
//!
//! One part of the input escapes any wrapper: serde reads an internally tagged enum
//! (`#[serde(tag = "type")]`) by first buffering the whole object into a private
//! `Content` tree and then decoding the variant from that buffer, with serde's
//! deserializer instead of this one. A struct inside such a variant would take an
//! array again, and a unit variant ignores every field but the tag. So the wrapper
//! notes when anything was buffered (every buffer is filled through
//! `deserialize_any`), and then [`from_str`] checks the decoded value against the
//! text: serialized again, every struct (with the fields it wrote or skipped) must
//! stand where the text has an object holding no other keys, and no struct where the
//! text has an array. Serializing is the one description of a type's fields that
//! reaches inside the buffered parts; the errors of that check name the path of the
//! object in the text (`game.phase.result`) instead of a line and column.
//!
//! What a type accepts is otherwise unchanged: valid JSON decodes exactly as it did
//! with `serde_json::from_str`.
//!
//! Size matters here: the wrappers are compiled for every visitor and seed of every
//! input type, and the check for every input type's `Serialize`, so what does not
//! depend on the type is kept out of line (`#[inline(never)]`) and scalars are not
//! wrapped at all. In the npm package's main WebAssembly module (its gzipped budget
//! is `MAIN_BUDGET` in `resistance-wasm/figures.mjs`, checked by
//! `npm-tests/package.test.mjs`) each copy inlined there is paid once per field.

use alloc::{
    borrow::Cow,
    format,
    string::{String, ToString},
    vec::Vec,
};
use core::{
    cell::{Cell, OnceCell},
    fmt,
};
use serde::{
    Serialize, Serializer,
    de::{
        self, DeserializeOwned, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer,
        MapAccess, SeqAccess, Unexpected, VariantAccess, Visitor, value::BorrowedStrDeserializer,
    },
    ser::{self, Error as _},
};
use serde_json::Value;

/// A `T` from `json`, strictly (see the module's documentation). Errors are
/// serde_json's, as `serde_json::from_str` would give them, plus the refusals of
/// arrays in a struct's place and of unknown fields.
pub(crate) fn from_str<T: DeserializeOwned + Serialize>(json: &str) -> serde_json::Result<T> {
    read(json, None)
}

/// [`from_str`], with the tree of `json` already built by [`parse`] (the check uses
/// it instead of building it again).
pub(crate) fn from_parsed<T: DeserializeOwned + Serialize>(
    json: &str,
    parsed: &Parsed<'_>,
) -> serde_json::Result<T> {
    read(json, Some(parsed))
}

/// The tree of `json`, for [`from_parsed`] and [`Parsed::field`]: serde_json's
/// error when `json` is not JSON.
pub(crate) fn parse(json: &str) -> serde_json::Result<Parsed<'_>> {
    serde_json::from_str(json).map(Parsed)
}

/// A JSON text's tree ([`parse`]).
pub(crate) struct Parsed<'t>(Text<'t>);

fn read<T: DeserializeOwned + Serialize>(
    json: &str,
    parsed: Option<&Parsed<'_>>,
) -> serde_json::Result<T> {
    let buffered = Cell::new(false);
    let mut inner = serde_json::Deserializer::from_str(json);
    let value = T::deserialize(Buffered(&buffered).strict(&mut inner))?;
    inner.end()?;
    if buffered.get() {
        // The text is JSON (it just decoded), so this only builds its tree.
        let built;
        let text = match parsed {
            Some(parsed) => &parsed.0,
            None => {
                built = parse(json)?;
                &built.0
            }
        };
        value.serialize(Check {
            text: Some(text),
            path: &Path::Root,
        })?;
    }
    Ok(value)
}

/// The start of serde_derive's description of an internally tagged enum (what its
/// visitor's `expecting` writes, followed by the enum's name). The version of serde
/// is pinned; were this to change, arrays in a tagged enum's place would still be
/// refused by the check after decoding, only with a path instead of a line.
pub(super) const TAGGED_ENUM: &str = "internally tagged enum ";

/// serde_json's deserializer `inner`, or what it handed out to read from (a
/// sequence, an enum, one of its variants) or what reads from it (a seed), made
/// strict: each piece hands out only strict pieces.
struct Strict<'b, D> {
    inner: D,
    buffered: Buffered<'b>,
}

/// Set when part of the input was read through `deserialize_any`: buffered for an
/// internally tagged enum, out of the strict pieces' reach. Every piece of one
/// reading shares it, and makes the pieces it hands out.
#[derive(Clone, Copy)]
struct Buffered<'b>(&'b Cell<bool>);

impl<'b> Buffered<'b> {
    /// `inner` made strict.
    fn strict<T>(self, inner: T) -> Strict<'b, T> {
        Strict {
            inner,
            buffered: self,
        }
    }

    /// `visitor` made strict, for a value of `shape`.
    fn wrap<V>(self, visitor: V, shape: Shape) -> Wrap<'b, V> {
        Wrap {
            visitor,
            shape,
            buffered: self,
        }
    }
}

/// What a wrapped visitor stands for.
#[derive(Clone, Copy)]
enum Shape {
    /// Anything the visitor takes.
    Any,
    /// A struct (or struct variant) with these fields: an object of these keys.
    Struct(&'static [&'static str]),
    /// An internally tagged enum: an object, its keys read by serde.
    Tagged,
}

/// Methods handed on to serde_json's, each with the arguments it takes before the
/// visitor: `wrapped`, those whose visitor may be given a map, a sequence, an enum
/// or a deserializer of its own to read from; `scalar`, those for which serde_json
/// gives the visitor a scalar and nothing to read from (nothing to wrap).
macro_rules! forward {
    ($how:ident: $($method:ident($($arg:ident: $type:ty),*)),* $(,)?) => {$(
        fn $method<V: Visitor<'de>>(
            self,
            $($arg: $type,)*
            visitor: V,
        ) -> Result<V::Value, D::Error> {
            let visitor = forward!(@$how visitor, self.buffered);
            self.inner.$method($($arg,)* visitor)
        }
    )*};
    (@wrapped $visitor:ident, $buffered:expr) => {
        $buffered.wrap($visitor, Shape::Any)
    };
    (@scalar $visitor:ident, $buffered:expr) => {
        $visitor
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Strict<'_, D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.buffered.0.set(true);
        if describes_tagged_enum(&visitor) {
            // serde's own visitor would take an array too (its first item as the tag).
            let visitor = self.buffered.wrap(visitor, Shape::Tagged);
            self.inner.deserialize_map(visitor)
        } else {
            let visitor = self.buffered.wrap(visitor, Shape::Any);
            self.inner.deserialize_any(visitor)
        }
    }

    forward!(
        scalar:
        deserialize_bool(),
        deserialize_i8(),
        deserialize_i16(),
        deserialize_i32(),
        deserialize_i64(),
        deserialize_i128(),
        deserialize_u8(),
        deserialize_u16(),
        deserialize_u32(),
        deserialize_u64(),
        deserialize_u128(),
        deserialize_f32(),
        deserialize_f64(),
        deserialize_char(),
        deserialize_str(),
        deserialize_string(),
        deserialize_unit(),
        deserialize_identifier(),
        deserialize_unit_struct(name: &'static str),
    );

    forward!(
        wrapped:
        deserialize_bytes(),
        deserialize_byte_buf(),
        deserialize_option(),
        deserialize_seq(),
        deserialize_map(),
        deserialize_ignored_any(),
        deserialize_newtype_struct(name: &'static str),
        deserialize_tuple(len: usize),
        deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
    );

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, D::Error> {
        // A map, never a sequence: the struct's own visitor would take either.
        let visitor = self.buffered.wrap(visitor, Shape::Struct(fields));
        self.inner.deserialize_map(visitor)
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// Whether `visitor` is serde_derive's visitor of an internally tagged enum, told
/// by its description (without allocating: most calls are for buffered values,
/// whose visitor says "any value").
fn describes_tagged_enum<'de, V: Visitor<'de>>(visitor: &V) -> bool {
    struct Expecting<'v, V>(&'v V);
    impl<'de, V: Visitor<'de>> fmt::Display for Expecting<'_, V> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.0.expecting(f)
        }
    }
    /// Compares what is written with the start of [`TAGGED_ENUM`]; stops the
    /// writing at the first difference.
    struct Prefix {
        matched: usize,
    }
    impl fmt::Write for Prefix {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            let rest = &TAGGED_ENUM.as_bytes()[self.matched..];
            let common = rest.len().min(s.len());
            if rest[..common] != s.as_bytes()[..common] {
                return Err(fmt::Error);
            }
            self.matched += common;
            if self.matched == TAGGED_ENUM.len() {
                // The rest is the enum's name.
                return Err(fmt::Error);
            }
            Ok(())
        }
    }
    let mut prefix = Prefix { matched: 0 };
    let _ = fmt::write(&mut prefix, format_args!("{}", Expecting(visitor)));
    prefix.matched == TAGGED_ENUM.len()
}

/// A visitor whose map, sequence, enum and nested deserializers are made strict.
struct Wrap<'b, V> {
    visitor: V,
    shape: Shape,
    buffered: Buffered<'b>,
}

macro_rules! pass {
    ($($method:ident($type:ty)),* $(,)?) => {$(
        fn $method<E: de::Error>(self, v: $type) -> Result<Self::Value, E> {
            self.visitor.$method(v)
        }
    )*};
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Wrap<'_, V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.visitor.expecting(f)
    }

    pass!(
        visit_bool(bool),
        visit_i8(i8),
        visit_i16(i16),
        visit_i32(i32),
        visit_i64(i64),
        visit_i128(i128),
        visit_u8(u8),
        visit_u16(u16),
        visit_u32(u32),
        visit_u64(u64),
        visit_u128(u128),
        visit_f32(f32),
        visit_f64(f64),
        visit_char(char),
        visit_str(&str),
        visit_borrowed_str(&'de str),
        visit_string(String),
        visit_bytes(&[u8]),
        visit_borrowed_bytes(&'de [u8]),
        visit_byte_buf(Vec<u8>),
    );

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.visitor.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.visitor.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        let deserializer = self.buffered.strict(deserializer);
        self.visitor.visit_some(deserializer)
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Self::Value, D::Error> {
        let deserializer = self.buffered.strict(deserializer);
        self.visitor.visit_newtype_struct(deserializer)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        match self.shape {
            Shape::Any => {
                let seq = self.buffered.strict(seq);
                self.visitor.visit_seq(seq)
            }
            Shape::Struct(_) | Shape::Tagged => {
                Err(de::Error::invalid_type(Unexpected::Seq, &self))
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        let fields = match self.shape {
            Shape::Struct(fields) => Some(fields),
            Shape::Any | Shape::Tagged => None,
        };
        self.visitor.visit_map(StrictMap {
            inner: map,
            fields,
            buffered: self.buffered,
        })
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        let data = self.buffered.strict(data);
        self.visitor.visit_enum(data)
    }
}

/// A seed whose deserializer is made strict.
impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Strict<'_, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<S::Value, D::Error> {
        let deserializer = self.buffered.strict(deserializer);
        self.inner.deserialize(deserializer)
    }
}

impl<'de, A: SeqAccess<'de>> SeqAccess<'de> for Strict<'_, A> {
    type Error = A::Error;

    fn next_element_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, A::Error> {
        let seed = self.buffered.strict(seed);
        self.inner.next_element_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// A map; a struct's when `fields` are given, whose keys must be among them.
struct StrictMap<'b, A> {
    inner: A,
    fields: Option<&'static [&'static str]>,
    buffered: Buffered<'b>,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for StrictMap<'_, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.fields {
            Some(fields) => self.inner.next_key_seed(FieldName { seed, fields }),
            None => self.inner.next_key_seed(seed),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, A::Error> {
        let seed = self.buffered.strict(seed);
        self.inner.next_value_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

/// A struct's key: refused unless it is one of `fields`, then given to `seed`.
struct FieldName<K> {
    seed: K,
    fields: &'static [&'static str],
}

impl<'de, K: DeserializeSeed<'de>> DeserializeSeed<'de> for FieldName<K> {
    type Value = K::Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<K::Value, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de, K: DeserializeSeed<'de>> Visitor<'de> for FieldName<K> {
    type Value = K::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a field name")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<K::Value, E> {
        if !self.fields.contains(&name) {
            return Err(E::unknown_field(name, self.fields));
        }
        self.seed.deserialize(name.into_deserializer())
    }

    fn visit_borrowed_str<E: de::Error>(self, name: &'de str) -> Result<K::Value, E> {
        if !self.fields.contains(&name) {
            return Err(E::unknown_field(name, self.fields));
        }
        self.seed.deserialize(BorrowedStrDeserializer::new(name))
    }
}

impl<'de, 'b, A: EnumAccess<'de>> EnumAccess<'de> for Strict<'b, A> {
    type Error = A::Error;
    type Variant = Strict<'b, A::Variant>;

    fn variant_seed<S: DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, Self::Variant), A::Error> {
        let buffered = self.buffered;
        let (value, variant) = self.inner.variant_seed(seed)?;
        Ok((value, buffered.strict(variant)))
    }
}

impl<'de, A: VariantAccess<'de>> VariantAccess<'de> for Strict<'_, A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.inner.unit_variant()
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, A::Error> {
        let seed = self.buffered.strict(seed);
        self.inner.newtype_variant_seed(seed)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        let visitor = self.buffered.wrap(visitor, Shape::Any);
        self.inner.tuple_variant(len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        let visitor = self.buffered.wrap(visitor, Shape::Struct(fields));
        self.inner.struct_variant(fields, visitor)
    }
}

/// The text as the check compares it: its objects (keys in the order of the text,
/// borrowed from it where they hold no escape) and arrays, its scalars left out.
/// Lighter to build than a `serde_json::Value`: no map, no
/// strings kept.
enum Text<'t> {
    Scalar,
    Array(Vec<Text<'t>>),
    Object(Object<'t>),
}

/// An object of the text: its entries in the order of the text, and for a large
/// one an index of them sorted by key.
///
/// The check looks up one key per field or map entry it meets. A scan per lookup
/// would make a map of n keys cost n² (a hostile 40,000-key object took seconds);
/// the index, sorted once, keeps every lookup logarithmic. Small objects (every
/// object the engine writes) are scanned: that is cheaper than sorting them.
struct Object<'t> {
    entries: Vec<(Cow<'t, str>, Text<'t>)>,
    /// Positions in `entries`, sorted by key and, for a repeated key, by position.
    index: OnceCell<Vec<usize>>,
}

/// The most entries an object is scanned for; a larger one is indexed.
const SCANNED: usize = 16;

impl<'t> Object<'t> {
    fn new(entries: Vec<(Cow<'t, str>, Text<'t>)>) -> Object<'t> {
        Object {
            entries,
            index: OnceCell::new(),
        }
    }

    /// The value of `key`; the last one when the text repeats it, as serde_json
    /// reads a map (a struct refuses a repeated field before the check).
    fn get(&self, key: &str) -> Option<&Text<'t>> {
        if self.entries.len() <= SCANNED {
            let mut entries = self.entries.iter().rev();
            return entries
                .find(|(name, _)| name == key)
                .map(|(_, value)| value);
        }
        let index = self.index.get_or_init(|| {
            let mut index: Vec<usize> = (0..self.entries.len()).collect();
            // Stable: a repeated key's positions stay in the text's order.
            index.sort_by(|&a, &b| self.entries[a].0.cmp(&self.entries[b].0));
            index
        });
        // The first position past every entry whose key is at most `key`; the one
        // before it is the last `key`, if there is one.
        let past = index.partition_point(|&at| *self.entries[at].0 <= *key);
        let (name, value) = &self.entries[*index[..past].last()?];
        (name == key).then_some(value)
    }

    fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(name, _)| name.as_ref())
    }
}

impl<'de> de::Deserialize<'de> for Text<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TextVisitor)
    }
}

struct TextVisitor;

macro_rules! scalar {
    ($($method:ident($type:ty)),* $(,)?) => {$(
        fn $method<E: de::Error>(self, _: $type) -> Result<Text<'de>, E> {
            Ok(Text::Scalar)
        }
    )*};
}

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Text<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    scalar!(
        visit_bool(bool),
        visit_i64(i64),
        visit_f64(f64),
        visit_str(&str),
    );

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Text<'de>, E> {
        Ok(Text::Scalar)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Text<'de>, E> {
        Ok(Text::Scalar)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Text<'de>, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Text::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Text<'de>, A::Error> {
        let mut entries = Vec::new();
        while let Some(key) = map.next_key_seed(KeyVisitor)? {
            entries.push((key, map.next_value()?));
        }
        Ok(Text::Object(Object::new(entries)))
    }
}

/// An object's key, borrowed from the text when it holds no escape.
struct KeyVisitor;

impl<'de> DeserializeSeed<'de> for KeyVisitor {
    type Value = Cow<'de, str>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for KeyVisitor {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_borrowed_str<E: de::Error>(self, key: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(key))
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(key.to_string()))
    }
}

/// Where a value stands in the text, for the check's messages: `game.phase.result`,
/// `game.proposals[3]`.
#[derive(Clone, Copy)]
enum Path<'a> {
    Root,
    Field(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Path::Root => Ok(()),
            Path::Field(Path::Root, name) => f.write_str(name),
            Path::Field(parent, name) => write!(f, "{parent}.{name}"),
            Path::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

impl Path<'_> {
    /// ` in `path``, or nothing at the top.
    fn place(&self) -> String {
        match self {
            Path::Root => String::new(),
            _ => format!(" in `{self}`"),
        }
    }
}

/// The check after decoding: a serializer that writes nothing and compares the
/// decoded value's structs with the objects of the text (`None` where the text has
/// nothing: a field left to its default).
struct Check<'a> {
    text: Option<&'a Text<'a>>,
    path: &'a Path<'a>,
}

impl<'a> Check<'a> {
    /// The text's object where a struct is; an array there is refused.
    fn object(&self) -> serde_json::Result<Option<&'a Object<'a>>> {
        object_at(self.text, self.path)
    }

    /// The text's array where a sequence is.
    fn array(&self) -> Option<&'a [Text<'a>]> {
        match self.text {
            Some(Text::Array(items)) => Some(items),
            _ => None,
        }
    }

    /// The text inside `{"variant": ...}`, an externally tagged variant with data.
    fn variant(&self, variant: &str) -> serde_json::Result<Option<&'a Text<'a>>> {
        let object = self.object()?;
        if let Some(extra) = object.and_then(|o| o.keys().find(|key| *key != variant)) {
            return Err(unknown_field(extra, self.path, &[variant]));
        }
        Ok(object.and_then(|o| o.get(variant)))
    }
}

/// `text` as the object a struct stands for at `path`; an array is refused.
#[inline(never)]
fn object_at<'t>(
    text: Option<&'t Text<'t>>,
    path: &Path<'_>,
) -> serde_json::Result<Option<&'t Object<'t>>> {
    match text {
        Some(Text::Object(object)) => Ok(Some(object)),
        Some(Text::Array(_)) => Err(serde_json::Error::custom(format!(
            "invalid type: sequence{}, expected an object",
            path.place()
        ))),
        _ => Ok(None),
    }
}

/// Whether `message` (without a position) is the check's own with the object's path
/// in it (` in `path``): an unknown field or an array in an object's place, found
/// after decoding.
pub(crate) fn placed(message: &str) -> bool {
    (message.starts_with("unknown field `") && message.contains("` in `"))
        || message.starts_with("invalid type: sequence in `")
}

/// serde's message for an unknown field (the same words as
/// `serde::de::Error::unknown_field`), with where the object is.
#[inline(never)]
fn unknown_field(name: &str, path: &Path<'_>, expected: &[&str]) -> serde_json::Error {
    let mut message = format!("unknown field `{name}`{}, ", path.place());
    message.push_str(match expected.len() {
        0 => "there are no fields",
        1 | 2 => "expected ",
        _ => "expected one of ",
    });
    for (index, field) in expected.iter().enumerate() {
        if index > 0 {
            message.push_str(if expected.len() == 2 { " or " } else { ", " });
        }
        message.push('`');
        message.push_str(field);
        message.push('`');
    }
    serde_json::Error::custom(message)
}

impl<'a> Serializer for Check<'a> {
    type Ok = ();
    type Error = serde_json::Error;
    type SerializeSeq = CheckSeq<'a>;
    type SerializeTuple = CheckSeq<'a>;
    type SerializeTupleStruct = CheckSeq<'a>;
    type SerializeTupleVariant = CheckSeq<'a>;
    type SerializeMap = CheckMap<'a>;
    type SerializeStruct = CheckStruct<'a>;
    type SerializeStructVariant = CheckStruct<'a>;

    fn serialize_bool(self, _: bool) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_i8(self, _: i8) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_i16(self, _: i16) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_i32(self, _: i32) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_i64(self, _: i64) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_i128(self, _: i128) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_u8(self, _: u8) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_u16(self, _: u16) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_u32(self, _: u32) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_u64(self, _: u64) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_u128(self, _: u128) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_f32(self, _: f32) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_f64(self, _: f64) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_char(self, _: char) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_str(self, _: &str) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_none(self) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_unit(self) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> serde_json::Result<()> {
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
    ) -> serde_json::Result<()> {
        Ok(())
    }
    fn collect_str<T: fmt::Display + ?Sized>(self, _: &T) -> serde_json::Result<()> {
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> serde_json::Result<()> {
        value.serialize(self)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> serde_json::Result<()> {
        value.serialize(self)
    }

    #[inline(never)]
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> serde_json::Result<()> {
        let text = self.variant(variant)?;
        value.serialize(Check {
            text,
            path: &Path::Field(self.path, variant),
        })
    }

    #[inline(never)]
    fn serialize_seq(self, _: Option<usize>) -> serde_json::Result<CheckSeq<'a>> {
        Ok(CheckSeq::new(self.array(), self.path))
    }

    fn serialize_tuple(self, _: usize) -> serde_json::Result<CheckSeq<'a>> {
        Ok(CheckSeq::new(self.array(), self.path))
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> serde_json::Result<CheckSeq<'a>> {
        Ok(CheckSeq::new(self.array(), self.path))
    }

    #[inline(never)]
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> serde_json::Result<CheckSeq<'a>> {
        let items = match self.variant(variant)? {
            Some(Text::Array(items)) => Some(items.as_slice()),
            _ => None,
        };
        Ok(CheckSeq::new(items, self.path))
    }

    #[inline(never)]
    fn serialize_map(self, _: Option<usize>) -> serde_json::Result<CheckMap<'a>> {
        Ok(CheckMap {
            object: self.object()?,
            key: None,
            path: self.path,
        })
    }

    #[inline(never)]
    fn serialize_struct(self, _: &'static str, _: usize) -> serde_json::Result<CheckStruct<'a>> {
        Ok(CheckStruct {
            object: self.object()?,
            fields: Vec::new(),
            here: *self.path,
        })
    }

    #[inline(never)]
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> serde_json::Result<CheckStruct<'a>> {
        let text = self.variant(variant)?;
        let object = object_at(text, &Path::Field(self.path, variant))?;
        Ok(CheckStruct {
            object,
            fields: Vec::new(),
            here: Path::Field(self.path, variant),
        })
    }
}

struct CheckSeq<'a> {
    items: Option<&'a [Text<'a>]>,
    index: usize,
    path: &'a Path<'a>,
}

impl<'a> CheckSeq<'a> {
    fn new(items: Option<&'a [Text<'a>]>, path: &'a Path<'a>) -> Self {
        CheckSeq {
            items,
            index: 0,
            path,
        }
    }

    #[inline(never)]
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> serde_json::Result<()> {
        let index = self.index;
        self.index += 1;
        value.serialize(Check {
            text: self.items.and_then(|items| items.get(index)),
            path: &Path::Index(self.path, index),
        })
    }
}

/// One body for the four sequence-like serializers serde distinguishes (its method
/// is `serialize_element` for two and `serialize_field` for the others).
macro_rules! check_elements {
    ($($serializer:ident::$method:ident),*) => {$(
        impl ser::$serializer for CheckSeq<'_> {
            type Ok = ();
            type Error = serde_json::Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> serde_json::Result<()> {
                self.element(value)
            }
            fn end(self) -> serde_json::Result<()> {
                Ok(())
            }
        }
    )*};
}

check_elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// A map: its keys are data, not fields, so only its values are checked, each
/// against the text's entry of the same key.
struct CheckMap<'a> {
    object: Option<&'a Object<'a>>,
    key: Option<String>,
    path: &'a Path<'a>,
}

impl ser::SerializeMap for CheckMap<'_> {
    type Ok = ();
    type Error = serde_json::Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> serde_json::Result<()> {
        self.key = match serde_json::to_value(key)? {
            Value::String(text) => Some(text),
            Value::Number(number) => Some(number.to_string()),
            _ => None,
        };
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> serde_json::Result<()> {
        let key = self.key.take();
        let text = match (self.object, &key) {
            (Some(object), Some(key)) => object.get(key),
            _ => None,
        };
        let name = key.as_deref().unwrap_or("?");
        value.serialize(Check {
            text,
            path: &Path::Field(self.path, name),
        })
    }

    fn end(self) -> serde_json::Result<()> {
        Ok(())
    }
}

/// A struct: each field's value is checked against the text's entry of that name,
/// and at the end the text's object may hold no key that was not a field (written,
/// or skipped as `skip_serializing_if` does).
struct CheckStruct<'a> {
    object: Option<&'a Object<'a>>,
    fields: Vec<&'static str>,
    /// Where the struct's object is (for an externally tagged struct variant, one
    /// step below the value's place: `{"variant": {...}}`).
    here: Path<'a>,
}

impl<'a> CheckStruct<'a> {
    /// Notes the field `name` and gives the text's value for it, if any. Out of
    /// line: [`CheckStruct::field`] is built for every field's type.
    #[inline(never)]
    fn enter(&mut self, name: &'static str) -> Option<&'a Text<'a>> {
        self.fields.push(name);
        self.object.and_then(|object| object.get(name))
    }

    #[inline(never)]
    fn field<T: Serialize + ?Sized>(
        &mut self,
        name: &'static str,
        value: &T,
    ) -> serde_json::Result<()> {
        let Some(text) = self.enter(name) else {
            return Ok(());
        };
        value.serialize(Check {
            text: Some(text),
            path: &Path::Field(&self.here, name),
        })
    }

    #[inline(never)]
    fn finish(self) -> serde_json::Result<()> {
        let Some(object) = self.object else {
            return Ok(());
        };
        match object.keys().find(|key| !self.fields.contains(key)) {
            Some(extra) => Err(unknown_field(extra, &self.here, &self.fields)),
            None => Ok(()),
        }
    }
}

/// One body for a struct and a struct variant: both are objects of named fields.
macro_rules! check_fields {
    ($($serializer:ident),*) => {$(
        impl ser::$serializer for CheckStruct<'_> {
            type Ok = ();
            type Error = serde_json::Error;

            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                name: &'static str,
                value: &T,
            ) -> serde_json::Result<()> {
                self.field(name, value)
            }

            #[inline(never)]
            fn skip_field(&mut self, name: &'static str) -> serde_json::Result<()> {
                self.fields.push(name);
                Ok(())
            }

            fn end(self) -> serde_json::Result<()> {
                self.finish()
            }
        }
    )*};
}

check_fields!(SerializeStruct, SerializeStructVariant);
