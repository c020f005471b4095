//! The typed C# models of the wire format in the Unity package
//! (`unity/com.resistance.engine/Runtime/Models.cs` and `CellsModels.cs`) are
//! generated here from the TypeScript declarations of the npm package
//! (`resistance-wasm/js/index.d.ts` and `js/cells/index.d.ts`, between their marker
//! lines), which are themselves generated from the core's Rust types and checked
//! fresh by `resistance-wasm/tests/typescript.rs`. So a field or a variant the Rust
//! types gain reaches the C# through one chain of generated files, each checked:
//! this test fails while the checked-in C# differs from what it generates. Refresh:
//!
//! ```text
//! UPDATE_CSHARP_MODELS=1 cargo test -p resistance-ffi csharp_models_are_current
//! ```
//!
//! The declarations use a small part of TypeScript, all this reads: `export type
//! Name = T;` where T is `number`, `boolean`, `string`, `null`, a string literal, a
//! name, `Array<T>`, `Record<K, V>`, a tuple `[T, ...]`, an object `{ a: T; b?: T }`,
//! a union `A | B` and an intersection `A & B`. Anything else fails the test with
//! the construct named, rather than generating wrong C#.
//!
//! The C#: string-literal unions are enums; objects are sealed classes with public
//! fields in the JSON's order; unions of objects tagged by one literal field
//! (`"type"`, or `"card"` for plot actions) are an abstract class with one sealed
//! subclass per variant, named variant then union (`VoteCommand`, `GameStartedEvent`);
//! names of plain types (`Seat = number`) are replaced by what they name. A static
//! class `Wire` (`CellsWire` for the Cells variant) reads each from a `JsonValue` and
//! writes each to a `JsonWriter` (`Runtime/Json.cs`), in the field order of the
//! declarations, which is serde's: the mono test checks that every JSON the engine
//! gives reads and writes back byte for byte.
//!
//! One name, one place: no type of the package is declared in two of its namespaces
//! (`csharp_binding::no_type_name_is_declared_twice`). The name sets the header has
//! too (`BotKind`, `PlotCard`, ...) are the binding's, in `Resistance`
//! ([`DECLARED_BY_THE_BINDING`]).

use crate::csharp_generated::{is_current, pascal_case};
use std::{
    collections::{BTreeMap, BTreeSet},
    fmt::Write as _,
};

const BEGIN: &str = "// ---- Generated from the Rust types: do not edit between these lines. ----";
const END: &str = "// ---- End of the generated declarations. ----";
const UPDATE: &str = "UPDATE_CSHARP_MODELS";
const REFRESH: &str =
    "UPDATE_CSHARP_MODELS=1 cargo test -p resistance-ffi csharp_models_are_current";

// ---- Reading the declarations -----------------------------------------------------

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Ident(String),
    Str(String),
    Punct(char),
}

/// The tokens of `text`, each with the doc comment (`/** ... */`) right before it.
fn tokenize(text: &str) -> Result<Vec<(Token, Option<String>)>, String> {
    let mut tokens = Vec::new();
    let mut doc = None;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
        } else if let Some(body) = rest.strip_prefix("/**") {
            let end = body.find("*/").ok_or("an unclosed /** comment")?;
            doc = Some(doc_text(&body[..end]));
            rest = &body[end + 2..];
        } else if rest.starts_with("//") {
            rest = rest.find('\n').map_or("", |end| &rest[end..]);
        } else if c == '\'' {
            let body = &rest[1..];
            let end = body.find('\'').ok_or("an unclosed string literal")?;
            tokens.push((Token::Str(body[..end].to_owned()), doc.take()));
            rest = &body[end + 1..];
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            tokens.push((Token::Ident(rest[..len].to_owned()), doc.take()));
            rest = &rest[len..];
        } else if "=|&{}[]<>;:?,".contains(c) {
            tokens.push((Token::Punct(c), doc.take()));
            rest = &rest[1..];
        } else {
            return Err(format!("an unexpected character {c:?}"));
        }
    }
    Ok(tokens)
}

