//! Crash safety: games played against the server binary while it is killed with
//! SIGKILL at random moments (at least 200 kills) and started again. Every
//! acknowledged command is in the record, every client resumes with no gap and no
//! duplicate, and every game ends exactly as its record (seed and commands) ends
//! when replayed in this process without a crash.

mod support;

use resistance_core::{Game, GameRng, Seat, json};
use serde_json::{Value, json};
use std::{
    net::SocketAddr,
    time::{Duration, Instant},
};
use support::{
    Client, Made, Scratch, create_table, free_address, is_over, join_all, plain_choice, record_of,
    seat_events, start_process, value_of, wait_until_up,
};

/// At least this many kills across the run.
const KILLS: usize = 200;

fn start(address: SocketAddr, database: &str) -> support::Process {
    start_process(address, database, "error")
}

/// What a dropped client had: its events and its last view, to resume from.
type Kept = Option<(Vec<Value>, Value)>;

/// One game's clients, resume tokens and the commands the server acknowledged.
struct Played {
    made: Made,
    clients: Vec<Option<Client>>,
    resume: Vec<String>,
    acked: Vec<(u8, Value)>,
    seq: u64,
}

impl Played {
    async fn new(address: SocketAddr, made: Made) -> Played {
        let clients = join_all(address, &made).await;
        let resume = clients.iter().map(|c| c.resume.clone().unwrap()).collect();
        let clients = clients.into_iter().map(Some).collect();
        Played {
            made,
            clients,
            resume,
            acked: Vec::new(),
            seq: 0,
        }
    }

    /// Brings back every dropped client, resuming from the events it has.
    #[allow(clippy::needless_range_loop)] // seats index both lists
    async fn reconnect(&mut self, address: SocketAddr, kept: &mut [Kept]) {
        for seat in 0..self.clients.len() {
            if self.clients[seat].is_some() {
                continue;
            }
            let mut client = Client::connect(address).await;
            if let Some((events, view)) = kept[seat].take() {
                client.events = events;
                client.view = view;
            }
            let from = client.events.len();
            client
                .join(&self.made.table, &self.resume[seat], from)
                .await;
            let update = client.until("events").await;
            assert_eq!(
                update["first"].as_u64().unwrap() as usize,
                from,
                "resumed where it was"
            );
            self.clients[seat] = Some(client);
        }
    }

    fn over(&self) -> bool {
        self.clients.iter().flatten().any(is_over)
    }

    /// One command if the game waits for one; `false` when a connection was lost.
    #[allow(clippy::needless_range_loop)] // seats index both lists
    async fn step(&mut self, kept: &mut [Kept]) -> bool {
        let Some(actor) = (0..self.clients.len()).find(|&seat| {
            self.clients[seat]
                .as_ref()
                .is_some_and(|client| !client.moves().is_empty())
        }) else {
            return true;
        };
        let client = self.clients[actor].as_mut().unwrap();
        let command = plain_choice(&client.moves()).unwrap();
        self.seq += 1;
        client
            .send(json!({"type": "command", "seq": self.seq, "command": command}))
            .await;
        let mut alive = true;
        loop {
            match client.next().await {
                Some(message) if message["type"] == "ack" => {
                    assert_eq!(message["seq"], self.seq);
                    self.acked.push((actor as u8, command.clone()));
                    break;
                }
                Some(message) if message["type"] == "refused" => panic!("{command}: {message}"),
                Some(_) => {}
                None => {
                    alive = false;
                    break;
                }
            }
        }
        for seat in 0..self.clients.len() {
            let Some(client) = self.clients[seat].as_mut() else {
                continue;
            };
            let got = if alive || seat != actor {
                loop {
                    match client.next().await {
                        Some(message) if message["type"] == "events" => break true,
                        Some(_) => {}
                        None => break false,
                    }
                }
            } else {
                false
            };
            if !got {
                let client = self.clients[seat].take().unwrap();
                kept[seat] = Some((client.events, client.view));
                alive = false;
            }
        }
        alive
    }

