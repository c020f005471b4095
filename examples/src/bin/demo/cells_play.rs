//! `--cells --play K`: Cells with seat K played from the keyboard and random-legal
//! bots in the other seats (there is no stronger Cells bot). Seat K sees the public
//! story, what it alone sees (its hand, the cards it scouts, the mission cards it
//! holds), and at each of its decisions its memory (CE2) and a numbered menu of its
//! legal moves. The other cells are shown only once the game is over (CE8).

use crate::{
    cells::{
        character, narrate, next_move, place, row_text, tell_deal, tell_memory, tell_memory_table,
        view,
    },
    prompt::{Item, choose, tell_chosen, tell_left},
    style::write_heading,
    words::{card_name, seat_name, seat_number},
};
use resistance_core::{
    MissionCard, Seat, SeatSet,
    cells::{CellsCommand, CellsEvent, CellsGame, CellsPlayerView, Position, Slot},
};
use resistance_examples::{and_list, bot_rng};
use std::io::{self, BufRead, Write};

/// Plays `game` with `seat` answered from `input`, telling seat K's side of it on
/// `out`, and at the end every cell and K's memory against them. The end of input
/// ends the game unfinished, with a message.
pub(crate) fn play_cells(
    out: &mut impl Write,
    input: &mut impl BufRead,
    game: &mut CellsGame,
    seat: Seat,
) -> io::Result<()> {
    let config = *game.seeded_config();
    tell_deal(
        out,
        game,
        // Told only after the game: the seed deals every cell.
        None,
        &format!(
            "You play seat {}; bots choosing at random among legal moves play the others.",
            seat_number(seat)
        ),
    )?;
    let bot_seats: SeatSet = SeatSet::all(config.players)
        .iter()
        .filter(|&other| other != seat)
        .collect();
    let mut bots = bot_rng(config.seed);
    let mut live = view(game, seat)?;
    let hand = live.hand;
    let mut row = None;
    while !game.is_over() {
        // The bots move first; seat K is asked once only it is awaited.
        let (actor, command, chosen) = match next_move(game, &mut bots, bot_seats) {
            Some((bot, command)) => (bot, command, None),
            None if game.awaiting().contains(seat) => match ask(out, input, game, &live)? {
                Some((command, item)) => (seat, command, Some(item)),
                None => return tell_left(out),
            },
            None => {
                return Err(io::Error::other(
                    "the game waits for nobody, yet is not over",
                ));
            }
        };
        let outcome = game.apply(actor, command).map_err(|error| {
            io::Error::other(format!(
                "the engine refused a move it listed: {actor} sent {command:?}: {error}"
            ))
        })?;
        if let Some(item) = chosen {
            tell_chosen(out, &item)?;
            if let CellsCommand::Arrange { row: laid_out } = command {
                row = Some(laid_out);
            }
        }
        for event in outcome.public_events() {
            narrate(out, event)?;
        }
        let private = outcome
            .events
            .iter()
            .filter(|e| !e.audience.is_public() && e.audience.includes(seat));
        for envelope in private {
            tell_private(out, &envelope.event)?;
        }
        if !game.is_over() {
            live = view(game, seat)?;
        }
    }
    tell_memory(out, game, &live, hand, row)?;
    crate::base_game::tell_seed_at_end(out, config.seed)
}

/// An event for seat K's eyes alone, in words (CE4 the characters it scouts, CE5 and
/// CE6 the mission cards it draws or is passed); what its own choice said already
/// is not told again.
fn tell_private(out: &mut impl Write, event: &CellsEvent) -> io::Result<()> {
    match *event {
        CellsEvent::CharactersSeen { first, second, .. } => writeln!(
            out,
            "  You see {} is {} and {} is {}.",
            place(first.position),
            character(first.card),
            place(second.position),
            character(second.card)
        ),
        CellsEvent::MissionCardsDrawn { cards, .. } => {
            writeln!(out, "  You draw {}.", cards_text(&cards))
        }
        CellsEvent::MissionCardsReceived { cards, .. } => {
            writeln!(out, "  You are passed {}.", cards_text(&cards))
        }
        // The hand is on the screen when seat K is asked to arrange it; the rest
        // repeats seat K's own choice.
        _ => Ok(()),
    }
}

fn cards_text(cards: &[MissionCard]) -> String {
    let names: Vec<String> = cards.iter().map(|&card| card_name(card)).collect();
    and_list(&names)
}

