//! The TypeScript declarations of the wire format in `js/index.d.ts` and
//! `js/cells/index.d.ts` are generated from the core's Rust types (their ts-rs
//! derives, behind the core's feature `ts`, which read the serde attributes). This
//! test generates them and fails when the checked-in files differ; to refresh them:
//!
//! ```text
//! UPDATE_TYPESCRIPT=1 cargo test -p resistance-wasm --test typescript
//! ```
//!
//! Each file holds its declarations between two marker lines, so that the
//! hand-written rest (the classes, the functions, what no Rust type describes)
//! stays beside them, and the CommonJS copy (`index.d.cts`, the same text) checks on
//! its own. What the Rust types serialize by hand is mapped here by hand:
//! [`BoundedList`](resistance_core::BoundedList) is a JSON array, and the
//! envelopes and outcomes take their game's names.
//!
//! The union of error codes each entry declares (`ErrorCode`, `CellsErrorCode`) is
//! generated too: the package's own codes, then its game's codes from the core's
//! error types (`ErrorCode::CODES`, which together make `error_codes()`).

use resistance_core::{
    Allegiance, Audience, Choices, Command, EndReason, Envelope, ErrorCode, Event, Game,
    GameConfig, GameResult, INVALID_JSON, LeavePolicy, MAX_EVENTS_PER_COMMAND, MissionCard,
    NoSuchSeat, Outcome, PhaseView, PlayerView, PublicView, Role, Seat, SeatSet, Table, TeamChoice,
    Vote,
    agenda::Accusation,
    agenda::Agenda,
    agenda::AgendaKind,
    agenda::PublicAgenda,
    assassin::AssassinOptions,
    bot::{BotError, BotKind},
    cells::{
        CellsChoices, CellsCommand, CellsConfig, CellsEvent, CellsGame, CellsMission, CellsOutcome,
        CellsPhaseView, CellsPlayerView, CellsPublicView, CellsResult, CellsReveal, Character,
        CharacterSighting, DeckRecollection, MissionPile, Position, PublicCell, Recollection, Slot,
    },
    defector::DefectorVariant,
    defector::LoyaltyCard,
    error_codes,
    history::History,
    history::OwnRound,
    history::RoundHistory,
    inquisitor::Inspection,
    inquisitor::InspectionResult,
    plot::DrawnCards,
    plot::GiveChoice,
    plot::HeldPlotCard,
    plot::OpenVotes,
    plot::PlayerPlot,
    plot::PlotAction,
    plot::PlotCard,
    plot::PlotChoices,
    plot::PlotMoment,
    plot::PlotSight,
    plot::PlotUse,
    plot::PublicPlot,
    plot::Shown,
    plot::SpotlitCard,
    plot::UseChoice,
    record::GameKind,
    record::Move,
    record::Record,
    record::ReplayStep,
    record::SpectatorRecord,
    script::Language,
    script::Module,
    script::Names,
    script::Naming,
    script::NarratedScript,
    script::ScriptStep,
    trapper::TrappedCard,
    view::Appearance,
    view::FinalReveal,
    view::MissionRecord,
    view::MissionState,
    view::PlayedCard,
    view::ProposalRecord,
    view::Sighting,
    view::Sightings,
    view::Unfinished,
    view::VoteState,
};
use resistance_wasm::{ENCODE_FAILED, INVALID_ARGUMENT, INVALID_SEAT};
use std::{collections::BTreeSet, fs, path::Path};
use ts_rs::{Config, TS};

/// The command that rewrites the generated declarations.
const REFRESH: &str = "UPDATE_TYPESCRIPT=1 cargo test -p resistance-wasm --test typescript";

/// The line before the generated declarations.
const BEGIN: &str = "// ---- Generated from the Rust types: do not edit between these lines. ----";
/// The line after them.
const END: &str = "// ---- End of the generated declarations. ----";

/// One declaration: its TypeScript name, its doc comment and its type.
struct Declaration {
    name: &'static str,
    docs: Option<String>,
    inline: String,
}

