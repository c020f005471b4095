//! The flat action space: every command of a game has a fixed index for a given
//! player count, so that a policy picks a number and a mask says which numbers are
//! legal now.
//!
//! Each game lists its commands once, in [`ActionSpace::universe`]; the index of a
//! command is its place in that list. [`ActionSpace::encode`] finds it by arithmetic
//! (it is on the hot path of every mask) and [`ActionSpace::index`] checks the answer
//! against the list, so the two cannot disagree unnoticed (the Python tests run both
//! over every index of every player count).

use resistance_core::agenda::AgendaCommand;
use resistance_core::assassin::AssassinCommand;
use resistance_core::inquisitor::InquisitorCommand;
use resistance_core::plot::PlotCommand;
use resistance_core::trapper::TrapperCommand;
use resistance_core::{
    Command, MissionCard, Seat, SeatSet, Table, Vote,
    cells::{CELL_SIZE, CellsCommand, CellsGame, Character, DRAW, Position, Slot},
    plot::PlotAction,
    plot::PlotCard,
};

/// A game whose commands have fixed indices.
pub trait ActionSpace: Table {
    /// Every command a game of `players` seats could ever accept, each at its index.
    fn universe(players: u8) -> Vec<Self::Command>;
    /// The index of `command` in [`ActionSpace::universe`], by arithmetic; `None`
    /// for a command that is not in it. May be wrong for a malformed command (a team
    /// with a repeated seat): [`ActionSpace::index`] checks.
    fn encode(players: u8, command: &Self::Command) -> Option<usize>;
    /// Whether `command` leaves the game: in the universe (a host may map it), never
    /// in a mask (leaving is a person's decision, not a policy's).
    fn leaves(_command: &Self::Command) -> bool {
        false
    }
    /// The index of `command`, checked against the universe.
    fn index(universe: &[Self::Command], players: u8, command: &Self::Command) -> Option<usize> {
        Self::encode(players, command).filter(|&index| universe.get(index) == Some(command))
    }
}

/// Lays out blocks of indices one after the other: `take(n)` is the offset of the
/// next block of `n`.
struct Blocks(usize);

impl Blocks {
    fn take(&mut self, size: usize) -> usize {
        let start = self.0;
        self.0 += size;
        start
    }
}

/// The offsets of the base game's blocks for `p` seats, in the order of the
/// universe: teams and agendas are subsets (bit masks), targets are seats, plot
/// cards are `PlotCard::ALL` indices.
struct GameLayout {
    propose: usize,
    vote: usize,
    play: usize,
    set_aside: usize,
    inspect: usize,
    assassinate: usize,
    agenda: usize,
    reveal_agenda: usize,
    give: usize,
    strong_leader: usize,
    no_confidence: usize,
    spotlight: usize,
    close_eye: usize,
    take: usize,
    overheard: usize,
    open_up: usize,
    establish: usize,
    decline: usize,
    leave: usize,
    claim: usize,
}

const PLOT_CARDS: usize = PlotCard::ALL.len();

impl GameLayout {
    fn new(players: u8) -> GameLayout {
        let p = usize::from(players);
        let subsets = 1 << p;
        let mut blocks = Blocks(0);
        GameLayout {
            propose: blocks.take(subsets),
            vote: blocks.take(2),
            play: blocks.take(2),
            set_aside: blocks.take(p),
            inspect: blocks.take(p),
            assassinate: blocks.take(p),
            agenda: blocks.take(subsets),
            reveal_agenda: blocks.take(p),
            give: blocks.take(PLOT_CARDS * p),
            strong_leader: blocks.take(1),
            no_confidence: blocks.take(1),
            spotlight: blocks.take(p),
            close_eye: blocks.take(p),
            take: blocks.take(PLOT_CARDS * p),
            overheard: blocks.take(p),
            open_up: blocks.take(p),
            establish: blocks.take(p),
            decline: blocks.take(PLOT_CARDS),
            leave: blocks.take(1),
            claim: blocks.take(1),
        }
    }
}

fn bits(list: &[Seat]) -> usize {
    list.iter()
        .fold(0usize, |bits, seat| bits | (1usize << (seat.0 & 15)))
}

impl ActionSpace for resistance_core::Game {
    fn leaves(command: &Command) -> bool {
        matches!(command, Command::Leave)
    }

