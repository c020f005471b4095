//! No hidden fact in the logs at any level: games with every module are played
//! through the server with tracing at its most verbose (every target, sqlx's and
//! axum's included), and the log is searched for every role, card, vote, agenda and
//! seed of those games.

mod support;

use serde_json::json;
use std::{
    io::Write,
    sync::{Arc, Mutex},
};
use support::{Scratch, create_table, join_all, record_of, start_server, step};

/// A log kept in memory.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl Write for Log {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_at_trace_level_holds_no_hidden_fact() {
    let log = Log::default();
    let writer = log.clone();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("trace"))
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .init();
    let scratch = Scratch::new("logs");
    let address = start_server(&scratch.database()).await;
    let mut seeds = Vec::new();
    for (players, seed, config) in [
        (
            7,
            4_242_424_242_u64,
            json!({"assassin": {"bodyGuard": true, "falseCommander": true}, "trapper": true,
            "inquisitor": true, "agendas": "singleOrDouble", "defector": "knowEachOther"}),
        ),
        (
            6,
            7_777_777_777,
            json!({"plotCards": true, "assassin": {"deepCover": true}}),
        ),
    ] {
        let mut config = config;
        config["players"] = json!(players);
        config["seed"] = json!(seed);
        seeds.push(seed);
        let made = create_table(address, json!({"game": "resistance", "config": config})).await;
        let mut clients = join_all(address, &made).await;
        let mut seq = 0;
        while step(&mut clients, None, seq).await {
            seq += 1;
        }
        let (status, record) = record_of(address, &made.table).await;
        assert_eq!(status, 200);
        assert!(
            record.contains(&seed.to_string()),
            "the record holds the seed"
        );
    }
    // A Cells table too, for its cards.
    let made = create_table(
        address,
        json!({"game": "cells", "config": {"players": 3, "seed": 31_313_131}}),
    )
    .await;
    seeds.push(31_313_131);
    let mut clients = join_all(address, &made).await;
    for seq in 0..60 {
        step(&mut clients, None, seq).await;
    }
    let text = String::from_utf8(log.0.lock().unwrap().clone()).unwrap();
    assert!(
        text.contains("command applied"),
        "the log was written at trace level:\n{text}"
    );
    for seed in seeds {
        assert!(
            !text.contains(&seed.to_string()),
            "the seed {seed} is in the log"
        );
    }
    let lower = text.to_lowercase();
    // The wire format's names of roles, cards, votes and agendas (the word "seed"
    // is a column of the SQL the log shows; the seeds themselves are checked above),
    // and the shape of any command, event or view.
    for hidden in [
        "\"type\":",
        "\"role\"",
        "spy",
        "commander",
        "assassin",
        "body guard",
        "bodyguard",
        "deepcover",
        "blindspy",
        "defector",
        "\"success\"",
        "\"fail\"",
        "approve",
        "reject",
        "agenda",
        "names",
        "sighting",
        "\"card\"",
        "loyalty",
    ] {
        assert!(
            !lower.contains(hidden),
            "`{hidden}` is in the log:\n{}",
            lines_with(&lower, hidden)
        );
    }
}

fn lines_with(text: &str, word: &str) -> String {
    text.lines()
        .filter(|line| line.contains(word))
        .take(5)
        .collect::<Vec<_>>()
        .join("\n")
}