fn config() -> Config {
    // Seeds are u64 in Rust and whole numbers up to 2^53 - 1 in JSON.
    Config::default().with_large_int("number")
}

/// The declaration of `T` under the name `name`.
fn declare<T: TS>(name: &'static str) -> Declaration {
    Declaration {
        name,
        docs: T::docs(),
        inline: T::inline(&config()),
    }
}

/// The declaration of a Rust type alias, `T` under the name `name`: its type by the
/// names of its parts (an inline declaration would spell out the types it names).
/// An alias has no doc comment of its own for ts-rs to read, so it is given here.
fn declare_alias<T: TS>(name: &'static str, docs: &str) -> Declaration {
    Declaration {
        name,
        docs: Some(format!("/**\n * {docs}\n */")),
        inline: T::name(&config()),
    }
}

/// Names of Rust types that TypeScript spells otherwise: a bounded list is an array,
/// and an envelope or outcome is named after its game's events.
const BOTH_GAMES: [(&str, &str); 1] = [("BoundedList<", "Array<")];

/// The base game's declarations, in the order of `js/index.d.ts`.
fn base_game() -> (Vec<Declaration>, Vec<(&'static str, &'static str)>) {
    let declarations = vec![
        declare::<Seat>("Seat"),
        declare::<SeatSet>("SeatSet"),
        declare::<Role>("Role"),
        declare::<Allegiance>("Allegiance"),
        declare::<Vote>("Vote"),
        declare::<MissionCard>("MissionCard"),
        declare::<LeavePolicy>("LeavePolicy"),
        declare::<AssassinOptions>("AssassinOptions"),
        declare::<DefectorVariant>("DefectorVariant"),
        declare::<AgendaKind>("AgendaKind"),
        declare::<GameConfig>("ResolvedGameConfig"),
        declare::<PlotCard>("PlotCard"),
        declare::<PlotAction>("PlotAction"),
        declare::<Command>("Command"),
        declare::<Audience>("Audience"),
        declare::<Appearance>("Appearance"),
        declare::<Sighting>("Sighting"),
        declare::<Sightings>("Sightings"),
        declare::<LoyaltyCard>("LoyaltyCard"),
        declare_alias::<DrawnCards>(
            "DrawnCards",
            "The cards the leader drew and has not given yet (PC2): public, nobody's.",
        ),
        declare::<Shown>("Shown"),
        declare::<EndReason>("EndReason"),
        declare::<GameResult>("GameResult"),
        declare::<Event>("Event"),
        declare::<Envelope<Event>>("Envelope"),
        declare::<Outcome<Event, MAX_EVENTS_PER_COMMAND>>("Outcome"),
        declare::<PlotMoment>("PlotMoment"),
        declare::<PhaseView>("PhaseView"),
        declare::<MissionRecord>("MissionRecord"),
        declare::<ProposalRecord>("ProposalRecord"),
        declare::<Inspection>("Inspection"),
        declare::<InspectionResult>("InspectionResult"),
        declare::<TrappedCard>("TrappedCard"),
        declare::<PlayedCard>("PlayedCard"),
        declare::<PublicAgenda>("PublicAgenda"),
        declare::<Agenda>("Agenda"),
        declare::<Accusation>("Accusation"),
        declare::<VoteState>("VoteState"),
        declare::<MissionState>("MissionState"),
        declare::<Unfinished>("Unfinished"),
        declare::<HeldPlotCard>("HeldPlotCard"),
        declare::<PlotUse>("PlotUse"),
        declare::<SpotlitCard>("SpotlitCard"),
        declare::<OpenVotes>("OpenVotes"),
        declare::<PublicPlot>("PublicPlot"),
        declare::<PlotSight>("PlotSight"),
        declare::<PlayerPlot>("PlayerPlot"),
        declare::<FinalReveal>("FinalReveal"),
        declare::<PublicView>("PublicView"),
        declare::<PlayerView>("PlayerView"),
        declare::<OwnRound>("OwnRound"),
        declare::<RoundHistory>("RoundHistory"),
        declare::<History>("History"),
        declare::<TeamChoice>("TeamChoice"),
        declare::<GiveChoice>("GiveChoice"),
        declare::<UseChoice>("UseChoice"),
        declare::<PlotChoices>("PlotChoices"),
        declare::<Choices>("Choices"),
        declare::<BotKind>("BotKind"),
        declare::<Language>("Language"),
        declare::<Naming>("Naming"),
        declare::<Module>("Module"),
        declare::<Names>("Names"),
        declare::<ScriptStep>("ScriptStep"),
        declare::<NarratedScript>("NarratedScript"),
        declare::<GameKind>("GameKind"),
        declare::<Move<Command>>("Move"),
        declare::<Record<GameConfig, Command>>("GameRecord"),
        declare::<ReplayStep<Event, PlayerView>>("SeatReplayStep"),
        declare::<ReplayStep<Event, PublicView>>("SpectatorReplayStep"),
        declare::<SpectatorRecord<Event, PublicView>>("SpectatorRecord"),
    ];
    (
        declarations,
        vec![
            ("Envelope<Event>", "Envelope"),
            ("Move<Command>", "Move"),
            ("config: GameConfig", "config: ResolvedGameConfig"),
            ("ReplayStep<Event, PublicView>", "SpectatorReplayStep"),
        ],
    )
}

