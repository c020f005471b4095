//! The HTTP side: making a table, the host's actions, the record after the end, and
//! the web table's files. Every refusal is `{"code": ..., "message": ...}` in the
//! protocol's words.

use crate::{
    error::{Refusal, codes},
    setup::Controller,
    table::Request,
    token,
    ws::{self, AppState},
};
use axum::{
    Router,
    body::{Body, Bytes},
    extract::{DefaultBodyLimit, Path, State},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{any, get, post, put},
};
use serde_json::{Value, json};
use std::path::PathBuf;
use tokio::sync::oneshot;
use tower_http::services::ServeDir;

/// The largest request body, in bytes: a table setup is well under it.
pub const MAX_BODY: usize = 64 * 1024;

/// Where the web table's files are.
#[derive(Clone, Debug, Default)]
pub struct WebFiles {
    /// The page (examples/web).
    pub page: Option<PathBuf>,
    /// The built npm package it loads (resistance-wasm/pkg).
    pub package: Option<PathBuf>,
}

/// The server's routes.
pub fn router(state: AppState, web: &WebFiles) -> Router {
    let mut router = Router::new()
        .route("/ws", get(ws::upgrade).fallback(wrong_method))
        .route("/api/tables", post(create).fallback(wrong_method))
        .route("/api/tables/{id}", get(status).fallback(wrong_method))
        .route(
            "/api/tables/{id}/seats/{seat}",
            put(set_seat).fallback(wrong_method),
        )
        .route(
            "/api/tables/{id}/record",
            get(record).fallback(wrong_method),
        )
        .route("/api", any(no_such_route))
        .route("/api/{*rest}", any(no_such_route))
        // Bodies are read by `read_body`, which refuses a long one in the
        // protocol's words; axum's own limit would answer in plain text.
        .layer(DefaultBodyLimit::disable())
        .with_state(state);
    if let Some(package) = &web.package {
        router = router.nest_service("/node_modules/resistance-engine", ServeDir::new(package));
    }
    if let Some(page) = &web.page {
        router = router.fallback_service(ServeDir::new(page));
    }
    router
}

/// A refusal as an HTTP answer.
fn refused(status: StatusCode, refusal: &Refusal) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        json!({"code": refusal.code, "message": refusal.message}).to_string(),
    )
        .into_response()
}

/// The HTTP status of a refusal.
fn status_of(refusal: &Refusal) -> StatusCode {
    match refusal.code {
        codes::NO_SUCH_TABLE => StatusCode::NOT_FOUND,
        codes::NOT_HOST => StatusCode::FORBIDDEN,
        codes::GAME_NOT_OVER => StatusCode::CONFLICT,
        codes::STORAGE_UNAVAILABLE | codes::UNAVAILABLE => StatusCode::SERVICE_UNAVAILABLE,
        codes::TOO_LARGE => StatusCode::PAYLOAD_TOO_LARGE,
        _ => StatusCode::BAD_REQUEST,
    }
}

fn answer(result: Result<Value, Refusal>, ok: StatusCode) -> Response {
    match result {
        Ok(value) => (
            ok,
            [(header::CONTENT_TYPE, "application/json")],
            value.to_string(),
        )
            .into_response(),
        Err(refusal) => refused(status_of(&refusal), &refusal),
    }
}

/// Asks `table` with a request made around its reply channel, and waits for the
/// answer.
async fn ask<T>(
    table: &crate::table::TableHandle,
    request: impl FnOnce(oneshot::Sender<T>) -> Request,
) -> Result<T, Refusal> {
    let (reply, answer) = oneshot::channel();
    table.send(request(reply)).await;
    // A request a follower forwarded waits for the owner's answer: not for ever, if
    // that answer is lost on the way.
    match tokio::time::timeout(ASK_TIMEOUT, answer).await {
        Ok(Ok(answer)) => Ok(answer),
        Ok(Err(_)) => Err(Refusal::new(
            codes::UNAVAILABLE,
            "the table stopped: try again",
        )),
        Err(_) => Err(Refusal::new(
            codes::UNAVAILABLE,
            "the table's owner did not answer in time: try again",
        )),
    }
}

/// How long a host's request waits for its table's answer.
const ASK_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// The request body, of at most [`MAX_BODY`] bytes: reading stops there.
async fn read_body(body: Body) -> Result<Bytes, Refusal> {
    axum::body::to_bytes(body, MAX_BODY).await.map_err(|_| {
        Refusal::new(
            codes::TOO_LARGE,
            format!("the request body is over {MAX_BODY} bytes"),
        )
    })
}

async fn body_json(body: Body) -> Result<Value, Refusal> {
    let body = read_body(body).await?;
    serde_json::from_slice(&body)
        .map_err(|_| Refusal::bad_message("the request body must be one JSON object"))
}