/// A doc comment's text: its lines without the leading ` * `, joined by spaces.
fn doc_text(body: &str) -> String {
    body.lines()
        .map(|line| line.trim().trim_start_matches('*').trim())
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[derive(Debug, Clone, PartialEq)]
enum Ty {
    Number,
    Boolean,
    String,
    Null,
    Literal(String),
    Name(String),
    Array(Box<Ty>),
    Record(Box<Ty>, Box<Ty>),
    Tuple(Vec<Ty>),
    Object(Vec<Field>),
    Union(Vec<Ty>),
    Intersection(Vec<Ty>),
}

#[derive(Debug, Clone, PartialEq)]
struct Field {
    name: String,
    doc: Option<String>,
    optional: bool,
    ty: Ty,
}

#[derive(PartialEq)]
struct Declaration {
    name: String,
    doc: Option<String>,
    ty: Ty,
}

impl Ty {
    /// The declared names this type refers to, each once or more.
    fn names(&self) -> Vec<&str> {
        match self {
            Ty::Name(name) => vec![name.as_str()],
            Ty::Array(item) => item.names(),
            Ty::Record(key, value) => [key.names(), value.names()].concat(),
            Ty::Tuple(members) | Ty::Union(members) | Ty::Intersection(members) => {
                members.iter().flat_map(Ty::names).collect()
            }
            Ty::Object(fields) => fields.iter().flat_map(|field| field.ty.names()).collect(),
            Ty::Number | Ty::Boolean | Ty::String | Ty::Null | Ty::Literal(_) => Vec::new(),
        }
    }
}

/// The names `declarations` declares exactly as `base` does, down to every name they
/// refer to: the types both games share (`Allegiance`, `Audience`, ...), which C#
/// declares once, in the base game's namespace.
fn shared_with(declarations: &[Declaration], base: &[Declaration]) -> BTreeSet<String> {
    let mut shared: BTreeSet<String> = declarations
        .iter()
        .filter(|declaration| base.contains(declaration))
        .map(|declaration| declaration.name.clone())
        .collect();
    // A declaration the same as the base's but naming one that differs is not the same.
    loop {
        let differing: Vec<String> = declarations
            .iter()
            .filter(|declaration| shared.contains(&declaration.name))
            .filter(|declaration| {
                declaration
                    .ty
                    .names()
                    .iter()
                    .any(|name| !shared.contains(*name))
            })
            .map(|declaration| declaration.name.clone())
            .collect();
        if differing.is_empty() {
            return shared;
        }
        for name in differing {
            shared.remove(&name);
        }
    }
}

struct Parser {
    tokens: Vec<(Token, Option<String>)>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at).map(|(token, _)| token)
    }

    fn next(&mut self) -> Result<(Token, Option<String>), String> {
        let token = self
            .tokens
            .get(self.at)
            .cloned()
            .ok_or("an unexpected end")?;
        self.at += 1;
        Ok(token)
    }

    fn eat(&mut self, punct: char) -> bool {
        let found = self.peek() == Some(&Token::Punct(punct));
        if found {
            self.at += 1;
        }
        found
    }

    fn expect(&mut self, punct: char) -> Result<(), String> {
        if self.eat(punct) {
            Ok(())
        } else {
            Err(format!("expected {punct:?}, found {:?}", self.peek()))
        }
    }

    fn ident(&mut self) -> Result<(String, Option<String>), String> {
        match self.next()? {
            (Token::Ident(name), doc) => Ok((name, doc)),
            (other, _) => Err(format!("expected a name, found {other:?}")),
        }
    }

    fn declarations(&mut self) -> Result<Vec<Declaration>, String> {
        let mut declarations = Vec::new();
        while self.peek().is_some() {
            let (export, doc) = self.ident()?;
            let (keyword, _) = self.ident()?;
            if export != "export" || keyword != "type" {
                return Err(format!(
                    "expected `export type`, found `{export} {keyword}`"
                ));
            }
            let (name, _) = self.ident()?;
            self.expect('=')?;
            let ty = self.union()?;
            self.expect(';')?;
            declarations.push(Declaration { name, doc, ty });
        }
        Ok(declarations)
    }

    /// `part`s separated by `separator`: the one part, or `join` of them all.
    fn separated(
        &mut self,
        separator: char,
        part: fn(&mut Parser) -> Result<Ty, String>,
        join: fn(Vec<Ty>) -> Ty,
    ) -> Result<Ty, String> {
        let mut members = vec![part(self)?];
        while self.eat(separator) {
            members.push(part(self)?);
        }
        Ok(if members.len() == 1 {
            members.remove(0)
        } else {
            join(members)
        })
    }

    fn union(&mut self) -> Result<Ty, String> {
        // A union may open with `|` (one member a line).
        self.eat('|');
        self.separated('|', Parser::intersection, Ty::Union)
    }

    fn intersection(&mut self) -> Result<Ty, String> {
        self.separated('&', Parser::primary, Ty::Intersection)
    }

    fn primary(&mut self) -> Result<Ty, String> {
        match self.next()? {
            (Token::Str(text), _) => Ok(Ty::Literal(text)),
            (Token::Punct('{'), _) => {
                let mut fields = Vec::new();
                while !self.eat('}') {
                    let (name, doc) = self.ident()?;
                    let optional = self.eat('?');
                    self.expect(':')?;
                    let ty = self.union()?;
                    self.eat(';');
                    fields.push(Field {
                        name,
                        doc,
                        optional,
                        ty,
                    });
                }
                Ok(Ty::Object(fields))
            }
            (Token::Punct('['), _) => {
                let mut members = vec![self.union()?];
                while self.eat(',') {
                    members.push(self.union()?);
                }
                self.expect(']')?;
                Ok(Ty::Tuple(members))
            }
            (Token::Ident(name), _) => match name.as_str() {
                "number" => Ok(Ty::Number),
                "boolean" => Ok(Ty::Boolean),
                "string" => Ok(Ty::String),
                "null" => Ok(Ty::Null),
                "Array" => {
                    self.expect('<')?;
                    let item = self.union()?;
                    self.expect('>')?;
                    Ok(Ty::Array(Box::new(item)))
                }
                "Record" => {
                    self.expect('<')?;
                    let key = self.union()?;
                    self.expect(',')?;
                    let value = self.union()?;
                    self.expect('>')?;
                    Ok(Ty::Record(Box::new(key), Box::new(value)))
                }
                _ if self.peek() == Some(&Token::Punct('<')) => Err(format!(
                    "the generic type {name}<...>, which this generator does not read"
                )),
                _ => Ok(Ty::Name(name)),
            },
            (other, _) => Err(format!("expected a type, found {other:?}")),
        }
    }
}

/// The generated declarations of a `.d.ts` file, between its marker lines.
fn declarations(dts: &str) -> Result<Vec<Declaration>, String> {
    let start = dts.find(BEGIN).ok_or("no begin marker")? + BEGIN.len();
    let end = dts.find(END).ok_or("no end marker")?;
    let mut parser = Parser {
        tokens: tokenize(&dts[start..end])?,
        at: 0,
    };
    parser.declarations()
}

// ---- The C# ------------------------------------------------------------------------

/// A union's variant: its tag's value and its other fields.
type Variant = (String, Vec<Field>);

