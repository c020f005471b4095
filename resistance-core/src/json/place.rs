//! Where in a JSON text a decoding error lies: a path such as `team[0]` or
//! `assassin.merlin`, so that the message can name the field the caller got wrong.
//!
//! Two ways, for the two kinds of error:
//!
//! - Most errors come from inside serde_json's reading of the text and carry its line
//!   and column: [`at_position`] scans the text up to there and reports the field or
//!   item being read.
//! - Errors inside an internally tagged enum (a command's fields, a plot card use)
//!   come from serde's buffer of the object, after serde_json has read it all, and
//!   carry no position ([`super::strict`] explains the buffer). [`by_probing`] finds
//!   the culprit by decoding altered copies of the text: the object cut down to one
//!   field at a time (the others left out), and an array cut to its first items. The
//!   field that alone gives the same error is the one at fault. This runs only on
//!   the error path, a bounded number of times.

use alloc::{
    borrow::ToOwned,
    string::{String, ToString},
    vec::Vec,
};
use core::fmt;

/// Decodes a text as the text in question was decoded, and returns its error's
/// message without position, if any: how [`by_probing`] tries altered texts.
pub(crate) type Decode<'a> = dyn FnMut(&str) -> Option<String> + 'a;

/// One step of a path: a field of an object, an item of an array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    Field(String),
    Index(usize),
}

/// A path from the top of the text; empty for the text as a whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Place(pub(crate) Vec<Segment>);

impl Place {
    pub(crate) fn is_root(&self) -> bool {
        self.0.is_empty()
    }

    /// This place and one step further.
    fn then(&self, segment: Segment) -> Place {
        let mut steps = self.0.clone();
        steps.push(segment);
        Place(steps)
    }

    /// This place and the field `name` in it.
    pub(crate) fn then_field(&self, name: &str) -> Place {
        self.then(Segment::Field(name.to_string()))
    }

    /// This place followed by `more`.
    pub(crate) fn joined(mut self, more: Place) -> Place {
        self.0.extend(more.0);
        self
    }

    /// The place without its last step when that step is `field` (an error about a
    /// field names the object that has, or lacks, it).
    pub(crate) fn without_field(mut self, field: &str) -> Place {
        if matches!(self.0.last(), Some(Segment::Field(last)) if last == field) {
            self.0.pop();
        }
        self
    }

    /// The place without a last array index: a length error is about the array.
    pub(crate) fn without_index(mut self) -> Place {
        if matches!(self.0.last(), Some(Segment::Index(_))) {
            self.0.pop();
        }
        self
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, segment) in self.0.iter().enumerate() {
            match segment {
                Segment::Field(name) if index == 0 => f.write_str(name)?,
                Segment::Field(name) => write!(f, ".{name}")?,
                Segment::Index(item) => write!(f, "[{item}]")?,
            }
        }
        Ok(())
    }
}

/// The byte offset of serde_json's `line` and `column` (both from 1; column 0 is
/// before the line's first byte), or `None` before the text.
pub(crate) fn offset_of(json: &str, line: usize, column: usize) -> Option<usize> {
    let start = if line <= 1 {
        0
    } else {
        json.match_indices('\n').nth(line - 2)?.0 + 1
    };
    (start + column).checked_sub(1)
}

/// One open object or array while scanning.
enum Open {
    /// An object, and the key whose value is being read (once the key is read).
    Object(Option<String>),
    /// An array, the index of the item being read, and whether that item started.
    Array(usize, bool),
}

