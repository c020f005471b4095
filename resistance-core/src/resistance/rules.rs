//! The base game's tables: how many spies, how large each team, how many Fail cards
//! make a mission fail. Modules change these through the engine's hook points, not here.

/// Rounds (missions) in a game.
pub const ROUNDS: u8 = 5;

/// Missions one side needs to win (B12).
pub const MISSIONS_TO_WIN: u8 = 3;

/// Rejected teams in one round that hand the spies the game (B9).
pub const REJECTIONS_TO_LOSE: u8 = 5;

/// B1: spies for each player count (5→2, 6→2, 7→3, 8→3, 9→3, 10→4).
pub const fn spies_for(players: u8) -> u8 {
    match players {
        0..=6 => 2,
        7..=9 => 3,
        _ => 4,
    }
}

/// B2: the team size of mission `round` (1..=5) for the player count.
pub const fn team_size(players: u8, round: u8) -> u8 {
    const SIZES: [[u8; 5]; 6] = [
        [2, 3, 2, 3, 3], // 5 players
        [2, 3, 4, 3, 4], // 6
        [2, 3, 3, 4, 4], // 7
        [3, 4, 4, 5, 5], // 8
        [3, 4, 4, 5, 5], // 9
        [3, 4, 4, 5, 5], // 10
    ];
    let row = match players {
        0..=5 => 0,
        6..=10 => (players - 5) as usize,
        _ => 5,
    };
    let column = match round {
        0..=1 => 0,
        2..=5 => (round - 1) as usize,
        _ => 4,
    };
    SIZES[row][column]
}

/// B3: Fail cards that make mission `round` fail: two on mission 4 with 7 or more
/// players, else one.
pub const fn fails_needed(players: u8, round: u8) -> u8 {
    if round == 4 && players >= 7 { 2 } else { 1 }
}
