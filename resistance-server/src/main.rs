//! `resistance-server`: the table server. `cargo run --release -p resistance-server`
//! serves on 127.0.0.1:8080 with an SQLite file in the current folder.

use clap::Parser;
use resistance_server::{Options, repository_web_files, serve};
use std::{path::PathBuf, process::ExitCode};

/// The table server of The Resistance: real games between people, every secret kept.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: String,
    /// The database: sqlite://FILE or postgres://USER@HOST/NAME.
    #[arg(long, default_value = "sqlite://resistance-server.db")]
    database: String,
    /// The web table's folder (default: examples/web, when run from the repository).
    #[arg(long)]
    web: Option<PathBuf>,
    /// The built npm package the web table loads (default: resistance-wasm/pkg).
    #[arg(long)]
    package: Option<PathBuf>,
    /// A browser origin allowed to connect besides the server's own (repeatable).
    #[arg(long = "allow-origin")]
    allow_origin: Vec<String>,
    /// What to log: error, warn, info, debug or trace (no level logs a hidden fact).
    #[arg(long, default_value = "info")]
    log: String,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(&args.log))
        .with_writer(std::io::stderr)
        // Colours on a terminal only: a log file or a pipe gets plain text.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let mut web = repository_web_files();
    if args.web.is_some() {
        web.page = args.web;
    }
    if args.package.is_some() {
        web.package = args.package;
    }
    let listener = match tokio::net::TcpListener::bind(&args.listen).await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!(
                "resistance-server: cannot listen on {}: {error}",
                args.listen
            );
            return ExitCode::FAILURE;
        }
    };
    let options = Options {
        database: args.database,
        web,
        allowed_origins: args.allow_origin,
    };
    match serve(listener, options).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("resistance-server: {error}");
            ExitCode::FAILURE
        }
    }
}
