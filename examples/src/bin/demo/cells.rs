//! `--cells`: one game of Cells, the 3–4 player variant (CE1–CE8), played by bots
//! that choose at random among the legal moves: its public story, then what one seat
//! remembers, set against the truth the end reveals.

use crate::{
    args::{Modules, Options},
    cells_play::play_cells,
    exit_code,
    style::{Paint, write_heading},
    usage_error,
    words::{capitalized as capitalized_seat, card_name, seat_list, seat_name, seat_number},
    wrap::pad,
};
use resistance_core::{
    Allegiance, GameRng, Seat, SeatSet,
    cells::{
        CellRows, CellsCommand, CellsConfig, CellsEvent, CellsGame, CellsPlayerView, Character,
        MissionPile, Position, Slot,
    },
};
use resistance_examples::{and_list, bot_rng};
use std::{
    io::{self, Write},
    process::ExitCode,
};

/// The widths of the memory table's columns: "its own cell", then "Resistance, turn
/// 21", each with a gap after it; 2 + 15 + 3 * 21 = 80 columns in all.
const LABEL_COLUMN: usize = 15;
const MEMORY_COLUMN: usize = 21;

/// Players of a Cells game when `--players` is not given.
const DEFAULT_PLAYERS: u8 = 4;

/// Plays and tells the Cells game `options` ask for; modules, a player count Cells
/// does not have or a seat the table does not have are usage errors.
pub(crate) fn run(options: &Options, out: &mut impl Write) -> ExitCode {
    if options.modules != Modules::default() {
        return usage_error("the Hidden Agenda modules are not part of Cells (--cells)");
    }
    let players = if options.players_given {
        options.players
    } else {
        DEFAULT_PLAYERS
    };
    let mut game = match CellsGame::new(CellsConfig::new(players, options.seed)) {
        Ok(game) => game,
        Err(error) => return usage_error(&error.to_string()),
    };
    if let Err(message) = options.check_seat(players) {
        return usage_error(&message);
    }
    let seat = options.seat;
    if let Err(error) = game.view(seat) {
        return usage_error(&error.to_string());
    }
    let told = if options.play {
        play_cells(out, &mut io::stdin().lock(), &mut game, seat)
    } else {
        tell(out, &mut game, seat)
    };
    exit_code(out, told)
}

/// A random legal move of one of `movers`: first a random kind of move among those
/// they may make, then a random move of that kind. (Drawing among all moves alike
/// would pick one of the dozens of pairs to scout nearly every turn and seldom a
/// mission.) `None` when none of them may move.
pub(crate) fn next_move(
    game: &CellsGame,
    rng: &mut GameRng,
    movers: SeatSet,
) -> Option<(Seat, CellsCommand)> {
    let moves: Vec<(Seat, CellsCommand)> = movers
        .iter()
        .flat_map(|seat| {
            game.legal_commands(seat)
                .into_iter()
                .map(move |c| (seat, c))
        })
        .collect();
    let mut kinds: Vec<_> = moves.iter().map(|(_, c)| c.kind()).collect();
    kinds.sort_by_key(|kind| format!("{kind:?}"));
    kinds.dedup();
    let kind = *kinds.get(rng.below(kinds.len() as u32) as usize)?;
    let of_kind: Vec<_> = moves
        .into_iter()
        .filter(|(_, c)| c.kind() == kind)
        .collect();
    of_kind
        .get(rng.below(of_kind.len() as u32) as usize)
        .copied()
}

fn tell(out: &mut impl Write, game: &mut CellsGame, seat: Seat) -> io::Result<()> {
    let config = *game.seeded_config();
    tell_deal(
        out,
        game,
        // Bots play every seat and the whole game is told: the seed hides nothing.
        Some(config.seed),
        "Bots play every seat, choosing at random among legal moves.",
    )?;
    let mut bots = bot_rng(config.seed);
    let mut steps = 0u32;
    let mut live = view(game, seat)?;
    let hand = live.hand;
    let mut row = None;
    let everyone = SeatSet::all(config.players);
    while let Some((actor, command)) = next_move(game, &mut bots, everyone) {
        let outcome = game.apply(actor, command).map_err(|error| {
            io::Error::other(format!(
                "the engine refused a move it listed: {actor} sent {command:?}: {error}"
            ))
        })?;
        steps += 1;
        if let (true, CellsCommand::Arrange { row: laid_out }) = (actor == seat, command) {
            row = Some(laid_out);
        }
        for event in outcome.public_events() {
            narrate(out, event)?;
        }
        if !game.is_over() {
            live = view(game, seat)?;
        }
    }
    writeln!(out, "\n{steps} commands were applied in all.")?;
    tell_memory(out, game, &live, hand, row)
}