/// The field or item being read when serde_json stopped at byte `offset` (`None`:
/// before the text): the path of open objects and arrays through that byte. A
/// closing bracket there is the end of its object, whose path is its key's.
pub(crate) fn at_position(json: &str, offset: Option<usize>) -> Place {
    let Some(offset) = offset else {
        return Place::default();
    };
    let bytes = json.as_bytes();
    let mut open: Vec<Open> = Vec::new();
    let mut index = 0;
    while index < bytes.len() && index <= offset {
        let byte = bytes[index];
        if let Some(Open::Array(_, started)) = open.last_mut() {
            if !matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | b']' | b',') {
                *started = true;
            }
        }
        match byte {
            b'{' => open.push(Open::Object(None)),
            b'[' => open.push(Open::Array(0, false)),
            b'}' | b']' => {
                open.pop();
            }
            b',' => match open.last_mut() {
                Some(Open::Object(key)) => *key = None,
                Some(Open::Array(item, started)) => {
                    *item += 1;
                    *started = false;
                }
                None => {}
            },
            b'"' => {
                let end = string_end(bytes, index);
                if let Some(Open::Object(key @ None)) = open.last_mut() {
                    *key = Some(json[index + 1..end.min(bytes.len()).max(index + 1)].to_owned());
                }
                index = end;
            }
            _ => {}
        }
        index += 1;
    }
    // serde_json stops before a container it refuses (it looks at the `[` or `{`
    // without reading it): an item that starts there is the one.
    if let Some(Open::Array(_, started)) = open.last_mut() {
        let next = bytes[index.min(bytes.len())..]
            .iter()
            .find(|b| !b.is_ascii_whitespace());
        if next.is_some_and(|&b| b != b']') {
            *started = true;
        }
    }
    Place(
        open.into_iter()
            .filter_map(|open| match open {
                Open::Object(key) => key.map(Segment::Field),
                Open::Array(item, true) => Some(Segment::Index(item)),
                Open::Array(_, false) => None,
            })
            .collect(),
    )
}

/// The index of the quote that closes the string opening at `start` (or the end of
/// the text, for a string cut short).
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut index = start + 1;
    while index < bytes.len() {
        match bytes[index] {
            b'\\' => index += 2,
            b'"' => return index,
            _ => index += 1,
        }
    }
    bytes.len()
}

/// The longest text [`by_probing`] alters; a longer one (a long record) keeps the
/// error at the place the position gave.
pub(crate) const LONGEST_PROBED: usize = 64 * 1024;

/// The most decodings of altered text for one error.
const MOST_PROBES: usize = 48;

/// A text's tree, read once for every probe of one error. `None` inside when the
/// text is too long to probe or is not one JSON value.
pub(crate) struct Tree(Option<Node>);

impl Tree {
    pub(crate) fn of(json: &str) -> Tree {
        Tree(
            (json.len() <= LONGEST_PROBED)
                .then(|| Node::parse(json))
                .flatten(),
        )
    }
}

/// The culprit of `error` (a message without its position) at or under `start` in
/// `tree`: the deepest field or item that, kept alone in its object or array, still
/// gives `error`; for a missing field, the object that lacks it. `decode` decodes a
/// text and returns its error message (without position), if any. `None` when the
/// text is too long or does not parse, or `start` is not in it.
pub(crate) fn by_probing(
    tree: &Tree,
    start: &Place,
    error: &str,
    decode: &mut Decode<'_>,
) -> Option<Place> {
    let tree = tree.0.as_ref()?;
    let node = tree.at(&start.0)?;
    let mut probe = Probe {
        tree,
        error,
        decode,
        left: MOST_PROBES,
    };
    Some(match missing_field(error) {
        Some(field) => probe
            .lacking(start, node, field)
            .unwrap_or_else(|| start.clone()),
        None => probe.culprit(start.clone(), node),
    })
}

/// The names a field at `place` takes, as serde lists them (`` `success` or
/// `fail` ``): the error of a name no enum has, put there. For an enum whose own
/// message says only `string or map` or `variant identifier`.
pub(crate) fn names_at(tree: &Tree, place: &Place, decode: &mut Decode<'_>) -> Option<String> {
    let tree = tree.0.as_ref()?;
    tree.at(&place.0)?;
    let mut text = String::new();
    tree.write(&mut text, Some(&place.0), &Node::Leaf("\"?\"".to_string()));
    let error = decode(&text)?;
    let names = error.strip_prefix("unknown variant `?`, expected ")?;
    Some(names.to_string())
}

/// The field of serde's "missing field `f`".
pub(crate) fn missing_field(message: &str) -> Option<&str> {
    message.strip_prefix("missing field `")?.strip_suffix('`')
}

/// Whether `message` is about an array's length, not about one of its items.
pub(crate) fn is_length_error(message: &str) -> bool {
    message.starts_with("invalid length ") || message.starts_with("too many items")
}

struct Probe<'a> {
    tree: &'a Node,
    error: &'a str,
    decode: &'a mut Decode<'a>,
    left: usize,
}

