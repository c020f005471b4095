//! One table: a task that owns its game and alone changes it.
//!
//! It applies commands in the order they arrive, writes each accepted one to the
//! database before anything else happens (so nothing acknowledged is ever lost),
//! acknowledges it, and sends each event to its audience only: a seat's connections
//! get the events addressed to that seat with its view and legal commands; spectators
//! get the public events and the public view, held back by the table's delay here on
//! the server. Bots and the stand-in of a seat whose clock ran out think on blocking
//! threads, off the async runtime, and their commands come back through the same
//! queue as the players'.

use crate::{
    cluster::{
        Cluster, HostAnswer, HostRequest, Notice, PRESENCE_EVERY, PRESENCE_EXPIRES, TAKEOVER_EVERY,
    },
    error::{Refusal, codes},
    hosted::Hosted,
    protocol::{self, PROTOCOL_VERSION},
    setup::{BotChoice, Controller, TableSetup},
    store::{Store, StoredTable},
};
use resistance_core::{
    Envelope, Events, GameRng, Recorded, Seat, Table,
    json::{self, JsonError},
    record::GameKind,
};
use serde_json::Value;
use std::{
    collections::{HashMap, VecDeque},
    sync::Arc,
    time::{Duration, SystemTime, UNIX_EPOCH},
};
use tokio::{
    sync::{mpsc, oneshot},
    time::{Instant, sleep_until},
};

/// A connection's id, unique in the process.
pub type ConnId = u64;

/// What a connection is sent.
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A JSON message.
    Text(Arc<str>),
    /// Close the connection with this code and reason.
    Close(u16, &'static str),
}

/// How many messages may wait for a slow connection before it is dropped (the
/// table never waits for a connection).
pub const CONNECTION_QUEUE: usize = 256;

/// What a table is asked.
pub enum Request {
    /// A connection joins as a seat (`Some`) or a spectator, having seen `from`
    /// events already; `resume_token` is the token a new claimant is given.
    Join {
        /// The connection.
        conn: ConnId,
        /// Its seat, or `None` for a spectator.
        seat: Option<u8>,
        /// How many of its events the client has already.
        from: usize,
        /// Where its messages go.
        out: mpsc::Sender<Outgoing>,
        /// The resume token of a seat claimed just now, to tell its claimant.
        resume_token: Option<String>,
    },
    /// A connection went away.
    Gone {
        /// The connection.
        conn: ConnId,
    },
    /// A seat's connection sends a command (JSON in the wire format).
    Command {
        /// The connection.
        conn: ConnId,
        /// The client's sequence number, echoed in the answer.
        seq: u64,
        /// The command's JSON.
        command: Box<str>,
    },
    /// The host hands a seat to a bot or to a person (with a new join link when
    /// `join_token` is given: the hash of its token).
    SetController {
        /// The seat.
        seat: u8,
        /// Who plays it from now on.
        controller: Controller,
        /// The hash of a new join link's token.
        join_token: Option<String>,
        /// The answer.
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
    /// The table's state for its host.
    Status {
        /// The answer.
        reply: oneshot::Sender<Value>,
    },
    /// The game's record, once it is over.
    Record {
        /// The answer.
        reply: oneshot::Sender<Result<String, Refusal>>,
    },
    /// Another process's notice about this table (several processes on PostgreSQL).
    Notice(Notice),
}

/// Where the answer to a command goes: a connection of this process, or one of
/// another process that forwarded it.
#[derive(Clone, Debug)]
enum Reply {
    Local(ConnId),
    Remote { process: String, conn: u64 },
}

/// A running table, as the rest of the server holds it.
#[derive(Clone, Debug)]
pub struct TableHandle {
    /// The table's id.
    pub id: Arc<str>,
    /// Which game it plays.
    pub game: GameKind,
    /// Whether spectators may watch.
    pub spectators: bool,
    /// The hash of its host token.
    pub host_token: Arc<str>,
    sender: mpsc::Sender<Request>,
}

impl TableHandle {
    /// Sends `request` to the table; `false` when the table has stopped.
    pub async fn send(&self, request: Request) -> bool {
        self.sender.send(request).await.is_ok()
    }
}

/// Milliseconds since the epoch, as the database keeps times.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as i64)
}

/// The engine's or the codec's refusal, in the protocol's shape.
fn engine_refusal(code: &'static str, message: impl ToString) -> Refusal {
    Refusal::new(code, message.to_string())
}

fn json_refusal(error: JsonError) -> Refusal {
    engine_refusal(error.code(), error)
}

/// The game's configuration of `setup` with `seed`, as the engine reads it.
pub fn seeded_config<G: Hosted>(setup: &TableSetup, seed: u64) -> Result<G::Config, Refusal> {
    let mut config = setup.config.clone();
    if let Value::Object(fields) = &mut config {
        fields.insert("seed".to_owned(), Value::from(seed));
    }
    json::config_from_json::<G>(&config.to_string()).map_err(json_refusal)
}

/// A bot's answer, back at its table.
struct BotDone<C> {
    seat: u8,
    /// The number of commands the game had when the bot was asked.
    step: usize,
    command: Option<C>,
}

/// Public events and views waiting for the spectators' delay.
struct Delayed {
    release: Instant,
    /// How many public events there are once this is released.
    events: usize,
    view: Arc<str>,
}

/// A host request forwarded to the owner, waiting for its answer.
enum HostPending {
    Status(oneshot::Sender<Value>),
    SetController {
        seat: u8,
        controller: Controller,
        join_token: Option<String>,
        reply: oneshot::Sender<Result<(), Refusal>>,
    },
}

