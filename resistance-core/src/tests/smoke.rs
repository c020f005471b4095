use super::support::{Style, config, play};

#[test]
fn random_games_end() {
    for seed in 0..200 {
        let played = play(
            config(5 + (seed % 6) as u8, seed, seed % 2 == 0),
            seed,
            Style::RESTLESS,
            10_000,
        );
        assert!(played.game.is_over(), "seed {seed} did not end");
    }
}