impl Probe<'_> {
    /// The error of the whole text with `replacement` at `place` (`Some(None)`: it
    /// decodes). `None` once the probes are spent.
    fn error_of(&mut self, place: &Place, replacement: &Node) -> Option<Option<String>> {
        self.left = self.left.checked_sub(1)?;
        let mut text = String::new();
        self.tree.write(&mut text, Some(&place.0), replacement);
        Some((self.decode)(&text))
    }

    /// Whether the whole text, with `replacement` at `place`, gives the error.
    fn same_error(&mut self, place: &Place, replacement: &Node) -> Option<bool> {
        let error = self.error_of(place, replacement)?;
        Some(error.as_deref() == Some(self.error))
    }

    /// The deepest place under `place` (holding `node`) where the error lies.
    fn culprit(&mut self, place: Place, node: &Node) -> Place {
        self.culprit_under(&place, node).unwrap_or(place)
    }

    fn culprit_under(&mut self, place: &Place, node: &Node) -> Option<Place> {
        match node {
            Node::Leaf(_) => None,
            Node::Array(items) => {
                // A length error, or one an empty array gives too, is about the array.
                if is_length_error(self.error)
                    || items.is_empty()
                    || self.same_error(place, &Node::Array(Vec::new()))?
                {
                    return None;
                }
                // The error comes with the first bad item: the shortest prefix that
                // gives it ends there (a prefix of good items gives none or another).
                let (mut low, mut high) = (1, items.len());
                while low < high {
                    let middle = (low + high) / 2;
                    let prefix = Node::Array(items[..middle].to_vec());
                    if self.same_error(place, &prefix)? {
                        high = middle;
                    } else {
                        low = middle + 1;
                    }
                }
                let item = place.then(Segment::Index(low - 1));
                Some(self.culprit(item, &items[low - 1]))
            }
            Node::Object(fields) => {
                // An error an empty object gives too is about the object. An
                // internally tagged object keeps its tag in every probe: the tag is
                // the field an empty object lacks first.
                let empty = self.error_of(place, &Node::Object(Vec::new()))?;
                if empty.as_deref() == Some(self.error) {
                    return None;
                }
                let lacked = empty.as_deref().and_then(missing_field);
                let tag = fields
                    .iter()
                    .position(|(key, _)| Some(key.as_str()) == lacked);
                let alone = |field: usize| {
                    Node::Object(
                        fields
                            .iter()
                            .enumerate()
                            .filter(|&(index, _)| index == field || Some(index) == tag)
                            .map(|(_, entry)| entry.clone())
                            .collect(),
                    )
                };
                // The field kept in every probe may be the culprit itself (a plain
                // struct's first field is kept like a tag): it is tried alone first.
                let field_at = |index: usize| place.then(Segment::Field(fields[index].0.clone()));
                if let Some(tag) = tag {
                    let only_tag = Node::Object(alloc::vec![fields[tag].clone()]);
                    if self.same_error(place, &only_tag)? {
                        return Some(self.culprit(field_at(tag), &fields[tag].1));
                    }
                }
                for (index, (_, value)) in fields.iter().enumerate() {
                    if Some(index) != tag && self.same_error(place, &alone(index))? {
                        return Some(self.culprit(field_at(index), value));
                    }
                }
                None
            }
        }
    }

    /// The object under `place` that lacks `field` and whose lack of it is the error:
    /// giving it the field (as `null`) changes the error.
    fn lacking(&mut self, place: &Place, node: &Node, field: &str) -> Option<Place> {
        match node {
            Node::Leaf(_) => None,
            Node::Object(fields) => {
                if !fields.iter().any(|(key, _)| key == field) {
                    let mut given = fields.clone();
                    given.push((field.to_string(), Node::Leaf("null".to_string())));
                    if !self.same_error(place, &Node::Object(given))? {
                        return Some(place.clone());
                    }
                }
                fields.iter().find_map(|(key, value)| {
                    self.lacking(&place.then(Segment::Field(key.clone())), value, field)
                })
            }
            Node::Array(items) => items.iter().enumerate().find_map(|(index, item)| {
                self.lacking(&place.then(Segment::Index(index)), item, field)
            }),
        }
    }
}

/// A JSON text as a tree that keeps the order of object fields (serde_json's
/// `Value` sorts them, and serde decodes fields in the text's order), and its
/// scalars and keys as written.
#[derive(Clone)]
enum Node {
    /// A scalar, as the text wrote it.
    Leaf(String),
    Array(Vec<Node>),
    Object(Vec<(String, Node)>),
}