/// A seat at the table, as the table task keeps it.
struct SeatState {
    controller: Controller,
    claimed: bool,
    /// Its live connections.
    connections: usize,
    away_since: Option<Instant>,
    /// When its clock runs out, while the game waits for it.
    deadline: Option<Instant>,
    /// Its clock ran out: the stand-in plays its current decision.
    timed_out: bool,
    /// How many events were addressed to it so far.
    events: usize,
}

struct Connection {
    seat: Option<u8>,
    out: mpsc::Sender<Outgoing>,
}

/// The table task's state.
pub struct TableTask<G: Hosted> {
    id: Arc<str>,
    store: Store,
    setup: TableSetup,
    game: Recorded<G>,
    /// Every event of the game so far, with its audience.
    log: Vec<Envelope<G::Event>>,
    /// How many commands the game has accepted.
    commands: usize,
    seats: Vec<SeatState>,
    connections: HashMap<ConnId, Connection>,
    started: bool,
    /// The public events, as JSON, in order.
    public_events: Vec<Arc<str>>,
    /// How many public events spectators have been given.
    released: usize,
    /// The public view spectators see now.
    spectator_view: Arc<str>,
    delayed: VecDeque<Delayed>,
    /// A bot is thinking for this seat at this step.
    thinking: Option<(u8, usize)>,
    /// The step at which a bot found nothing to do (not asked again at it).
    stuck: Option<usize>,
    bot_sender: mpsc::UnboundedSender<BotDone<G::Command>>,
    bot_receiver: mpsc::UnboundedReceiver<BotDone<G::Command>>,
    /// The other processes on the database, if any.
    cluster: Option<Arc<Cluster>>,
    /// Whether this process owns the table (applies commands, runs bots and clocks);
    /// else it follows the owner.
    owner: bool,
    /// Commands forwarded to the owner, not yet answered: (connection, sequence).
    forwarded: Vec<(ConnId, u64)>,
    /// Host requests forwarded to the owner, not yet answered, by number.
    host_asks: HashMap<u64, HostPending>,
    next_ask: u64,
    /// The seats other processes have live connections to, and when each said so.
    elsewhere: HashMap<String, (u16, Instant)>,
    /// The seats this process last told the others it has connections to.
    told_presence: u16,
}

impl<G: Hosted> TableTask<G> {
    /// The table of `stored`, its game replayed from its record through the engine.
    pub fn restore(store: Store, stored: &StoredTable) -> Result<TableTask<G>, Refusal> {
        let broken = |what: String| Refusal::new(codes::UNAVAILABLE, what);
        let value: Value = serde_json::from_str(&stored.setup)
            .map_err(|_| broken(format!("table {}: its setup does not read", stored.id)))?;
        let setup = TableSetup::read(&value)?;
        let config = seeded_config::<G>(&setup, stored.seed)?;
        let (mut game, opening) = Recorded::<G>::start(config)
            .map_err(|error| engine_refusal(resistance_core::ErrorCode::code(&error), error))?;
        let mut log: Vec<Envelope<G::Event>> = opening.envelopes().to_vec();
        let delay = Duration::from_secs(setup.spectator_delay);
        let now = Instant::now();
        let now_ms = now_ms();
        let mut public_events: Vec<Arc<str>> = public_json::<G>(log.iter());
        let mut delayed = VecDeque::new();
        let mut released = public_events.len();
        let mut spectator_view: Arc<str> = encode(&game.public_view()).into();
        for (index, (seat, command, at_ms)) in stored.moves.iter().enumerate() {
            let command = json::command_from_json::<G>(command).map_err(json_refusal)?;
            let outcome = game.apply(Seat(*seat), command).map_err(|error| {
                broken(format!(
                    "table {}: its command {index} is refused: {}",
                    stored.id,
                    resistance_core::ErrorCode::code(&error)
                ))
            })?;
            let envelopes = outcome.envelopes();
            public_events.extend(public_json::<G>(envelopes.iter()));
            log.extend_from_slice(envelopes);
            // Spectators see each step `delay` after it happened, restart or not.
            let age = Duration::from_millis(now_ms.saturating_sub(*at_ms).max(0) as u64);
            let view: Arc<str> = encode(&game.public_view()).into();
            if age >= delay {
                released = public_events.len();
                spectator_view = view;
            } else {
                delayed.push_back(Delayed {
                    release: now + (delay - age),
                    events: public_events.len(),
                    view,
                });
            }
        }
        let seats: Vec<SeatState> = stored
            .seats
            .iter()
            .enumerate()
            .map(|(index, seat)| SeatState {
                controller: Controller::named(&seat.controller).unwrap_or(Controller::Person),
                claimed: seat.resume_token.is_some(),
                connections: 0,
                away_since: Some(now),
                deadline: None,
                timed_out: false,
                events: log
                    .iter()
                    .filter(|e| e.audience.includes(Seat(index as u8)))
                    .count(),
            })
            .collect();
        if seats.len() != usize::from(game.players()) {
            return Err(broken(format!(
                "table {}: its seats are not its players",
                stored.id
            )));
        }
        let started = !stored.moves.is_empty() || seats.iter().all(SeatState::filled);
        let (bot_sender, bot_receiver) = mpsc::unbounded_channel();
        Ok(TableTask {
            id: stored.id.as_str().into(),
            store,
            setup,
            game,
            log,
            commands: stored.moves.len(),
            seats,
            connections: HashMap::new(),
            started,
            public_events,
            released,
            spectator_view,
            delayed,
            thinking: None,
            stuck: None,
            bot_sender,
            bot_receiver,
            cluster: None,
            owner: true,
            forwarded: Vec::new(),
            host_asks: HashMap::new(),
            next_ask: 0,
            elsewhere: HashMap::new(),
            told_presence: 0,
        })
    }

