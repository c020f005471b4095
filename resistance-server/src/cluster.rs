//! Several server processes on one PostgreSQL database.
//!
//! A table is owned by one process at a time: the one holding the table's PostgreSQL
//! advisory lock (session-level, on a connection kept for the purpose, so that the
//! lock goes when the process dies). Only the owner applies commands, runs bots and
//! clocks. Another process that has players of the table follows it: it forwards
//! their commands to the owner and, told of each new command, reads it from the
//! record and applies it to its own copy of the game, routing the events to its own
//! connections. Processes tell each other through PostgreSQL's LISTEN/NOTIFY on one
//! channel. A follower tries the lock every half second; when the owner dies, the
//! first to get it catches up from the record and owns the table from then on.
//! Nothing here is a protocol of our own beyond what the notices carry: the record in
//! the database is the truth, and a follower that missed a notice catches up from it.

use serde::{Deserialize, Serialize};
use sqlx::{Connection, Row, postgres::PgConnection};
use std::time::Duration;
use tokio::sync::Mutex;

/// The LISTEN/NOTIFY channel the processes share.
pub const CHANNEL: &str = "resistance_tables";

/// How often a follower tries to take its table over.
pub const TAKEOVER_EVERY: Duration = Duration::from_millis(500);

/// What one process tells the others (NOTIFY payload, JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Notice {
    /// The table's record has `count` commands now.
    Moves {
        /// The table.
        table: String,
        /// How many commands its record holds.
        count: usize,
    },
    /// A follower forwards a seat's command to the owner.
    Command {
        /// The table.
        table: String,
        /// The seat.
        seat: u8,
        /// The client's sequence number.
        seq: u64,
        /// The forwarding process.
        process: String,
        /// Its connection.
        conn: u64,
        /// The command's JSON.
        command: String,
    },
    /// The owner's answer to a forwarded command (`ack` or `refused`).
    Answer {
        /// The table.
        table: String,
        /// The forwarding process.
        process: String,
        /// Its connection.
        conn: u64,
        /// The message for the client.
        text: String,
    },
    /// A seat was claimed (the game starts once every seat is filled).
    Claimed {
        /// The table.
        table: String,
        /// The seat.
        seat: u8,
    },
    /// The seats a process has live connections to, as a mask (bit `s` for seat
    /// `s`): sent when they change and every [`PRESENCE_EVERY`], so that the others
    /// show who is there wherever they are connected, and forget a process that
    /// stopped telling (after [`PRESENCE_EXPIRES`]).
    Presence {
        /// The table.
        table: String,
        /// The process.
        process: String,
        /// Its seats with a live connection.
        seats: u16,
    },
    /// A follower forwards a host's request to the owner.
    Host {
        /// The table.
        table: String,
        /// The forwarding process.
        process: String,
        /// The forwarding process's number for the request, echoed in the answer.
        ask: u64,
        /// The request.
        request: HostRequest,
    },
    /// The owner's answer to a forwarded host request.
    HostAnswer {
        /// The table.
        table: String,
        /// The forwarding process.
        process: String,
        /// The request's number.
        ask: u64,
        /// The answer.
        answer: HostAnswer,
    },
}

/// A host's request, as a follower forwards it to the owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum HostRequest {
    /// The table's state (`GET /api/tables/{id}`).
    Status,
    /// A seat handed to a bot or a person (`PUT /api/tables/{id}/seats/{seat}`).
    SetController {
        /// The seat.
        seat: u8,
        /// The controller's name (`person`, or a bot's).
        controller: String,
        /// The hash of a new join link's token.
        join_token: Option<String>,
    },
}

/// The owner's answer to a [`HostRequest`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum HostAnswer {
    /// Done; the status, for a status request.
    Done {
        /// The table's state, or `null`.
        value: serde_json::Value,
    },
    /// Refused, in the protocol's words.
    Refused {
        /// The refusal's code.
        code: String,
        /// Its message.
        message: String,
    },
}

/// How often a process tells the others which seats it has live connections to.
pub const PRESENCE_EVERY: Duration = Duration::from_secs(15);
/// How long a process's last word on presence holds: a process that stopped
/// telling (it died) has its connections forgotten after this.
pub const PRESENCE_EXPIRES: Duration = Duration::from_secs(45);

impl Notice {
    /// The table the notice is about.
    pub fn table(&self) -> &str {
        match self {
            Notice::Moves { table, .. }
            | Notice::Command { table, .. }
            | Notice::Answer { table, .. }
            | Notice::Claimed { table, .. }
            | Notice::Presence { table, .. }
            | Notice::Host { table, .. }
            | Notice::HostAnswer { table, .. } => table,
        }
    }
}

/// This process's place among the others.
pub struct Cluster {
    /// This process's id (random), for answers to its forwarded commands.
    pub process: String,
    /// The session whose advisory locks are this process's tables.
    locks: Mutex<PgConnection>,
}

impl Cluster {
    /// Joins the processes on the PostgreSQL database at `url`.
    pub async fn join(url: &str) -> Result<Cluster, sqlx::Error> {
        let locks = PgConnection::connect(url).await?;
        let process = crate::token::new_table_id()
            .map_err(|error| sqlx::Error::Protocol(error.to_string()))?;
        Ok(Cluster {
            process,
            locks: Mutex::new(locks),
        })
    }

    /// Takes table `id` if no other process holds it; `true` when this process owns
    /// it now (or did already).
    pub async fn try_own(&self, id: &str) -> Result<bool, sqlx::Error> {
        let mut locks = self.locks.lock().await;
        let row = sqlx::query("SELECT pg_try_advisory_lock($1)")
            .bind(lock_key(id))
            .fetch_one(&mut *locks)
            .await?;
        row.try_get(0)
    }
}

/// The advisory lock's key of table `id`: its first 64 bits (ids are random hex).
fn lock_key(id: &str) -> i64 {
    let digits: String = id
        .chars()
        .filter(char::is_ascii_hexdigit)
        .take(16)
        .collect();
    u64::from_str_radix(&digits, 16).unwrap_or(0) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_read_back_and_keys_are_the_ids_bits() {
        let notice = Notice::Command {
            table: "ab".into(),
            seat: 2,
            seq: 9,
            process: "p".into(),
            conn: 4,
            command: "{}".into(),
        };
        let text = serde_json::to_string(&notice).unwrap();
        assert_eq!(serde_json::from_str::<Notice>(&text).unwrap(), notice);
        assert_eq!(lock_key("00000000000000ff"), 255);
        assert_ne!(lock_key("5f0c2b7e9a41d3c8"), lock_key("5f0c2b7e9a41d3c9"));
    }
}