/// The Cells variant's declarations, in the order of `js/cells/index.d.ts`.
fn cells() -> (Vec<Declaration>, Vec<(&'static str, &'static str)>) {
    let declarations = vec![
        declare::<Seat>("Seat"),
        declare::<SeatSet>("SeatSet"),
        declare::<Character>("Character"),
        declare::<Allegiance>("Allegiance"),
        declare::<MissionCard>("MissionCard"),
        declare::<Slot>("Slot"),
        declare::<Position>("Position"),
        declare::<MissionPile>("MissionPile"),
        declare::<CellsConfig>("CellsConfig"),
        declare::<CellsCommand>("CellsCommand"),
        declare::<Audience>("Audience"),
        declare::<CharacterSighting>("CharacterSighting"),
        declare::<CellsEvent>("CellsEvent"),
        declare::<Envelope<CellsEvent>>("CellsEnvelope"),
        declare::<CellsOutcome>("CellsOutcome"),
        declare::<CellsPhaseView>("CellsPhaseView"),
        declare::<PublicCell>("PublicCell"),
        declare::<CellsMission>("CellsMission"),
        declare::<CellsResult>("CellsResult"),
        declare::<CellsReveal>("CellsReveal"),
        declare::<CellsPublicView>("CellsPublicView"),
        declare::<Recollection>("Recollection"),
        declare::<DeckRecollection>("DeckRecollection"),
        declare::<CellsPlayerView>("CellsPlayerView"),
        declare::<CellsChoices>("CellsChoices"),
        declare::<GameKind>("GameKind"),
        declare::<Move<CellsCommand>>("CellsMove"),
        declare::<Record<CellsConfig, CellsCommand>>("CellsRecord"),
        declare::<ReplayStep<CellsEvent, CellsPlayerView>>("CellsSeatReplayStep"),
        declare::<ReplayStep<CellsEvent, CellsPublicView>>("CellsSpectatorReplayStep"),
        declare::<SpectatorRecord<CellsEvent, CellsPublicView>>("CellsSpectatorRecord"),
    ];
    (
        declarations,
        vec![
            ("Envelope<CellsEvent>", "CellsEnvelope"),
            ("Move<CellsCommand>", "CellsMove"),
            (
                "ReplayStep<CellsEvent, CellsPublicView>",
                "CellsSpectatorReplayStep",
            ),
        ],
    )
}