    /// The table among other processes: owned by this one when `owner`, else
    /// followed (see [`crate::cluster`]).
    pub fn in_cluster(mut self, cluster: Arc<Cluster>, owner: bool) -> TableTask<G> {
        self.cluster = Some(cluster);
        self.owner = owner;
        self
    }

    /// Starts the task; the handle reaches it.
    pub fn spawn(self, host_token: &str) -> TableHandle {
        let (sender, receiver) = mpsc::channel(1024);
        let handle = TableHandle {
            id: self.id.clone(),
            game: G::KIND,
            spectators: self.setup.spectators,
            host_token: host_token.into(),
            sender,
        };
        tokio::spawn(self.run(receiver));
        handle
    }

    async fn run(mut self, mut requests: mpsc::Receiver<Request>) {
        tracing::debug!(table = %self.id, owner = self.owner, "table task started");
        self.reset_clocks(None);
        self.drive();
        let mut takeover = tokio::time::interval(TAKEOVER_EVERY);
        let mut presence = tokio::time::interval(PRESENCE_EVERY);
        let clustered = self.cluster.is_some();
        loop {
            let deadline = self.next_deadline();
            tokio::select! {
                request = requests.recv() => match request {
                    Some(request) => self.handle(request).await,
                    None => break,
                },
                Some(done) = self.bot_receiver.recv() => self.bot_done(done).await,
                () = sleep_until(deadline.unwrap_or_else(far_future)), if deadline.is_some() => {
                    self.on_time().await;
                }
                _ = takeover.tick(), if !self.owner => self.try_take_over().await,
                _ = presence.tick(), if clustered => self.refresh_presence().await,
            }
            if clustered {
                self.tell_presence(false).await;
            }
        }
        tracing::debug!(table = %self.id, "table task stopped");
    }

    fn next_deadline(&self) -> Option<Instant> {
        let clocks = self.seats.iter().filter_map(|seat| seat.deadline);
        let spectators = self.delayed.front().map(|delayed| delayed.release);
        clocks.chain(spectators).min()
    }

    async fn handle(&mut self, request: Request) {
        match request {
            Request::Join {
                conn,
                seat,
                from,
                out,
                resume_token,
            } => self.join(conn, seat, from, out, resume_token),
            Request::Gone { conn } => self.gone(conn),
            Request::Command { conn, seq, command } => self.command(conn, seq, &command).await,
            Request::SetController {
                seat,
                controller,
                join_token,
                reply,
            } => {
                if self.owner {
                    let answer = self.set_controller(seat, controller, join_token).await;
                    let _ = reply.send(answer);
                } else {
                    let request = HostRequest::SetController {
                        seat,
                        controller: controller.name().to_owned(),
                        join_token: join_token.clone(),
                    };
                    let pending = HostPending::SetController {
                        seat,
                        controller,
                        join_token,
                        reply,
                    };
                    self.ask_owner(request, pending).await;
                }
            }
            Request::Status { reply } => {
                if self.owner {
                    let _ = reply.send(self.status());
                } else {
                    self.ask_owner(HostRequest::Status, HostPending::Status(reply))
                        .await;
                }
            }
            Request::Record { reply } => {
                let answer = if self.game.is_over() {
                    json::to_json(&self.game.record()).map_err(json_refusal)
                } else {
                    Err(Refusal::new(
                        codes::GAME_NOT_OVER,
                        "the record holds every secret: it is given out once the game is over",
                    ))
                };
                let _ = reply.send(answer);
            }
            Request::Notice(notice) => self.notice(notice).await,
        }
    }

    // --- other processes ---------------------------------------------------------------

    async fn notice(&mut self, notice: Notice) {
        match notice {
            Notice::Moves { count, .. } if !self.owner && self.commands < count => {
                self.catch_up().await;
            }
            Notice::Moves { .. } => {}
            Notice::Command {
                seat,
                seq,
                process,
                conn,
                command,
                ..
            } if self.owner => {
                let reply = Reply::Remote { process, conn };
                self.command_of(Some(seat), reply, seq, &command).await;
            }
            Notice::Command { .. } => {}
            Notice::Answer { conn, text, .. } => {
                self.forwarded.retain(|&(forwarded, _)| forwarded != conn);
                self.send_to(conn, text.into());
            }
            Notice::Presence { process, seats, .. } => {
                let before = self.present_mask();
                self.elsewhere.insert(process, (seats, Instant::now()));
                self.presence_changed(before);
            }
            Notice::Host {
                process,
                ask,
                request,
                ..
            } if self.owner => {
                let answer = match request {
                    HostRequest::Status => Ok(self.status()),
                    HostRequest::SetController {
                        seat,
                        controller,
                        join_token,
                    } => match Controller::named(&controller) {
                        Some(controller) => self
                            .set_controller(seat, controller, join_token)
                            .await
                            .map(|()| Value::Null),
                        None => Err(Refusal::bad_message("no such controller")),
                    },
                };
                let answer = match answer {
                    Ok(value) => HostAnswer::Done { value },
                    Err(refusal) => HostAnswer::Refused {
                        code: refusal.code.to_owned(),
                        message: refusal.message.into_owned(),
                    },
                };
                let notice = Notice::HostAnswer {
                    table: self.id.to_string(),
                    process,
                    ask,
                    answer,
                };
                self.tell_others(&notice).await;
            }
            Notice::Host { .. } => {}
            Notice::HostAnswer { ask, answer, .. } => {
                let Some(pending) = self.host_asks.remove(&ask) else {
                    return;
                };
                match (pending, answer) {
                    (HostPending::Status(reply), HostAnswer::Done { value }) => {
                        let _ = reply.send(value);
                    }
                    (HostPending::SetController { reply, .. }, HostAnswer::Done { .. }) => {
                        let _ = reply.send(Ok(()));
                    }
                    (
                        HostPending::SetController { reply, .. },
                        HostAnswer::Refused { code, message },
                    ) => {
                        let _ =
                            reply.send(Err(Refusal::new(crate::error::known_code(&code), message)));
                    }
                    // A status is never refused; dropping the reply answers
                    // `unavailable`.
                    (HostPending::Status(_), HostAnswer::Refused { .. }) => {}
                }
            }
            Notice::Claimed { seat, .. } => {
                if let Some(state) = self.seats.get_mut(usize::from(seat)) {
                    if !state.claimed {
                        state.claimed = true;
                        self.broadcast(protocol::lobby(&self.seats_json()).into(), true);
                        self.maybe_start();
                    }
                }
            }
        }
    }

