//! What a game holds of the plot cards and how it is set up: the part of the state
//! below the rules, which the base game's state embeds.

use crate::{
    kernel::{BoundedList, Seat, SeatSet},
    resistance::config::GameConfig,
};

use super::cards::{
    DrawnCards, HeldPlotCard, MAX_PLOT_SIGHTS, PLOT_DECK, PlotAction, PlotCard, PlotChoices,
    PlotMoment, PlotSight, PlotUse, SpotlitCard,
};
use crate::{kernel::GameRng, resistance::record::MissionState};

/// The plot cards' part of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
pub(crate) struct PlotCards {
    /// The deck in draw order, secret (PC1); empty without plot cards.
    pub(crate) deck: BoundedList<PlotCard, PLOT_DECK>,
    /// Cards drawn so far, from the top.
    pub(crate) drawn: u8,
    /// The last round whose cards were drawn (PC2); 0 before the first deal.
    pub(crate) dealt_round: u8,
    /// Drawn and not given yet: public, nobody's (PC2).
    pub(crate) to_give: DrawnCards,
    /// Face up in front of players (PC3).
    pub(crate) held: BoundedList<HeldPlotCard, PLOT_DECK>,
    /// Used, resolved or discarded (PC3).
    pub(crate) discarded: BoundedList<PlotCard, PLOT_DECK>,
    /// Every use, public (PC5).
    pub(crate) used: BoundedList<PlotUse, PLOT_DECK>,
    /// What cards showed, each to its viewer (PC4, PC6).
    pub(crate) sights: BoundedList<PlotSight, MAX_PLOT_SIGHTS>,
    /// Cards played face up (In the Spotlight).
    pub(crate) spotlit: BoundedList<SpotlitCard, 2>,
    /// A Strong Leader was used before the coming vote (PC4: one per vote).
    pub(crate) strong_leader_used: bool,
    /// The Opinion Makers, kept beside `held` because every vote asks for them
    /// (PC4).
    pub(crate) makers: SeatSet,
}

/// An open moment (PC5): which card its holders are being asked about, who is
/// asked, who has answered about that card, and the mission it belongs to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
pub(crate) struct Moment {
    pub(crate) moment: PlotMoment,
    pub(crate) card: PlotCard,
    pub(crate) asked: Seat,
    pub(crate) answered: SeatSet,
    /// Members already watched (Keeping a Close Eye on You: one watcher each).
    pub(crate) watched: SeatSet,
    /// The approved team's mission (empty before a proposal).
    pub(crate) mission: MissionState,
}

/// The cards each moment asks about, in order (PC4, PC5: No Confidence holders are
/// asked before In the Spotlight holders).
pub(crate) const fn moment_cards(moment: PlotMoment) -> &'static [PlotCard] {
    match moment {
        PlotMoment::BeforeProposal => &[PlotCard::StrongLeader],
        PlotMoment::AfterApproval => &[PlotCard::NoConfidence, PlotCard::InTheSpotlight],
        PlotMoment::AfterCards => &[PlotCard::KeepingACloseEyeOnYou],
    }
}

/// PC2: cards the leader draws each round.
pub(crate) const fn draw_count(players: u8) -> u8 {
    match players {
        0..=6 => 1,
        7..=8 => 2,
        _ => 3,
    }
}

impl PlotCards {
    /// PC1: the deck for the player count, shuffled from the game's generator; no
    /// deck without plot cards.
    pub(crate) fn shuffled(config: &GameConfig, rng: &mut GameRng) -> PlotCards {
        let mut plot = PlotCards::default();
        if config.plot_cards {
            plot.deck = deck(config.players);
            rng.shuffle(plot.deck.as_mut_slice());
        }
        plot
    }
}

/// PC1: the unshuffled deck.
pub(crate) fn deck(players: u8) -> BoundedList<PlotCard, PLOT_DECK> {
    PlotCard::ALL
        .iter()
        .flat_map(|&card| core::iter::repeat_n(card, card.copies(players) as usize))
        .collect()
}

/// The plot commands `choices` allow, in a fixed order.
pub(crate) fn plot_commands(
    choices: &PlotChoices,
    held: &[HeldPlotCard],
    commands: &mut impl Extend<crate::resistance::command::Command>,
) {
    use crate::resistance::command::Command;
    if let Some(give) = choices.give {
        let mut seen = BoundedList::<PlotCard, 3>::new();
        for &card in give.cards.iter() {
            if seen.contains(&card) {
                continue;
            }
            let _ = seen.push(card);
            commands.extend(give.to.iter().map(|to| Command::give_plot_card(card, to)));
        }
    }
    if let Some(choice) = choices.use_card {
        for target in choice.targets.iter() {
            if choice.card == PlotCard::TakeResponsibility {
                let mut seen = BoundedList::<PlotCard, 9>::new();
                for held in held.iter().filter(|h| h.holder == target) {
                    if !seen.contains(&held.card) {
                        let _ = seen.push(held.card);
                        commands.extend([Command::use_plot_card(PlotAction::TakeResponsibility {
                            from: target,
                            take: held.card,
                        })]);
                    }
                }
            } else if let Some(action) = PlotAction::naming(choice.card, target) {
                commands.extend([Command::use_plot_card(action)]);
            }
        }
        if choice.targets.is_empty() {
            if let Some(action) = PlotAction::naming(choice.card, Seat(0)) {
                commands.extend([Command::use_plot_card(action)]);
            }
        }
        if choices.decline {
            commands.extend([Command::decline_plot_card(choice.card)]);
        }
    }
}
