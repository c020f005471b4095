//! The server's tables: made, found by id or token, restored on start.

use crate::{
    cluster::{CHANNEL, Cluster, Notice},
    error::{Refusal, codes},
    hosted::Hosted,
    setup::{Controller, TableSetup},
    store::{Store, StoredSeat, StoredTable},
    table::{TableHandle, TableTask, now_ms},
    token,
};
use resistance_core::{Game, cells::CellsGame, json, record::GameKind};
use serde_json::Value;
use std::{
    collections::HashMap,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
};
use tokio::sync::Mutex;

/// Calls `$body` with `$game` as the game type of `$kind`: one generic body serves
/// both games.
macro_rules! with_game {
    ($kind:expr, $game:ident => $body:expr) => {
        match $kind {
            GameKind::Resistance => {
                type $game = Game;
                $body
            }
            GameKind::Cells => {
                type $game = CellsGame;
                $body
            }
        }
    };
}

/// A table just made: its id, the host's token and one join token per seat. The
/// tokens are given out here once; the database keeps only their hashes.
#[derive(Clone, Debug)]
pub struct Created {
    /// The table's id.
    pub table: String,
    /// The host's token (host actions).
    pub host_token: String,
    /// One join token per seat, by seat.
    pub seat_tokens: Vec<String>,
    /// Whether spectators may watch.
    pub spectators: bool,
}

/// The tables of this process, over the database.
pub struct Server {
    store: Store,
    tables: Mutex<HashMap<String, TableHandle>>,
    next_connection: AtomicU64,
    /// The other processes on the same PostgreSQL database, if any.
    cluster: Option<Arc<Cluster>>,
}

impl Server {
    /// The server over `store`, with every unfinished game restored by replaying
    /// its record. Returns how many were restored; a table that cannot be restored
    /// is logged and left in the database.
    pub async fn open(store: Store) -> Result<(Arc<Server>, usize), sqlx::Error> {
        let cluster = match store.is_postgres() {
            true => Some(Arc::new(Cluster::join(store.url()).await?)),
            false => None,
        };
        let server = Arc::new(Server {
            store,
            tables: Mutex::new(HashMap::new()),
            next_connection: AtomicU64::new(1),
            cluster,
        });
        if server.cluster.is_some() {
            server.listen().await?;
        }
        let mut restored = 0;
        for id in server.store.unfinished().await? {
            // Another process's tables stay its own (this one follows them once its
            // players connect, and takes them over if that process dies).
            if let Some(cluster) = &server.cluster {
                if !cluster.try_own(&id).await? {
                    continue;
                }
            }
            match server.table(&id).await {
                Ok(_) => restored += 1,
                Err(refusal) => {
                    tracing::error!(table = %id, %refusal, "a table could not be restored")
                }
            }
        }
        Ok((server, restored))
    }

