//! Game configuration: plain data, validated by [`Game::new`](crate::Game::new).

use crate::resistance::role::RoleList;
use thiserror::Error;

pub use crate::kernel::MAX_SEED;

/// The fewest players a game seats (B1).
pub const MIN_PLAYERS: u8 = 5;

/// What happens when a player leaves (LV1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum LeavePolicy {
    /// The game ends at once, abandoned, with no winner.
    #[default]
    EndGame,
    /// The seat stays and waits for a substitute: the host seats someone and sends
    /// [`Command::ClaimSeat`](crate::Command::ClaimSeat) for it. Until then the seat
    /// cannot act, and the game waits for it where it must.
    Substitute,
}

/// The Assassin module (AS1): the Commander and the Assassin, with optional characters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", default, deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AssassinOptions {
    /// Add the Body Guard (Resistance), who knows the Commander candidates (AS2).
    pub body_guard: bool,
    /// Add the False Commander (spy), a second candidate for the Body Guard; needs the
    /// Body Guard.
    pub false_commander: bool,
    /// Add the Deep Cover (spy), hidden from the Commander.
    pub deep_cover: bool,
    /// Add the Blind Spy, who neither knows nor is known by the other spies.
    pub blind_spy: bool,
}

impl AssassinOptions {
    /// Every optional character.
    pub const ALL: AssassinOptions = AssassinOptions {
        body_guard: true,
        false_commander: true,
        deep_cover: true,
        blind_spy: true,
    };
}

/// Which Defector rules are played (DF).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum DefectorVariant {
    /// DF1–DF4: the Defectors do not know each other.
    #[default]
    Standard,
    /// DF5, variant 2: the Defectors also learn each other at setup.
    KnowEachOther,
}

/// Hidden agendas (HA1, HA2): each player seals one accusation, or two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum AgendaKind {
    /// One sealed name per player (HA1).
    #[default]
    Single,
    /// Two different sealed names per player (HA2). Every player seals two, so
    /// everyone knows how many each sealed.
    Double,
    /// Each player chooses to seal one name or two different ones (HA2), and nothing
    /// another seat observes tells how many until they are revealed.
    SingleOrDouble,
}

impl AgendaKind {
    /// How many names each player seals; for [`AgendaKind::SingleOrDouble`], the
    /// fewest (1).
    #[deprecated(
        note = "`SingleOrDouble` lets each player seal one name or two: use `fewest_names`, `most_names` or `allows`"
    )]
    pub const fn names(self) -> u8 {
        self.fewest_names()
    }

    /// The fewest names a player may seal.
    pub const fn fewest_names(self) -> u8 {
        match self {
            AgendaKind::Single | AgendaKind::SingleOrDouble => 1,
            AgendaKind::Double => 2,
        }
    }

    /// The most names a player may seal.
    pub const fn most_names(self) -> u8 {
        match self {
            AgendaKind::Single => 1,
            AgendaKind::Double | AgendaKind::SingleOrDouble => 2,
        }
    }

    /// Whether a player may seal an agenda of `count` different names (HA1, HA2).
    ///
    /// ```
    /// use resistance_core::agenda::AgendaKind;
    /// assert!(AgendaKind::SingleOrDouble.allows(1) && AgendaKind::SingleOrDouble.allows(2));
    /// assert!(!AgendaKind::Double.allows(1) && !AgendaKind::Single.allows(2));
    /// ```
    pub const fn allows(self, count: u8) -> bool {
        self.fewest_names() <= count && count <= self.most_names()
    }
}

/// Everything that decides a game before the first command.
///
/// ```
/// use resistance_core::{GameConfig, LeavePolicy};
/// let config = GameConfig::new(7, 42).with_leave_policy(LeavePolicy::Substitute);
/// assert_eq!(config.players, 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameConfig {
    /// Number of players, 5 to 10 (B1).
    pub players: u8,
    /// Seed of the game's generator; at most [`MAX_SEED`].
    pub seed: u64,
    /// What a player leaving does to the game (LV1).
    #[cfg_attr(feature = "serde", serde(default))]
    pub leave_policy: LeavePolicy,
    /// The Assassin module and its optional characters (AS), or `None`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub assassin: Option<AssassinOptions>,
    /// The Trapper module (TR).
    #[cfg_attr(feature = "serde", serde(default))]
    pub trapper: bool,
    /// The Defector module (DF) and its variant, or `None`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub defector: Option<DefectorVariant>,
    /// The Inquisitor (IQ).
    #[cfg_attr(feature = "serde", serde(default))]
    pub inquisitor: bool,
    /// Hidden agendas (HA), or `None`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub agendas: Option<AgendaKind>,
    /// The plot cards of The Plot Thickens (PC). Left out of the JSON when off, so a
    /// configuration without them reads and writes as it always did.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "core::ops::Not::not"))]
    pub plot_cards: bool,
    /// The character cards dealt, by seat, when the host deals them rather than the
    /// seed. Without a deal (the default) the seed deals (B1). A deal holds every
    /// role: like the seed, it is for the host alone. It must be the deck this
    /// configuration deals, in some order. The seed still decides everything else
    /// (the first leader, the shuffled decks) exactly as without a deal, so two
    /// configurations that differ only in their deals differ only in the roles.
    /// Left out of the JSON when there is none.
    #[cfg_attr(feature = "arbitrary", arbitrary(default))]
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub deal: Option<RoleList>,
}