/// Tells the setup (`who_plays`: who plays the seats; the seed when `seed` is given,
/// never to a person playing a seat before the end), starts the public story and
/// tells the deal (CE1, CE3).
pub(crate) fn tell_deal(
    out: &mut impl Write,
    game: &CellsGame,
    seed: Option<u64>,
    who_plays: &str,
) -> io::Result<()> {
    let config = game.seeded_config();
    let seed = seed
        .map(|seed| format!(": seed {seed}"))
        .unwrap_or_default();
    writeln!(
        out,
        "Cells, the {}-player variant{seed}. Each player runs a cell of three \
         character cards and plays from memory. {who_plays}",
        config.players
    )?;
    write_heading(out, "The public story (what a spectator sees)")?;
    writeln!(
        out,
        "{} character cards, {} of them spies, are dealt three to each player; seat {} \
         takes the first turn.",
        3 * config.players,
        config.players + 1,
        seat_number(game.player())
    )
}

pub(crate) fn view(game: &CellsGame, seat: Seat) -> io::Result<CellsPlayerView> {
    game.view(seat)
        .map_err(|error| io::Error::other(error.to_string()))
}

/// A character card's side, painted by it.
pub(crate) fn character(card: Character) -> String {
    side(match card {
        Character::Resistance => Allegiance::Resistance,
        Character::Spy => Allegiance::Spy,
    })
}