/// What a declared name is in C#.
enum Kind {
    /// A plain type under another name (`Seat = number`): replaced by it.
    Alias(Ty),
    Enum(Vec<String>),
    Class(Vec<Field>),
    /// The tag's JSON name and the variants: the tag's value and the fields.
    Union(String, Vec<Variant>),
}

struct Model {
    kinds: BTreeMap<String, Kind>,
    order: Vec<(String, Option<String>)>,
    /// The types the base game's namespace declares for this one (`shared_with`).
    shared: BTreeSet<String>,
}

/// Where the types both games share are read and written: the base game's `Wire`.
const BASE_WIRE: &str = "global::Resistance.Models.Wire.";

/// The name sets the C# of the header declares already, in the namespace `Resistance`
/// (`Resistance.cs`, with the header's numbers: `ResistanceBotKind`, ...): the models
/// read and write that type rather than declare a second one of the same name, which
/// made every use of the name ambiguous (CS0104) where both namespaces are imported.
/// `Resistance.Models` is inside `Resistance`, so the models' code finds it unqualified;
/// `typed_enums_have_the_wire_formats_names` checks that each has the wire format's
/// names in its order.
pub(crate) const DECLARED_BY_THE_BINDING: [&str; 4] = ["BotKind", "Language", "Naming", "PlotCard"];

/// The static class that reads and writes the types of `namespace`: `Wire` in
/// `Resistance.Models`, `CellsWire` in `Resistance.Models.Cells` (Cells code imports
/// both namespaces, so each class has a name of its own).
fn wire_class(namespace: &str) -> String {
    match namespace.rsplit('.').next() {
        Some("Models") | None => "Wire".to_owned(),
        Some(last) => format!("{last}Wire"),
    }
}

/// XML-escaped text for a `<summary>`.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl Model {
    /// The model of `declarations`, without the types it shares with `base` (the base
    /// game's declarations, or none for the base game itself).
    fn new(declarations: &[Declaration], base: &[Declaration]) -> Result<Model, String> {
        let shared = shared_with(declarations, base);
        let mut kinds = BTreeMap::new();
        let mut order = Vec::new();
        let objects: BTreeMap<&str, &Vec<Field>> = declarations
            .iter()
            .filter_map(|d| match &d.ty {
                Ty::Object(fields) => Some((d.name.as_str(), fields)),
                _ => None,
            })
            .collect();
        for declaration in declarations {
            // The C# has its error codes from the C library's one list (ErrorCodes.cs).
            if declaration.name.ends_with("ErrorCode") {
                continue;
            }
            let kind = match &declaration.ty {
                Ty::Literal(value) => Kind::Enum(vec![value.clone()]),
                Ty::Union(members) if members.iter().all(|m| matches!(m, Ty::Literal(_))) => {
                    Kind::Enum(
                        members
                            .iter()
                            .filter_map(|m| match m {
                                Ty::Literal(value) => Some(value.clone()),
                                _ => None,
                            })
                            .collect(),
                    )
                }
                Ty::Object(fields) => Kind::Class(fields.clone()),
                Ty::Union(members)
                    if members
                        .iter()
                        .all(|m| matches!(m, Ty::Object(_) | Ty::Intersection(_))) =>
                {
                    let (tag, variants) = tagged(&declaration.name, members, &objects)?;
                    Kind::Union(tag, variants)
                }
                other => Kind::Alias(other.clone()),
            };
            if !matches!(kind, Kind::Alias(_)) && !shared.contains(&declaration.name) {
                order.push((declaration.name.clone(), declaration.doc.clone()));
            }
            kinds.insert(declaration.name.clone(), kind);
        }
        Ok(Model {
            kinds,
            order,
            shared,
        })
    }

    /// The `Wire` that reads and writes `name`: this namespace's, or the base game's
    /// for a shared type.
    fn wire_of(&self, name: &str) -> &'static str {
        if self.shared.contains(name) {
            BASE_WIRE
        } else {
            ""
        }
    }

    /// The type `name` stands for, through its aliases.
    fn resolve<'a>(&'a self, ty: &'a Ty) -> &'a Ty {
        match ty {
            Ty::Name(name) => match self.kinds.get(name) {
                Some(Kind::Alias(target)) => self.resolve(target),
                _ => ty,
            },
            _ => ty,
        }
    }

    /// `T | null` as `Some(T)`.
    fn nullable<'a>(&'a self, ty: &'a Ty) -> Option<&'a Ty> {
        match self.resolve(ty) {
            Ty::Union(members) if members.len() == 2 && matches!(members[1], Ty::Null) => {
                Some(&members[0])
            }
            _ => None,
        }
    }

    fn is_value_type(&self, ty: &Ty) -> bool {
        match self.resolve(ty) {
            Ty::Number | Ty::Boolean => true,
            Ty::Name(name) => matches!(self.kinds.get(name), Some(Kind::Enum(_))),
            _ => false,
        }
    }

    fn cs_type(&self, ty: &Ty) -> Result<String, String> {
        if let Some(inner) = self.nullable(ty) {
            let inner_type = self.cs_type(inner)?;
            return Ok(if self.is_value_type(inner) {
                inner_type + "?"
            } else {
                inner_type
            });
        }
        Ok(match self.resolve(ty) {
            Ty::Number => "long".to_owned(),
            Ty::Boolean => "bool".to_owned(),
            Ty::String => "string".to_owned(),
            Ty::Name(name) if self.kinds.contains_key(name) => name.clone(),
            Ty::Array(item) => format!("List<{}>", self.cs_type(item)?),
            Ty::Record(key, value) => {
                format!(
                    "List<KeyValuePair<{}, {}>>",
                    self.cs_type(key)?,
                    self.cs_type(value)?
                )
            }
            Ty::Tuple(members) => {
                let types = members
                    .iter()
                    .map(|m| self.cs_type(m))
                    .collect::<Result<Vec<_>, _>>()?;
                if types.iter().any(|t| *t != types[0]) {
                    return Err(format!("a tuple of different types {types:?}"));
                }
                format!("{}[]", types[0])
            }
            other => return Err(format!("no C# type for {other:?}")),
        })
    }

    /// How `ty` is read and written: an expression reading it from the JsonValue
    /// `from`, and a statement (without `;`) writing `value` to the JsonWriter `w`.
    /// One match for both, so that a type reads back what it writes; `depth` names
    /// the lambdas of nested lists.
    fn codec(&self, ty: &Ty, from: &str, value: &str, depth: usize) -> Result<Codec, String> {
        let x = format!("x{depth}");
        // A list, a tuple or a nullable wraps its item's codec in a lambda of `x`.
        let item = |item: &Ty| self.codec(item, &x, &x, depth + 1);
        if let Some(inner) = self.nullable(ty) {
            let method = if self.is_value_type(inner) {
                "OrNull"
            } else {
                "OrNullRef"
            };
            let inner = item(inner)?;
            return Ok(Codec {
                read: format!("{from}.{method}({x} => {})", inner.read),
                write: format!("w.{method}({value}, {x} => {})", inner.write),
            });
        }
        let (read, write) = match self.resolve(ty) {
            Ty::Number => (format!("{from}.AsLong()"), format!("w.Number({value})")),
            Ty::Boolean => (format!("{from}.AsBool()"), format!("w.Bool({value})")),
            Ty::String => (format!("{from}.AsString()"), format!("w.String({value})")),
            Ty::Name(name) => {
                let wire = self.wire_of(name);
                match self.kinds.get(name) {
                    Some(Kind::Enum(_)) => (
                        format!("{wire}Parse{name}({from}.AsString())"),
                        format!("w.String({wire}Name({value}))"),
                    ),
                    Some(_) => (
                        format!("{wire}Read{name}({from})"),
                        format!("{wire}Write(w, {value})"),
                    ),
                    None => return Err(format!("an undeclared name {name}")),
                }
            }
            Ty::Array(of) => {
                let of = item(of)?;
                (
                    format!("{from}.AsList({x} => {})", of.read),
                    format!("w.Array({value}, {x} => {})", of.write),
                )
            }
            Ty::Tuple(members) => {
                let of = item(&members[0])?;
                (
                    format!("{from}.AsArray({}, {x} => {})", members.len(), of.read),
                    format!("w.Array({value}, {x} => {})", of.write),
                )
            }
            Ty::Record(key, of) => {
                let Ty::Name(key_name) = self.resolve(key) else {
                    return Err(format!("a record keyed by {key:?}"));
                };
                let of = item(of)?;
                let wire = self.wire_of(key_name);
                (
                    format!(
                        "{from}.AsPairs(k{depth} => {wire}Parse{key_name}(k{depth}), {x} => {})",
                        of.read
                    ),
                    format!(
                        "w.Pairs({value}, k{depth} => {wire}Name(k{depth}), {x} => {})",
                        of.write
                    ),
                )
            }
            other => return Err(format!("no reader or writer for {other:?}")),
        };
        Ok(Codec { read, write })
    }
}

