//! Setup, before the first command: the deck a configuration deals and whether it
//! can deal it, the first leader and the modules' starting pieces, and the sizes
//! of teams and the fails a mission needs (B1, B2, B3, B5).

use super::{
    defector, inquisitor,
    registry::{ModuleRules, for_each_module},
    trapper,
};
use crate::{
    kernel::{GameRng, MAX_SEED, Seat},
    resistance::{
        config::{ConfigError, GameConfig, MIN_PLAYERS},
        role::{Role, RoleList},
        rules,
    },
};

/// Setup: deals one role per seat, uniformly at random (B1), or as the host's deal
/// says. The deck is shuffled either way, so that the generator goes on to the
/// first leader and the other decks exactly as without a deal.
pub(crate) fn deal(config: &GameConfig, rng: &mut GameRng) -> RoleList {
    let mut roles = deck(config);
    rng.shuffle(roles.as_mut_slice());
    config.deal.unwrap_or(roles)
}

/// The character cards before the shuffle: the spies of B1, the rest Resistance, and
/// each special card of the modules in place of a plain card of its side (AS1, DF1).
pub(crate) fn deck(config: &GameConfig) -> RoleList {
    let spies = rules::spies_for(config.players);
    let mut roles = RoleList::new();
    for index in 0..config.players {
        let role = if index < spies {
            Role::Spy
        } else {
            Role::Resistance
        };
        // At most MAX_PLAYERS seats: a validated config never overflows the list.
        let _ = roles.push(role);
    }
    // The plain spies come first, then the plain Resistance cards: each special card
    // takes the first plain card of its side not taken yet (the order every seed
    // has been dealt from), and one that finds none (in a config not validated) is
    // left out.
    let spies_end = usize::from(spies).min(roles.len());
    let (mut next_spy, mut next_resistance) = (0, spies_end);
    let resistance_end = roles.len();
    let slots = roles.as_mut_slice();
    let mut place = |special: Role| {
        let (next, end) = match special.allegiance() {
            crate::kernel::Allegiance::Spy => (&mut next_spy, spies_end),
            crate::kernel::Allegiance::Resistance => (&mut next_resistance, resistance_end),
        };
        if *next < end {
            if let Some(slot) = slots.get_mut(*next) {
                *slot = special;
            }
            *next += 1;
        }
    };
    for_each_module!(M => M::special_cards(config, &mut place));
    roles
}

/// The character cards in play, in role order (public: the table chose the modules).
pub(crate) fn characters(config: &GameConfig) -> RoleList {
    in_role_order(deck(config))
}

/// `roles` sorted in role order: one sort for the characters and a host's deal, so
/// that the npm main module carries one.
fn in_role_order(mut roles: RoleList) -> RoleList {
    roles
        .as_mut_slice()
        .sort_unstable_by_key(|&role| role as u8);
    roles
}

/// Setup: the first leader, uniformly at random (B5).
pub(crate) fn first_leader(config: &GameConfig, rng: &mut GameRng) -> Seat {
    Seat(rng.below(u32::from(config.players)) as u8)
}

/// Setup: where the Inquisitor token starts (IQ1).
pub(crate) fn first_inquisitor(
    config: &GameConfig,
    first_leader: Seat,
) -> inquisitor::state::Token {
    inquisitor::state::Token::first(config, first_leader)
}

/// Setup: the shuffled loyalty deck (DF1), empty without Defectors.
pub(crate) fn loyalty_deck(config: &GameConfig, rng: &mut GameRng) -> defector::state::LoyaltyDeck {
    defector::state::LoyaltyDeck::shuffled(config, rng)
}

/// Team size of `round` (B2, TR1).
pub(crate) const fn team_size(config: &GameConfig, round: u8) -> u8 {
    rules::team_size(config.players, round) + trapper::state::extra_members(config)
}

/// Fail cards that make mission `round` fail (B3).
pub(crate) const fn fails_needed(config: &GameConfig, round: u8) -> u8 {
    rules::fails_needed(config.players, round)
}