/// The generated part of a file: every declaration, formatted.
fn generate(declarations: &[Declaration], names: &[(&str, &str)]) -> String {
    let mut text = String::new();
    for declaration in declarations {
        let mut inline = declaration.inline.clone();
        for (rust, typescript) in BOTH_GAMES.iter().chain(names) {
            inline = inline.replace(rust, typescript);
        }
        text.push('\n');
        if let Some(docs) = &declaration.docs {
            text.push_str(&doc_comment(&doc_lines(docs), ""));
        }
        let tokens = tokenize(&inline);
        let mut parser = Parser {
            tokens: &tokens,
            at: 0,
        };
        let ty = parser.union();
        assert_eq!(
            parser.at,
            tokens.len(),
            "{}: could not read {inline}",
            declaration.name
        );
        // Every name is declared here or TypeScript's own: a Rust name that leaked
        // (a new hand-serialized type) needs a mapping above.
        let mut used = Vec::new();
        names_in(&ty, &mut used);
        for name in used {
            assert!(
                ["Array", "Record", "number", "string", "boolean", "null"].contains(&name.as_str())
                    || declarations.iter().any(|declared| declared.name == name),
                "{} uses {name}, which is not declared",
                declaration.name
            );
        }
        text.push_str(&format!(
            "export type {} ={};\n",
            declaration.name,
            declaration_body(&ty)
        ));
    }
    text
}

/// The lines of a doc comment as ts-rs gives it (`/** ... */`), in TypeScript's
/// words: rustdoc links become code, `None` becomes `null`.
fn doc_lines(docs: &str) -> Vec<String> {
    let body = docs
        .trim()
        .trim_start_matches("/**")
        .trim_end_matches("*/")
        .lines()
        .map(|line| {
            let line = line.trim();
            line.strip_prefix("* ")
                .unwrap_or(line.strip_prefix('*').unwrap_or(line))
        })
        .collect::<Vec<_>>()
        .join("\n");
    // Rust examples are Rust's business.
    let mut prose = Vec::new();
    let mut in_code = false;
    for line in body.lines() {
        // No blank line first, nor two in a row.
        let extra_blank = line.is_empty() && prose.last().is_none_or(String::is_empty);
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code && !extra_blank {
            prose.push(line.to_string());
        }
    }
    while prose.last().is_some_and(String::is_empty) {
        prose.pop();
    }
    plain_links(&prose.join("\n"))
        .replace("`None`", "`null`")
        .replace("`crate::", "`")
        .lines()
        .map(str::to_string)
        .collect()
}

/// `` [`Name`](path) `` and `` [`Name`] `` as `` `Name` ``.
fn plain_links(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("[`") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let Some(close) = after.find("`]") else {
            out.push_str(&rest[start..]);
            return out;
        };
        out.push_str(&after[..close + 1]);
        rest = &after[close + 2..];
        if rest.starts_with('(') {
            if let Some(end) = rest.find(')') {
                rest = &rest[end + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A doc comment at `indent`: one line when it fits.
fn doc_comment(lines: &[String], indent: &str) -> String {
    if lines.len() == 1 && indent.len() + lines[0].len() + 7 <= 90 {
        return format!("{indent}/** {} */\n", lines[0]);
    }
    let mut text = format!("{indent}/**\n");
    for line in lines {
        if line.is_empty() {
            text.push_str(&format!("{indent} *\n"));
        } else {
            text.push_str(&format!("{indent} * {line}\n"));
        }
    }
    text.push_str(&format!("{indent} */\n"));
    text
}

/// A piece of ts-rs's output.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// A doc comment's text.
    Doc(String),
    /// A string literal's content.
    Text(String),
    /// A name or a keyword.
    Word(String),
    /// One of `{}[]<>()|&,:?`.
    Punct(char),
}

fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '/' if text[at..].starts_with("/**") => {
                let end = at + text[at..].find("*/").expect("a closed doc comment") + 2;
                tokens.push(Token::Doc(text[at..end].to_string()));
                while chars.peek().is_some_and(|&(next, _)| next < end) {
                    chars.next();
                }
            }
            '"' => {
                let mut content = String::new();
                for (_, c) in chars.by_ref() {
                    if c == '"' {
                        break;
                    }
                    content.push(c);
                }
                tokens.push(Token::Text(content));
            }
            '{' | '}' | '[' | ']' | '<' | '>' | '(' | ')' | '|' | '&' | ',' | ':' | '?' => {
                tokens.push(Token::Punct(c));
            }
            _ => {
                let mut word = c.to_string();
                while let Some(&(_, next)) = chars.peek() {
                    if next.is_alphanumeric() || next == '_' || next == '$' {
                        word.push(next);
                        chars.next();
                    } else {
                        break;
                    }
                }
                tokens.push(Token::Word(word));
            }
        }
    }
    tokens
}