pub(crate) fn row_text(row: &[Character; 3]) -> String {
    row.iter()
        .map(|&c| character(c))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(crate) fn place(position: Position) -> String {
    format!("{}'s {} card", seat_name(position.seat), position.slot)
}

fn side(side: Allegiance) -> String {
    Paint::of_side(side).paint(match side {
        Allegiance::Resistance => "Resistance",
        Allegiance::Spy => "spy",
    })
}

/// Tells one public event of Cells: CE1 and CE3 the deal and the first turn, CE2 the
/// cells laid out, CE4 scouting characters, CE5 scouting the deck, CE6 missions, CE7
/// cards turned face up and missions turned to failure, CE8 the end. The rule ids
/// stay here, out of the story.
pub(crate) fn narrate(out: &mut impl Write, event: &CellsEvent) -> io::Result<()> {
    match *event {
        CellsEvent::CellArranged { seat } => writeln!(
            out,
            "  Seat {} looks at its cards once and lays them out in a row.",
            seat_number(seat)
        ),
        CellsEvent::TurnStarted { turn, player } => {
            writeln!(out, "Turn {turn}: seat {}.", seat_number(player))
        }
        CellsEvent::CharactersScouted {
            scout,
            first,
            second,
        } => writeln!(
            out,
            "  Seat {} scouts {} and {}.",
            seat_number(scout),
            place(first),
            place(second)
        ),
        CellsEvent::CharactersReturned { .. } => writeln!(
            out,
            "  Both go back face down, swapped or not: only the scout knows."
        ),
        CellsEvent::DeckScouted { scout } => writeln!(
            out,
            "  Seat {} draws three mission cards to scout the deck.",
            seat_number(scout)
        ),
        CellsEvent::DeckReshuffled {
            remaining,
            reshuffled,
        } => writeln!(
            out,
            "  The deck holds only {remaining}: the discard pile ({reshuffled} cards) is \
             shuffled in under them."
        ),
        CellsEvent::DeckCardsReturned {
            returned,
            discarded,
            ..
        } => writeln!(
            out,
            "  It puts {returned} back on top in an order of its choice and discards \
             {discarded} face down."
        ),
        CellsEvent::MissionBegan {
            mission,
            leader,
            partner,
        } => writeln!(
            out,
            "  Seat {} goes on mission {mission} with seat {} and draws three cards.",
            seat_number(leader),
            seat_number(partner)
        ),
        CellsEvent::MissionCardsPassed { partner, .. } => writeln!(
            out,
            "  It discards one face down and passes two to seat {}.",
            seat_number(partner)
        ),
        CellsEvent::MissionCardPlayed { partner, card } => writeln!(
            out,
            "  Seat {} discards one and plays the other face up: {}.",
            seat_number(partner),
            card_name(card)
        ),
        CellsEvent::CharacterExposed { position, card } => writeln!(
            out,
            "  {} is turned face up: {}.",
            capitalized(&place(position)),
            match card {
                Character::Resistance => character(card),
                Character::Spy => format!("a {}", character(card)),
            }
        ),
        CellsEvent::MissionResolved {
            mission,
            succeeded,
            turned_to_failure,
            fail_taken_from,
            successes,
            failures,
        } => {
            let verdict = match (succeeded, turned_to_failure) {
                (true, _) => Paint::Success.paint("succeeds"),
                (false, true) => format!(
                    "{}: a player turned up two spies, and a Fail card from \
                     the {} replaces the Success",
                    Paint::Fail.paint("fails after all"),
                    match fail_taken_from {
                        Some(MissionPile::DiscardPile) => "discard pile",
                        _ => "deck",
                    }
                ),
                (false, false) => Paint::Fail.paint("fails"),
            };
            writeln!(
                out,
                "  Mission {mission} {verdict}. Score: {successes} succeeded, {failures} \
                 failed."
            )
        }
        CellsEvent::GameEnded { winner } => writeln!(
            out,
            "\nGame over: three missions {}, so the {} side wins.",
            if winner == Allegiance::Resistance {
                "succeeded"
            } else {
                "failed"
            },
            side(winner)
        ),
        CellsEvent::CellsRevealed { cells, winners } => {
            writeln!(out, "Every cell is revealed:")?;
            for (seat, row) in (0..).map(Seat).zip(cells.iter()) {
                let spies = row.iter().filter(|&&c| c == Character::Spy).count();
                writeln!(
                    out,
                    "  {}: {} ({} side)",
                    capitalized_seat(seat),
                    row_text(row),
                    side(if spies >= 2 {
                        Allegiance::Spy
                    } else {
                        Allegiance::Resistance
                    })
                )?;
            }
            writeln!(
                out,
                "The winners, by the cards they hold at the end: {}.",
                seat_list(winners)
            )
        }
        // The game's start is told above; newer events are shown raw.
        CellsEvent::GameStarted { .. } => Ok(()),
        ref other => writeln!(out, "  ({other:?})"),
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The seat's memory just before the end (CE2, CE5), and the truth the end revealed
/// (CE8).
pub(crate) fn tell_memory(
    out: &mut impl Write,
    game: &CellsGame,
    live: &CellsPlayerView,
    hand: Option<[Character; 3]>,
    row: Option<[Character; 3]>,
) -> io::Result<()> {
    let seat = live.seat;
    write_heading(out, &format!("The memory of {}", seat_name(seat)))?;
    if let (Some(hand), Some(row)) = (hand, row) {
        writeln!(
            out,
            "It looked at its hand once ({}) and laid it out as: {}.",
            row_text(&hand),
            row_text(&row)
        )?;
    }
    writeln!(
        out,
        "Its view just before the end (CellsGame::view(Seat({})), which counts seats \
         from 0) holds what it last saw at each place and in which turn, never the card \
         lying there now:",
        seat.0
    )?;
    let truth = game
        .public_view()
        .reveal
        .ok_or_else(|| io::Error::other("the game ended without a reveal"))?;
    let stale = tell_memory_table(out, live, Some(&truth.cells))?;
    if let Some(deck) = live.deck_memory {
        let cards = |cards: &[resistance_core::MissionCard]| {
            let names: Vec<String> = cards.iter().map(|&c| card_name(c)).collect();
            and_list(&names)
        };
        writeln!(
            out,
            "  Its last look at the mission deck (turn {}): it put back {} (top first) and \
             discarded {}.",
            deck.turn,
            cards(&deck.returned),
            cards(&deck.discarded)
        )?;
    }
    if stale.is_empty() {
        writeln!(
            out,
            "Every card it remembers was still there when the end revealed them all."
        )?;
    } else {
        writeln!(
            out,
            "The end revealed that its memory had gone stale at {}: someone's scouting \
             swapped those cards since it saw them.",
            and_list(&stale)
        )?;
    }
    writeln!(
        out,
        "\nIts memory as JSON (the view's \"memory\", seat by seat):"
    )?;
    for cell in live.memory.iter() {
        // A space after each slot's comma, where a line too long may wrap: the JSON
        // reads the same.
        let slots = cell
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<_>, _>>()
            .map_err(io::Error::other)?;
        writeln!(out, "  [{}]", slots.join(", "))?;
    }
    Ok(())
}

/// Tells `live`'s memory as a table, a row per cell and a column per slot: what it
/// last saw at each place, and in which turn. Returns the places where the memory no
/// longer matches the `truth` the end revealed (none without it).
pub(crate) fn tell_memory_table(
    out: &mut impl Write,
    live: &CellsPlayerView,
    truth: Option<&CellRows>,
) -> io::Result<Vec<String>> {
    let seat = live.seat;
    // A table: a row per cell, a column per slot.
    let column = |text: &str| pad(text, MEMORY_COLUMN);
    let header: String = Slot::ALL
        .iter()
        .map(|slot| column(&slot.to_string()))
        .collect();
    writeln!(out, "  {}{}", pad("cell", LABEL_COLUMN), header.trim_end())?;
    let mut stale = Vec::new();
    for (owner, cell) in live.memory.iter().enumerate() {
        let owner_seat = Seat(owner as u8);
        let label = if owner_seat == seat {
            "its own cell".to_owned()
        } else {
            seat_name(owner_seat)
        };
        let slots: Vec<String> = Slot::ALL
            .iter()
            .zip(cell.iter())
            .map(|(slot, seen)| match seen {
                Some(seen) => {
                    let now = truth
                        .and_then(|cells| cells.get(owner))
                        .and_then(|row| row.get(slot.index()))
                        .copied();
                    if now.is_some_and(|now| now != seen.card) {
                        stale.push(place(Position::new(owner_seat, *slot)));
                    }
                    column(&format!("{}, turn {}", character(seen.card), seen.turn))
                }
                None => column("never seen"),
            })
            .collect();
        writeln!(
            out,
            "  {}{}",
            pad(&label, LABEL_COLUMN),
            slots.concat().trim_end()
        )?;
    }
    Ok(stale)
}
