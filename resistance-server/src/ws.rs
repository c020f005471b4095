//! A WebSocket connection: it joins one seat (or watches), forwards that seat's
//! commands to its table and the table's messages to the client. A connection acts
//! only for the seat its token opened. Frames over the cap and floods close it;
//! anything else it does not understand is answered with an `error` and it stays
//! open.

use crate::{
    error::{Refusal, codes},
    protocol::{self, ClientMessage, MAX_FRAME},
    server::Server,
    table::{CONNECTION_QUEUE, Outgoing, Request, TableHandle},
};
use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::{CloseFrame, Message, WebSocket},
    },
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use futures_util::{SinkExt, StreamExt};
use std::{sync::Arc, time::Duration};
use tokio::{sync::mpsc, time::Instant};

/// How often the server pings a connection, and how long it waits for any frame
/// before it takes the client for gone.
const PING_EVERY: Duration = Duration::from_secs(15);
const SILENT_FOR: Duration = Duration::from_secs(45);
/// How long a new connection has to send `join` or `watch`.
const JOIN_WITHIN: Duration = Duration::from_secs(10);
/// The flood limit: a burst of `BURST` messages, then `PER_SECOND` a second.
const BURST: f64 = 40.0;
const PER_SECOND: f64 = 20.0;

/// The state the routes share.
#[derive(Clone)]
pub struct AppState {
    /// The tables.
    pub server: Arc<Server>,
    /// The browser origins allowed besides the server's own.
    pub allowed_origins: Arc<[String]>,
}

/// `GET /ws`: upgrades to the protocol, after the browser Origin check.
pub async fn upgrade(
    State(state): State<AppState>,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, axum::extract::ws::rejection::WebSocketUpgradeRejection>,
) -> Response {
    let Ok(upgrade) = upgrade else {
        let refusal = Refusal::new(
            codes::NOT_A_WEBSOCKET,
            "/ws takes WebSocket connections only (docs/host-protocol.md)",
        );
        return (StatusCode::UPGRADE_REQUIRED, protocol::error(&refusal)).into_response();
    };
    if !origin_allowed(&headers, &state.allowed_origins) {
        let refusal = Refusal::new(
            codes::BAD_ORIGIN,
            "this page's origin may not connect: start the server with --allow-origin",
        );
        return (StatusCode::FORBIDDEN, protocol::error(&refusal)).into_response();
    }
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        // Small buffers: an idle seat costs little (tungstenite reads into 128 KiB
        // by default, per connection); a message is written out at once.
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| connection(state.server, socket))
}

/// A browser's page may connect from the server's own origin or an allowed one;
/// a client that sends no Origin (not a browser) may always.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let own = host.is_some_and(|host| {
        origin
            .split_once("://")
            .is_some_and(|(_, rest)| rest.trim_end_matches('/') == host)
    });
    own || allowed.iter().any(|allowed| allowed == origin)
}

/// What a connection has joined.
enum Joined {
    Nothing,
    Table { table: TableHandle, seat: bool },
}