/// What `Model::codec` gives: how a type is read from JSON and written to it.
struct Codec {
    read: String,
    write: String,
}

/// The tag field and the variants of a union of objects.
fn tagged(
    name: &str,
    members: &[Ty],
    objects: &BTreeMap<&str, &Vec<Field>>,
) -> Result<(String, Vec<Variant>), String> {
    let mut tag_name: Option<String> = None;
    let mut variants = Vec::new();
    for member in members {
        let mut fields: Vec<Field> = Vec::new();
        let parts = match member {
            Ty::Intersection(parts) => parts.clone(),
            other => vec![other.clone()],
        };
        for part in &parts {
            match part {
                Ty::Object(own) => fields.extend(own.iter().cloned()),
                Ty::Name(other) => fields.extend(
                    objects
                        .get(other.as_str())
                        .ok_or_else(|| format!("{name}: {other} is no object"))?
                        .iter()
                        .cloned(),
                ),
                other => return Err(format!("{name}: a variant part {other:?}")),
            }
        }
        let first = fields
            .first()
            .ok_or_else(|| format!("{name}: an empty variant"))?;
        let Ty::Literal(tag) = &first.ty else {
            return Err(format!(
                "{name}: a variant whose first field is no literal tag"
            ));
        };
        if tag_name.get_or_insert_with(|| first.name.clone()) != &first.name {
            return Err(format!("{name}: variants tagged by different fields"));
        }
        variants.push((tag.clone(), fields[1..].to_vec()));
    }
    Ok((
        tag_name.ok_or_else(|| format!("{name}: no variant"))?,
        variants,
    ))
}

fn summary(out: &mut String, indent: &str, doc: Option<&String>) {
    if let Some(doc) = doc {
        let _ = writeln!(out, "{indent}/// <summary>{}</summary>", xml(doc));
    }
}

/// A field's C# name: its JSON name in PascalCase, `Value` added where that is the
/// class's own name (which C# forbids).
fn member(field: &str, class: &str) -> String {
    let name = pascal_case(field);
    if name == class { name + "Value" } else { name }
}