/// A TypeScript type as ts-rs writes them.
#[derive(Debug)]
enum Type {
    Union(Vec<Type>),
    Intersection(Vec<Type>),
    Object(Vec<Field>),
    Tuple(Vec<Type>),
    /// A name with its type arguments.
    Named(String, Vec<Type>),
    Literal(String),
}

/// The names `ty` uses.
fn names_in(ty: &Type, names: &mut Vec<String>) {
    match ty {
        Type::Union(types) | Type::Intersection(types) | Type::Tuple(types) => {
            types.iter().for_each(|ty| names_in(ty, names));
        }
        Type::Object(fields) => fields.iter().for_each(|field| names_in(&field.ty, names)),
        Type::Named(name, arguments) => {
            names.push(name.clone());
            arguments.iter().for_each(|ty| names_in(ty, names));
        }
        Type::Literal(_) => {}
    }
}

#[derive(Debug)]
struct Field {
    docs: Option<String>,
    name: String,
    /// Left out of the JSON when empty (`name?:`).
    optional: bool,
    ty: Type,
}

impl Field {
    /// `name:` or `name?:`.
    fn key(&self) -> String {
        let mark = if self.optional { "?" } else { "" };
        format!("{}{mark}", key(&self.name))
    }
}

/// `ty` without `null`: the type of an optional field. Such a field is an `Option`
/// that serde leaves out when `None` (`skip_serializing_if`), so the engine never
/// writes `null` there; ts-rs keeps the `| null` of the `Option` anyway.
fn present(ty: Type) -> Type {
    let Type::Union(members) = ty else {
        return ty;
    };
    let mut members: Vec<Type> = members
        .into_iter()
        .filter(|member| !matches!(member, Type::Named(name, _) if name == "null"))
        .collect();
    if members.len() == 1 {
        members.pop().unwrap()
    } else {
        Type::Union(members)
    }
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn next(&mut self) -> Token {
        let token = self.tokens[self.at].clone();
        self.at += 1;
        token
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Token::Punct(c)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, c: char) {
        assert!(self.eat(c), "expected {c:?} at {:?}", self.peek());
    }

    fn union(&mut self) -> Type {
        self.separated('|', Parser::intersection, Type::Union)
    }

    fn intersection(&mut self) -> Type {
        self.separated('&', Parser::primary, Type::Intersection)
    }

    /// One `part`, or several between `separator`s, which `join` makes one type.
    fn separated(
        &mut self,
        separator: char,
        part: fn(&mut Self) -> Type,
        join: fn(Vec<Type>) -> Type,
    ) -> Type {
        let mut parts = vec![part(self)];
        while self.eat(separator) {
            parts.push(part(self));
        }
        if parts.len() == 1 {
            parts.pop().unwrap()
        } else {
            join(parts)
        }
    }

    fn primary(&mut self) -> Type {
        match self.next() {
            Token::Punct('{') => {
                let mut fields = Vec::new();
                while !self.eat('}') {
                    let docs = match self.peek() {
                        Some(Token::Doc(_)) => match self.next() {
                            Token::Doc(docs) => Some(docs),
                            _ => unreachable!(),
                        },
                        _ => None,
                    };
                    let name = match self.next() {
                        Token::Word(name) | Token::Text(name) => name,
                        other => panic!("a field name, not {other:?}"),
                    };
                    let optional = self.eat('?');
                    self.expect(':');
                    let ty = self.union();
                    let ty = if optional { present(ty) } else { ty };
                    fields.push(Field {
                        docs,
                        name,
                        optional,
                        ty,
                    });
                    self.eat(',');
                }
                Type::Object(fields)
            }
            Token::Punct('[') => {
                let mut items = Vec::new();
                while !self.eat(']') {
                    items.push(self.union());
                    self.eat(',');
                }
                Type::Tuple(items)
            }
            Token::Punct('(') => {
                let inner = self.union();
                self.expect(')');
                inner
            }
            Token::Text(text) => Type::Literal(text),
            Token::Word(name) => {
                let mut arguments = Vec::new();
                if self.eat('<') {
                    while !self.eat('>') {
                        arguments.push(self.union());
                        self.eat(',');
                    }
                }
                Type::Named(name, arguments)
            }
            other => panic!("a type, not {other:?}"),
        }
    }
}