async fn connection(server: Arc<Server>, socket: WebSocket) {
    let conn = server.connection_id();
    let (mut sink, mut stream) = socket.split();
    let (out, mut outgoing) = mpsc::channel::<Outgoing>(CONNECTION_QUEUE);
    // The writer: the table's messages and the server's pings, in order.
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(PING_EVERY);
        ping.tick().await;
        loop {
            let frame = tokio::select! {
                message = outgoing.recv() => match message {
                    Some(Outgoing::Text(text)) => Message::Text((&*text).into()),
                    Some(Outgoing::Close(code, reason)) => Message::Close(Some(CloseFrame {
                        code,
                        reason: reason.into(),
                    })),
                    None => break,
                },
                _ = ping.tick() => Message::Ping(Vec::new().into()),
            };
            let closing = matches!(frame, Message::Close(_));
            if sink.send(frame).await.is_err() || closing {
                break;
            }
        }
    });
    tracing::debug!(conn, "connection opened");
    let mut joined = Joined::Nothing;
    let mut bucket = BURST;
    let mut refilled = Instant::now();
    let opened = Instant::now();
    loop {
        let wait = match joined {
            Joined::Nothing => JOIN_WITHIN.saturating_sub(opened.elapsed()),
            Joined::Table { .. } => SILENT_FOR,
        };
        let frame = match tokio::time::timeout(wait, stream.next()).await {
            Ok(Some(Ok(frame))) => frame,
            Ok(Some(Err(error))) => {
                // Broken framing, or a frame over the cap: told, then closed.
                let too_large = error.to_string().to_lowercase().contains("too");
                let refusal = if too_large {
                    Refusal::new(
                        codes::FRAME_TOO_LARGE,
                        format!("a message may be at most {MAX_FRAME} bytes"),
                    )
                } else {
                    Refusal::bad_message("the WebSocket framing is broken")
                };
                let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
                let _ = out.try_send(Outgoing::Close(
                    if too_large { 1009 } else { 1002 },
                    refusal.code,
                ));
                break;
            }
            Ok(None) => break,
            Err(_) => {
                let _ = out.try_send(Outgoing::Close(1001, "silent too long"));
                break;
            }
        };
        // The flood limit counts every frame the client sends.
        let now = Instant::now();
        bucket = (bucket + now.duration_since(refilled).as_secs_f64() * PER_SECOND).min(BURST);
        refilled = now;
        bucket -= 1.0;
        if bucket < 0.0 {
            let refusal = Refusal::new(
                codes::RATE_LIMITED,
                format!("at most {PER_SECOND} messages a second: the connection is closed"),
            );
            let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
            let _ = out.try_send(Outgoing::Close(1008, codes::RATE_LIMITED));
            break;
        }
        let text = match frame {
            Message::Text(text) => text,
            Message::Binary(_) => {
                let refusal = Refusal::new(
                    codes::BINARY_FRAME,
                    "the protocol is JSON in text frames; a binary frame was ignored",
                );
                let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
                continue;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        let message = match ClientMessage::read(text.as_str()) {
            Ok(message) => message,
            Err(refusal) => {
                let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
                continue;
            }
        };
        match (message, &joined) {
            (ClientMessage::Ping, _) => {
                let _ = out.try_send(Outgoing::Text(protocol::pong().into()));
            }
            (ClientMessage::Join { table, token, from }, Joined::Nothing) => {
                match server.open_seat(&table, &token).await {
                    Ok((handle, seat, resume_token)) => {
                        let request = Request::Join {
                            conn,
                            seat: Some(seat),
                            from,
                            out: out.clone(),
                            resume_token,
                        };
                        if handle.send(request).await {
                            joined = Joined::Table {
                                table: handle,
                                seat: true,
                            };
                        }
                    }
                    Err(refusal) => {
                        let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
                    }
                }
            }
            (ClientMessage::Watch { table, from }, Joined::Nothing) => {
                match server.table(&table).await {
                    Ok(handle) if handle.spectators => {
                        let request = Request::Join {
                            conn,
                            seat: None,
                            from,
                            out: out.clone(),
                            resume_token: None,
                        };
                        if handle.send(request).await {
                            joined = Joined::Table {
                                table: handle,
                                seat: false,
                            };
                        }
                    }
                    Ok(_) => {
                        let refusal =
                            Refusal::new(codes::NO_SPECTATORS, "this table has no spectators");
                        let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
                    }
                    Err(refusal) => {
                        let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
                    }
                }
            }
            (ClientMessage::Join { .. } | ClientMessage::Watch { .. }, Joined::Table { .. }) => {
                let refusal = Refusal::new(
                    codes::ALREADY_JOINED,
                    "this connection has joined already: open another for another seat",
                );
                let _ = out.try_send(Outgoing::Text(protocol::error(&refusal).into()));
            }
            (ClientMessage::Command { seq, command }, Joined::Table { table, seat }) => {
                if !seat {
                    let refusal = Refusal::new(codes::SPECTATOR, "a spectator sends no command");
                    let _ = out.try_send(Outgoing::Text(protocol::refused(seq, &refusal).into()));
                    continue;
                }
                let request = Request::Command {
                    conn,
                    seq,
                    command: command.into(),
                };
                if !table.send(request).await {
                    break;
                }
            }
            (ClientMessage::Command { seq, .. }, Joined::Nothing) => {
                let refusal = Refusal::new(
                    codes::NOT_JOINED,
                    "send `join` with the seat's token before any command",
                );
                let _ = out.try_send(Outgoing::Text(protocol::refused(seq, &refusal).into()));
            }
        }
    }
    if let Joined::Table { table, .. } = &joined {
        table.send(Request::Gone { conn }).await;
    }
    drop(out);
    // Reads on while the last messages and the close go out: a socket closed with
    // the client's frames still unread is reset, and the client would lose the
    // `error` that says why (a flood, say). Until the client closes, or 2 s.
    let drain = async { while let Some(Ok(_)) = stream.next().await {} };
    let _ = tokio::time::timeout(Duration::from_secs(2), drain).await;
    let _ = writer.await;
    tracing::debug!(conn, "connection closed");
}