fn render(model: &Model, namespace: &str, source: &str) -> Result<String, String> {
    let wire_class = wire_class(namespace);
    let mut types = String::new();
    let mut wire = String::new();
    for (name, doc) in &model.order {
        match &model.kinds[name] {
            Kind::Enum(values) => {
                if !DECLARED_BY_THE_BINDING.contains(&name.as_str()) {
                    summary(&mut types, "    ", doc.as_ref());
                    let _ = writeln!(types, "    public enum {name}\n    {{");
                    let names: Vec<String> =
                        values.iter().map(|value| pascal_case(value)).collect();
                    types.push_str(&filled(&names, "        ", 96));
                    types.push_str("    }\n\n");
                }
                let (parse, name_of): (Vec<String>, Vec<String>) = values
                    .iter()
                    .map(|value| {
                        let member = format!("{name}.{}", pascal_case(value));
                        (
                            format!("case \"{value}\": return {member};"),
                            format!("case {member}: return \"{value}\";"),
                        )
                    })
                    .unzip();
                switch_method(
                    &mut wire,
                    &format!("public static {name} Parse{name}(string text)"),
                    "text",
                    &parse,
                    &format!(
                        "throw new WireFormatException(\"not a {name}: \\\"\" + text + \"\\\"\");"
                    ),
                );
                switch_method(
                    &mut wire,
                    &format!("public static string Name({name} value)"),
                    "value",
                    &name_of,
                    &format!(
                        "throw new ArgumentOutOfRangeException(\"value\", value, \"not a {name}\");"
                    ),
                );
            }
            Kind::Class(fields) => {
                summary(&mut types, "    ", doc.as_ref());
                let _ = writeln!(types, "    public sealed class {name}\n    {{");
                let class = Fields::of(model, name, fields, "");
                class.declare(&mut types)?;
                json_methods(&mut types, name, &wire_class);
                types.push_str("    }\n\n");
                let read = format!(
                    "        public static {name} Read{name}(JsonValue value)\n        {{\n            var o = value.AsObject(\"{name}\");\n            var m = new {name}();"
                );
                class.read(&mut wire, &read, "            return m;\n        }\n\n")?;
                let write = format!(
                    "        public static void Write(JsonWriter w, {name} m)\n        {{\n            if (m == null) throw new ArgumentNullException(\"m\", \"a {name} is required here\");\n            w.BeginObject();"
                );
                class.write(
                    &mut wire,
                    &write,
                    "            w.EndObject();\n        }\n\n",
                )?;
            }
            Kind::Union(tag, variants) => {
                summary(&mut types, "    ", doc.as_ref());
                let _ = writeln!(
                    types,
                    "    /// <remarks>In JSON an object tagged by \"{tag}\": one subclass a variant.</remarks>\n    public abstract class {name}\n    {{\n        /// <summary>The variant's \"{tag}\" in JSON.</summary>\n        public abstract string {} {{ get; }}\n",
                    pascal_case(tag)
                );
                json_methods(&mut types, name, &wire_class);
                types.push_str("    }\n\n");
                let _ = writeln!(
                    wire,
                    "        public static {name} Read{name}(JsonValue value)\n        {{\n            var o = value.AsObject(\"{name}\");\n            string tag = o.Get(\"{tag}\").AsString();\n            switch (tag)\n            {{"
                );
                let mut writes = String::new();
                for (value, fields) in variants {
                    let class = format!("{}{name}", pascal_case(value));
                    let _ = writeln!(
                        types,
                        "    public sealed class {class} : {name}\n    {{\n        public override string {} {{ get {{ return \"{value}\"; }} }}",
                        pascal_case(tag)
                    );
                    let variant = Fields::of(model, &class, fields, VARIANT);
                    variant.declare(&mut types)?;
                    types.push_str("    }\n\n");
                    let read = format!(
                        "                case \"{value}\":\n                {{\n                    var m = new {class}();"
                    );
                    variant.read(
                        &mut wire,
                        &read,
                        "                    return m;\n                }\n",
                    )?;
                    let write = format!(
                        "            {{\n                var m = value as {class};\n                if (m != null)\n                {{\n                    w.String(\"{value}\");"
                    );
                    variant.write(
                        &mut writes,
                        &write,
                        "                    w.EndObject();\n                    return;\n                }\n            }\n",
                    )?;
                }
                let _ = writeln!(
                    wire,
                    "                default: throw new WireFormatException(\"not a {name}: \\\"{tag}\\\":\\\"\" + tag + \"\\\"\");\n            }}\n        }}\n"
                );
                let _ = writeln!(
                    wire,
                    "        public static void Write(JsonWriter w, {name} value)\n        {{\n            if (value == null) throw new ArgumentNullException(\"value\", \"a {name} is required here\");\n            w.BeginObject();\n            w.Key(\"{tag}\");\n{writes}            throw new ArgumentException(\"not a {name} of the wire format: \" + value.GetType(), \"value\");\n        }}\n"
                );
            }
            Kind::Alias(_) => {}
        }
    }
    let mut out = format!(
        "// Generated from {source} (itself generated from the Rust types) by the test\n\
         // `csharp_models_are_current` in resistance-ffi/src/csharp_models.rs: do not edit.\n\
         // Refresh with\n//   {REFRESH}\n"
    );
    {
        // Aliases (`Seat = number`) are replaced by what they name: no C# to share.
        let names: Vec<&str> = model
            .shared
            .iter()
            .filter(|name| !matches!(model.kinds.get(*name), Some(Kind::Alias(_))))
            .map(String::as_str)
            .collect();
        if !names.is_empty() {
            let _ = writeln!(
                out,
                "//\n// The types both games share are declared once, in Resistance.Models (Models.cs):\n// {}.",
                names.join(", ")
            );
        }
        let bound: Vec<&str> = DECLARED_BY_THE_BINDING
            .iter()
            .copied()
            .filter(|name| model.order.iter().any(|(declared, _)| declared == name))
            .collect();
        if !bound.is_empty() {
            let _ = writeln!(
                out,
                "//\n// Declared once, in Resistance (Resistance.cs, with the C header's numbers), and\n// read and written here: {}.",
                bound.join(", ")
            );
        }
    }
    let _ = write!(
        out,
        "\nusing System;\nusing System.Collections.Generic;\n\nnamespace {namespace}\n{{\n"
    );
    out.push_str(&types);
    let _ = write!(
        out,
        "    /// <summary>Reads every type above from JSON and writes it back, fields in\n    \
         /// the wire format's order.</summary>\n    public static class {wire_class}\n    {{\n",
    );
    out.push_str(wire.trim_end());
    out.push_str("\n    }\n}\n");
    Ok(out)
}