/// A seat in a path: a whole number from 0 to 255 (whether the table has it is
/// the table's question).
fn path_seat(seat: &str) -> Result<u8, Refusal> {
    seat.parse().map_err(|_| {
        Refusal::bad_message(format!(
            "the seat in the path must be a whole number from 0 to 255, not {seat:?}"
        ))
    })
}

/// A method a route does not take: 405, in the protocol's words.
async fn wrong_method(method: axum::http::Method, uri: axum::http::Uri) -> Response {
    let refusal = Refusal::new(
        codes::NO_SUCH_ROUTE,
        format!("{} does not take {method}", uri.path()),
    );
    refused(StatusCode::METHOD_NOT_ALLOWED, &refusal)
}

/// An address under /api that is none of the server's: 404, in the protocol's words.
async fn no_such_route(uri: axum::http::Uri) -> Response {
    let refusal = Refusal::new(
        codes::NO_SUCH_ROUTE,
        format!(
            "{} is no address of this server (docs/host-protocol.md)",
            uri.path()
        ),
    );
    refused(StatusCode::NOT_FOUND, &refusal)
}

fn host_token(headers: &HeaderMap) -> Result<&str, Refusal> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .ok_or_else(|| {
            Refusal::new(
                codes::NOT_HOST,
                "host actions need `Authorization: Bearer <host token>`",
            )
        })
}

/// `POST /api/tables`: makes a table; answers its id, the host token, one join link
/// per seat and the spectators' link.
async fn create(State(state): State<AppState>, body: Body) -> Response {
    let result = async {
        let setup = body_json(body).await?;
        let created = state.server.create(&setup).await?;
        let table = &created.table;
        Ok(json!({
            "table": table,
            "hostToken": created.host_token,
            "seats": created.seat_tokens.iter().enumerate().map(|(seat, token)| json!({
                "seat": seat,
                "token": token,
                // In the fragment, which browsers never send: no server log holds it.
                "link": format!("/#table={table}&token={token}"),
            })).collect::<Vec<_>>(),
            "spectate": created.spectators.then(|| format!("/#table={table}&watch")),
        }))
    }
    .await;
    answer(result, StatusCode::CREATED)
}

/// `GET /api/tables/{id}` (host): who plays each seat, who is there, who is away
/// and for how long.
async fn status(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    let result = async {
        let table = state
            .server
            .hosted_table(&id, host_token(&headers)?)
            .await?;
        ask(&table, |reply| Request::Status { reply }).await
    }
    .await;
    answer(result, StatusCode::OK)
}

/// `PUT /api/tables/{id}/seats/{seat}` (host), body `{"controller": "logical"}` or
/// `{"controller": "person", "newLink": true}`: hands the seat to a bot or to a
/// person (with a new join link, which the answer gives, when asked).
async fn set_seat(
    State(state): State<AppState>,
    Path((id, seat)): Path<(String, String)>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let result = async {
        let seat = path_seat(&seat)?;
        let table = state
            .server
            .hosted_table(&id, host_token(&headers)?)
            .await?;
        let body = body_json(body).await?;
        let mut fields = crate::reader::Fields::of(&body, "a seat change")?;
        let name = fields.string("controller")?;
        let controller = Controller::named(name).ok_or_else(|| {
            Refusal::bad_message("`controller` must be \"person\" or a bot's name")
        })?;
        let new_link = fields.flag("newLink", false)?;
        fields.finish()?;
        let link = if new_link && controller == Controller::Person {
            Some(
                token::new_token()
                    .map_err(|_| Refusal::new(codes::UNAVAILABLE, "no secure random source"))?,
            )
        } else {
            None
        };
        let join_token = link.as_ref().map(|(_, hash)| hash.clone());
        ask(&table, |reply| Request::SetController {
            seat,
            controller,
            join_token,
            reply,
        })
        .await??;
        Ok(json!({
            "seat": seat,
            "controller": controller.name(),
            "token": link.as_ref().map(|(token, _)| token),
            "link": link.as_ref().map(|(token, _)| format!("/#table={id}&token={token}")),
        }))
    }
    .await;
    answer(result, StatusCode::OK)
}

/// `GET /api/tables/{id}/record`: the whole record (seed and every secret), once
/// the game is over and everything is revealed (B13); refused before.
async fn record(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    let result = async {
        let table = state.server.table(&id).await?;
        ask(&table, |reply| Request::Record { reply }).await?
    }
    .await;
    match result {
        Ok(record) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "application/json")],
            record,
        )
            .into_response(),
        Err(refusal) => refused(status_of(&refusal), &refusal),
    }
}