    /// Hands each notice of the other processes to the table it is about, if this
    /// process holds it. A notice missed while the listener reconnects is caught up
    /// from the record at the next one.
    async fn listen(self: &Arc<Server>) -> Result<(), sqlx::Error> {
        let mut listener = sqlx::postgres::PgListener::connect(self.store.url()).await?;
        listener.listen(CHANNEL).await?;
        let server = Arc::downgrade(self);
        tokio::spawn(async move {
            loop {
                let notification = match listener.recv().await {
                    Ok(notification) => notification,
                    Err(error) => {
                        tracing::warn!(%error, "the notice listener lost its connection");
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let Some(server) = server.upgrade() else {
                    break;
                };
                let Ok(notice) = serde_json::from_str::<Notice>(notification.payload()) else {
                    continue;
                };
                // Answers are for the process that asked; a process's presence is
                // news to the others only; the rest is for whoever holds the table.
                let mine = |process: &String| {
                    server
                        .cluster
                        .as_ref()
                        .is_some_and(|c| &c.process == process)
                };
                let wanted = match &notice {
                    Notice::Answer { process, .. } | Notice::HostAnswer { process, .. } => {
                        mine(process)
                    }
                    Notice::Presence { process, .. } => !mine(process),
                    _ => true,
                };
                if !wanted {
                    continue;
                }
                let handle = server.tables.lock().await.get(notice.table()).cloned();
                if let Some(handle) = handle {
                    handle.send(crate::table::Request::Notice(notice)).await;
                }
            }
        });
        Ok(())
    }

    /// The database.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// A new connection id.
    pub fn connection_id(&self) -> u64 {
        self.next_connection.fetch_add(1, Ordering::Relaxed)
    }

    /// Makes a table from the creator's setup (JSON): the engine validates its
    /// configuration, a seed is drawn when none is given, and the table is saved
    /// before it is answered.
    pub async fn create(&self, setup: &Value) -> Result<Created, Refusal> {
        let setup = TableSetup::read(setup)?;
        with_game!(setup.game, G => self.create_game::<G>(setup).await)
    }

    async fn create_game<G: Hosted>(&self, setup: TableSetup) -> Result<Created, Refusal> {
        if let Some((seat, bot)) = setup
            .seats
            .iter()
            .enumerate()
            .find_map(|(seat, c)| match c {
                Controller::Bot(bot) if !G::BOTS.contains(bot) => Some((seat, bot)),
                _ => None,
            })
        {
            return Err(Refusal::new(
                codes::BAD_SETUP,
                format!(
                    "`seats[{seat}]`: {} has no {} bot; its bots are {}",
                    G::KIND,
                    bot.name(),
                    G::BOTS
                        .iter()
                        .map(|bot| bot.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        let game: G = json::new_game_from_json::<G>(&setup.config.to_string(), || {
            Ok(resistance_core::secure_seed()?)
        })
        .map_err(|error| Refusal::new(error.code(), error.to_string()))?;
        let seed = game.seed();
        let unavailable = |_| Refusal::new(codes::UNAVAILABLE, "no secure random source");
        let id = token::new_table_id().map_err(unavailable)?;
        let (host_token, host_hash) = token::new_token().map_err(unavailable)?;
        let mut seat_tokens = Vec::new();
        let mut seats = Vec::new();
        for controller in &setup.seats {
            let (token, hash) = token::new_token().map_err(unavailable)?;
            seat_tokens.push(token);
            seats.push(StoredSeat {
                controller: controller.name().to_owned(),
                join_token: hash,
                resume_token: None,
            });
        }
        let stored = StoredTable {
            id: id.clone(),
            setup: setup.to_value().to_string(),
            seed,
            host_token: host_hash,
            seats,
            moves: Vec::new(),
        };
        self.store
            .create_table(
                &id,
                &stored.setup,
                seed,
                &stored.host_token,
                &stored.seats,
                now_ms(),
            )
            .await
            .map_err(|error| {
                tracing::error!(%error, "a table could not be saved");
                Refusal::new(codes::STORAGE_UNAVAILABLE, "the table could not be saved")
            })?;
        let mut task = TableTask::<G>::restore(self.store.clone(), &stored)?;
        if let Some(cluster) = &self.cluster {
            let owner = cluster.try_own(&id).await.map_err(|error| {
                tracing::error!(%error, "a table's lock could not be taken");
                Refusal::new(
                    codes::UNAVAILABLE,
                    "the table could not be taken: try again",
                )
            })?;
            task = task.in_cluster(cluster.clone(), owner);
        }
        let handle = task.spawn(&stored.host_token);
        tracing::info!(table = %id, game = %G::KIND, players = stored.seats.len(), "table created");
        self.tables.lock().await.insert(id.clone(), handle);
        Ok(Created {
            table: id,
            host_token,
            seat_tokens,
            spectators: setup.spectators,
        })
    }

    /// The running table `id`, restored from the database if this process does not
    /// hold it yet.
    pub async fn table(&self, id: &str) -> Result<TableHandle, Refusal> {
        let mut tables = self.tables.lock().await;
        if let Some(handle) = tables.get(id) {
            return Ok(handle.clone());
        }
        let no_table = || Refusal::new(codes::NO_SUCH_TABLE, "no table has this id");
        if id.len() > 64 {
            return Err(no_table());
        }
        let stored = self
            .store
            .load(id)
            .await
            .map_err(|error| {
                tracing::error!(%error, "a table could not be read");
                Refusal::new(codes::UNAVAILABLE, "the table could not be read: try again")
            })?
            .ok_or_else(no_table)?;
        let setup: Value = serde_json::from_str(&stored.setup)
            .map_err(|_| Refusal::new(codes::UNAVAILABLE, "the table's setup does not read"))?;
        let game = TableSetup::read(&setup)?.game;
        let owner = match &self.cluster {
            None => true,
            Some(cluster) => cluster.try_own(id).await.map_err(|error| {
                tracing::error!(%error, "a table's lock could not be tried");
                Refusal::new(codes::UNAVAILABLE, "the table could not be read: try again")
            })?,
        };
        let handle = with_game!(game, G => {
            let task = TableTask::<G>::restore(self.store.clone(), &stored)?;
            match &self.cluster {
                Some(cluster) => task.in_cluster(cluster.clone(), owner),
                None => task,
            }
            .spawn(&stored.host_token)
        });
        tables.insert(id.to_owned(), handle.clone());
        Ok(handle)
    }

    /// The table and seat that `token` opens, and whether it is a join link's
    /// (claimed now, for the token returned) or a resume token.
    pub async fn open_seat(
        &self,
        table: &str,
        token: &str,
    ) -> Result<(TableHandle, u8, Option<String>), Refusal> {
        let bad_token = || Refusal::new(codes::BAD_TOKEN, "this token opens no seat of this table");
        let unavailable = |error: sqlx::Error| {
            tracing::error!(%error, "a seat could not be read");
            Refusal::new(codes::UNAVAILABLE, "the seat could not be read: try again")
        };
        if token.len() != 32 {
            return Err(bad_token());
        }
        let hashed = token::hash(token);
        let (found, seat, by_link) = self
            .store
            .seat_of_token(&hashed)
            .await
            .map_err(unavailable)?
            .ok_or_else(bad_token)?;
        if found != table {
            return Err(bad_token());
        }
        let handle = self.table(table).await?;
        if !by_link {
            return Ok((handle, seat, None));
        }
        // A join link claims its seat once: from then on only the claimant's resume
        // token opens it, so a link seen over a shoulder is worth nothing.
        let (resume, resume_hash) = token::new_token()
            .map_err(|_| Refusal::new(codes::UNAVAILABLE, "no secure random source"))?;
        if !self
            .store
            .claim(table, seat, &hashed, &resume_hash)
            .await
            .map_err(unavailable)?
        {
            return Err(Refusal::new(
                codes::SEAT_TAKEN,
                "this seat's link was used already: rejoin with your resume token, or ask the \
                 host for a new link",
            ));
        }
        if self.cluster.is_some() {
            // The owner may be another process: it starts the game once all are in.
            let notice = Notice::Claimed {
                table: table.to_owned(),
                seat,
            };
            if let Ok(payload) = serde_json::to_string(&notice) {
                if let Err(error) = self.store.notify(&payload).await {
                    tracing::error!(%error, "a claim could not be told to the other processes");
                }
            }
        }
        Ok((handle, seat, Some(resume)))
    }

    /// The table `id` if `host_token` is its host's.
    pub async fn hosted_table(&self, id: &str, host_token: &str) -> Result<TableHandle, Refusal> {
        let handle = self.table(id).await?;
        if token::hash(host_token) != *handle.host_token {
            return Err(Refusal::new(
                codes::NOT_HOST,
                "this is not the table's host token",
            ));
        }
        Ok(handle)
    }
}