    fn universe(players: u8) -> Vec<Command> {
        let seats = || (0..players).map(Seat);
        let subsets = || (0..1u16 << players).map(SeatSet::from_bits);
        let cards_to = |make: fn(PlotCard, Seat) -> Command| {
            PlotCard::ALL
                .into_iter()
                .flat_map(move |card| (0..players).map(move |seat| make(card, Seat(seat))))
        };
        let mut all: Vec<Command> = subsets().map(Command::propose).collect();
        all.extend([Command::vote(true), Command::vote(false)]);
        all.extend([MissionCard::Success, MissionCard::Fail].map(Command::play));
        all.extend(seats().map(Command::set_aside));
        all.extend(seats().map(Command::inspect));
        all.extend(seats().map(Command::assassinate));
        all.extend(subsets().map(Command::choose_agenda));
        all.extend(seats().map(Command::reveal_agenda));
        all.extend(cards_to(Command::give_plot_card));
        let uses = Command::use_plot_card;
        all.extend([PlotAction::StrongLeader, PlotAction::NoConfidence].map(uses));
        all.extend(seats().map(|member| uses(PlotAction::InTheSpotlight { member })));
        all.extend(seats().map(|member| uses(PlotAction::KeepingACloseEyeOnYou { member })));
        all.extend(cards_to(|take, from| {
            Command::Plot(PlotCommand::UsePlotCard {
                action: PlotAction::TakeResponsibility { from, take },
            })
        }));
        all.extend(seats().map(|neighbour| uses(PlotAction::OverheardConversation { neighbour })));
        all.extend(seats().map(|to| uses(PlotAction::OpenUp { to })));
        all.extend(seats().map(|to| uses(PlotAction::EstablishConfidence { to })));
        all.extend(PlotCard::ALL.map(Command::decline_plot_card));
        all.extend([Command::Leave, Command::ClaimSeat]);
        all
    }

    fn encode(players: u8, command: &Command) -> Option<usize> {
        let at = GameLayout::new(players);
        let p = usize::from(players);
        let seat = |seat: Seat| Some(seat.index()).filter(|&index| index < p);
        let card = |card: PlotCard| usize::from(card.index());
        Some(match *command {
            Command::ProposeTeam { team } => at.propose + bits(&team),
            Command::Vote { vote } => at.vote + usize::from(vote == Vote::Reject),
            Command::PlayMission { card } => at.play + usize::from(card == MissionCard::Fail),
            Command::Trapper(TrapperCommand::SetAside { member }) => at.set_aside + seat(member)?,
            Command::Inquisitor(InquisitorCommand::Inspect { target }) => {
                at.inspect + seat(target)?
            }
            Command::Assassin(AssassinCommand::Assassinate { target }) => {
                at.assassinate + seat(target)?
            }
            Command::Agenda(AgendaCommand::ChooseAgenda { names }) => at.agenda + bits(&names),
            Command::Agenda(AgendaCommand::RevealAgenda { owner }) => {
                at.reveal_agenda + seat(owner)?
            }
            Command::Plot(PlotCommand::GivePlotCard { card: given, to }) => {
                at.give + card(given) * p + seat(to)?
            }
            Command::Plot(PlotCommand::UsePlotCard { action }) => match action {
                PlotAction::StrongLeader => at.strong_leader,
                PlotAction::NoConfidence => at.no_confidence,
                PlotAction::InTheSpotlight { member } => at.spotlight + seat(member)?,
                PlotAction::KeepingACloseEyeOnYou { member } => at.close_eye + seat(member)?,
                PlotAction::TakeResponsibility { from, take } => {
                    at.take + card(take) * p + seat(from)?
                }
                PlotAction::OverheardConversation { neighbour } => at.overheard + seat(neighbour)?,
                PlotAction::OpenUp { to } => at.open_up + seat(to)?,
                PlotAction::EstablishConfidence { to } => at.establish + seat(to)?,
                _ => return None,
            },
            Command::Plot(PlotCommand::DeclinePlotCard { card: declined }) => {
                at.decline + card(declined)
            }
            Command::Leave => at.leave,
            Command::ClaimSeat => at.claim,
            _ => return None,
        })
    }
}

/// Cells: a row is three characters (2^3 rows), a position is a seat and a slot
/// (`seat * 3 + slot`), an order given back to the deck is a sequence of distinct
/// indices below [`DRAW`] (the empty one, then by length).
const CHARACTERS: [Character; 2] = [Character::Resistance, Character::Spy];

/// How many orders [`orders`] lists: the empty one, 3 of one card, 6 of two, 6 of
/// three.
const ORDERS: usize = 16;

