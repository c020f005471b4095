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
//!    thought; a game that ends is followed by a new table's). It reports the
//!    latency from a command sent to its `ack` and to its `events` message received
//!    (p50, p99, max), the commands a second, the server's CPU and its memory per
//!    idle game (resident memory once every table is joined, less the empty
//!    server's, over TABLES), and the load generator's own CPU and how late its
//!    timer woke: the clients share the machine with the server, and a client
//!    short of CPU reads late, which the latencies include.
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

/// What a seat's client reads of a message; the rest (the events, most of the view)
/// is skimmed, not built: 5,000 clients share the machine with the server, and the
/// less CPU they take, the less of it their own waits add to the latencies.
#[derive(serde::Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    seq: Option<u64>,
    view: Option<ViewHead>,
    #[serde(rename = "legalCommands", default)]
    legal: Vec<Value>,
}

#[derive(serde::Deserialize)]
struct ViewHead {
    table: Option<TableHead>,
}

#[derive(serde::Deserialize)]
struct TableHead {
    result: Option<serde::de::IgnoredAny>,
}

/// One seat's client: joins, then plays the first non-leave move after a pause,
/// timing each command to its `events` message, until `until`.
async fn seat(
    address: SocketAddr,
    table: String,
    token: String,
    seed: u64,
    until: Instant,
    timings: Arc<Timings>,
    joined: Option<Arc<tokio::sync::Barrier>>,
) -> bool {
    // No Nagle delay, as browsers do for their WebSockets.
    let Ok((mut socket, _)) =
        tokio_tungstenite::connect_async_with_config(format!("ws://{address}/ws"), None, true)
            .await
    else {
        return false;
    };
    let join = json!({"type": "join", "protocol": 1, "table": table, "token": token});
    socket
        .send(Message::Text(join.to_string().into()))
        .await
        .unwrap();
    if let Some(joined) = joined {
        joined.wait().await;
    }
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
        let message: Incoming = serde_json::from_str(text.as_str()).unwrap();
        let ours = message.seq == Some(seq);
        // The command's own events come right after its `ack` (the server sends them
        // in that order); an `events` message before the ack is another seat's.
        if ours && message.kind == "ack" {
            if let Some(at) = sent {
                timings.record(&timings.acks, at);
            }
            acked = true;
            continue;
        }
        if ours && message.kind == "refused" {
            sent = None;
            continue;
        }
        if message.kind != "events" {
            continue;
        }
        let over = message
            .view
            .and_then(|view| view.table)
            .is_some_and(|table| table.result.is_some());
        if acked {
            if let Some(at) = sent.take() {
                timings.record(&timings.events, at);
            }
            acked = false;
        } else if sent.is_some() && !over {
            continue;
        }
        if over {
            return true;
        }
        let moves: Vec<&Value> = message
            .legal
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

/// What this process measured, in milliseconds.
#[derive(Default)]
struct Timings {
    /// From a command sent to its `ack` (the server acknowledges a command once it
    /// is written to the record).
    acks: Mutex<Vec<f64>>,
    /// From a command sent to its `events`.
    events: Mutex<Vec<f64>>,
    /// How late this process's own timer woke, asked every 10 ms: when the load
    /// generator itself is short of CPU, its clients read late and every latency
    /// above includes that wait.
    lag: Mutex<Vec<f64>>,
}

impl Timings {
    fn record(&self, list: &Mutex<Vec<f64>>, since: Instant) {
        list.lock()
            .unwrap()
            .push(since.elapsed().as_secs_f64() * 1_000.0);
    }

    fn clear(&self) {
        for list in [&self.acks, &self.events, &self.lag] {
            list.lock().unwrap().clear();
        }
    }

    /// p50, p99 and max of `list`, and how many it holds.
    fn summary(list: &Mutex<Vec<f64>>) -> (usize, String) {
        let mut sorted = list.lock().unwrap().clone();
        sorted.sort_by(f64::total_cmp);
        let text = format!(
            "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            percentile(&sorted, 0.5),
            percentile(&sorted, 0.99),
            sorted.last().copied().unwrap_or(0.0)
        );
        (sorted.len(), text)
    }
}

/// Table after table at place `index` of `tables`, from `first` (made already, its
/// seats held at `joined` until every table's are in) until `until`: five seat
/// clients play each game to its end, then the next table is made.
async fn table_place(
    address: SocketAddr,
    index: usize,
    tables: usize,
    first: (String, Vec<String>),
    until: Instant,
    timings: Arc<Timings>,
    joined: Arc<tokio::sync::Barrier>,
) {
    let mut joined = Some(joined);
    let mut made = first;
    let mut games = 0;
    loop {
        let (table, tokens) = made;
        // Dropped with this task when it is aborted: the seats stop with it.
        let mut seats = tokio::task::JoinSet::new();
        for (seat_index, token) in tokens.into_iter().enumerate() {
            seats.spawn(seat(
                address,
                table.clone(),
                token,
                ((games * tables + index) * 5 + seat_index) as u64,
                until,
                timings.clone(),
                joined.clone(),
            ));
        }
        joined = None;
        while seats.join_next().await.is_some() {}
        if Instant::now() >= until {
            return;
        }
        games += 1;
        made = create(address, &setup(games * tables + index)).await;
    }
}

/// A five-player game with the Assassin, dealt by `seed`.
fn setup(seed: usize) -> Value {
    let config = json!({"players": 5, "assassin": {}, "seed": seed});
    json!({"game": "resistance", "config": config})
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
    let timings = Arc::new(Timings::default());
    let until = Instant::now() + Duration::from_secs(seconds + 30);
    let joined = Arc::new(tokio::sync::Barrier::new(tables * 5 + 1));
    let mut places = Vec::new();
    for index in 0..tables {
        let first = create(address, &setup(index)).await;
        places.push(tokio::spawn(table_place(
            address,
            index,
            tables,
            first,
            until,
            timings.clone(),
            joined.clone(),
        )));
    }
    joined.wait().await;
    let probe = {
        let timings = timings.clone();
        tokio::spawn(async move {
            loop {
                let due = tokio::time::Instant::now() + Duration::from_millis(10);
                tokio::time::sleep_until(due).await;
                timings.record(&timings.lag, due.into_std());
            }
        })
    };
    // Every table joined and started: the server at rest with them all.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (idle, cpu_before) = usage(pid);
    let (_, own_before) = usage(std::process::id());
    timings.clear();
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    let elapsed = started.elapsed().as_secs_f64();
    let (busy, cpu_after) = usage(pid);
    let (_, own_after) = usage(std::process::id());
    let (commands, events) = Timings::summary(&timings.events);
    let (_, acks) = Timings::summary(&timings.acks);
    let (_, lag) = Timings::summary(&timings.lag);
    println!(
        "concurrent games: {tables} tables of 5 seats, {} WebSocket clients, {seconds} s at 0.2-1 s a decision",
        tables * 5
    );
    println!(
        "  commands: {commands} ({:.0} a second); latency command -> events: {events}",
        commands as f64 / elapsed
    );
    println!("  command -> ack: {acks}");
    println!(
        "  server: {:.0}% of one core; resident memory {:.1} MB empty, {:.1} MB with the tables idle ({:.1} kB a game), {:.1} MB playing",
        (cpu_after - cpu_before) / elapsed * 100.0,
        empty as f64 / 1024.0,
        idle as f64 / 1024.0,
        (idle.saturating_sub(empty)) as f64 / tables as f64,
        busy as f64 / 1024.0
    );
    println!(
        "  load generator: {:.0}% of one core; its 10 ms timer woke late by {lag}",
        (own_after - own_before) / elapsed * 100.0
    );
    probe.abort();
    for place in places {
        place.abort();
        let _ = place.await;
    }
    drop(server); // killed
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