impl GameConfig {
    /// A base game for `players` players with this seed and the default leave policy.
    pub const fn new(players: u8, seed: u64) -> GameConfig {
        GameConfig {
            players,
            seed,
            leave_policy: LeavePolicy::EndGame,
            assassin: None,
            trapper: false,
            defector: None,
            inquisitor: false,
            agendas: None,
            plot_cards: false,
            deal: None,
        }
    }

    /// A base game for `players` players with a seed drawn from the platform's
    /// secure source ([`secure_seed`](crate::secure_seed), feature `getrandom`): what
    /// a game whose seed nobody chose should use, since a guessable seed gives away
    /// every role.
    #[cfg(feature = "getrandom")]
    pub fn secure(players: u8) -> Result<GameConfig, crate::kernel::SeedUnavailable> {
        Ok(GameConfig::new(players, crate::kernel::secure_seed()?))
    }

    /// The same configuration with the Assassin module and these optional characters.
    pub const fn with_assassin(mut self, options: AssassinOptions) -> GameConfig {
        self.assassin = Some(options);
        self
    }

    /// The same configuration with the Trapper module.
    pub const fn with_trapper(mut self) -> GameConfig {
        self.trapper = true;
        self
    }

    /// The same configuration with the Defector module in this variant.
    pub const fn with_defector(mut self, variant: DefectorVariant) -> GameConfig {
        self.defector = Some(variant);
        self
    }

    /// The same configuration with the Inquisitor.
    pub const fn with_inquisitor(mut self) -> GameConfig {
        self.inquisitor = true;
        self
    }

    /// The same configuration with hidden agendas of this kind.
    pub const fn with_agendas(mut self, kind: AgendaKind) -> GameConfig {
        self.agendas = Some(kind);
        self
    }

    /// The same configuration with plot cards (PC).
    pub const fn with_plot_cards(mut self) -> GameConfig {
        self.plot_cards = true;
        self
    }

    /// Special spy cards this configuration deals (AS1, DF1); each replaces a plain
    /// Spy card.
    pub const fn special_spies(&self) -> u8 {
        let mut count = 0;
        if let Some(options) = self.assassin {
            count += 1 + options.false_commander as u8 + options.deep_cover as u8;
            count += options.blind_spy as u8;
        }
        if self.defector.is_some() {
            count += 1;
        }
        count
    }

    /// The same configuration with the character cards dealt by seat as `roles` says,
    /// rather than by the seed (see [`GameConfig::deal`]).
    ///
    /// ```
    /// use resistance_core::{Game, GameConfig, Role, RoleList, Seat};
    /// let roles = [Role::Spy, Role::Resistance, Role::Resistance, Role::Spy, Role::Resistance];
    /// let deal: RoleList = roles.into_iter().collect();
    /// let game = Game::new(GameConfig::new(5, 7).with_deal(deal)).unwrap();
    /// assert_eq!(game.view(Seat(3)).unwrap().role, Role::Spy);
    /// ```
    pub const fn with_deal(mut self, roles: RoleList) -> GameConfig {
        self.deal = Some(roles);
        self
    }

    /// The same configuration with another leave policy.
    pub const fn with_leave_policy(mut self, leave_policy: LeavePolicy) -> GameConfig {
        self.leave_policy = leave_policy;
        self
    }
}

/// Why a configuration cannot make a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The player count is outside 5..=10 (B1).
    #[error("a game needs 5 to 10 players, not {players}")]
    PlayerCount {
        /// The count that was asked for.
        players: u8,
    },
    /// The seed does not fit in a JavaScript number.
    #[error("the seed {seed} is too large: seeds go up to 2^53 - 1 = 9007199254740991")]
    SeedTooLarge {
        /// The seed that was asked for.
        seed: u64,
    },
    /// The False Commander only makes sense beside the Body Guard (AS1).
    #[error("the False Commander needs the Body Guard in play")]
    FalseCommanderWithoutBodyGuard,
    /// More special spy cards than the player count has spies (AS1, DF1).
    #[error(
        "this setup needs {special} special spy cards but {players} players have only {spies} spies"
    )]
    TooManySpecialSpies {
        /// Special spy cards asked for (Assassin, False Commander, Deep Cover, Blind
        /// Spy, Spy Defector).
        special: u8,
        /// Spies at this player count (B1).
        spies: u8,
        /// The player count.
        players: u8,
    },
    /// A deal that is not the deck this configuration deals: another number of
    /// cards than players, or other cards (B1, AS1, DF1).
    #[error(
        "the deal must be the {players} character cards this configuration deals, one per \
         seat, in any order; {given} cards were given"
    )]
    DealNotTheDeck {
        /// Cards given.
        given: u8,
        /// The player count.
        players: u8,
    },
}

crate::kernel::stable_error_codes!(ConfigError {
    PlayerCount => "player_count",
    SeedTooLarge => "seed_too_large",
    FalseCommanderWithoutBodyGuard => "false_commander_without_body_guard",
    TooManySpecialSpies => "too_many_special_spies",
    DealNotTheDeck => "deal_not_the_deck",
});
