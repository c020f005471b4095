//! Target 2: the JSON codec (`resistance_core::json`) on arbitrary text: configs,
//! commands and snapshots, of the base game and of the Cells variant.
//!
//! No panic; a refusal has a known code and a non-empty message; whatever decodes
//! encodes, decodes back to the same value and encodes to the same text again. A
//! command that decodes is held to `apply` on games in every phase; a snapshot that
//! restores is a game that plays on with every invariant (see `resistance_fuzz`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use resistance_core::{
    agenda::AgendaKind, assassin::AssassinOptions, Command, defector::DefectorVariant, Game, GameConfig, GameRng, LeavePolicy,
    Recorded, Seat, Table,
    cells::{CellsConfig, CellsGame},
    json::{self, JsonError, JsonTable},
};
use resistance_fuzz::{Harness, json_code, legal_moves};
use std::sync::OnceLock;

/// A refusal: a known code for a `G` and a message.
fn assert_clear<G: Table>(error: &JsonError) {
    assert!(json_code::<G>(error.code()), "{error:?}");
    let message = error.to_string();
    assert!(!message.is_empty(), "{error:?} has no message");
    if error.code() == "invalid_json" {
        assert!(message.starts_with("invalid JSON: "), "{message}");
    }
}

/// Games in every phase, base and modules: the first position of each phase kind in
/// random legal games of a few configurations, and a vacant seat.
fn positions() -> &'static [Harness] {
    static POSITIONS: OnceLock<Vec<Harness>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let configs = [
            GameConfig::new(7, 11),
            GameConfig::new(7, 12)
                .with_leave_policy(LeavePolicy::Substitute)
                .with_assassin(AssassinOptions::default())
                .with_trapper()
                .with_inquisitor()
                .with_agendas(AgendaKind::Double),
            GameConfig::new(10, 13)
                .with_defector(DefectorVariant::Standard)
                .with_agendas(AgendaKind::Single),
            // HA2: agendas of one name or two, each player's choice.
            GameConfig::new(6, 14).with_agendas(AgendaKind::SingleOrDouble),
        ];
        let mut positions: Vec<Game> = Vec::new();
        for (index, config) in configs.into_iter().enumerate() {
            let mut rng = GameRng::from_seed_number(index as u64);
            for _ in 0..20 {
                let mut game = Game::new(config).expect("valid");
                while !game.is_over() {
                    if !positions.iter().any(|p| {
                        p.seeded_config() == game.seeded_config() && p.phase() == game.phase()
                    }) {
                        positions.push(game.clone());
                    }
                    let moves = legal_moves(&game);
                    let (seat, command) = moves[rng.below(moves.len() as u32) as usize];
                    game.apply(seat, command).expect("legal");
                }
                if !positions
                    .iter()
                    .any(|p| p.seeded_config() == game.seeded_config() && p.is_over())
                {
                    positions.push(game);
                }
            }
        }
        let mut vacant = positions[1].clone();
        vacant.apply(Seat(0), Command::Leave).expect("legal");
        positions.push(vacant);
        positions.into_iter().map(Harness::new).collect()
    })
}

/// Cells games at every step of a few random games: arranging, scouting, missions,
/// exposing, over.
fn cells_positions() -> &'static [CellsGame] {
    static POSITIONS: OnceLock<Vec<CellsGame>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut positions = Vec::new();
        for (players, seed) in [(3, 1), (4, 2)] {
            let mut game = CellsGame::new(CellsConfig::new(players, seed)).expect("valid");
            let mut step = 0usize;
            while let Some((seat, command)) = cells_legal_move(&game, step) {
                if !positions
                    .iter()
                    .any(|p: &CellsGame| p.players() == players && p.phase() == game.phase())
                {
                    positions.push(game.clone());
                }
                game.apply(seat, command).expect("legal");
                step += 1;
            }
            positions.push(game);
        }
        positions
    })
}

/// The Cells game's legal move number `pick` (modulo their count) of its lowest
/// awaited seat, or `None` once it is over.
fn cells_legal_move(
    game: &CellsGame,
    pick: usize,
) -> Option<(Seat, resistance_core::cells::CellsCommand)> {
    let seat = game.awaiting().iter().next()?;
    let legal = game.legal_commands(seat);
    assert!(!legal.is_empty(), "an awaited seat has something to do");
    Some((seat, legal[pick.wrapping_mul(7919) % legal.len()]))
}

