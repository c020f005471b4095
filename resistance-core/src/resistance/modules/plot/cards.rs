//! The plot cards' vocabulary (PC1–PC6): the cards, what using one names, and the
//! records the views and events carry. The rules are in [`super`].

use crate::kernel::{
    Allegiance, BoundedList, MissionCard, Seat, SeatSet, tagged_union, variant_kind,
};

/// A plot card of The Plot Thickens (PC1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PlotCard {
    /// Held: before a proposal, its holder becomes the leader (PC4).
    #[default]
    StrongLeader,
    /// Held: after every card is played, look at one other member's card (PC4).
    KeepingACloseEyeOnYou,
    /// Held: after an approval, the team counts as rejected (PC4).
    NoConfidence,
    /// Permanent: its holder votes first, openly, in every vote (PC4).
    OpinionMaker,
    /// Immediate: its receiver takes a plot card from another player (PC4).
    TakeResponsibility,
    /// Immediate: its receiver sees a neighbour's allegiance (PC4, PC6).
    OverheardConversation,
    /// Immediate: its receiver shows their allegiance to a player they choose (PC4, PC6).
    OpenUp,
    /// Immediate, on being drawn: the leader shows their allegiance to a player they
    /// choose (PC4, PC6).
    EstablishConfidence,
    /// Held: after an approval, one member's card is played face up (PC4).
    InTheSpotlight,
}

/// How a plot card is played (PC3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlotKind {
    /// Resolved at once by the player who receives it (Establish Confidence: by the
    /// leader who draws it), then discarded.
    Immediate,
    /// Kept face up until its holder uses it at its moment, then discarded.
    Held,
    /// Stays with its holder for the rest of the game.
    Permanent,
}

impl PlotCard {
    /// Every card, in the order of the deck lists (PC1).
    pub const ALL: [PlotCard; 9] = [
        PlotCard::StrongLeader,
        PlotCard::KeepingACloseEyeOnYou,
        PlotCard::NoConfidence,
        PlotCard::OpinionMaker,
        PlotCard::TakeResponsibility,
        PlotCard::OverheardConversation,
        PlotCard::OpenUp,
        PlotCard::EstablishConfidence,
        PlotCard::InTheSpotlight,
    ];

    /// The card's number in [`PlotCard::ALL`] (0 to 8): the code the typed C and
    /// wasm calls use for it.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The card numbered `index` in [`PlotCard::ALL`], if there is one.
    pub const fn from_index(index: u8) -> Option<PlotCard> {
        if (index as usize) < PlotCard::ALL.len() {
            Some(PlotCard::ALL[index as usize])
        } else {
            None
        }
    }

    /// How this card is played (PC3).
    pub const fn kind(self) -> PlotKind {
        match self {
            PlotCard::TakeResponsibility
            | PlotCard::OverheardConversation
            | PlotCard::OpenUp
            | PlotCard::EstablishConfidence => PlotKind::Immediate,
            PlotCard::OpinionMaker => PlotKind::Permanent,
            PlotCard::StrongLeader
            | PlotCard::KeepingACloseEyeOnYou
            | PlotCard::NoConfidence
            | PlotCard::InTheSpotlight => PlotKind::Held,
        }
    }

    /// Copies of this card in the deck of `players` players (PC1).
    pub const fn copies(self, players: u8) -> u8 {
        let large = players >= 7;
        match (self, large) {
            (PlotCard::StrongLeader | PlotCard::KeepingACloseEyeOnYou, _) => 2,
            (PlotCard::NoConfidence, false) | (PlotCard::OpinionMaker, false) => 1,
            (PlotCard::NoConfidence, true) => 3,
            (PlotCard::OpinionMaker, true) => 2,
            (PlotCard::TakeResponsibility, _) => 1,
            (PlotCard::OverheardConversation, true) => 2,
            (PlotCard::OpenUp | PlotCard::EstablishConfidence | PlotCard::InTheSpotlight, true) => {
                1
            }
            (_, false) => 0,
        }
    }
}

