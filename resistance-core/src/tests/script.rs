//! AS3: the spoken script lets exactly the right players see exactly the right
//! thumbs. The script is acted out seat by seat on real deals and what each player
//! saw is compared with the reveal table that gives the views their knowledge.

use super::{support::config_with_modules, table_support::property};
use crate::{
    Appearance, Game, GameConfig, Language, Role, ScriptStep, Seat, SeatSet, resistance::reveal,
    reveal_script, script_text,
};
use alloc::{collections::BTreeSet, vec::Vec};
use proptest::prelude::*;

/// Acts the script out at a table dealt `roles`: who saw whom, as what.
fn act_out(steps: &[ScriptStep], roles: &[Role]) -> BTreeSet<(Seat, Seat, Appearance)> {
    let holding = |group: &[Role]| -> SeatSet {
        (0..roles.len() as u8)
            .map(Seat)
            .filter(|s| group.contains(&roles[s.index()]))
            .collect()
    };
    let mut eyes_open = SeatSet::EMPTY;
    let mut thumbs_up = SeatSet::EMPTY;
    let mut seen = BTreeSet::new();
    for step in steps {
        match step {
            ScriptStep::EveryoneClosesEyes => {
                eyes_open = SeatSet::EMPTY;
                thumbs_up = SeatSet::EMPTY;
            }
            ScriptStep::RaiseThumbs { roles: group } => thumbs_up = thumbs_up.union(holding(group)),
            ScriptStep::LowerThumbs { roles: group } => {
                thumbs_up = thumbs_up.difference(holding(group))
            }
            ScriptStep::CloseEyes { roles: group } => {
                eyes_open = eyes_open.difference(holding(group))
            }
            ScriptStep::OpenEyes {
                roles: group,
                appears_as,
            } => {
                let lookers = holding(group);
                eyes_open = eyes_open.union(lookers);
                for looker in lookers {
                    for other in eyes_open.union(thumbs_up).difference(SeatSet::only(looker)) {
                        assert!(
                            seen.insert((looker, other, *appears_as)),
                            "{looker} saw {other} twice"
                        );
                    }
                }
            }
            ScriptStep::EveryoneOpensEyes => {
                assert!(thumbs_up.is_empty(), "a thumb is still up at the end");
                eyes_open = SeatSet::all(roles.len() as u8);
            }
        }
    }
    seen
}

fn assert_script_matches_table(config: GameConfig) {
    let game = Game::new(config).expect("valid");
    let roles = game.state().roles;
    let steps = reveal_script(&config);
    let seen = act_out(&steps, &roles);
    let expected: BTreeSet<(Seat, Seat, Appearance)> = (0..config.players)
        .map(Seat)
        .flat_map(|observer| {
            reveal::sightings(&config, &roles, observer)
                .iter()
                .map(move |s| (observer, s.seat, s.appears_as))
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(seen, expected, "{config:?} dealt {roles:?}");
    assert_eq!(steps.first(), Some(&ScriptStep::EveryoneClosesEyes));
    assert_eq!(steps.last(), Some(&ScriptStep::EveryoneOpensEyes));
}

/// AS3 for random configurations and deals.
#[test]
fn as3_script_shows_exactly_what_the_reveal_table_shows() {
    let inputs = (5u8..=10, 0u64..=crate::MAX_SEED, any::<u32>());
    property(512, 4, inputs, |(players, seed, modules)| {
        assert_script_matches_table(config_with_modules(players, seed, false, modules));
        Ok(())
    });
}

/// AS3: the base game's script is the classic one: spies open their eyes and find
/// each other, nothing else.
#[test]
fn as3_base_script_is_spies_open_eyes() {
    let steps = reveal_script(&GameConfig::new(5, 1));
    let spies = [Role::Spy].into_iter().collect();
    assert_eq!(
        steps,
        [
            ScriptStep::EveryoneClosesEyes,
            ScriptStep::OpenEyes {
                roles: spies,
                appears_as: Appearance::Spy
            },
            ScriptStep::CloseEyes { roles: spies },
            ScriptStep::EveryoneOpensEyes,
        ]
    );
    let english = script_text(&GameConfig::new(5, 1), Language::English);
    assert_eq!(
        english[1],
        "Spies: open your eyes. Everyone you see with open eyes or a raised thumb is a spy."
    );
}

/// AS3: with the Commander the spies raise their thumbs for the Commander, but the
/// Deep Cover does not; every language names every role it speaks to.
#[test]
fn as3_commander_sees_thumbs_but_not_the_deep_cover() {
    let config = GameConfig::new(7, 3).with_assassin(crate::AssassinOptions {
        deep_cover: true,
        ..crate::AssassinOptions::default()
    });
    let steps = reveal_script(&config);
    let thumbs = steps.iter().find_map(|step| match step {
        ScriptStep::RaiseThumbs { roles } => Some(*roles),
        _ => None,
    });
    let thumbs = thumbs.expect("the spies raise thumbs for the Commander");
    assert!(thumbs.contains(&Role::Assassin) && thumbs.contains(&Role::Spy));
    assert!(!thumbs.contains(&Role::DeepCover));
    for language in Language::ALL {
        let text = script_text(&config, language);
        assert_eq!(text.len(), steps.len());
        assert!(
            text.iter()
                .all(|line| !line.is_empty() && !line.contains("{}"))
        );
    }
    let russian = script_text(&config, Language::Russian).join(" ");
    assert!(russian.contains("Командир") && russian.contains("Убийца"));
    let vietnamese = script_text(&config, Language::Vietnamese).join(" ");
    assert!(vietnamese.contains("Chỉ huy") && vietnamese.contains("Sát thủ"));
}
