//! Records under attack: a record edited anywhere either replays to a game the
//! rules produce from its seed, which then plays on with every invariant, or is
//! refused with an error that names the refused command. Never a panic.
#![cfg(feature = "serde")]

use super::{
    support::{Style, config_with_modules, random_step},
    table_support::property,
};
use crate::{
    kernel::GameRng, resistance::game::Game, resistance::game::GameRecord, table::ReplayError,
};
use alloc::{
    string::{String, ToString},
    vec::Vec,
};
use proptest::prelude::*;
use serde_json::Value;

/// Every path to a leaf of `value`, so a mutation can pick one uniformly.
fn leaves(value: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                path.push(key.clone());
                leaves(child, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter().enumerate() {
                path.push(index.to_string());
                leaves(child, path, out);
                path.pop();
            }
        }
        _ => out.push(path.clone()),
    }
}

fn leaf_mut<'a>(value: &'a mut Value, path: &[String]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |node, key| match node {
        Value::Object(map) => map.get_mut(key),
        Value::Array(items) => key.parse::<usize>().ok().and_then(|i| items.get_mut(i)),
        _ => None,
    })
}

/// A random edit of one leaf: another small number, a flipped boolean, another
/// string, or a value of the wrong type.
fn mutate(leaf: &mut Value, rng: &mut GameRng) {
    *leaf = match (rng.below(4), &*leaf) {
        (0, Value::Number(n)) => Value::from(n.as_u64().unwrap_or(0) + 1 + u64::from(rng.below(3))),
        (1, Value::Number(n)) => Value::from(n.as_u64().unwrap_or(1).saturating_sub(1)),
        (_, Value::Bool(b)) => Value::Bool(!b),
        (0, Value::String(_)) => Value::from("spy"),
        (1, Value::String(_)) => Value::from("resistance"),
        (2, _) => Value::from(u64::from(rng.below(12))),
        _ => Value::Null,
    };
}

fn play_to_end(game: &mut Game, rng: &mut GameRng) {
    for _ in 0..2_000 {
        let Some((seat, command)) = random_step(game, rng, Style::RESTLESS) else {
            return;
        };
        game.apply(seat, command)
            .expect("a legal command of a restored game is accepted");
    }
    panic!("a restored game must still end");
}

/// An edited record either replays a game that plays on to an end, or is refused
/// with a known error and a message (by the decoder or by `replay`).
#[test]
fn an_edited_record_is_refused_or_replays_a_playable_game() {
    let inputs = (
        (5u8..=10, 0u64..=crate::kernel::MAX_SEED, any::<u64>()),
        (0usize..120, 1usize..4, any::<u32>()),
    );
    property(
        512,
        1,
        inputs,
        |((players, seed, driver), (steps, edits, modules))| {
            let config = config_with_modules(players, seed, driver % 2 == 0, modules);
            let mut game = crate::table::Recorded::<Game>::new(config).expect("valid");
            let mut rng = GameRng::from_seed_number(driver);
            for _ in 0..steps {
                let Some((seat, command)) = random_step(&game, &mut rng, Style::RESTLESS) else {
                    break;
                };
                game.apply(seat, command).expect("legal");
            }
            let mut value = serde_json::to_value(game.record()).expect("serializes");
            let mut paths = Vec::new();
            leaves(&value, &mut Vec::new(), &mut paths);
            for _ in 0..edits {
                let path = &paths[rng.below(paths.len() as u32) as usize];
                if let Some(leaf) = leaf_mut(&mut value, path) {
                    mutate(leaf, &mut rng);
                }
            }
            let Ok(record) = serde_json::from_value::<GameRecord>(value) else {
                return Ok(()); // refused by the decoder, with its message
            };
            match Game::replay(&record) {
                Ok(mut restored) => {
                    // Whatever was accepted is a real position: it plays on to an end.
                    play_to_end(&mut restored, &mut rng);
                }
                Err(error) => {
                    let text = alloc::format!("{error}");
                    prop_assert!(!text.is_empty());
                    let known = match error {
                        ReplayError::UnsupportedVersion { found, .. } => {
                            text.contains(&found.to_string())
                        }
                        ReplayError::OtherGame { .. } | ReplayError::Config(_) => true,
                        ReplayError::Refused { index, .. } => {
                            index < record.commands().len()
                                && text.contains(&alloc::format!("command {index} "))
                        }
                        _ => false,
                    };
                    prop_assert!(known, "{text}");
                }
            }
            Ok(())
        },
    );
}