/// Shows seat K its view and its menu, and reads its choice, with its words; `None`
/// when the input ends.
fn ask(
    out: &mut impl Write,
    input: &mut impl BufRead,
    game: &CellsGame,
    live: &CellsPlayerView,
) -> io::Result<Option<(CellsCommand, Item)>> {
    tell_view(out, live)?;
    let commands = game.legal_commands(live.seat);
    let mut items: Vec<Item> = commands.iter().map(|c| describe(c, live)).collect();
    let chosen = choose(out, input, &items, None, None)?;
    Ok(chosen.map(|index| (commands[index], items.swap_remove(index))))
}

/// What seat K may see now: its hand, seen once, or its memory (CE2), what it holds,
/// and the table.
fn tell_view(out: &mut impl Write, live: &CellsPlayerView) -> io::Result<()> {
    let table = &live.table;
    write_heading(
        out,
        &format!("Your move, {} (turn {})", seat_name(live.seat), table.turn),
    )?;
    if let Some(hand) = live.hand {
        writeln!(
            out,
            "  Your hand, which you see this once: {}.",
            row_text(&hand)
        )?;
    } else {
        writeln!(out, "  What you remember:")?;
        tell_memory_table(out, live, None)?;
    }
    if let Some([first, second]) = live.scouted {
        writeln!(
            out,
            "  In your hands: {} ({}) and {} ({}).",
            place(first.position),
            character(first.card),
            place(second.position),
            character(second.card)
        )?;
    }
    if !live.mission_cards.is_empty() {
        writeln!(
            out,
            "  Mission cards in your hand: {}.",
            cards_text(&live.mission_cards)
        )?;
    }
    writeln!(
        out,
        "  Score: {} succeeded, {} failed. Deck: {} cards; discard pile: {}.",
        table.successes, table.failures, table.deck, table.discard
    )
}

/// `command` in words for seat K, whose view is `live`: its group's title and the
/// choice within it. The rules, cited here and not to the player: CE2 laying out
/// the cell, CE4 scouting characters, CE5 the deck, CE6 missions, CE7 exposing.
fn describe(command: &CellsCommand, live: &CellsPlayerView) -> Item {
    let item = |group: &str, choice: String| Item {
        group: group.to_owned(),
        choice,
    };
    let held = |index: u8| {
        live.mission_cards
            .get(usize::from(index))
            .map_or_else(|| format!("card {}", index + 1), |&card| card_name(card))
    };
    let short = |position: Position| {
        let slot = match position.slot {
            Slot::Left => 'L',
            Slot::Middle => 'M',
            Slot::Right => 'R',
        };
        format!("{}{slot}", seat_number(position.seat))
    };
    match *command {
        CellsCommand::Arrange { row } => item(
            "Lay out your cards in a row, left to right:",
            row_text(&row),
        ),
        CellsCommand::ScoutCharacters { first, second } => item(
            "Scout two character cards, by seat and slot (L left, M middle, R right):",
            format!("{} {}", short(first), short(second)),
        ),
        CellsCommand::ReturnCharacters { swap } => item(
            "Put the two cards back face down:",
            if swap { "swapped" } else { "as they were" }.to_owned(),
        ),
        CellsCommand::ScoutDeck => {
            item("Or scout the mission deck:", "draw three cards".to_owned())
        }
        CellsCommand::ReturnToDeck { order } => {
            let back: Vec<String> = order.iter().map(|&index| held(index)).collect();
            item(
                "Put cards back on the deck, the first on top; the others are discarded:",
                if back.is_empty() {
                    "none".to_owned()
                } else {
                    back.join(", ")
                },
            )
        }
        CellsCommand::GoOnMission { partner } => {
            item("Or go on a mission with a partner:", seat_name(partner))
        }
        CellsCommand::PassMissionCards { discard } => item(
            "Discard one card face down and pass the other two to your partner:",
            format!("discard card {} ({})", discard + 1, held(discard)),
        ),
        CellsCommand::PlayMissionCard { play } => item(
            "Play one card face up and discard the other:",
            format!("play card {} ({})", play + 1, held(play)),
        ),
        CellsCommand::Expose { slot } => item(
            "Turn one of your own cards face up, one you believe is Resistance:",
            format!("your {slot} card"),
        ),
        ref other => item("Other:", format!("{other:?}")),
    }
}