/// Plays a restored game on with a fixed choice of legal moves, every invariant checked.
fn play_on(game: Game) {
    let mut harness = Harness::new(game);
    for step in 0..200usize {
        let Some((seat, command)) = harness.legal_move(step.wrapping_mul(7919)) else {
            assert!(
                harness.game().is_over(),
                "only a finished game leaves nobody able to act"
            );
            break;
        };
        harness
            .send(seat, command)
            .expect("a listed command is accepted");
    }
}

/// What the codec makes of `text` for a `G`, the same for both games: a refusal has a
/// known code and a message; a configuration, command or snapshot that decodes encodes,
/// decodes back equal and encodes to the same text; a decoded configuration is a game
/// exactly when `G::new` accepts it. Returns the command and the game, if any.
fn codec<G>(text: &str) -> (Option<G::Command>, Option<G>)
where
    G: JsonTable,
{
    match json::config_from_json::<G>(text) {
        Ok(config) => {
            let encoded = json::to_json(&config).expect("encodes");
            let decoded = json::config_from_json::<G>(&encoded).expect("its own encoding decodes");
            assert_eq!(decoded, config);
            assert_eq!(json::to_json(&decoded).expect("encodes"), encoded);
            match json::game_from_json::<G>(text) {
                Ok(game) => assert_eq!(G::new(config).as_ref().ok(), Some(&game)),
                Err(error) => {
                    assert_clear::<G>(&error);
                    assert!(G::new(config).is_err(), "{error}");
                }
            }
        }
        Err(error) => {
            assert_clear::<G>(&error);
            assert_eq!(error.code(), "invalid_json");
            let game = json::game_from_json::<G>(text);
            assert_eq!(game.err().map(|e| e.code()), Some("invalid_json"));
        }
    }
    let command = match json::command_from_json::<G>(text) {
        Ok(command) => {
            let encoded = json::to_json(&command).expect("encodes");
            let decoded = json::command_from_json::<G>(&encoded).expect("its own encoding decodes");
            assert_eq!(decoded, command);
            assert_eq!(json::to_json(&decoded).expect("encodes"), encoded);
            Some(command)
        }
        Err(error) => {
            assert_clear::<G>(&error);
            assert_eq!(error.code(), "invalid_json");
            None
        }
    };
    let game = match json::replay_from_json::<Recorded<G>>(text) {
        Ok(game) => {
            let encoded = json::to_json(&game.record()).expect("encodes");
            let restored =
                json::replay_from_json::<Recorded<G>>(&encoded).expect("its own record replays");
            assert_eq!(restored, game);
            assert_eq!(json::to_json(&restored.record()).expect("encodes"), encoded);
            assert_eq!(G::replay(&game.record()).as_ref().ok(), Some(game.game()));
            Some(game.into_game())
        }
        Err(error) => {
            assert_clear::<G>(&error);
            None
        }
    };
    (command, game)
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let text: &str = &text;

    // The base game: a decoded command is sent by seats on and off the table to games
    // in every phase; a restored snapshot answers every query and plays on.
    let (command, game) = codec::<Game>(text);
    if let Some(command) = command {
        for position in positions() {
            for seat in [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 255].map(Seat) {
                let _ = position.clone().send(seat, command);
            }
        }
    }
    if let Some(game) = game {
        for seat in (0..game.players()).map(Seat) {
            json::to_json(&game.view(seat).expect("a view")).expect("a view encodes");
            json::to_json(&game.choices(seat)).expect("choices encode");
        }
        json::to_json(&game.public_view()).expect("the public view encodes");
        play_on(game);
    }

    // The Cells variant alike: a refused command changes nothing.
    let (command, game) = codec::<CellsGame>(text);
    if let Some(command) = command {
        for position in cells_positions() {
            for seat in [0, 1, 2, 3, 4, 255].map(Seat) {
                let mut game = position.clone();
                let checked = game.check(seat, &command);
                match game.apply(seat, command) {
                    Ok(_) => assert_eq!(checked, Ok(())),
                    Err(refused) => {
                        assert_eq!(checked, Err(refused));
                        assert_eq!(&game, position, "a refusal changed the game");
                    }
                }
            }
        }
    }
    if let Some(mut game) = game {
        for seat in (0..game.players()).map(Seat) {
            json::to_json(&game.view(seat).expect("a view")).expect("encodes");
        }
        json::to_json(&game.public_view()).expect("the public view encodes");
        for step in 0..200usize {
            let Some((seat, command)) = cells_legal_move(&game, step) else {
                assert!(game.is_over(), "only a finished game awaits nobody");
                break;
            };
            game.apply(seat, command)
                .expect("a listed command is accepted");
        }
    }
});