/// Mission resolution: whether the counted Fail cards leave the mission a success (B3).
pub(crate) const fn mission_succeeded(config: &GameConfig, round: u8, fails: u8) -> bool {
    fails < fails_needed(config, round)
}

/// Whether a configuration can deal a game: the checks of [`Game::new`](crate::Game::new),
/// here beside the deck they check against (B1, AS1, DF1).
impl GameConfig {
    /// Checks the configuration without building a game.
    // Inlined: every game's setup checks its configuration, and a search bot sets up
    // many; the deal's check is out of line, as hardly any game has one.
    #[inline]
    pub fn validate(&self) -> Result<(), ConfigError> {
        if !(MIN_PLAYERS..=crate::kernel::MAX_PLAYERS as u8).contains(&self.players) {
            return Err(ConfigError::PlayerCount {
                players: self.players,
            });
        }
        if self.seed > MAX_SEED {
            return Err(ConfigError::SeedTooLarge { seed: self.seed });
        }
        if let Some(options) = self.assassin {
            if options.false_commander && !options.body_guard {
                return Err(ConfigError::FalseCommanderWithoutBodyGuard);
            }
        }
        // AS1, DF1: every special card replaces a plain card of its side. The
        // Resistance side always has room (three special cards at most, three or more
        // Resistance cards), the spies may not.
        let spies = crate::resistance::rules::spies_for(self.players);
        if self.special_spies() > spies {
            return Err(ConfigError::TooManySpecialSpies {
                special: self.special_spies(),
                spies,
                players: self.players,
            });
        }
        match self.deal {
            Some(deal) => self.check_deal(deal),
            None => Ok(()),
        }
    }

    /// A host's deal is the deck this configuration deals, in some order (B1).
    #[inline(never)]
    fn check_deal(&self, deal: RoleList) -> Result<(), ConfigError> {
        if in_role_order(deal).as_slice() != characters(self).as_slice() {
            return Err(ConfigError::DealNotTheDeck {
                given: deal.len() as u8,
                players: self.players,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resistance::config::{AssassinOptions, DefectorVariant};
    use alloc::vec::Vec;

    /// The deck as the first version built it: every plain card, then each special
    /// card in place of the first plain card of its side, found by a search. Kept as
    /// the reference [`deck`] must equal, because the shuffle starts from this
    /// order: another order would deal a saved seed differently.
    fn deck_by_search(config: &GameConfig) -> RoleList {
        let spies = rules::spies_for(config.players);
        let mut roles = RoleList::new();
        for index in 0..config.players {
            let _ = roles.push(if index < spies {
                Role::Spy
            } else {
                Role::Resistance
            });
        }
        let mut specials = Vec::new();
        for_each_module!(M => M::special_cards(config, &mut |special| specials.push(special)));
        for special in specials {
            let plain = match special.allegiance() {
                crate::kernel::Allegiance::Spy => Role::Spy,
                crate::kernel::Allegiance::Resistance => Role::Resistance,
            };
            if let Some(slot) = roles.as_mut_slice().iter_mut().find(|r| **r == plain) {
                *slot = special;
            }
        }
        roles
    }

    /// B1, AS1, DF1: the same deck, card for card, for every player count (valid or
    /// not: the reveal script reads the deck of any configuration) and every
    /// combination of the modules with special cards.
    #[test]
    fn the_deck_keeps_the_order_every_seed_was_dealt_from() {
        for players in 0..=12 {
            for bits in 0..1u32 << 7 {
                let bit = |i: u32| bits & (1 << i) != 0;
                let mut config = GameConfig::new(players, 1);
                config.assassin = bit(0).then_some(AssassinOptions {
                    body_guard: bit(1),
                    false_commander: bit(2),
                    deep_cover: bit(3),
                    blind_spy: bit(4),
                });
                config.defector = match (bit(5), bit(6)) {
                    (false, _) => None,
                    (true, false) => Some(DefectorVariant::Standard),
                    (true, true) => Some(DefectorVariant::KnowEachOther),
                };
                assert_eq!(
                    deck(&config).as_slice(),
                    deck_by_search(&config).as_slice(),
                    "{players} players, modules {bits:#b}"
                );
            }
        }
    }
}