/// A method of `Wire` that is one `switch` over `subject`: `cases` (`case ...:
/// return ...;`), then the `default` statement.
fn switch_method(
    out: &mut String,
    signature: &str,
    subject: &str,
    cases: &[String],
    default: &str,
) {
    let _ = writeln!(
        out,
        "        {signature}\n        {{\n            switch ({subject})\n            {{"
    );
    for case in cases {
        let _ = writeln!(out, "                {case}");
    }
    let _ = writeln!(
        out,
        "                default: {default}\n            }}\n        }}\n"
    );
}

/// `names` as lines of `indent` and names each followed by a comma, filled up to
/// `width` columns: an enum's members, as the hand-written enums of the package are.
fn filled(names: &[String], indent: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for name in names {
        if !line.is_empty() && indent.len() + line.len() + 1 + name.len() + 1 > width {
            let _ = writeln!(out, "{indent}{line}");
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(name);
        line.push(',');
    }
    if !line.is_empty() {
        let _ = writeln!(out, "{indent}{line}");
    }
    out
}

fn json_methods(out: &mut String, name: &str, wire: &str) {
    let _ = writeln!(
        out,
        "        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>\n        \
         public static {name} FromJson(string json) {{ return {wire}.Read{name}(JsonValue.Parse(json)); }}\n\n        \
         /// <summary>The JSON, as the engine writes it.</summary>\n        \
         public string ToJson() {{ var w = new JsonWriter(); {wire}.Write(w, this); return w.ToString(); }}"
    );
}

/// How much deeper a variant's fields stand than a class's when read and written:
/// inside their `case` (reading) or `if` (writing).
const VARIANT: &str = "        ";

/// The fields of a class or of a union's variant, as C# declares, reads and writes them.
struct Fields<'a> {
    model: &'a Model,
    class: &'a str,
    fields: &'a [Field],
    /// The reads and writes' extra indentation (`VARIANT` for a variant).
    indent: &'a str,
}

impl<'a> Fields<'a> {
    fn of(model: &'a Model, class: &'a str, fields: &'a [Field], indent: &'a str) -> Self {
        Fields {
            model,
            class,
            fields,
            indent,
        }
    }

    /// The public fields, in the JSON's order.
    fn declare(&self, out: &mut String) -> Result<(), String> {
        let Fields { model, class, .. } = self;
        for field in self.fields {
            summary(out, "        ", field.doc.as_ref());
            let mut ty = model.cs_type(&field.ty)?;
            if field.optional {
                if model.nullable(&field.ty).is_some() {
                    return Err(format!(
                        "{class}.{}: optional and nullable at once",
                        field.name
                    ));
                }
                if model.is_value_type(&field.ty) {
                    ty.push('?');
                }
            }
            let _ = writeln!(out, "        public {ty} {};", member(&field.name, class));
        }
        Ok(())
    }

    /// A field of `m`, the one C# object read or written.
    fn of_m(&self, field: &Field) -> String {
        format!("m.{}", member(&field.name, self.class))
    }

    /// The statements reading each field from the JsonObject `o` into `m`, between
    /// the lines `before` and the text `after`.
    fn read(&self, out: &mut String, before: &str, after: &str) -> Result<(), String> {
        let _ = writeln!(out, "{before}");
        for field in self.fields {
            let name = &field.name;
            let statement = if field.optional {
                let read = self.model.codec(&field.ty, "f", "", 0)?.read;
                format!(
                    "{{ var f = o.Find(\"{name}\"); if (f != null) {} = {read}; }}",
                    self.of_m(field)
                )
            } else {
                let from = format!("o.Get(\"{name}\")");
                format!(
                    "{} = {};",
                    self.of_m(field),
                    self.model.codec(&field.ty, &from, "", 0)?.read
                )
            };
            let _ = writeln!(out, "{}            {statement}", self.indent);
        }
        out.push_str(after);
        Ok(())
    }

    /// The statements writing each field of `m` to the JsonWriter `w`, between the
    /// lines `before` and the text `after`.
    fn write(&self, out: &mut String, before: &str, after: &str) -> Result<(), String> {
        let _ = writeln!(out, "{before}");
        let model = self.model;
        for field in self.fields {
            let value = self.of_m(field);
            let key = format!("w.Key(\"{}\"); ", field.name);
            let mut statements = Vec::new();
            if field.optional {
                let present = if model.is_value_type(&field.ty) {
                    format!("{value}.Value")
                } else {
                    value.clone()
                };
                let write = model.codec(&field.ty, "", &present, 0)?.write;
                statements.push(format!("if ({value} != null) {{ {key}{write}; }}"));
            } else {
                // A required object, list or string left null: say which, rather than
                // failing deeper in the writer.
                if model.nullable(&field.ty).is_none() && !model.is_value_type(&field.ty) {
                    let name = member(&field.name, self.class);
                    statements.push(format!(
                        "if ({value} == null) throw new ArgumentNullException(\"{name}\", \"{}.{name} is required (null is not JSON's here)\");",
                        self.class
                    ));
                }
                statements.push(format!(
                    "{key}{};",
                    model.codec(&field.ty, "", &value, 0)?.write
                ));
            }
            for statement in statements {
                let _ = writeln!(out, "{}            {statement}", self.indent);
            }
        }
        out.push_str(after);
        Ok(())
    }
}