    /// The game's record equals what the clients saw, and every acknowledged
    /// command is in it, in order.
    async fn check(&self, address: SocketAddr) {
        let (status, text) = record_of(address, &self.made.table).await;
        assert_eq!(status, 200, "{text}");
        let record = json::record_from_json::<Game>(&text).unwrap();
        let recorded: Vec<(u8, Value)> = record
            .commands()
            .iter()
            .map(|played| (played.seat.0, value_of(&played.command)))
            .collect();
        let mut rest = recorded.iter();
        for acked in &self.acked {
            assert!(
                rest.any(|played| played == acked),
                "an acknowledged command is lost: {acked:?}"
            );
        }
        let replayed = json::replay_from_json::<Game>(&text).unwrap();
        assert!(replayed.is_over());
        for (seat, client) in self.clients.iter().enumerate() {
            let client = client.as_ref().unwrap();
            let view = value_of(&replayed.view(Seat(seat as u8)).unwrap());
            assert_eq!(client.view, view, "seat {seat} ended as the replayed game");
            assert_eq!(
                client.events,
                seat_events::<Game>(&record, seat as u8),
                "seat {seat}'s events"
            );
        }
    }
}

const SETUPS: [&str; 3] = [
    r#"{"players":5,"assassin":{}}"#,
    r#"{"players":7,"trapper":true,"inquisitor":true,"assassin":{"bodyGuard":true}}"#,
    r#"{"players":6,"plotCards":true,"defector":"standard"}"#,
];

/// Minutes long, so scripts/test.sh runs it on its own, beside the C and npm steps
/// (`cargo test -p resistance-server --test crash -- --ignored`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "minutes long: scripts/test.sh runs it on its own with --ignored"]
async fn killed_at_random_moments_the_server_loses_nothing_acknowledged() {
    let scratch = Scratch::new("crash");
    let database = scratch.database();
    let address = free_address();
    let mut server = start(address, &database);
    wait_until_up(address).await;
    let mut rng = GameRng::from_seed_number(2026);
    let mut games = Vec::new();
    let mut next_seed = 0u64;
    let mut finished = 0;
    let mut kills = 0;
    let began = Instant::now();
    while kills < KILLS || !games.is_empty() {
        // Keep three games going until the kills are done.
        while kills < KILLS && games.len() < 3 {
            let mut config: Value =
                serde_json::from_str(SETUPS[next_seed as usize % SETUPS.len()]).unwrap();
            config["seed"] = json!(next_seed);
            next_seed += 1;
            let made = create_table(address, json!({"game": "resistance", "config": config})).await;
            games.push(Played::new(address, made).await);
        }
        let mut kept: Vec<Vec<Kept>> = games
            .iter()
            .map(|game| vec![None; game.clients.len()])
            .collect();
        // Play for a random while, then kill the server wherever it is.
        let until = Instant::now() + Duration::from_millis(u64::from(rng.below(40)) + 1);
        let mut lost = false;
        while Instant::now() < until && !lost {
            for (game, kept) in games.iter_mut().zip(kept.iter_mut()) {
                if !game.over() && !game.step(kept).await {
                    lost = true;
                }
            }
            if games.iter().all(Played::over) {
                break;
            }
        }
        if kills < KILLS {
            server.kill().unwrap();
            server.wait().unwrap();
            kills += 1;
            server = start(address, &database);
            wait_until_up(address).await;
            for (game, kept) in games.iter_mut().zip(kept.iter_mut()) {
                for (seat, client) in game.clients.iter_mut().enumerate() {
                    if let Some(client) = client.take() {
                        kept[seat] = Some((client.events, client.view));
                    }
                }
                game.reconnect(address, kept).await;
            }
        } else {
            for (game, kept) in games.iter_mut().zip(kept.iter_mut()) {
                game.reconnect(address, kept).await;
            }
        }
        let mut index = 0;
        while index < games.len() {
            if games[index].over() {
                let game = games.remove(index);
                game.check(address).await;
                finished += 1;
            } else {
                index += 1;
            }
        }
        assert!(
            began.elapsed() < Duration::from_secs(600),
            "{kills} kills, {finished} games"
        );
    }
    server.kill().unwrap();
    server.wait().unwrap();
    assert!(kills >= KILLS);
    assert!(finished >= 3, "{finished} games finished");
    eprintln!(
        "{kills} kills, {finished} games checked in {:.1} s",
        began.elapsed().as_secs_f64()
    );
}