    /// Applies the commands the owner recorded since this copy's last, routing their
    /// events to this process's connections.
    async fn catch_up(&mut self) {
        let moves = match self.store.moves_from(&self.id, self.commands).await {
            Ok(moves) => moves,
            Err(error) => {
                tracing::error!(table = %self.id, %error, "the record could not be read");
                return;
            }
        };
        for (seat, command, _) in moves {
            let applied = json::command_from_json::<G>(&command)
                .ok()
                .and_then(|command| self.game.apply(Seat(seat), command).ok());
            let Some(outcome) = applied else {
                tracing::error!(table = %self.id, index = self.commands, "a recorded command is refused");
                return;
            };
            let envelopes = outcome.envelopes();
            self.log.extend_from_slice(envelopes);
            self.commands += 1;
            self.started = true;
            self.route(envelopes);
        }
    }

    /// Takes the table over if its owner is gone: catches up from the record, then
    /// applies commands, runs bots and clocks from now on.
    async fn try_take_over(&mut self) {
        let Some(cluster) = self.cluster.clone() else {
            return;
        };
        match cluster.try_own(&self.id).await {
            Ok(true) => {
                self.catch_up().await;
                self.owner = true;
                tracing::info!(table = %self.id, "table taken over");
                // Commands forwarded to the owner that died went unanswered: the
                // clients send them again (the record says whether they landed).
                for (conn, seq) in std::mem::take(&mut self.forwarded) {
                    let refusal = Refusal::new(
                        codes::UNAVAILABLE,
                        "the table moved to another process: send the command again",
                    );
                    self.send_to(conn, protocol::refused(seq, &refusal).into());
                }
                // Host requests forwarded to it too: this process answers them now.
                for (_, pending) in std::mem::take(&mut self.host_asks) {
                    match pending {
                        HostPending::Status(reply) => {
                            let _ = reply.send(self.status());
                        }
                        HostPending::SetController {
                            seat,
                            controller,
                            join_token,
                            reply,
                        } => {
                            let answer = self.set_controller(seat, controller, join_token).await;
                            let _ = reply.send(answer);
                        }
                    }
                }
                self.reset_clocks(None);
                self.drive();
            }
            Ok(false) => {}
            Err(error) => {
                tracing::warn!(table = %self.id, %error, "the table's lock could not be tried")
            }
        }
    }

    /// Sends `text` (an answer to a command) where it goes.
    async fn reply(&mut self, to: &Reply, text: String) {
        match to {
            Reply::Local(conn) => self.send_to(*conn, text.into()),
            Reply::Remote { process, conn } => {
                let notice = Notice::Answer {
                    table: self.id.to_string(),
                    process: process.clone(),
                    conn: *conn,
                    text,
                };
                self.tell_others(&notice).await;
            }
        }
    }

    async fn tell_others(&self, notice: &Notice) {
        let Ok(payload) = serde_json::to_string(notice) else {
            return;
        };
        if let Err(error) = self.store.notify(&payload).await {
            tracing::error!(table = %self.id, %error, "a notice could not be sent");
        }
    }

    /// Forwards a host's request to the owner; `pending` is answered when the owner
    /// answers, or by this process if it takes the table over first.
    async fn ask_owner(&mut self, request: HostRequest, pending: HostPending) {
        let ask = self.next_ask;
        self.next_ask += 1;
        let Some(cluster) = self.cluster.clone() else {
            return;
        };
        self.host_asks.insert(ask, pending);
        let notice = Notice::Host {
            table: self.id.to_string(),
            process: cluster.process.clone(),
            ask,
            request,
        };
        self.tell_others(&notice).await;
    }

    // --- presence across processes -----------------------------------------------