// ---- The files ---------------------------------------------------------------------

/// The `.d.ts` read, the namespace and the C# file written, from the repository root.
const FILES: [(&str, &str, &str); 2] = [
    (
        "resistance-wasm/js/index.d.ts",
        "Resistance.Models",
        "Models.cs",
    ),
    (
        "resistance-wasm/js/cells/index.d.ts",
        "Resistance.Models.Cells",
        "CellsModels.cs",
    ),
];

/// The declarations of the `.d.ts` at `dts_path`, from the repository root.
fn read_declarations(dts_path: &str) -> Result<Vec<Declaration>, String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let dts = std::fs::read_to_string(format!("{root}/{dts_path}"))
        .map_err(|e| format!("{dts_path}: {e}"))?;
    declarations(&dts).map_err(|e| format!("{dts_path}: {e}"))
}

/// The C# of `dts_path` in `namespace`; the first of `FILES` is the base game, whose
/// types the others share.
fn generate(dts_path: &str, namespace: &str) -> Result<String, String> {
    let declarations = read_declarations(dts_path)?;
    let base = if dts_path == FILES[0].0 {
        Vec::new()
    } else {
        read_declarations(FILES[0].0)?
    };
    let model = Model::new(&declarations, &base).map_err(|e| format!("{dts_path}: {e}"))?;
    render(&model, namespace, dts_path).map_err(|e| format!("{dts_path}: {e}"))
}

#[test]
#[cfg_attr(miri, ignore = "reads files, and Miri's isolation has no file system")]
fn csharp_models_are_current() {
    let stale: Vec<&str> = FILES
        .iter()
        .filter(|(dts, namespace, file)| {
            let rendered = generate(dts, namespace).unwrap_or_else(|error| panic!("{error}"));
            !is_current(&format!("Runtime/{file}"), &rendered, UPDATE)
        })
        .map(|(_, _, file)| *file)
        .collect();
    assert!(
        stale.is_empty(),
        "unity/com.resistance.engine/Runtime/{stale:?} stale: run {REFRESH}"
    );
}

/// The members of `enum {name}` in `cs`, each with its number (`= n`, or the one
/// after the last).
fn enum_members(cs: &str, name: &str) -> Option<Vec<(String, i64)>> {
    let declaration = format!("public enum {name}");
    let start = cs
        .match_indices(&declaration)
        .map(|(at, _)| at)
        .find(|at| {
            cs[at + declaration.len()..].starts_with(|c: char| c.is_whitespace() || c == '{')
        })?;
    let body = &cs[start..];
    let body = &body[body.find('{')? + 1..body.find('}')?];
    let mut next = 0;
    let mut members = Vec::new();
    for line in body.lines() {
        let line = line.trim();
        if line.starts_with("///") || line.is_empty() {
            continue;
        }
        for member in line.split(',').map(str::trim).filter(|m| !m.is_empty()) {
            let (member, number) = match member.split_once('=') {
                Some((member, number)) => (member.trim(), number.trim().parse().ok()?),
                None => (member, next),
            };
            members.push((member.to_owned(), number));
            next = number + 1;
        }
    }
    Some(members)
}

/// The members of the C header's `typedef enum {name}`, as C# names with their
/// numbers: `RESISTANCE_BOT_KIND_STAND_IN = 2` is `("StandIn", 2)`.
fn header_enum_members(header: &str, name: &str) -> Option<Vec<(String, i64)>> {
    let start = header.find(&format!("typedef enum {name} {{"))?;
    let body = &header[start..];
    let body = &body[body.find('{')? + 1..body.find('}')?];
    let prefix = format!(
        "RESISTANCE_{}_",
        name.trim_start_matches("Resistance")
            .chars()
            .fold(String::new(), |mut out, c| {
                if c.is_ascii_uppercase() && !out.is_empty() {
                    out.push('_');
                }
                out.push(c.to_ascii_uppercase());
                out
            })
    );
    body.lines()
        .map(str::trim)
        .filter(|line| line.starts_with("RESISTANCE_"))
        .map(|line| {
            let (member, number) = line.trim_end_matches(',').split_once('=')?;
            let member = member.trim().strip_prefix(&prefix)?.to_ascii_lowercase();
            Some((pascal_case(&member), number.trim().parse().ok()?))
        })
        .collect()
}