/// Every order of at most [`DRAW`] distinct indices below [`DRAW`], shortest first.
fn orders() -> Vec<Vec<u8>> {
    let mut all: Vec<Vec<u8>> = vec![Vec::new()];
    let mut last: Vec<Vec<u8>> = vec![Vec::new()];
    for _ in 0..DRAW {
        last = last
            .iter()
            .flat_map(|order| {
                (0..DRAW as u8)
                    .filter(|index| !order.contains(index))
                    .map(|index| [order.as_slice(), &[index]].concat())
            })
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

/// The place of `order` in [`orders`], by arithmetic: the orders of one length
/// come after every shorter one, in lexicographic order (a first card, then the
/// remaining ones in ascending order).
fn order_index(order: &[u8]) -> Option<usize> {
    let mut index = 0;
    let mut remaining: Vec<u8> = (0..DRAW as u8).collect();
    // The orders shorter than this one.
    let mut count = 1;
    for length in 0..order.len() {
        index += count;
        count *= DRAW - length;
    }
    // Its rank among the orders of its length.
    let mut rank = 0;
    for (position, card) in order.iter().enumerate() {
        let at = remaining.iter().position(|left| left == card)?;
        remaining.remove(at);
        let after: usize = (position + 1..order.len()).map(|p| DRAW - p).product();
        rank += at * after;
    }
    Some(index + rank)
}

struct CellsLayout {
    arrange: usize,
    scout: usize,
    give_back: usize,
    scout_deck: usize,
    return_to_deck: usize,
    mission: usize,
    pass: usize,
    play: usize,
    expose: usize,
}

impl CellsLayout {
    fn new(players: u8) -> CellsLayout {
        let p = usize::from(players);
        let positions = p * CELL_SIZE;
        let mut blocks = Blocks(0);
        CellsLayout {
            arrange: blocks.take(1 << CELL_SIZE),
            scout: blocks.take(positions * positions),
            give_back: blocks.take(2),
            scout_deck: blocks.take(1),
            return_to_deck: blocks.take(ORDERS),
            mission: blocks.take(p),
            pass: blocks.take(DRAW),
            play: blocks.take(DRAW),
            expose: blocks.take(CELL_SIZE),
        }
    }
}

impl ActionSpace for CellsGame {
    fn universe(players: u8) -> Vec<CellsCommand> {
        let positions: Vec<Position> = (0..players)
            .flat_map(|seat| Slot::ALL.map(|slot| Position::new(Seat(seat), slot)))
            .collect();
        let mut all: Vec<CellsCommand> = (0..1usize << CELL_SIZE)
            .map(|bits| CellsCommand::Arrange {
                row: core::array::from_fn(|slot| CHARACTERS[(bits >> slot) & 1]),
            })
            .collect();
        for &first in &positions {
            all.extend(
                positions
                    .iter()
                    .map(|&second| CellsCommand::ScoutCharacters { first, second }),
            );
        }
        all.extend([false, true].map(|swap| CellsCommand::ReturnCharacters { swap }));
        all.push(CellsCommand::ScoutDeck);
        all.extend(
            orders()
                .iter()
                .map(|order| CellsCommand::return_to_deck(order)),
        );
        all.extend((0..players).map(|partner| CellsCommand::GoOnMission {
            partner: Seat(partner),
        }));
        all.extend((0..DRAW as u8).map(|discard| CellsCommand::PassMissionCards { discard }));
        all.extend((0..DRAW as u8).map(|play| CellsCommand::PlayMissionCard { play }));
        all.extend(Slot::ALL.map(|slot| CellsCommand::Expose { slot }));
        all
    }

    fn encode(players: u8, command: &CellsCommand) -> Option<usize> {
        let at = CellsLayout::new(players);
        let p = usize::from(players);
        let position = |position: Position| {
            Some(position.seat.index() * CELL_SIZE + position.slot.index())
                .filter(|_| position.seat.index() < p)
        };
        let below = |value: u8, limit: usize| Some(usize::from(value)).filter(|&v| v < limit);
        Some(match *command {
            CellsCommand::Arrange { row } => {
                at.arrange
                    + row
                        .iter()
                        .enumerate()
                        .map(|(slot, &card)| usize::from(card == Character::Spy) << slot)
                        .sum::<usize>()
            }
            CellsCommand::ScoutCharacters { first, second } => {
                at.scout + position(first)? * p * CELL_SIZE + position(second)?
            }
            CellsCommand::ReturnCharacters { swap } => at.give_back + usize::from(swap),
            CellsCommand::ScoutDeck => at.scout_deck,
            CellsCommand::ReturnToDeck { order } => at.return_to_deck + order_index(&order)?,
            CellsCommand::GoOnMission { partner } => at.mission + below(partner.0, p)?,
            CellsCommand::PassMissionCards { discard } => at.pass + below(discard, DRAW)?,
            CellsCommand::PlayMissionCard { play } => at.play + below(play, DRAW)?,
            CellsCommand::Expose { slot } => at.expose + slot.index(),
            _ => return None,
        })
    }
}
