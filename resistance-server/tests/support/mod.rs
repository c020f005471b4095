//! What the server's tests share: a server on a free port, HTTP requests, and
//! WebSocket clients that read the protocol's messages.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use resistance_server::{Options, http::WebFiles};
use serde_json::{Value, json};
use std::{
    net::SocketAddr,
    path::PathBuf,
    time::{Duration, Instant},
};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

mod process;
// Unused in the tests that start no process, as much of this module is.
#[allow(unused_imports)]
pub use process::{Process, free_address};

/// A scratch folder under target/, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "{name}-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn database(&self) -> String {
        format!("sqlite://{}", self.0.join("tables.db").display())
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A server in this process on a free port of 127.0.0.1, over `database`.
pub async fn start_server(database: &str) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let options = Options {
        database: database.to_owned(),
        web: WebFiles::default(),
        allowed_origins: Vec::new(),
    };
    tokio::spawn(async move {
        resistance_server::serve(listener, options).await.unwrap();
    });
    // Until it answers.
    for _ in 0..200 {
        if TcpStream::connect(address).await.is_ok() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    address
}

/// An HTTP/1.1 request: the status and the body.
pub async fn http(
    address: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
    host_token: Option<&str>,
) -> (u16, String) {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let auth = host_token
        .map(|token| format!("Authorization: Bearer {token}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut answer))
        .await
        .unwrap_or_else(|_| panic!("no answer to {method} {path} in 10 s"))
        .unwrap();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer[9..12].parse().unwrap();
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    // A chunked body: the chunks' text, without their sizes.
    let body = if answer.to_lowercase().contains("transfer-encoding: chunked") {
        let mut text = String::new();
        let mut rest = body.as_str();
        while let Some((size, after)) = rest.split_once("\r\n") {
            let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            if size == 0 {
                break;
            }
            text.push_str(&after[..size]);
            rest = &after[size + 2..];
        }
        text
    } else {
        body
    };
    (status, body)
}

/// A table made from `setup`: its id, host token and seat tokens.
pub struct Made {
    pub table: String,
    pub host: String,
    pub tokens: Vec<String>,
}

/// The host's status of `made`'s table, asked of the server at `address`.
pub async fn host_status(address: SocketAddr, made: &Made) -> Value {
    let path = format!("/api/tables/{}", made.table);
    let (code, body) = http(address, "GET", &path, "", Some(&made.host)).await;
    assert_eq!(code, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

pub async fn create_table(address: SocketAddr, setup: Value) -> Made {
    let (status, body) = http(address, "POST", "/api/tables", &setup.to_string(), None).await;
    assert_eq!(status, 201, "{body}");
    let made: Value = serde_json::from_str(&body).unwrap();
    Made {
        table: made["table"].as_str().unwrap().to_owned(),
        host: made["hostToken"].as_str().unwrap().to_owned(),
        tokens: made["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|seat| seat["token"].as_str().unwrap().to_owned())
            .collect(),
    }
}

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The pace of a client's [`Client::send`]: the server closes a connection that sends
/// more than 40 messages at once or 20 a second (docs/host-protocol.md), and the
/// tests play at machine speed, so their clients keep under that limit as a
/// well-behaved client does, with a margin (frames may reach the server closer
/// together than they left). [`Client::send_raw`] keeps no pace: the flood test
/// floods with it.
const BURST: f64 = 30.0;
const PER_SECOND: f64 = 15.0;

/// A protocol client: its socket and every text message it received, as received.
pub struct Client {
    pub socket: Socket,
    pub received: Vec<String>,
    /// The seat's events so far, by index.
    pub events: Vec<Value>,
    pub view: Value,
    pub legal: Vec<Value>,
    /// The token to resume the seat with, once a welcome gave it.
    pub resume: Option<String>,
    /// The messages it may send at once now, and when that was counted.
    bucket: f64,
    counted: Instant,
}

impl Client {
    pub async fn connect(address: SocketAddr) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/ws"))
            .await
            .unwrap();
        Client {
            socket,
            received: Vec::new(),
            events: Vec::new(),
            view: Value::Null,
            legal: Vec::new(),
            resume: None,
            bucket: BURST,
            counted: Instant::now(),
        }
    }

    /// Sends `message`, first waiting if the client's pace (see [`BURST`]) asks.
    pub async fn send(&mut self, message: Value) {
        let now = Instant::now();
        let earned = now.duration_since(self.counted).as_secs_f64() * PER_SECOND;
        self.bucket = (self.bucket + earned).min(BURST);
        self.counted = now;
        if self.bucket < 1.0 {
            tokio::time::sleep(Duration::from_secs_f64((1.0 - self.bucket) / PER_SECOND)).await;
            self.bucket = 1.0;
            self.counted = Instant::now();
        }
        self.bucket -= 1.0;
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .unwrap();
    }

    pub async fn send_raw(&mut self, message: Message) -> bool {
        self.socket.send(message).await.is_ok()
    }

    /// The next text message (`None` when the connection closed or nothing came for
    /// 10 s), after updating the seat's events, view and legal commands.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), self.socket.next())
                .await
                .ok()??;
            let Ok(Message::Text(text)) = frame else {
                match frame {
                    Ok(Message::Close(_)) | Err(_) => return None,
                    _ => continue,
                }
            };
            let message: Value = serde_json::from_str(text.as_str()).unwrap();
            self.received.push(text.to_string());
            if let Some(token) = message["resumeToken"].as_str() {
                self.resume = Some(token.to_owned());
            }
            if message["type"] == "events" || message["type"] == "public" {
                let first = message["first"].as_u64().unwrap() as usize;
                assert_eq!(first, self.events.len(), "a gap or a duplicate: {message}");
                self.events
                    .extend(message["events"].as_array().unwrap().iter().cloned());
                self.view = message["view"].clone();
                if let Some(legal) = message["legalCommands"].as_array() {
                    self.legal = legal.clone();
                }
            }
            return Some(message);
        }
    }

    /// Reads until a message of `kind` comes, and answers it.
    pub async fn until(&mut self, kind: &str) -> Value {
        loop {
            let message = self
                .next()
                .await
                .unwrap_or_else(|| panic!("no {kind} came"));
            if message["type"] == kind {
                return message;
            }
        }
    }

    /// Joins with `token` as a seat, resuming after `from` events; the welcome.
    pub async fn join(&mut self, table: &str, token: &str, from: usize) -> Value {
        self.send(
            json!({"type": "join", "protocol": 1, "table": table, "token": token, "from": from}),
        )
        .await;
        self.until("welcome").await
    }

    /// The moves of this seat that move the game on (not leaving).
    pub fn moves(&self) -> Vec<Value> {
        self.legal
            .iter()
            .filter(|command| command["type"] != "leave")
            .cloned()
            .collect()
    }
}

/// A deterministic choice among `moves` that is the same for every role: Success
/// before Fail, approve before reject, else the first listed.
pub fn plain_choice(moves: &[Value]) -> Option<Value> {
    let preferred = moves.iter().find(|command| {
        command["type"] == "playMission" && command["card"] == "success"
            || command["type"] == "vote" && command["vote"] == "approve"
    });
    preferred.or_else(|| moves.first()).cloned()
}

/// Every seat of `made` joined by its own client, in seat order; the clients.
pub async fn join_all(address: std::net::SocketAddr, made: &Made) -> Vec<Client> {
    let mut clients = Vec::new();
    for token in &made.tokens {
        let mut client = Client::connect(address).await;
        let welcome = client.join(&made.table, token, 0).await;
        assert!(welcome["resumeToken"].is_string(), "{welcome}");
        clients.push(client);
    }
    // The last claim starts the game: every seat gets its opening.
    for client in &mut clients {
        client.until("events").await;
    }
    clients
}

/// Plays one command: the first seat with a move plays the plain choice; every
/// client reads its update, and the spectator too. `false` when no seat may move.
pub async fn step(clients: &mut [Client], spectator: Option<&mut Client>, seq: u64) -> bool {
    step_with(clients, spectator, seq, |moves, _| plain_choice(moves)).await
}

/// [`step`], with the command `pick` takes from the acting seat's moves and the
/// step's number.
pub async fn step_with(
    clients: &mut [Client],
    spectator: Option<&mut Client>,
    seq: u64,
    pick: impl Fn(&[Value], u64) -> Option<Value>,
) -> bool {
    let Some(actor) = (0..clients.len()).find(|&seat| !clients[seat].moves().is_empty()) else {
        return false;
    };
    let command = pick(&clients[actor].moves(), seq).unwrap();
    clients[actor]
        .send(json!({"type": "command", "seq": seq, "command": command}))
        .await;
    // The answer, after any news of the table (a player's presence, say).
    let answer = loop {
        let message = clients[actor].next().await.expect("an answer");
        if message["type"] == "ack" || message["type"] == "refused" {
            break message;
        }
    };
    assert_eq!(answer, json!({"type": "ack", "seq": seq}), "{command}");
    for client in clients.iter_mut() {
        client.until("events").await;
    }
    if let Some(spectator) = spectator {
        spectator.until("public").await;
    }
    true
}

pub fn is_over(client: &Client) -> bool {
    !client.view["table"]["result"].is_null()
}

/// One of the engine's values as a JSON value, to compare with what a client got.
pub fn value_of<T: serde::Serialize>(value: &T) -> Value {
    serde_json::from_str(&resistance_core::json::to_json(value).unwrap()).unwrap()
}

/// Every event `seat` received in the game of `record`, by the engine's own seat
/// replay: what a client of that seat must hold, in order.
pub fn seat_events<G>(record: &resistance_core::record::RecordOf<G>, seat: u8) -> Vec<Value>
where
    G: resistance_core::Table<Event: serde::Serialize>,
{
    resistance_core::record::seat_replay::<G>(record, resistance_core::Seat(seat))
        .unwrap()
        .iter()
        .flat_map(|step| step.events.iter())
        .map(value_of)
        .collect()
}

/// The server binary on `address` over `database`, logging only at `log`.
pub fn start_process(address: SocketAddr, database: &str, log: &str) -> Process {
    process::spawn(
        std::path::Path::new(env!("CARGO_BIN_EXE_resistance-server")),
        address,
        database,
        log,
        std::process::Stdio::inherit(),
    )
    .expect("the server binary starts")
}

/// Waits until something answers on `address`.
pub async fn wait_until_up(address: SocketAddr) {
    for _ in 0..1_000 {
        if TcpStream::connect(address).await.is_ok() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the server did not come up on {address}");
}

/// `GET /api/tables/{table}/record`: the status and the body.
pub async fn record_of(address: SocketAddr, table: &str) -> (u16, String) {
    http(
        address,
        "GET",
        &format!("/api/tables/{table}/record"),
        "",
        None,
    )
    .await
}