#[test]
#[cfg_attr(miri, ignore = "reads files, and Miri's isolation has no file system")]
fn typed_enums_have_the_wire_formats_names() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let binding = std::fs::read_to_string(format!(
        "{root}/unity/com.resistance.engine/Runtime/Resistance.cs"
    ))
    .expect("read Runtime/Resistance.cs");
    let header = std::fs::read_to_string(format!("{root}/resistance-ffi/include/resistance.h"))
        .expect("read include/resistance.h");
    let model = Model::new(&read_declarations(FILES[0].0).expect("reads"), &[]).expect("a model");
    for name in DECLARED_BY_THE_BINDING {
        let Some(Kind::Enum(values)) = model.kinds.get(name) else {
            panic!(
                "{name} is no name set of the wire format: take it out of DECLARED_BY_THE_BINDING"
            );
        };
        let wire: Vec<(String, i64)> = values
            .iter()
            .zip(0..)
            .map(|(value, number)| (pascal_case(value), number))
            .collect();
        let typed = enum_members(&binding, &format!("{name} : uint"))
            .unwrap_or_else(|| panic!("Resistance.cs declares no `public enum {name} : uint`"));
        assert_eq!(
            typed, wire,
            "Resistance.{name} should have the wire format's names, numbered in its order"
        );
        // Language has no enum in the header: its calls take 0, 1, 2 as documented.
        if name != "Language" {
            let c = header_enum_members(&header, &format!("Resistance{name}"))
                .unwrap_or_else(|| panic!("the header has no enum Resistance{name}"));
            assert_eq!(
                c, wire,
                "Resistance{name} in the header and the wire format's {name}"
            );
        }
    }
    let cs = render(&model, "Resistance.Models", FILES[0].0).expect("renders");
    assert!(!cs.contains("public enum BotKind"));
    assert_has(
        &cs,
        &[
            "case \"standIn\": return BotKind.StandIn;",
            "public static string Name(BotKind value)",
        ],
    );
}

#[test]
fn reads_enums_of_csharp_and_of_the_header() {
    let cs = "    public enum Kind : uint\n    {\n        /// <summary>x</summary>\n        A = 0,\n        B, C = 5,\n    }\n";
    assert_eq!(
        enum_members(cs, "Kind : uint"),
        Some(vec![
            ("A".to_owned(), 0),
            ("B".to_owned(), 1),
            ("C".to_owned(), 5)
        ])
    );
    let header = "typedef enum ResistanceBotKind {\n  /**\n   * x\n   */\n  RESISTANCE_BOT_KIND_STAND_IN = 2,\n} ResistanceBotKind;\n";
    assert_eq!(
        header_enum_members(header, "ResistanceBotKind"),
        Some(vec![("StandIn".to_owned(), 2)])
    );
}

#[test]
fn reads_the_typescript_it_generates_from() {
    let dts = format!(
        "{BEGIN}\n/** A seat. */\nexport type Seat = number;\n\
         export type Vote = 'approve' | 'reject';\n\
         export type Command =\n  | {{ type: 'vote';\n    /** Approve or reject. */\n    vote: Vote; }}\n  | {{ type: 'leave' }};\n\
         export type View = {{ seat: Seat; vote: Vote | null; plot?: boolean; row: [Seat, Seat]; }};\n{END}\n"
    );
    let declarations = declarations(&dts).expect("reads");
    assert_eq!(declarations.len(), 4);
    assert_eq!(declarations[0].doc.as_deref(), Some("A seat."));
    let model = Model::new(&declarations, &[]).expect("a model");
    let cs = render(&model, "Test", "test.d.ts").expect("renders");
    assert_has(
        &cs,
        &[
            "public sealed class VoteCommand : Command",
            "/// <summary>Approve or reject.</summary>\n        public Vote Vote;",
            "public Vote? Vote;",
            "public bool? Plot;",
            "public long[] Row;",
            "public long Seat;",
            "case \"leave\":",
        ],
    );
    let refused = format!("{BEGIN}\nexport type Odd = Partial<View>;\n{END}");
    assert!(declarations_err(&refused).contains("Partial"));
}

/// Fails naming the first of `parts` the generated `cs` lacks, and showing it.
fn assert_has(cs: &str, parts: &[&str]) {
    for part in parts {
        assert!(cs.contains(part), "no {part:?} in:\n{cs}");
    }
}

fn declarations_err(dts: &str) -> String {
    declarations(dts).err().unwrap_or_default()
}

#[test]
fn shares_only_what_both_declare_alike() {
    let base = format!(
        "{BEGIN}\nexport type Side = 'resistance' | 'spy';\nexport type Card = 'success' | 'fail';\n\
         export type Win = {{ side: Side; card: Card }};\nexport type Seen = {{ win: Win }};\n{END}\n"
    );
    // `Card` differs, so `Win` (which names it) is not the same either, nor `Seen`.
    let other = format!(
        "{BEGIN}\nexport type Side = 'resistance' | 'spy';\nexport type Card = 'success' | 'fail' | 'reverse';\n\
         export type Win = {{ side: Side; card: Card }};\nexport type Seen = {{ win: Win }};\n{END}\n"
    );
    let base = declarations(&base).expect("reads");
    let other = declarations(&other).expect("reads");
    assert_eq!(
        shared_with(&other, &base),
        BTreeSet::from(["Side".to_owned()])
    );
    let model = Model::new(&other, &base).expect("a model");
    let cs = render(&model, "Test.Other", "other.d.ts").expect("renders");
    assert!(!cs.contains("public enum Side"), "{cs}");
    assert_has(
        &cs,
        &[
            "m.Side = global::Resistance.Models.Wire.ParseSide(",
            "w.String(global::Resistance.Models.Wire.Name(m.Side))",
            "public enum Card",
            "m.Card = ParseCard(",
        ],
    );
}

#[test]
fn fills_enum_members_up_to_the_width() {
    let names: Vec<String> = ["Resistance", "Spy", "Commander", "Assassin"]
        .iter()
        .map(|name| (*name).to_owned())
        .collect();
    assert_eq!(
        filled(&names, "  ", 30),
        "  Resistance, Spy, Commander,\n  Assassin,\n"
    );
    assert_eq!(filled(&names[..1], "  ", 5), "  Resistance,\n");
    assert_eq!(filled(&[], "  ", 30), "");
}
