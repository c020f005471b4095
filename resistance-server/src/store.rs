//! The database: tables, seats and every accepted command, in SQLite (one embedded
//! file, the default) or PostgreSQL, through one set of queries (sqlx's `Any`
//! driver; both read `$1` parameters).
//!
//! A game's only saved state is its record: the setup (seed included) and the
//! accepted commands in order. Restoring a game is replaying them through the
//! engine. A command is written, in a committed transaction, before it is applied,
//! acknowledged or any of its events leaves the server.
//!
//! On SQLite every table's commands go to one writer (SQLite has one), which commits
//! the commands waiting for it together, in one transaction (group commit): each
//! table still waits for its own command's commit, but a thousand tables no longer
//! queue for a thousand transactions. PostgreSQL takes each command in its own
//! transaction on one of several connections, and flushes the commits that arrive
//! together in one write of its log by itself.

use sqlx::{
    AnyPool, Row,
    any::{AnyConnectOptions, AnyPoolOptions},
};
use std::str::FromStr;
use tokio::sync::{mpsc, oneshot};

/// The schema: created when missing, the same text for both databases.
const SCHEMA: [&str; 5] = [
    "CREATE TABLE IF NOT EXISTS game_tables (
        id TEXT PRIMARY KEY,
        setup TEXT NOT NULL,
        seed BIGINT NOT NULL,
        host_token TEXT NOT NULL,
        finished BIGINT NOT NULL DEFAULT 0,
        created_ms BIGINT NOT NULL
    )",
    "CREATE TABLE IF NOT EXISTS seats (
        table_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        controller TEXT NOT NULL,
        join_token TEXT NOT NULL,
        resume_token TEXT,
        PRIMARY KEY (table_id, seat)
    )",
    "CREATE TABLE IF NOT EXISTS moves (
        table_id TEXT NOT NULL,
        idx BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        command TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (table_id, idx)
    )",
    "CREATE INDEX IF NOT EXISTS seats_by_join_token ON seats (join_token)",
    "CREATE INDEX IF NOT EXISTS seats_by_resume_token ON seats (resume_token)",
];

/// The advisory lock taken while the schema is created (tables' locks are their ids'
/// first 64 bits, which are random: a clash is one chance in 2^64).
const SCHEMA_LOCK: i64 = 0x5245_5349_5354;

/// A seat as the database keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    /// `"person"` or a bot's name.
    pub controller: String,
    /// The hash of the seat's join link token.
    pub join_token: String,
    /// The hash of the token its claimant resumes with, once claimed.
    pub resume_token: Option<String>,
}

/// A table as the database keeps it.
#[derive(Clone, Debug)]
pub struct StoredTable {
    /// Its id.
    pub id: String,
    /// The setup's JSON.
    pub setup: String,
    /// The game's seed.
    pub seed: u64,
    /// The hash of the host token.
    pub host_token: String,
    /// Its seats.
    pub seats: Vec<StoredSeat>,
    /// Its accepted commands: (seat, command JSON, when, in ms since the epoch).
    pub moves: Vec<(u8, String, i64)>,
}

/// The most commands one group commit writes: a bound on how long the tables at
/// the end of a long queue wait for the ones before them to be written.
const MOST_IN_A_COMMIT: usize = 256;

/// A command waiting to be appended to its table's record, and who waits for it.
#[derive(Debug)]
struct Append {
    table: String,
    index: i64,
    seat: i64,
    command: String,
    at_ms: i64,
    done: oneshot::Sender<Result<(), sqlx::Error>>,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    postgres: bool,
    url: String,
    /// SQLite's writer of commands (see [`write_appends`]); `None` on PostgreSQL.
    appends: Option<mpsc::UnboundedSender<Append>>,
}