    /// The seats with a live connection to this process.
    fn local_mask(&self) -> u16 {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, seat)| seat.connections > 0)
            .fold(0, |mask, (index, _)| mask | 1 << index)
    }

    /// The seats with a live connection to this process or, as far as they said
    /// lately, to another.
    fn present_mask(&self) -> u16 {
        let now = Instant::now();
        self.elsewhere
            .values()
            .filter(|(_, said)| now.duration_since(*said) < PRESENCE_EXPIRES)
            .fold(self.local_mask(), |mask, (seats, _)| mask | seats)
    }

    fn present(&self, seat: u8) -> bool {
        self.present_mask() & (1 << seat) != 0
    }

    /// Tells this process's connections of every seat whose presence changed since
    /// `before` (a [`TableTask::present_mask`]).
    fn presence_changed(&mut self, before: u16) {
        let after = self.present_mask();
        for seat in 0..self.seats.len() as u8 {
            let (was, is) = (before & (1 << seat) != 0, after & (1 << seat) != 0);
            if was != is {
                self.seats[usize::from(seat)].away_since = (!is).then(Instant::now);
                self.broadcast(protocol::presence(seat, is).into(), false);
            }
        }
    }

    /// Tells the other processes which seats this one has connections to, when that
    /// changed (or always, when `again`).
    async fn tell_presence(&mut self, again: bool) {
        let (Some(cluster), mask) = (self.cluster.clone(), self.local_mask()) else {
            return;
        };
        if mask == self.told_presence && !(again && mask != 0) {
            return;
        }
        self.told_presence = mask;
        let notice = Notice::Presence {
            table: self.id.to_string(),
            process: cluster.process.clone(),
            seats: mask,
        };
        self.tell_others(&notice).await;
    }

    /// Every [`PRESENCE_EVERY`]: tells the others again, and forgets what a process
    /// that stopped telling said.
    async fn refresh_presence(&mut self) {
        self.tell_presence(true).await;
        let before = self.present_mask_with_stale();
        let now = Instant::now();
        self.elsewhere
            .retain(|_, (_, said)| now.duration_since(*said) < PRESENCE_EXPIRES);
        self.presence_changed(before);
    }

    /// [`TableTask::present_mask`] counting what expired but is not forgotten yet.
    fn present_mask_with_stale(&self) -> u16 {
        self.elsewhere
            .values()
            .fold(self.local_mask(), |mask, (seats, _)| mask | seats)
    }

    // --- connections ----------------------------------------------------------------

    fn join(
        &mut self,
        conn: ConnId,
        seat: Option<u8>,
        from: usize,
        out: mpsc::Sender<Outgoing>,
        resume_token: Option<String>,
    ) {
        let welcome = protocol::welcome(
            &self.id,
            G::KIND,
            seat,
            &json::player_config_json(self.game.game()).unwrap_or_default(),
            &self.seats_json(),
            self.started,
            &self.setup,
            resume_token.as_deref(),
        );
        send(&out, welcome.into());
        self.connections.insert(conn, Connection { seat, out });
        let Some(seat) = seat else {
            // A spectator: the public table as it was `delay` ago.
            let first = from.min(self.released);
            let message = protocol::public_update(
                first,
                &self.public_events[first..self.released],
                &self.spectator_view,
            );
            self.send_to(conn, message.into());
            return;
        };
        let before = self.present_mask();
        let state = &mut self.seats[usize::from(seat)];
        state.connections += 1;
        let claimed_now = !state.claimed && resume_token.is_some();
        state.claimed |= resume_token.is_some();
        self.presence_changed(before);
        tracing::info!(table = %self.id, seat, "seat connected");
        if self.started {
            self.send_seat_update(conn, seat, from);
            self.tell_clock(seat, Some(conn));
        } else if claimed_now {
            self.broadcast(protocol::lobby(&self.seats_json()).into(), true);
            self.maybe_start();
        }
    }

    fn gone(&mut self, conn: ConnId) {
        let Some(connection) = self.connections.remove(&conn) else {
            return;
        };
        if let Some(seat) = connection.seat {
            let before = self.present_mask();
            let state = &mut self.seats[usize::from(seat)];
            state.connections = state.connections.saturating_sub(1);
            if state.connections == 0 {
                tracing::info!(table = %self.id, seat, "no connection here");
            }
            self.presence_changed(before);
        }
    }

    fn send_to(&mut self, conn: ConnId, message: Arc<str>) {
        if let Some(connection) = self.connections.get(&conn) {
            if !send(&connection.out, message) {
                // Too slow or gone: it reconnects and resumes where it was.
                let _ = connection
                    .out
                    .try_send(Outgoing::Close(1008, "too slow: reconnect and resume"));
                self.gone(conn);
            }
        }
    }

    /// Sends `message` to every seat's connections, and to spectators too when
    /// `spectators` (only for what is public and not held back).
    fn broadcast(&mut self, message: Arc<str>, spectators: bool) {
        let targets: Vec<ConnId> = self
            .connections
            .iter()
            .filter(|(_, connection)| spectators || connection.seat.is_some())
            .map(|(&conn, _)| conn)
            .collect();
        for conn in targets {
            self.send_to(conn, message.clone());
        }
    }

    /// `seat`'s events from `from` on, its view and its legal commands, to `conn`.
    fn send_seat_update(&mut self, conn: ConnId, seat: u8, from: usize) {
        let events: Vec<&G::Event> = self
            .log
            .iter()
            .filter(|e| e.audience.includes(Seat(seat)))
            .map(|e| &e.event)
            .collect();
        let first = from.min(events.len());
        let message = self.seat_message(seat, first, &events[first..]);
        self.send_to(conn, message.into());
    }

    fn seat_message(&self, seat: u8, first: usize, events: &[&G::Event]) -> String {
        let view = self.game.view(Seat(seat)).map(|view| encode(&view));
        let legal = encode(&self.game.legal_commands(Seat(seat)));
        protocol::seat_update(
            first,
            events.iter().map(encode),
            &view.unwrap_or_default(),
            &legal,
        )
    }

    fn seats_json(&self) -> Value {
        Value::Array(
            self.seats
                .iter()
                .enumerate()
                .map(|(index, seat)| {
                    serde_json::json!({
                        "seat": index,
                        "name": self.setup.names.get(index),
                        "controller": seat.controller.name(),
                        "filled": seat.filled(),
                        "present": seat.connections > 0,
                    })
                })
                .collect(),
        )
    }

    fn maybe_start(&mut self) {
        if self.started || !self.seats.iter().all(SeatState::filled) {
            return;
        }
        self.started = true;
        tracing::info!(table = %self.id, "game started");
        self.broadcast(protocol::started().into(), true);
        let seats: Vec<(ConnId, u8)> = self
            .connections
            .iter()
            .filter_map(|(&conn, connection)| connection.seat.map(|seat| (conn, seat)))
            .collect();
        for (conn, seat) in seats {
            self.send_seat_update(conn, seat, 0);
        }
        self.reset_clocks(None);
        self.drive();
    }

    // --- commands -------------------------------------------------------------------

    async fn command(&mut self, conn: ConnId, seq: u64, text: &str) {
        let Some(seat) = self.connections.get(&conn).map(|c| c.seat) else {
            return;
        };
        if !self.owner {
            if let Some(seat) = seat {
                // The owner decides; its answer comes back as a notice.
                let notice = Notice::Command {
                    table: self.id.to_string(),
                    seat,
                    seq,
                    process: self
                        .cluster
                        .as_ref()
                        .map(|c| c.process.clone())
                        .unwrap_or_default(),
                    conn,
                    command: text.to_owned(),
                };
                self.forwarded.push((conn, seq));
                return self.tell_others(&notice).await;
            }
        }
        self.command_of(seat, Reply::Local(conn), seq, text).await;
    }

    /// `seat`'s command (`None`: a spectator's), answered to `reply`.
    async fn command_of(&mut self, seat: Option<u8>, reply: Reply, seq: u64, text: &str) {
        let refusal = |refusal: Refusal| protocol::refused(seq, &refusal);
        let Some(seat) = seat.filter(|&seat| usize::from(seat) < self.seats.len()) else {
            let refused = Refusal::new(codes::SPECTATOR, "a spectator sends no command");
            return self.reply(&reply, refusal(refused)).await;
        };
        if !self.started {
            let refused = Refusal::new(
                codes::NOT_STARTED,
                "the game starts once every seat is filled",
            );
            return self.reply(&reply, refusal(refused)).await;
        }
        if let Controller::Bot(_) = self.seats[usize::from(seat)].controller {
            let refused = Refusal::new(
                codes::SEAT_IS_A_BOT,
                "the host handed this seat to a bot: ask the host to hand it back",
            );
            return self.reply(&reply, refusal(refused)).await;
        }
        let command = match json::command_from_json::<G>(text) {
            Ok(command) => command,
            Err(error) => return self.reply(&reply, refusal(json_refusal(error))).await,
        };
        if let Err(error) = self.game.check(Seat(seat), &command) {
            let code = resistance_core::ErrorCode::code(&error);
            // The refusal is for this seat alone: it may tell its role (docs/secrecy.md).
            return self
                .reply(&reply, refusal(engine_refusal(code, error)))
                .await;
        }
        match self.commit(seat, command, Some((reply.clone(), seq))).await {
            Ok(()) => self.after_commit(seat),
            Err(refused) => self.reply(&reply, refusal(refused)).await,
        }
    }

    /// Writes `command` of `seat` to the record, then applies it, acknowledges it to
    /// `ack` (a connection and its sequence number) and sends its events; the caller
    /// checked that the engine accepts it. Refused, nothing changed.
    async fn commit(
        &mut self,
        seat: u8,
        command: G::Command,
        ack: Option<(Reply, u64)>,
    ) -> Result<(), Refusal> {
        let text = json::to_json(&command).map_err(json_refusal)?;
        let index = self.commands;
        if let Err(error) = self
            .store
            .append_move(&self.id, index, seat, &text, now_ms())
            .await
        {
            tracing::error!(table = %self.id, %error, "the record could not be written");
            return Err(Refusal::new(
                codes::STORAGE_UNAVAILABLE,
                "the game's record could not be written: the command was not applied; send it again",
            ));
        }
        let outcome = match self.game.apply(Seat(seat), command) {
            Ok(outcome) => outcome,
            Err(error) => {
                // Checked just before: a bug, told rather than hidden.
                tracing::error!(table = %self.id, code = resistance_core::ErrorCode::code(&error),
                    "a checked command was refused");
                return Err(engine_refusal(
                    resistance_core::ErrorCode::code(&error),
                    error,
                ));
            }
        };
        tracing::debug!(table = %self.id, seat, index, "command applied");
        let envelopes = outcome.envelopes();
        self.log.extend_from_slice(envelopes);
        self.commands += 1;
        if let Some((to, seq)) = ack {
            self.reply(&to, protocol::ack(seq)).await;
        }
        if self.cluster.is_some() {
            let notice = Notice::Moves {
                table: self.id.to_string(),
                count: self.commands,
            };
            self.tell_others(&notice).await;
        }
        self.route(envelopes);
        if self.game.is_over() {
            tracing::info!(table = %self.id, "game over");
            if let Err(error) = self.store.finish(&self.id).await {
                // It is restored on the next start, and found over then.
                tracing::error!(table = %self.id, %error, "the game's end could not be written");
            }
        }
        Ok(())
    }

    /// Sends each seat its events of `envelopes` with its view, and queues the public
    /// ones for the spectators.
    fn route(&mut self, envelopes: &[Envelope<G::Event>]) {
        for seat in 0..self.game.players() {
            let events: Vec<&G::Event> = envelopes
                .iter()
                .filter(|e| e.audience.includes(Seat(seat)))
                .map(|e| &e.event)
                .collect();
            let state = &mut self.seats[usize::from(seat)];
            let first = state.events;
            state.events += events.len();
            if events.is_empty() || state.connections == 0 {
                continue;
            }
            let message: Arc<str> = self.seat_message(seat, first, &events).into();
            let targets: Vec<ConnId> = self
                .connections
                .iter()
                .filter(|(_, c)| c.seat == Some(seat))
                .map(|(&conn, _)| conn)
                .collect();
            for conn in targets {
                self.send_to(conn, message.clone());
            }
        }
        let public = public_json::<G>(envelopes.iter());
        if public.is_empty() {
            return;
        }
        self.public_events.extend(public);
        self.delayed.push_back(Delayed {
            release: Instant::now() + Duration::from_secs(self.setup.spectator_delay),
            events: self.public_events.len(),
            view: encode(&self.game.public_view()).into(),
        });
        self.release_spectators();
    }

    /// Gives spectators what their delay has let through.
    fn release_spectators(&mut self) {
        let now = Instant::now();
        while self.delayed.front().is_some_and(|d| d.release <= now) {
            let Some(delayed) = self.delayed.pop_front() else {
                break;
            };
            let message: Arc<str> = protocol::public_update(
                self.released,
                &self.public_events[self.released..delayed.events],
                &delayed.view,
            )
            .into();
            self.released = delayed.events;
            self.spectator_view = delayed.view;
            let spectators: Vec<ConnId> = self
                .connections
                .iter()
                .filter(|(_, c)| c.seat.is_none())
                .map(|(&conn, _)| conn)
                .collect();
            for conn in spectators {
                self.send_to(conn, message.clone());
            }
        }
    }

    fn after_commit(&mut self, seat: u8) {
        self.stuck = None;
        self.reset_clocks(Some(seat));
        self.drive();
    }

    // --- bots and clocks -------------------------------------------------------------

    /// Asks a bot for the next awaited seat that a bot plays (or whose clock ran out),
    /// unless one is thinking already.
    fn drive(&mut self) {
        if !self.owner || !self.started || self.game.is_over() || self.thinking.is_some() {
            return;
        }
        let step = self.commands;
        if self.stuck == Some(step) {
            return;
        }
        let awaiting = self.game.awaiting();
        let Some((seat, bot)) = awaiting.iter().find_map(|seat| {
            let state = &self.seats[seat.index()];
            match state.controller {
                Controller::Bot(bot) => Some((seat.0, bot)),
                Controller::Person if state.timed_out => Some((seat.0, BotChoice::StandIn)),
                Controller::Person => None,
            }
        }) else {
            return;
        };
        let Ok(seed) = resistance_core::secure_seed() else {
            tracing::error!(table = %self.id, "no secure seed for a bot");
            return;
        };
        // A person's stand-in acts at once; a bot seat at the table's pace.
        let pause = match self.seats[usize::from(seat)].controller {
            Controller::Bot(_) => Duration::from_millis(self.setup.bot_pause_ms),
            Controller::Person => Duration::ZERO,
        };
        self.thinking = Some((seat, step));
        let game = self.game.game().clone();
        let done = self.bot_sender.clone();
        tokio::spawn(async move {
            // The pause runs while the bot thinks, not after: the move comes `pause`
            // after it was asked for, however long the thinking took within it. A
            // bot's thinking time depends on its options (a spy on a mission has
            // two cards to weigh, a Resistance member one), so a pause longer than
            // the bot's longest decision keeps its timing from telling its role.
            let due = tokio::time::Instant::now() + pause;
            let command = tokio::task::spawn_blocking(move || {
                let mut rng = GameRng::from_seed_number(seed);
                game.bot_command(Seat(seat), bot, &mut rng)
            })
            .await
            .ok()
            .flatten();
            tokio::time::sleep_until(due).await;
            let _ = done.send(BotDone {
                seat,
                step,
                command,
            });
        });
    }

    async fn bot_done(&mut self, done: BotDone<G::Command>) {
        self.thinking = None;
        let state = &self.seats[usize::from(done.seat)];
        let still = matches!(state.controller, Controller::Bot(_)) || state.timed_out;
        if done.step != self.commands || !still {
            return self.drive();
        }
        let Some(command) = done.command else {
            tracing::warn!(table = %self.id, seat = done.seat, "a bot found nothing to do");
            self.stuck = Some(done.step);
            return;
        };
        if self.game.check(Seat(done.seat), &command).is_err() {
            tracing::error!(table = %self.id, seat = done.seat, "a bot's command was refused");
            self.stuck = Some(done.step);
            return;
        }
        if self.commit(done.seat, command, None).await.is_ok() {
            self.after_commit(done.seat);
        } else {
            self.drive();
        }
    }

    /// Starts the clock of each seat the game now waits for (anew for `acted`, whose
    /// next decision is a new one), and stops the others'.
    fn reset_clocks(&mut self, acted: Option<u8>) {
        if !self.owner || !self.started || self.game.is_over() {
            for seat in &mut self.seats {
                seat.deadline = None;
                seat.timed_out = false;
            }
            return;
        }
        let awaiting = self.game.awaiting();
        let length = self.setup.timers.duration(self.game.clock());
        let now = Instant::now();
        let mut started = Vec::new();
        for (index, seat) in self.seats.iter_mut().enumerate() {
            let waited = awaiting.contains(Seat(index as u8));
            if !waited || Some(index as u8) == acted {
                seat.deadline = None;
                seat.timed_out = false;
            }
            if waited
                && seat.deadline.is_none()
                && !seat.timed_out
                && seat.controller == Controller::Person
            {
                if let Some(length) = length {
                    seat.deadline = Some(now + length);
                    started.push(index as u8);
                }
            }
        }
        for seat in started {
            self.tell_clock(seat, None);
        }
    }

    /// Tells who may see it that `seat`'s clock runs: everyone when the public view
    /// names the seat as awaited, else that seat alone (the Assassin's clock, say).
    /// With `only`, to that connection alone (a seat that just joined).
    fn tell_clock(&mut self, seat: u8, only: Option<ConnId>) {
        let Some(deadline) = self.seats[usize::from(seat)].deadline else {
            // Without a clock of its own, a joining seat still sees the others'.
            if let Some(conn) = only {
                let public = self.game.publicly_awaited();
                for other in public.iter().filter(|other| other.0 != seat) {
                    if let Some(deadline) = self.seats[other.index()].deadline {
                        let message = protocol::clock(other.0, seconds_left(deadline));
                        self.send_to(conn, message.into());
                    }
                }
            }
            return;
        };
        let message: Arc<str> = protocol::clock(seat, seconds_left(deadline)).into();
        if let Some(conn) = only {
            return self.send_to(conn, message);
        }
        if self.game.publicly_awaited().contains(Seat(seat)) {
            self.broadcast(message, false);
        } else {
            let own: Vec<ConnId> = self
                .connections
                .iter()
                .filter(|(_, c)| c.seat == Some(seat))
                .map(|(&conn, _)| conn)
                .collect();
            for conn in own {
                self.send_to(conn, message.clone());
            }
        }
    }

    async fn on_time(&mut self) {
        let now = Instant::now();
        self.release_spectators();
        let mut ran_out = false;
        for (index, seat) in self.seats.iter_mut().enumerate() {
            if seat.deadline.is_some_and(|deadline| deadline <= now) {
                seat.deadline = None;
                seat.timed_out = true;
                ran_out = true;
                tracing::info!(table = %self.id, seat = index, "clock ran out: the stand-in plays");
            }
        }
        if ran_out {
            self.drive();
        }
    }

    // --- the host ----------------------------------------------------------------------

    async fn set_controller(
        &mut self,
        seat: u8,
        controller: Controller,
        join_token: Option<String>,
    ) -> Result<(), Refusal> {
        if !self.owner {
            return Err(Refusal::new(
                codes::UNAVAILABLE,
                "another server process owns this table: send the host's requests to it",
            ));
        }
        let Some(state) = self.seats.get(usize::from(seat)) else {
            return Err(Refusal::new(
                "no_such_seat",
                format!("seat {seat} is not at this table of {}", self.seats.len()),
            ));
        };
        if let Controller::Bot(bot) = controller {
            if !G::BOTS.contains(&bot) {
                return Err(Refusal::new(
                    codes::BAD_SETUP,
                    format!("{} has no {} bot", G::KIND, bot.name()),
                ));
            }
        }
        let _ = state;
        self.store
            .set_controller(&self.id, seat, controller.name(), join_token.as_deref())
            .await
            .map_err(|error| {
                tracing::error!(table = %self.id, %error, "a seat's controller could not be written");
                Refusal::new(codes::STORAGE_UNAVAILABLE, "the change could not be written")
            })?;
        let state = &mut self.seats[usize::from(seat)];
        state.controller = controller;
        if join_token.is_some() {
            state.claimed = false;
        }
        tracing::info!(table = %self.id, seat, controller = controller.name(), "seat handed over");
        self.broadcast(protocol::seat_controller(seat, controller).into(), true);
        self.reset_clocks(None);
        self.maybe_start();
        self.drive();
        Ok(())
    }

    fn status(&self) -> Value {
        let now = Instant::now();
        serde_json::json!({
            "protocol": PROTOCOL_VERSION,
            "table": &*self.id,
            "game": G::KIND.name(),
            "started": self.started,
            "over": self.game.is_over(),
            // Whether this process owns the table (several processes on PostgreSQL).
            "owner": self.owner,
            "commands": self.commands,
            "awayAfter": self.setup.away_after,
            "seats": self.seats.iter().enumerate().map(|(index, seat)| serde_json::json!({
                "seat": index,
                "name": self.setup.names.get(index),
                "controller": seat.controller.name(),
                "claimed": seat.claimed,
                "present": self.present(index as u8),
                "awaySeconds": seat.away_since
                    .filter(|_| !self.present(index as u8))
                    .map(|since| now.duration_since(since).as_secs()),
            })).collect::<Vec<_>>(),
        })
    }
}

impl SeatState {
    fn filled(&self) -> bool {
        self.claimed || matches!(self.controller, Controller::Bot(_))
    }
}

/// The JSON of the public events among `envelopes`.
fn public_json<'e, G: Hosted>(
    envelopes: impl Iterator<Item = &'e Envelope<G::Event>>,
) -> Vec<Arc<str>>
where
    G::Event: 'e,
{
    envelopes
        .filter(|e| e.audience.is_public())
        .map(|e| encode(&e.event).into())
        .collect()
}

/// One of the engine's values as JSON (they always encode).
fn encode<T: serde::Serialize + ?Sized>(value: &T) -> String {
    json::to_json(value).unwrap_or_default()
}

/// Queues `message` for a connection; `false` when it cannot take more.
fn send(out: &mpsc::Sender<Outgoing>, message: Arc<str>) -> bool {
    out.try_send(Outgoing::Text(message)).is_ok()
}

fn seconds_left(deadline: Instant) -> u64 {
    deadline
        .saturating_duration_since(Instant::now())
        .as_secs_f64()
        .ceil() as u64
}

fn far_future() -> Instant {
    Instant::now() + Duration::from_secs(86_400 * 365)
}
