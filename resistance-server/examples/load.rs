//! The table server under load, measured from outside over loopback: a benchmark,
//! not a test (figures in the README).
//!
//! ```text
//! cargo build --release -p resistance-server
//! cargo run --release -p resistance-server --example load -- [TABLES] [SECONDS] [RESTORED]
//! ```
//!
//! 1. **Concurrent games**: starts the release server binary on a scratch SQLite file,
//!    makes TABLES five-player tables (default 1,000) with every seat a real
//!    WebSocket client of this process (5 × TABLES connections), and lets them play
//!    for SECONDS (default 60) at a human pace (each decision after 0.2 to 1 s of
//!    thought; a game that ends is followed by a new one). It reports the latency
//!    from a command sent to its `events` message received (p50, p99, max), the
//!    commands a second, the server's CPU and its memory per idle game (resident
//!    memory once every table is joined, less the empty server's, over TABLES).
//! 2. **Restore**: writes RESTORED unfinished games (default 10,000, each 20 commands
//!    in) to a fresh database through the server's own store, starts the server on it
//!    and times the restore, which replays every record through the engine.

use futures_util::{SinkExt, StreamExt};
use resistance_core::{Game, GameConfig, GameRng, json};
use resistance_server::store::{Store, StoredSeat};
use serde_json::{Value, json};
use std::{
    io::{BufRead, BufReader},
    net::SocketAddr,
    path::PathBuf,
    process::Stdio,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::tungstenite::Message;

/// The server process, started as the server's tests start it.
#[path = "../tests/support/process.rs"]
mod process;
use process::{Process, free_address};

fn server_binary() -> PathBuf {
    let example = std::env::current_exe().unwrap();
    // target/release/examples/load -> target/release/resistance-server
    example
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .join("resistance-server")
}

/// The server binary on `address`; with `told`, its log at info level is piped (the
/// caller reads it), else it logs only errors, to this terminal.
fn start(address: SocketAddr, database: &str, told: bool) -> Process {
    let (log, stderr) = if told {
        ("info", Stdio::piped())
    } else {
        ("error", Stdio::inherit())
    };
    process::spawn(&server_binary(), address, database, log, stderr)
        .expect("build the server first: cargo build --release -p resistance-server")
}

/// Resident memory (kB) and CPU time (s) of process `pid`.
fn usage(pid: u32) -> (u64, f64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find(|line| line.starts_with("VmRSS:"))
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|kb| kb.parse().ok())
        .unwrap_or(0);
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks: f64 = fields.get(11).and_then(|t| t.parse().ok()).unwrap_or(0.0)
        + fields.get(12).and_then(|t| t.parse().ok()).unwrap_or(0.0);
    (rss, ticks / 100.0)
}