/// The widest line the declarations aim for.
const WIDTH: usize = 90;

/// After `export type Name =`: one line when it fits, else a union one member a
/// line, or an object one field a line.
fn declaration_body(ty: &Type) -> String {
    let flat = flat(ty);
    if let Some(flat) = flat.filter(|flat| flat.len() <= WIDTH - 30) {
        return format!(" {flat}");
    }
    match ty {
        Type::Union(members) => members
            .iter()
            .map(|member| format!("\n  | {}", block(member, "  ")))
            .collect(),
        _ => format!(" {}", block(ty, "")),
    }
}

/// `ty` on one line, if it has no doc comment inside.
fn flat(ty: &Type) -> Option<String> {
    Some(match ty {
        Type::Union(members) => members
            .iter()
            .map(flat)
            .collect::<Option<Vec<_>>>()?
            .join(" | "),
        Type::Intersection(parts) => parts
            .iter()
            .map(|part| {
                flat(part).map(|text| match part {
                    Type::Union(_) => format!("({text})"),
                    _ => text,
                })
            })
            .collect::<Option<Vec<_>>>()?
            .join(" & "),
        Type::Object(fields) if fields.is_empty() => "{}".to_string(),
        Type::Object(fields) => {
            let fields = fields
                .iter()
                .map(|field| match field.docs {
                    Some(_) => None,
                    None => Some(format!("{}: {}", field.key(), flat(&field.ty)?)),
                })
                .collect::<Option<Vec<_>>>()?;
            format!("{{ {} }}", fields.join("; "))
        }
        Type::Tuple(items) => format!(
            "[{}]",
            items
                .iter()
                .map(flat)
                .collect::<Option<Vec<_>>>()?
                .join(", ")
        ),
        Type::Named(name, arguments) if arguments.is_empty() => name.clone(),
        Type::Named(name, arguments) => format!(
            "{name}<{}>",
            arguments
                .iter()
                .map(flat)
                .collect::<Option<Vec<_>>>()?
                .join(", ")
        ),
        Type::Literal(text) => format!("'{text}'"),
    })
}

/// `ty` starting at the current column of a line indented by `indent`: objects with
/// docs or too wide for one line get a line per field.
fn block(ty: &Type, indent: &str) -> String {
    if let Some(flat) = flat(ty).filter(|flat| indent.len() + flat.len() <= WIDTH - 20) {
        return flat;
    }
    match ty {
        Type::Object(fields) => {
            let inner = format!("{indent}  ");
            let mut text = "{\n".to_string();
            for field in fields {
                if let Some(docs) = &field.docs {
                    text.push_str(&doc_comment(&doc_lines(docs), &inner));
                }
                let line = format!("{inner}{}: ", field.key());
                let ty = block(&field.ty, &inner);
                text.push_str(&format!("{line}{ty};\n"));
            }
            text.push_str(&format!("{indent}}}"));
            text
        }
        Type::Intersection(parts) => blocks(parts, indent, " & "),
        Type::Union(members) => blocks(members, indent, " | "),
        Type::Tuple(items) => format!("[{}]", blocks(items, indent, ", ")),
        Type::Named(name, arguments) => format!("{name}<{}>", blocks(arguments, indent, ", ")),
        Type::Literal(text) => format!("'{text}'"),
    }
}