/// The plot cards' commands, sent as [`Command::Plot`](crate::Command::Plot) (in
/// JSON `{"type":"givePlotCard","card":"strongLeader","to":2}`,
/// `{"type":"usePlotCard","action":{"card":"inTheSpotlight","member":3}}`,
/// `{"type":"declinePlotCard","card":"noConfidence"}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
pub enum PlotCommand {
    /// The leader gives one of the plot cards they drew to another player (PC2).
    GivePlotCard {
        /// One of the drawn cards.
        card: PlotCard,
        /// Who receives it.
        to: Seat,
    },
    /// Use a plot card: a held one when asked at its moment, an immediate one on
    /// receiving it (PC3–PC5).
    UsePlotCard {
        /// The card and its target.
        action: PlotAction,
    },
    /// Decline to use the held card one is asked about at a moment (PC5).
    DeclinePlotCard {
        /// The card asked about.
        card: PlotCard,
    },
}

/// The plot cards' events, sent as [`Event::Plot`](crate::Event::Plot) (in JSON,
/// events like the others: `{"type":"plotCardGiven","leader":0,"card":"openUp","to":2}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlotEvent {
    /// The leader drew the round's plot cards, face up (PC2).
    PlotCardsDrawn {
        /// The leader.
        leader: Seat,
        /// The cards drawn (Establish Confidence among them is resolved at once).
        cards: DrawnCards,
    },
    /// The leader gave a drawn plot card (PC2).
    PlotCardGiven {
        /// The leader.
        leader: Seat,
        /// The card.
        card: PlotCard,
        /// Who received it.
        to: Seat,
    },
    /// A plot card was used, with its target (PC4, PC5).
    PlotCardUsed {
        /// Who used it.
        seat: Seat,
        /// The card and what it named.
        action: PlotAction,
    },
    /// A holder asked at a moment declined (PC5).
    PlotCardDeclined {
        /// Who declined.
        seat: Seat,
        /// The card.
        card: PlotCard,
    },
    /// A plot card was discarded without effect: Take Responsibility with no card
    /// in front of anyone else (PC4).
    PlotCardDiscarded {
        /// Its receiver.
        seat: Seat,
        /// The card.
        card: PlotCard,
    },
    /// What a plot card showed. Audience: the one player who sees it (PC4, PC6).
    PlotCardShown {
        /// The card that showed it.
        card: PlotCard,
        /// What was seen.
        shown: Shown,
    },
    /// The Opinion Makers have all voted; their votes are public (PC4).
    OpenVotesRevealed {
        /// Opinion Makers who approved.
        approvals: SeatSet,
        /// Opinion Makers who rejected.
        rejections: SeatSet,
    },
    /// A mission card played face up under In the Spotlight (PC4).
    MissionCardShown {
        /// The member.
        seat: Seat,
        /// Their card.
        card: MissionCard,
    },
}

tagged_union! {
    tag = "card", deny_unknown_fields,
    /// What a plot card's use names: the card, and its target where it has one (PC4).
    /// In JSON an object tagged by `"card"`: `{"card":"strongLeader"}`,
    /// `{"card":"inTheSpotlight","member":3}`,
    /// `{"card":"takeResponsibility","from":2,"take":"noConfidence"}`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    pub enum PlotAction {
        /// Become the leader before the proposal (PC4).
        StrongLeader,
        /// Reject the team just approved (PC4; a rejection for B9).
        NoConfidence,
        /// Have this member's mission card played face up (PC4).
        InTheSpotlight {
            /// A member of the approved team.
            member: Seat,
        },
        /// Look at this member's played card (PC4).
        KeepingACloseEyeOnYou {
            /// Another member of the team, not watched yet.
            member: Seat,
        },
        /// Take a plot card from another player (PC4).
        TakeResponsibility {
            /// Who has it in front of them.
            from: Seat,
            /// Which card.
            take: PlotCard,
        },
        /// See a neighbour's allegiance (PC4, PC6).
        OverheardConversation {
            /// The player to the left or to the right.
            neighbour: Seat,
        },
        /// Show one's allegiance to another player (PC4, PC6).
        OpenUp {
            /// Who sees it.
            to: Seat,
        },
        /// The leader shows their allegiance to another player (PC4, PC6).
        EstablishConfidence {
            /// Who sees it.
            to: Seat,
        },
    }
}