async fn create(address: SocketAddr, setup: &Value) -> (String, Vec<String>) {
    let body = setup.to_string();
    let mut stream = TcpStream::connect(address).await.unwrap();
    let request = format!(
        "POST /api/tables HTTP/1.1\r\nHost: {address}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let made: Value = serde_json::from_str(answer.split_once("\r\n\r\n").unwrap().1).unwrap();
    let tokens = made["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["token"].as_str().unwrap().to_owned())
        .collect();
    (made["table"].as_str().unwrap().to_owned(), tokens)
}

/// One seat's client: joins, then plays the first non-leave move after a pause,
/// timing each command to its `events` message, until `until`.
async fn seat(
    address: SocketAddr,
    table: String,
    token: String,
    seed: u64,
    until: Instant,
    latencies: Arc<Mutex<Vec<f64>>>,
    joined: Arc<tokio::sync::Barrier>,
) -> bool {
    let Ok((mut socket, _)) = tokio_tungstenite::connect_async(format!("ws://{address}/ws")).await
    else {
        return false;
    };
    let join = json!({"type": "join", "protocol": 1, "table": table, "token": token});
    socket
        .send(Message::Text(join.to_string().into()))
        .await
        .unwrap();
    joined.wait().await;
    let mut rng = GameRng::from_seed_number(seed);
    let mut sent: Option<Instant> = None;
    let mut acked = false;
    let mut seq = 0u64;
    while Instant::now() < until {
        let Ok(Some(Ok(Message::Text(text)))) =
            tokio::time::timeout(Duration::from_secs(5), socket.next()).await
        else {
            continue;
        };
        let message: Value = serde_json::from_str(text.as_str()).unwrap();
        // The command's own events come right after its `ack` (the server sends them
        // in that order); an `events` message before the ack is another seat's.
        if message["seq"] == seq && message["type"] == "ack" {
            acked = true;
            continue;
        }
        if message["seq"] == seq && message["type"] == "refused" {
            sent = None;
            continue;
        }
        if message["type"] != "events" {
            continue;
        }
        if acked {
            if let Some(at) = sent.take() {
                latencies
                    .lock()
                    .unwrap()
                    .push(at.elapsed().as_secs_f64() * 1_000.0);
            }
            acked = false;
        } else if sent.is_some() {
            continue;
        }
        if !message["view"]["table"]["result"].is_null() {
            return true;
        }
        let moves: Vec<&Value> = message["legalCommands"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|command| command["type"] != "leave")
            .collect();
        if moves.is_empty() {
            continue;
        }
        let pick = moves[rng.below(moves.len() as u32) as usize].clone();
        tokio::time::sleep(Duration::from_millis(200 + u64::from(rng.below(800)))).await;
        seq += 1;
        let command = json!({"type": "command", "seq": seq, "command": pick});
        sent = Some(Instant::now());
        if socket
            .send(Message::Text(command.to_string().into()))
            .await
            .is_err()
        {
            return false;
        }
    }
    true
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

async fn concurrent(tables: usize, seconds: u64) {
    let scratch = std::env::temp_dir().join(format!("resistance-load-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let database = format!("sqlite://{}", scratch.join("load.db").display());
    let address = free_address();
    let server = start(address, &database, false);
    while TcpStream::connect(address).await.is_err() {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let pid = server.id();
    let (empty, _) = usage(pid);
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let until = Instant::now() + Duration::from_secs(seconds + 30);
    let joined = Arc::new(tokio::sync::Barrier::new(tables * 5 + 1));
    let mut clients = Vec::new();
    for index in 0..tables {
        let config = json!({"players": 5, "assassin": {}, "seed": index});
        let (table, tokens) =
            create(address, &json!({"game": "resistance", "config": config})).await;
        for (seat_index, token) in tokens.into_iter().enumerate() {
            clients.push(tokio::spawn(seat(
                address,
                table.clone(),
                token,
                (index * 5 + seat_index) as u64,
                until,
                latencies.clone(),
                joined.clone(),
            )));
        }
    }
    joined.wait().await;
    // Every table joined and started: the server at rest with them all.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (idle, cpu_before) = usage(pid);
    latencies.lock().unwrap().clear();
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    let elapsed = started.elapsed().as_secs_f64();
    let (busy, cpu_after) = usage(pid);
    let mut sorted = latencies.lock().unwrap().clone();
    sorted.sort_by(f64::total_cmp);
    println!(
        "concurrent games: {tables} tables of 5 seats, {} WebSocket clients, {seconds} s at 0.2-1 s a decision",
        tables * 5
    );
    println!(
        "  commands: {} ({:.0} a second); latency command -> events: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        sorted.len(),
        sorted.len() as f64 / elapsed,
        percentile(&sorted, 0.5),
        percentile(&sorted, 0.99),
        sorted.last().copied().unwrap_or(0.0)
    );
    println!(
        "  server: {:.0}% of one core; resident memory {:.1} MB empty, {:.1} MB with the tables idle ({:.1} kB a game), {:.1} MB playing",
        (cpu_after - cpu_before) / elapsed * 100.0,
        empty as f64 / 1024.0,
        idle as f64 / 1024.0,
        (idle.saturating_sub(empty)) as f64 / tables as f64,
        busy as f64 / 1024.0
    );
    drop(server); // killed
    for client in clients {
        client.abort();
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

async fn restore(games: usize) {
    let scratch = std::env::temp_dir().join(format!("resistance-restore-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let database = format!("sqlite://{}", scratch.join("restore.db").display());
    let store = Store::open(&database).await.unwrap();
    let written = Instant::now();
    let mut written_games = 0;
    while written_games < games {
        let batch: Vec<_> = (written_games..games.min(written_games + 16))
            .map(|index| write_game(&store, index))
            .collect();
        written_games += batch.len();
        futures_util::future::join_all(batch).await;
    }
    println!(
        "restore: {games} unfinished 7-player games of up to 20 commands written in {:.1} s",
        written.elapsed().as_secs_f64()
    );
    drop(store);
    let address = free_address();
    let began = Instant::now();
    let mut server = start(address, &database, true);
    let stderr = server.stderr.take().unwrap();
    let (found, lines) = std::sync::mpsc::channel();
    // Reads the log to its end, so the server never blocks on a full pipe.
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if line.contains("serving") {
                let _ = found.send(line);
            }
        }
    });
    let line = tokio::task::spawn_blocking(move || lines.recv().unwrap_or_default())
        .await
        .unwrap();
    let took = began.elapsed().as_secs_f64();
    let (rss, _) = usage(server.id());
    let restored = line
        .rsplit("restored")
        .next()
        .and_then(|rest| {
            rest.split(|c: char| !c.is_ascii_digit())
                .find(|digits| !digits.is_empty())
        })
        .unwrap_or("?");
    println!(
        "  the server restored {restored} in {took:.2} s; resident memory {:.1} MB",
        rss as f64 / 1024.0
    );
    drop(server); // killed
    let _ = std::fs::remove_dir_all(&scratch);
}

/// Writes game `index`: 7 players, up to 20 random commands in.
async fn write_game(store: &Store, index: usize) {
    let mut rng = GameRng::from_seed_number(index as u64);
    let mut game = Game::new(GameConfig::new(7, index as u64)).unwrap();
    let id = format!("{index:016x}");
    let seats: Vec<StoredSeat> = (0..7)
        .map(|seat| StoredSeat {
            controller: "person".into(),
            join_token: format!("{index}-{seat}"),
            resume_token: Some(format!("r{index}-{seat}")),
        })
        .collect();
    let setup = json!({"game": "resistance", "config": {"players": 7}}).to_string();
    store
        .create_table(&id, &setup, index as u64, "host", &seats, 0)
        .await
        .unwrap();
    let mut moves = Vec::new();
    for _ in 0..20 {
        let Some(seat) = game.awaiting().iter().next() else {
            break;
        };
        let commands = game.legal_commands(seat);
        let command = commands[rng.below(commands.len() as u32) as usize];
        if game.apply(seat, command).is_err() || game.is_over() {
            break;
        }
        moves.push((seat.0, json::to_json(&command).unwrap(), 0));
    }
    store.append_moves(&id, 0, &moves).await.unwrap();
}

#[tokio::main]
async fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let tables = args.first().copied().unwrap_or(1_000);
    let seconds = args.get(1).copied().unwrap_or(60) as u64;
    let restored = args.get(2).copied().unwrap_or(10_000);
    concurrent(tables, seconds).await;
    restore(restored).await;
}