/// Each of `types` as [`block`] writes it, between `separator`s.
fn blocks(types: &[Type], indent: &str, separator: &str) -> String {
    types
        .iter()
        .map(|ty| block(ty, indent))
        .collect::<Vec<_>>()
        .join(separator)
}

/// A field name as TypeScript writes it: bare when it is an identifier.
fn key(name: &str) -> String {
    let identifier = name.chars().next().is_some_and(|c| c.is_alphabetic())
        && name.chars().all(|c| c.is_alphanumeric() || c == '_');
    if identifier {
        name.to_string()
    } else {
        format!("'{name}'")
    }
}

/// The codes of the errors the package itself throws, not the engine: the binding's
/// (`src/lib.rs`, `codec/src/lib.rs`) and the JS wrapper's (`js/api.js`,
/// `js/loader.js`), each with what it means; `main` for the main entry (the base
/// game's: the typed calls, the full module, the bot worker).
fn package_codes(main: bool) -> Vec<(&'static str, &'static str)> {
    let (seat, argument, not_initialized) = if main {
        (
            "A seat argument (the acting seat, and for typed calls a target or a member)\n\
             is not a whole number from 0 to 255.",
            "A string method got a non-string, or an object method a value JSON cannot\n\
             hold, or a typed call a bit mask, a choice kind, a flag or a seed out of range\n\
             or mistyped.",
            "Browser entry: init() has not finished, or what the full module holds (the\n\
             bots, the opening script, the names) was asked of the main module.",
        )
    } else {
        (
            "A seat argument is not a whole number from 0 to 255.",
            "A string method got a non-string, or an object method a value JSON cannot hold.",
            "Browser entry: init() has not finished.",
        )
    };
    let mut codes = vec![
        (INVALID_SEAT, seat),
        (INVALID_ARGUMENT, argument),
        ("game_freed", "The game was freed with free()."),
        ("not_initialized", not_initialized),
        (
            "load_failed",
            "Browser entry: init() could not load the WebAssembly module (the message says\n\
             from where, and how to serve or pass it).",
        ),
    ];
    if main {
        codes.push((
            "worker_stopped",
            "A BotWorker was stopped (terminate()), or its worker failed, before it answered.",
        ));
    }
    codes.push((
        ENCODE_FAILED,
        "Never expected: the engine could not encode one of its own values.",
    ));
    codes
}

