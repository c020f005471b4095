//! The table server: an authoritative host that plays real games of The Resistance
//! (every module) and of Cells between people on their own devices, over WebSocket.
//!
//! The engine (`resistance-core`) does the rules and the secrecy; the server does
//! the transport, the people and the durability, and never decides a rule itself:
//!
//! - **One task a table** owns its game. A command is checked by the engine, written
//!   to the game's record in the database, then applied, acknowledged, and its
//!   events routed to their audience only. Restoring a table is replaying its record.
//! - **Seats** are opened by tokens of 128 random bits, stored only as hashes; a join
//!   link claims its seat once, and the claimant resumes with its own token. On
//!   joining, a seat gets every event addressed to it since the start (or since the
//!   index it resumes from: no gap, no duplicate), its view and its legal commands.
//! - **Spectators** get the public events and the public view, held back by the
//!   table's delay here on the server.
//! - **Bots** fill seats; **clocks** hand a seat whose time ran out to the engine's
//!   stand-in, which gives nothing away; bots think on blocking threads, off the
//!   async runtime.
//! - **Storage** is SQLite by default (one file, nothing to install) or PostgreSQL.
//!
//! The protocol is documented with examples in `docs/host-protocol.md`; what each
//! bad input gets, in `docs/bad-input.md`.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! use resistance_server::{Options, serve};
//!
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! serve(listener, Options::default()).await?;
//! # Ok(())
//! # }
//! ```

pub mod cluster;
pub mod error;
pub mod hosted;
pub mod http;
pub mod protocol;
mod reader;
pub mod server;
pub mod setup;
pub mod store;
pub mod table;
mod token;
pub mod ws;

use std::path::PathBuf;

/// How to run a server.
#[derive(Clone, Debug)]
pub struct Options {
    /// The database: `sqlite://FILE` (the default: `resistance-server.db`) or
    /// `postgres://...`.
    pub database: String,
    /// The web table's page and package.
    pub web: http::WebFiles,
    /// Browser origins allowed to connect besides the server's own.
    pub allowed_origins: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            database: "sqlite://resistance-server.db".to_owned(),
            web: http::WebFiles::default(),
            allowed_origins: Vec::new(),
        }
    }
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database could not be opened or read.
    #[error("the database could not be opened: {0}")]
    Database(#[from] sqlx::Error),
    /// The listener failed.
    #[error("the server stopped: {0}")]
    Io(#[from] std::io::Error),
}

/// Opens the database, restores every unfinished game by replaying its record, and
/// serves on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, options: Options) -> Result<(), StartError> {
    use axum::serve::ListenerExt;
    let store = store::Store::open(&options.database).await?;
    let (server, restored) = server::Server::open(store).await?;
    tracing::info!(restored, address = %listener.local_addr()?, "serving");
    let state = ws::AppState {
        server,
        allowed_origins: options.allowed_origins.into(),
    };
    let app = http::router(state, &options.web);
    // No Nagle delay: a command's `ack` and its `events` are two small writes, and
    // with Nagle's algorithm the second waits until the client's system acknowledges
    // the first, which it may put off by 40 ms (delayed acknowledgement).
    let listener = listener.tap_io(|connection| {
        if let Err(error) = connection.set_nodelay(true) {
            tracing::warn!(%error, "TCP_NODELAY could not be set on a connection");
        }
    });
    axum::serve(listener, app).await?;
    Ok(())
}

/// The default web table files, when run from the repository: examples/web and the
/// npm package built into resistance-wasm/pkg.
pub fn repository_web_files() -> http::WebFiles {
    let existing = |path: &str| Some(PathBuf::from(path)).filter(|path| path.exists());
    http::WebFiles {
        page: existing("examples/web"),
        package: existing("resistance-wasm/pkg"),
    }
}