impl Default for PlotAction {
    /// Only fills unused capacity of a list; never a use on its own.
    fn default() -> Self {
        PlotAction::StrongLeader
    }
}

impl PlotAction {
    /// The card used.
    pub const fn card(&self) -> PlotCard {
        variant_kind!(self, PlotAction => PlotCard:
            StrongLeader, NoConfidence, InTheSpotlight, KeepingACloseEyeOnYou, TakeResponsibility,
            OverheardConversation, OpenUp, EstablishConfidence)
    }

    /// The use of `card` naming `target` (ignored by Strong Leader and No
    /// Confidence, which name nobody); `None` for Take Responsibility, which names a
    /// card too, and for the Opinion Maker, which is never used.
    ///
    /// ```
    /// use resistance_core::{plot::PlotAction, plot::PlotCard, Seat};
    /// assert_eq!(
    ///     PlotAction::naming(PlotCard::OpenUp, Seat(2)),
    ///     Some(PlotAction::OpenUp { to: Seat(2) })
    /// );
    /// assert_eq!(PlotAction::naming(PlotCard::TakeResponsibility, Seat(2)), None);
    /// ```
    pub const fn naming(card: PlotCard, target: Seat) -> Option<PlotAction> {
        Some(match card {
            PlotCard::StrongLeader => PlotAction::StrongLeader,
            PlotCard::NoConfidence => PlotAction::NoConfidence,
            PlotCard::InTheSpotlight => PlotAction::InTheSpotlight { member: target },
            PlotCard::KeepingACloseEyeOnYou => PlotAction::KeepingACloseEyeOnYou { member: target },
            PlotCard::OverheardConversation => {
                PlotAction::OverheardConversation { neighbour: target }
            }
            PlotCard::OpenUp => PlotAction::OpenUp { to: target },
            PlotCard::EstablishConfidence => PlotAction::EstablishConfidence { to: target },
            PlotCard::TakeResponsibility | PlotCard::OpinionMaker => return None,
        })
    }

    /// The use of `card` from its parts, as a typed binding receives them: the seat
    /// it names (`target`) and, for Take Responsibility, the card it takes (`take`).
    /// Parts the card does not use are ignored. [`MissingPart`] says what is
    /// lacking: a part the card needs, or [`MissingPart::Use`] for the Opinion
    /// Maker, which is never used.
    ///
    /// ```
    /// use resistance_core::{plot::MissingPart, plot::PlotAction, plot::PlotCard, Seat};
    /// let take = PlotAction::from_parts(PlotCard::TakeResponsibility, Some(Seat(1)), None);
    /// assert_eq!(take, Err(MissingPart::Take));
    /// let lead = PlotAction::from_parts(PlotCard::StrongLeader, None, None);
    /// assert_eq!(lead, Ok(PlotAction::StrongLeader));
    /// ```
    pub const fn from_parts(
        card: PlotCard,
        target: Option<Seat>,
        take: Option<PlotCard>,
    ) -> Result<PlotAction, MissingPart> {
        match (card, target, take) {
            (PlotCard::OpinionMaker, _, _) => Err(MissingPart::Use),
            (PlotCard::TakeResponsibility, Some(from), Some(take)) => {
                Ok(PlotAction::TakeResponsibility { from, take })
            }
            (PlotCard::TakeResponsibility, None, _) => Err(MissingPart::Target),
            (PlotCard::TakeResponsibility, Some(_), None) => Err(MissingPart::Take),
            (PlotCard::StrongLeader | PlotCard::NoConfidence, _, _) => {
                match PlotAction::naming(card, Seat(0)) {
                    Some(action) => Ok(action),
                    None => Err(MissingPart::Use),
                }
            }
            (_, Some(target), _) => match PlotAction::naming(card, target) {
                Some(action) => Ok(action),
                None => Err(MissingPart::Use),
            },
            (_, None, _) => Err(MissingPart::Target),
        }
    }