/// The engine's codes for game `G`, in groups (a code in the first group it is in),
/// from the core's error types; `bots` are the codes of its bots' refusals (the base
/// game's `BotError`; the Cells variant has no bots), a group only when there are any.
fn engine_codes<G: Table>(bots: &[&'static str]) -> Vec<(&'static str, Vec<&'static str>)> {
    let groups = [
        (
            "Not JSON, or not the shape of the wire format.",
            vec![INVALID_JSON],
        ),
        (
            "Configurations.",
            <G::ConfigError as ErrorCode>::CODES.to_vec(),
        ),
        (
            "Configurations without a seed, when no secure seed can be drawn.",
            resistance_core::SeedUnavailable::CODES.to_vec(),
        ),
        (
            "Records (snapshots).",
            <resistance_core::record::ReplayErrorOf<G> as ErrorCode>::CODES.to_vec(),
        ),
        (
            "Commands refused by the rules, and views of a seat not at the table.",
            NoSuchSeat::CODES
                .iter()
                .chain(<G::CommandError as ErrorCode>::CODES)
                .copied()
                .collect(),
        ),
        (
            "Bots asked for a seat's command (botCommand, playBot).",
            bots.to_vec(),
        ),
    ];
    let mut seen = BTreeSet::new();
    groups
        .into_iter()
        .map(|(what, codes)| {
            let codes: Vec<_> = codes
                .into_iter()
                .filter(|code| seen.insert(*code))
                .collect();
            (what, codes)
        })
        .filter(|(_, codes)| !codes.is_empty())
        .collect()
}

/// The union of every code the entry of game `G` can throw, named `name`.
fn error_code_union<G: Table>(name: &str, docs: &str, main: bool, bots: &[&'static str]) -> String {
    let mut text = format!("\n{}export type {name} =\n", doc_comment(&lines(docs), ""));
    let mut groups: Vec<(String, Vec<&str>)> = package_codes(main)
        .into_iter()
        .map(|(code, what)| (what.to_string(), vec![code]))
        .collect();
    groups.extend(
        engine_codes::<G>(bots)
            .into_iter()
            .map(|(what, codes)| (what.to_string(), codes)),
    );
    let all: Vec<String> = groups
        .iter()
        .flat_map(|(what, codes)| {
            let comment = what.lines().map(|line| format!("  // {line}"));
            comment.chain(codes.iter().map(|code| format!("  | '{code}'")))
        })
        .collect();
    text.push_str(&all.join("\n"));
    text.push_str(";\n");
    text
}

fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

#[test]
fn the_two_games_codes_are_the_core_s_list() {
    // The codes of each entry come from its game's error types; together they are
    // the core's one list of codes, error_codes().
    let mut both = BTreeSet::new();
    for (_, codes) in engine_codes::<Game>(BotError::CODES)
        .into_iter()
        .chain(engine_codes::<CellsGame>(&[]))
    {
        both.extend(codes);
    }
    assert_eq!(both.into_iter().collect::<Vec<_>>(), error_codes());
}

#[test]
fn the_package_codes_are_those_the_js_throws() {
    // Every code the JS wrapper writes is listed (with the binding's constants), or
    // is the engine's (an object method's `invalid_json`, said in its own words).
    let listed: BTreeSet<&str> = package_codes(true)
        .iter()
        .map(|(code, _)| *code)
        .chain(error_codes())
        .collect();
    for file in ["js/api.js", "js/loader.js"] {
        let text = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
        for opening in ["codedError('", ".code = '"] {
            for (at, _) in text.match_indices(opening) {
                let rest = &text[at + opening.len()..];
                let code = &rest[..rest.find('\'').unwrap()];
                assert!(listed.contains(code), "{file} throws {code:?}, unlisted");
            }
        }
    }
}

/// The file `path` with its generated part replaced by `generated`.
fn with_generated(path: &Path, text: &str, generated: &str) -> String {
    let begin = text
        .find(BEGIN)
        .unwrap_or_else(|| panic!("{} has no line {BEGIN:?}", path.display()));
    let end = text
        .find(END)
        .unwrap_or_else(|| panic!("{} has no line {END:?}", path.display()));
    let head = format!(
        "{BEGIN}\n// From resistance-core's types (ts-rs, which reads their serde attributes);\n\
         // refresh with `{REFRESH}`.\n"
    );
    format!("{}{head}{generated}\n{}", &text[..begin], &text[end..])
}

/// Checks (or with `UPDATE_TYPESCRIPT` set, rewrites) the generated part of `file`.
fn check(file: &str, generated: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = fs::read_to_string(&path).unwrap();
    let fresh = with_generated(&path, &text, generated);
    if fresh == text {
        return;
    }
    if std::env::var_os("UPDATE_TYPESCRIPT").is_some() {
        fs::write(&path, fresh).unwrap();
        return;
    }
    panic!(
        "{file} is stale: its generated declarations differ from the Rust types. \
         Refresh them with\n\n    {REFRESH}\n"
    );
}

#[test]
fn the_base_game_declarations_are_fresh() {
    let (declarations, names) = base_game();
    let codes = error_code_union::<Game>(
        "ErrorCode",
        "The stable codes of the errors the package throws: its own, then the engine's\n\
         (from the core's error types).",
        true,
        BotError::CODES,
    );
    check("js/index.d.ts", &(generate(&declarations, &names) + &codes));
}

#[test]
fn the_cells_declarations_are_fresh() {
    let (declarations, names) = cells();
    let codes = error_code_union::<CellsGame>(
        "CellsErrorCode",
        "The stable codes of the errors resistance-engine/cells throws: the package's\n\
         own, then the engine's (from the core's error types).",
        false,
        &[],
    );
    check(
        "js/cells/index.d.ts",
        &(generate(&declarations, &names) + &codes),
    );
}