impl Store {
    /// Opens the database at `url` (`sqlite://path` or `postgres://...`), creating
    /// the file and the schema when missing.
    pub async fn open(url: &str) -> Result<Store, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let url = if sqlite && !url.contains('?') && !url.contains(":memory:") {
            format!("{url}?mode=rwc")
        } else {
            url.to_owned()
        };
        let options = AnyConnectOptions::from_str(&url)?;
        let pool = AnyPoolOptions::new()
            // SQLite has one writer: several connections would wait on its lock
            // in SQLite's busy handler, which sleeps up to 100 ms a try (the load
            // benchmark's p99 was 213 ms with 4); one connection queues them in
            // order instead.
            .max_connections(if sqlite { 1 } else { 16 })
            .after_connect(move |connection, _| {
                Box::pin(async move {
                    if sqlite {
                        // WAL: readers never block the writer. NORMAL: a commit is
                        // written to the log file (the operating system's, from then
                        // on) but not flushed to the disk; the log is flushed at each
                        // checkpoint. So a committed transaction survives the
                        // process being killed at any moment, which is the contract
                        // (an acknowledged command is never lost to a crash of the
                        // server); a power cut or a crash of the operating system
                        // may lose the last ones. FULL would flush the log at every
                        // commit and keep them through a power cut too, at one flush
                        // a group commit.
                        for pragma in [
                            "PRAGMA journal_mode = WAL",
                            "PRAGMA synchronous = NORMAL",
                            "PRAGMA busy_timeout = 5000",
                        ] {
                            sqlx::query(pragma).execute(&mut *connection).await?;
                        }
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        // Processes starting together on one PostgreSQL would race to create the
        // schema ("IF NOT EXISTS" is not atomic there): one at a time.
        let postgres = url.starts_with("postgres");
        let mut connection = pool.acquire().await?;
        if postgres {
            sqlx::query("SELECT pg_advisory_lock($1)")
                .bind(SCHEMA_LOCK)
                .execute(&mut *connection)
                .await?;
        }
        for statement in SCHEMA {
            sqlx::query(statement).execute(&mut *connection).await?;
        }
        if postgres {
            sqlx::query("SELECT pg_advisory_unlock($1)")
                .bind(SCHEMA_LOCK)
                .execute(&mut *connection)
                .await?;
        }
        drop(connection);
        // Each table has at most one command waiting to be written (it waits for it
        // before its next), so the queue holds at most one a table.
        let appends = sqlite.then(|| {
            let (sender, receiver) = mpsc::unbounded_channel();
            tokio::spawn(write_appends(pool.clone(), receiver));
            sender
        });
        Ok(Store {
            pool,
            postgres: url.starts_with("postgres"),
            url,
            appends,
        })
    }

    /// Saves a new table and its seats, in one transaction.
    pub async fn create_table(
        &self,
        id: &str,
        setup: &str,
        seed: u64,
        host_token: &str,
        seats: &[StoredSeat],
        now_ms: i64,
    ) -> Result<(), sqlx::Error> {
        let mut transaction = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO game_tables (id, setup, seed, host_token, finished, created_ms) \
             VALUES ($1, $2, $3, $4, 0, $5)",
        )
        .bind(id)
        .bind(setup)
        .bind(seed as i64)
        .bind(host_token)
        .bind(now_ms)
        .execute(&mut *transaction)
        .await?;
        for (seat, stored) in seats.iter().enumerate() {
            sqlx::query(
                "INSERT INTO seats (table_id, seat, controller, join_token, resume_token) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(seat as i64)
            .bind(&stored.controller)
            .bind(&stored.join_token)
            .bind(&stored.resume_token)
            .execute(&mut *transaction)
            .await?;
        }
        transaction.commit().await
    }

    /// Appends the command at `index` of the table's record, in a transaction: once
    /// this returns `Ok` the transaction is committed and the command survives the
    /// server's crash. On SQLite the transaction may hold other tables' commands
    /// (group commit); on PostgreSQL it is the command's own. A second command at the
    /// same index is refused by the primary key.
    pub async fn append_move(
        &self,
        table: &str,
        index: usize,
        seat: u8,
        command: &str,
        now_ms: i64,
    ) -> Result<(), sqlx::Error> {
        let (done, answer) = oneshot::channel();
        let append = Append {
            table: table.to_owned(),
            index: index as i64,
            seat: i64::from(seat),
            command: command.to_owned(),
            at_ms: now_ms,
            done,
        };
        let Some(appends) = &self.appends else {
            return insert_move(&append).execute(&self.pool).await.map(drop);
        };
        appends
            .send(append)
            .map_err(|_| sqlx::Error::WorkerCrashed)?;
        answer.await.map_err(|_| sqlx::Error::WorkerCrashed)?
    }

    /// Appends `moves` (seat, command JSON, when) from index `from` on, in one
    /// transaction: a record brought in whole (the load benchmark's restored games).
    pub async fn append_moves(
        &self,
        table: &str,
        from: usize,
        moves: &[(u8, String, i64)],
    ) -> Result<(), sqlx::Error> {
        let mut transaction = self.pool.begin().await?;
        for (offset, (seat, command, at_ms)) in moves.iter().enumerate() {
            sqlx::query(
                "INSERT INTO moves (table_id, idx, seat, command, at_ms) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(table)
            .bind((from + offset) as i64)
            .bind(i64::from(*seat))
            .bind(command)
            .bind(*at_ms)
            .execute(&mut *transaction)
            .await?;
        }
        transaction.commit().await
    }

    /// Marks a table's game as over: it is no longer restored on start.
    pub async fn finish(&self, table: &str) -> Result<(), sqlx::Error> {
        sqlx::query("UPDATE game_tables SET finished = 1 WHERE id = $1")
            .bind(table)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Sets who plays a seat; with `join_token`, a new join link replaces the old
    /// one and the seat's claim is cleared.
    pub async fn set_controller(
        &self,
        table: &str,
        seat: u8,
        controller: &str,
        join_token: Option<&str>,
    ) -> Result<(), sqlx::Error> {
        let query = match join_token {
            Some(token) => sqlx::query(
                "UPDATE seats SET controller = $1, join_token = $2, resume_token = NULL \
                 WHERE table_id = $3 AND seat = $4",
            )
            .bind(controller)
            .bind(token),
            None => {
                sqlx::query("UPDATE seats SET controller = $1 WHERE table_id = $2 AND seat = $3")
                    .bind(controller)
            }
        };
        query
            .bind(table)
            .bind(i64::from(seat))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Claims a seat by its join link (`join_token`, hashed): from then on only
    /// `resume_token` opens it. `false` when the link was used already (or replaced).
    pub async fn claim(
        &self,
        table: &str,
        seat: u8,
        join_token: &str,
        resume_token: &str,
    ) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "UPDATE seats SET resume_token = $1 \
             WHERE table_id = $2 AND seat = $3 AND join_token = $4 AND resume_token IS NULL",
        )
        .bind(resume_token)
        .bind(table)
        .bind(i64::from(seat))
        .bind(join_token)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The ids of the tables whose game is not over, oldest first.
    pub async fn unfinished(&self) -> Result<Vec<String>, sqlx::Error> {
        let rows = sqlx::query("SELECT id FROM game_tables WHERE finished = 0 ORDER BY created_ms")
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(|row| row.try_get::<String, _>(0)).collect()
    }

    /// A table with its seats and moves, if it exists.
    pub async fn load(&self, id: &str) -> Result<Option<StoredTable>, sqlx::Error> {
        let Some(row) =
            sqlx::query("SELECT setup, seed, host_token FROM game_tables WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
        else {
            return Ok(None);
        };
        let seats = sqlx::query(
            "SELECT controller, join_token, resume_token FROM seats WHERE table_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|row| {
            Ok(StoredSeat {
                controller: row.try_get(0)?,
                join_token: row.try_get(1)?,
                resume_token: row.try_get(2)?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
        let moves = self.moves_from(id, 0).await?;
        Ok(Some(StoredTable {
            id: id.to_owned(),
            setup: row.try_get(0)?,
            seed: row.try_get::<i64, _>(1)? as u64,
            host_token: row.try_get(2)?,
            seats,
            moves,
        }))
    }

    /// A table's commands from index `from` on, in order: (seat, command JSON, when).
    pub async fn moves_from(
        &self,
        table: &str,
        from: usize,
    ) -> Result<Vec<(u8, String, i64)>, sqlx::Error> {
        sqlx::query(
            "SELECT seat, command, at_ms FROM moves WHERE table_id = $1 AND idx >= $2 ORDER BY idx",
        )
        .bind(table)
        .bind(from as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|row| {
            let seat: i64 = row.try_get(0)?;
            Ok((seat as u8, row.try_get(1)?, row.try_get(2)?))
        })
        .collect()
    }

    /// Sends a notice to every process listening on the database (PostgreSQL's
    /// NOTIFY; see [`crate::cluster`]).
    pub async fn notify(&self, payload: &str) -> Result<(), sqlx::Error> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(crate::cluster::CHANNEL)
            .bind(payload)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether this is PostgreSQL (several processes may share it).
    pub fn is_postgres(&self) -> bool {
        self.postgres
    }

    /// The database's URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The table and seat a token opens: its join link (`true`) or its resume token.
    pub async fn seat_of_token(
        &self,
        hash: &str,
    ) -> Result<Option<(String, u8, bool)>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT table_id, seat, join_token = $1 FROM seats \
             WHERE join_token = $1 OR resume_token = $1",
        )
        .bind(hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            let seat: i64 = row.try_get(1)?;
            let by_link: bool = row
                .try_get::<bool, _>(2)
                .or_else(|_| row.try_get::<i64, _>(2).map(|n| n != 0))?;
            Ok((row.try_get(0)?, seat as u8, by_link))
        })
        .transpose()
    }
}

/// The statement that appends `append` to its table's record.
fn insert_move(append: &Append) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments<'_>> {
    sqlx::query(
        "INSERT INTO moves (table_id, idx, seat, command, at_ms) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&append.table)
    .bind(append.index)
    .bind(append.seat)
    .bind(&append.command)
    .bind(append.at_ms)
}

/// SQLite's writer of commands (group commit): takes the first command waiting and
/// every other waiting with it (up to [`MOST_IN_A_COMMIT`]), writes them in one
/// transaction, and once it is committed tells each table its command is written.
/// While a transaction is written, the next commands gather for the next. Runs
/// until every [`Store`] is dropped.
///
/// If the group's statement fails, none of it is written, and each command of it is
/// written again in a transaction of its own, so each table gets its own command's
/// answer: one table's refused command (a second command at its index) never
/// refuses another's.
async fn write_appends(pool: AnyPool, mut receiver: mpsc::UnboundedReceiver<Append>) {
    let mut group = Vec::with_capacity(MOST_IN_A_COMMIT);
    while receiver.recv_many(&mut group, MOST_IN_A_COMMIT).await > 0 {
        let written = group.len() > 1
            && match write_group(&pool, &group).await {
                Ok(()) => true,
                Err(error) => {
                    tracing::warn!(%error, commands = group.len(),
                        "a group of commands could not be written together: each is written alone");
                    false
                }
            };
        for append in group.drain(..) {
            let result = match written {
                true => Ok(()),
                false => insert_move(&append).execute(&pool).await.map(drop),
            };
            // A table that stopped waiting (its task ended) hears nothing; what was
            // written stays written.
            let _ = append.done.send(result);
        }
    }
}

/// Writes `group` in one statement, so in one transaction: SQLite reads its rows
/// from one JSON array (`json_each`). One statement whatever the group's size is one
/// round trip to the connection's thread (a statement a row would wait for the
/// runtime between rows, under load too) and one prepared statement; it inserts
/// every row or, failing, none.
async fn write_group(pool: &AnyPool, group: &[Append]) -> Result<(), sqlx::Error> {
    let rows: Vec<(&str, i64, i64, &str, i64)> = group
        .iter()
        .map(|append| {
            let Append {
                table,
                index,
                seat,
                command,
                at_ms,
                ..
            } = append;
            (table.as_str(), *index, *seat, command.as_str(), *at_ms)
        })
        .collect();
    let rows = serde_json::to_string(&rows).map_err(|error| sqlx::Error::Encode(error.into()))?;
    sqlx::query(
        "INSERT INTO moves (table_id, idx, seat, command, at_ms) \
         SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 \
         FROM json_each($1)",
    )
    .bind(rows)
    .execute(pool)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn append(table: &str, index: i64, command: &str) -> Append {
        Append {
            table: table.to_owned(),
            index,
            seat: index % 5,
            command: command.to_owned(),
            at_ms: 1_000 + index,
            done: oneshot::channel().0,
        }
    }

    #[tokio::test]
    async fn a_group_is_written_whole_or_not_at_all() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        // Text a JSON array must carry through unchanged: quotes, escapes, accents.
        let odd = r#"{"type":"x","text":"\"é\\\n"}"#;
        let group: Vec<Append> = (0..6)
            .map(|index| append(["a", "b"][index as usize % 2], index / 2, odd))
            .collect();
        write_group(&store.pool, &group).await.unwrap();
        let expected: Vec<(u8, String, i64)> = (0..3)
            .map(|index| ((index % 5) as u8, odd.to_owned(), 1_000 + index))
            .collect();
        for table in ["a", "b"] {
            assert_eq!(
                store.moves_from(table, 0).await.unwrap(),
                expected,
                "{table}"
            );
        }
        // One row of a group is at an index written already: none of it is written.
        let group = vec![
            append("c", 0, "{}"),
            append("a", 2, "{}"),
            append("c", 1, "{}"),
        ];
        assert!(write_group(&store.pool, &group).await.is_err());
        assert_eq!(store.moves_from("c", 0).await.unwrap(), Vec::new());
        assert_eq!(store.moves_from("a", 0).await.unwrap().len(), 3);
    }
}