    /// The seat the use names, if it names one.
    pub const fn target(&self) -> Option<Seat> {
        match *self {
            PlotAction::StrongLeader | PlotAction::NoConfidence => None,
            PlotAction::InTheSpotlight { member }
            | PlotAction::KeepingACloseEyeOnYou { member } => Some(member),
            PlotAction::TakeResponsibility { from, .. } => Some(from),
            PlotAction::OverheardConversation { neighbour } => Some(neighbour),
            PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to } => Some(to),
        }
    }
}

/// What [`PlotAction::from_parts`] lacks to build a use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MissingPart {
    /// The seat the card names.
    Target,
    /// The card Take Responsibility takes.
    Take,
    /// Nothing can make a use of this card: the Opinion Maker is never used (PC3).
    Use,
}

/// The moments a held card is used at (PC4, PC5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum PlotMoment {
    /// Before a proposal: Strong Leader.
    #[default]
    BeforeProposal,
    /// A team was just approved: No Confidence, then In the Spotlight.
    AfterApproval,
    /// Every member has played, before the cards are counted: Keeping a Close Eye on You.
    AfterCards,
}

/// Most plot cards drawn at once: three, at 9–10 players (PC2).
pub const MAX_DRAWN: usize = 3;

/// The largest plot deck: 15 cards, at 7 players or more (PC1).
pub const PLOT_DECK: usize = 15;

/// Cards that show something to one player: two Keeping a Close Eye on You, two
/// Overheard Conversation, one Open Up, one Establish Confidence (PC1).
pub const MAX_PLOT_SIGHTS: usize = 6;

/// The cards the leader drew and has not given yet (PC2): public, nobody's.
pub type DrawnCards = BoundedList<PlotCard, MAX_DRAWN>;

/// A card face up in front of a player: held until used, or an Opinion Maker (PC3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HeldPlotCard {
    /// Who has it.
    pub holder: Seat,
    /// The card.
    pub card: PlotCard,
}

/// A plot card used, with what it named: public (PC5). What it showed is not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlotUse {
    /// The round.
    pub round: u8,
    /// Which proposal of the round it came before or after (1..=5).
    pub attempt: u8,
    /// Who used it.
    pub seat: Seat,
    /// The card and its target.
    pub action: PlotAction,
}

tagged_union! {
    tag = "type", deny_unknown_fields,
    /// What a plot card showed one player (PC4, PC6).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Shown {
        /// A played mission card (Keeping a Close Eye on You).
        MissionCard {
            /// Whose card.
            member: Seat,
            /// The card.
            card: MissionCard,
        },
        /// A player's allegiance, never the character (Overheard Conversation, Open Up,
        /// Establish Confidence; PC6, AS5, DF4).
        Allegiance {
            /// Whose.
            seat: Seat,
            /// Their allegiance at that moment.
            allegiance: Allegiance,
        },
    }
}

impl Default for Shown {
    fn default() -> Self {
        Shown::Allegiance {
            seat: Seat(0),
            allegiance: Allegiance::Resistance,
        }
    }
}

/// What one plot card showed one player: theirs alone until the end (PC4, PC5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlotSight {
    /// The round.
    pub round: u8,
    /// Who saw it.
    pub viewer: Seat,
    /// The card that showed it.
    pub card: PlotCard,
    /// What was seen.
    pub shown: Shown,
}