impl Node {
    /// The node at `place`.
    fn at(&self, place: &[Segment]) -> Option<&Node> {
        let Some((step, rest)) = place.split_first() else {
            return Some(self);
        };
        let next = match (self, step) {
            (Node::Array(items), Segment::Index(index)) => items.get(*index)?,
            (Node::Object(fields), Segment::Field(name)) => {
                &fields.iter().rev().find(|(key, _)| key == name)?.1
            }
            _ => return None,
        };
        next.at(rest)
    }

    /// Writes the tree as JSON, with `replacement` in place of the node at `place`
    /// (`None`: the tree as it is).
    fn write(&self, out: &mut String, place: Option<&[Segment]>, replacement: &Node) {
        let (step, rest) = match place.map(<[Segment]>::split_first) {
            Some(Some((step, rest))) => (Some(step), rest),
            Some(None) => return replacement.write(out, None, replacement),
            None => (None, &[][..]),
        };
        // The path goes on into the child that `step` names; the others are plain.
        let below = |hit: bool| hit.then_some(rest);
        match self {
            Node::Leaf(text) => out.push_str(text),
            Node::Array(items) => {
                out.push('[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    let hit = step == Some(&Segment::Index(index));
                    item.write(out, below(hit), replacement);
                }
                out.push(']');
            }
            Node::Object(fields) => {
                out.push('{');
                for (index, (key, value)) in fields.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    // The key as the text wrote it, escapes and all.
                    out.push('"');
                    out.push_str(key);
                    out.push_str("\":");
                    let hit = matches!(step, Some(Segment::Field(name)) if name == key);
                    value.write(out, below(hit), replacement);
                }
                out.push('}');
            }
        }
    }
}

/// The deepest nesting [`Node::parse`] reads (serde_json's own limit: deeper text
/// never decodes, so never reaches probing).
const DEEPEST: usize = 128;

impl Node {
    /// The tree of `json`, its scalars and keys kept as they are written (no
    /// number is read, so none is written back otherwise). `None` if it is not one
    /// JSON value.
    fn parse(json: &str) -> Option<Node> {
        let mut reader = Reader { text: json, at: 0 };
        let node = reader.value(0)?;
        reader.space();
        (reader.at == json.len()).then_some(node)
    }
}

/// A cursor over a JSON text, for [`Node::parse`].
struct Reader<'t> {
    text: &'t str,
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    /// Skips `byte` (after any space), or fails.
    fn expect(&mut self, byte: u8) -> Option<()> {
        self.space();
        (self.peek() == Some(byte)).then(|| self.at += 1)
    }

    /// The text of the string starting here, without its quotes.
    fn string(&mut self) -> Option<String> {
        self.expect(b'"')?;
        let start = self.at;
        let end = string_end(self.text.as_bytes(), start - 1);
        self.at = end + 1;
        self.text.get(start..end).map(str::to_string)
    }

    /// The items of an object or an array, from its opening bracket to `close`,
    /// each read by `item`, separated by commas.
    fn items<T>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Option<T>,
    ) -> Option<Vec<T>> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(close) {
            self.at += 1;
            return Some(items);
        }
        loop {
            items.push(item(self)?);
            self.space();
            match self.peek()? {
                b',' => self.at += 1,
                end if end == close => break,
                _ => return None,
            }
        }
        self.at += 1;
        Some(items)
    }

    fn value(&mut self, depth: usize) -> Option<Node> {
        if depth > DEEPEST {
            return None;
        }
        self.space();
        match self.peek()? {
            b'{' => self
                .items(b'}', |tree| {
                    let key = tree.string()?;
                    tree.expect(b':')?;
                    Some((key, tree.value(depth + 1)?))
                })
                .map(Node::Object),
            b'[' => self
                .items(b']', |tree| tree.value(depth + 1))
                .map(Node::Array),
            b'"' => {
                let start = self.at;
                self.string()?;
                Some(Node::Leaf(self.text.get(start..self.at)?.to_string()))
            }
            _ => {
                let start = self.at;
                while self
                    .peek()
                    .is_some_and(|b| !matches!(b, b',' | b'}' | b']') && !b.is_ascii_whitespace())
                {
                    self.at += 1;
                }
                (self.at > start).then(|| Node::Leaf(self.text[start..self.at].to_string()))
            }
        }
    }
}