/// A mission card played face up under In the Spotlight (PC4): public.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SpotlitCard {
    /// The round.
    pub round: u8,
    /// The member in the spotlight.
    pub member: Seat,
    /// Their card, once played.
    pub card: Option<MissionCard>,
}

/// The Opinion Makers' open votes, public once every holder has voted (PC4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OpenVotes {
    /// Opinion Makers who approved.
    pub approvals: SeatSet,
    /// Opinion Makers who rejected.
    pub rejections: SeatSet,
}

/// The plot cards as everyone sees them (PC2, PC3, PC5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PublicPlot {
    /// Cards left in the deck, face down.
    pub deck: u8,
    /// Cards the leader drew and has not given yet.
    pub drawn: DrawnCards,
    /// Cards face up in front of players, in the order they were received.
    pub held: BoundedList<HeldPlotCard, PLOT_DECK>,
    /// Every card used so far, with its target, in order.
    pub used: BoundedList<PlotUse, PLOT_DECK>,
    /// Mission cards played face up (In the Spotlight).
    pub spotlit: BoundedList<SpotlitCard, 2>,
    /// The Opinion Makers' votes on the team under vote, once all of them voted.
    pub open_votes: Option<OpenVotes>,
}

/// What plot cards showed one seat (PC4, PC6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerPlot {
    /// What this seat saw, in order.
    pub seen: BoundedList<PlotSight, MAX_PLOT_SIGHTS>,
}

/// What a seat may do with plot cards now (PC2–PC5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlotChoices {
    /// The leader may give one of these drawn cards to one of `to` (PC2).
    pub give: Option<GiveChoice>,
    /// The seat may use (or, for an immediate card, must resolve) this card, naming
    /// one of its targets (none for Strong Leader and No Confidence).
    pub use_card: Option<UseChoice>,
    /// The seat is asked at a moment and may decline the card it is asked about (PC5).
    pub decline: bool,
}

/// "Give one of `cards` to one of `to`" (PC2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GiveChoice {
    /// The drawn cards.
    pub cards: DrawnCards,
    /// Every other player.
    pub to: SeatSet,
}

/// "Use `card` on one of `targets`" (PC4). For Take Responsibility the targets are
/// the players with a card in front of them ([`PublicPlot::held`] says which).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct UseChoice {
    /// The card.
    pub card: PlotCard,
    /// The seats it may name; empty when it names nobody.
    pub targets: SeatSet,
}

impl core::fmt::Display for PlotCard {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            PlotCard::StrongLeader => "Strong Leader",
            PlotCard::KeepingACloseEyeOnYou => "Keeping a Close Eye on You",
            PlotCard::NoConfidence => "No Confidence",
            PlotCard::OpinionMaker => "Opinion Maker",
            PlotCard::TakeResponsibility => "Take Responsibility",
            PlotCard::OverheardConversation => "Overheard Conversation",
            PlotCard::OpenUp => "Open Up",
            PlotCard::EstablishConfidence => "Establish Confidence",
            PlotCard::InTheSpotlight => "In the Spotlight",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_numbers_follow_the_list() {
        for (index, card) in PlotCard::ALL.iter().enumerate() {
            assert_eq!(card.index() as usize, index);
            assert_eq!(PlotCard::from_index(index as u8), Some(*card));
        }
        assert_eq!(PlotCard::from_index(9), None);
    }

    /// PC1: 7 cards at 5–6 players, 15 at 7 or more, in the listed counts.
    #[test]
    fn pc1_deck_sizes() {
        for players in 5..=10u8 {
            let total: u8 = PlotCard::ALL.iter().map(|c| c.copies(players)).sum();
            assert_eq!(total, if players >= 7 { 15 } else { 7 }, "{players}");
        }
        assert_eq!(PlotCard::NoConfidence.copies(7), 3);
        assert_eq!(PlotCard::OverheardConversation.copies(6), 0);
    }
}
