//! The server on a real PostgreSQL server (Debian's, started by scripts/test.sh in a
//! scratch folder: scripts/postgres.sh). Run with
//! `RESISTANCE_TEST_POSTGRES=postgres://... cargo test -p resistance-server --test postgres -- --ignored`.

mod support;

use serde_json::json;
use support::{
    Client, create_table, free_address, host_status, http, is_over, join_all, record_of,
    seat_events, start_process, start_server, step, wait_until_up,
};

fn postgres() -> String {
    std::env::var("RESISTANCE_TEST_POSTGRES").expect(
        "RESISTANCE_TEST_POSTGRES names no PostgreSQL server: scripts/test.sh starts one \
         (scripts/postgres.sh)",
    )
}

/// A whole game on PostgreSQL, half its players moving half-way through to a second
/// server on the same database, which follows the table (the first still owns it)
/// and forwards their commands. Both servers show every seat as present wherever it
/// is connected, and the host's requests work through either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: scripts/test.sh starts one and runs it with --ignored"]
async fn a_game_on_postgresql_goes_on_through_a_second_server() {
    let database = postgres();
    let first = start_server(&database).await;
    let made = create_table(
        first,
        json!({"game": "resistance", "config": {"players": 6, "seed": 17, "trapper": true, "plotCards": true}}),
    )
    .await;
    let mut clients = join_all(first, &made).await;
    let mut seq = 0;
    while seq < 15 && step(&mut clients, None, seq).await {
        seq += 1;
    }
    // A second server on the same database: it reads the table from its record when
    // a seat joins there, follows the first, and the game goes on.
    let second = start_server(&database).await;
    for (seat, client) in clients.iter_mut().enumerate().take(3) {
        let mut other = Client::connect(second).await;
        other.events = client.events.clone();
        let resume = client.resume.clone();
        other
            .join(
                &made.table,
                &resume.unwrap_or_else(|| panic!("seat {seat} has a resume token")),
                other.events.len(),
            )
            .await;
        other.until("events").await;
        *client = other;
    }
    while step(&mut clients, None, seq).await {
        seq += 1;
    }
    assert!(is_over(&clients[0]));
    let (status, record) = record_of(second, &made.table).await;
    assert_eq!(status, 200, "{record}");
    let record = resistance_core::json::record_from_json::<resistance_core::Game>(&record).unwrap();
    assert_eq!(record.commands().len() as u64, seq);

    // Presence across processes: seats 0 to 2 are connected to the second server,
    // 3 to 5 to the first; the host's status, asked of either, shows all six. The
    // second only follows the table, so it forwards the request to the first.
    for server in [first, second] {
        let mut present = Vec::new();
        for _ in 0..50 {
            let status = host_status(server, &made).await;
            assert_eq!(status["owner"], true, "the owner answers: {status}");
            present = status["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|seat| seat["present"].as_bool().unwrap())
                .collect();
            if present.iter().all(|&here| here) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert_eq!(present, [true; 6], "every seat present, asked of {server}");
    }
    // A host's change through the follower: forwarded, done by the owner, seen by both.
    let to_a_bot = |seat: u8| {
        let path = format!("/api/tables/{}/seats/{seat}", made.table);
        let host = made.host.clone();
        async move {
            http(
                second,
                "PUT",
                &path,
                r#"{"controller":"logical"}"#,
                Some(&host),
            )
            .await
        }
    };
    let (code, body) = to_a_bot(0).await;
    assert_eq!(code, 200, "{body}");
    for server in [first, second] {
        let status = host_status(server, &made).await;
        assert_eq!(status["seats"][0]["controller"], "logical", "{status}");
    }
    // A refusal comes back in the owner's words.
    let (code, body) = to_a_bot(9).await;
    assert_eq!((code, body.contains("no_such_seat")), (400, true), "{body}");
}

/// Takeover: two server processes on one PostgreSQL, players connected to both.
/// The process that owns the table is killed mid-game; the other takes the table
/// over from the record, the dropped players reconnect to it and resume, and the
/// game ends with every acknowledged command in its record.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: scripts/test.sh starts one and runs it with --ignored"]
async fn the_other_process_takes_the_table_over_when_its_owner_dies() {
    let database = postgres();
    let (first, second) = (free_address(), free_address());
    let mut owner = start_process(first, &database, "warn");
    wait_until_up(first).await;
    let mut other = start_process(second, &database, "warn");
    wait_until_up(second).await;
    // Made on the first process, which owns it.
    let made = create_table(
        first,
        json!({"game": "resistance", "config": {"players": 6, "seed": 23, "trapper": true,
               "inquisitor": true, "assassin": {"bodyGuard": true}}}),
    )
    .await;
    // Seats 0 to 2 play on the owner, 3 to 5 on the other process.
    let mut clients = Vec::new();
    for (seat, token) in made.tokens.iter().enumerate() {
        let mut client = Client::connect(if seat < 3 { first } else { second }).await;
        client.join(&made.table, token, 0).await;
        clients.push(client);
    }
    for client in &mut clients {
        client.until("events").await;
    }
    // The host's status, asked of either process, is the owner's (the other
    // forwards it).
    assert_eq!(host_status(first, &made).await["owner"], true);
    assert_eq!(host_status(second, &made).await["owner"], true);
    // Commands from both processes' players: the other forwards its players' to
    // the owner and follows the record.
    let mut seq = 0;
    while seq < 25 && step(&mut clients, None, seq).await {
        seq += 1;
    }
    assert_eq!(seq, 25, "the game went on across processes");
    owner.kill().unwrap();
    owner.wait().unwrap();
    // The survivor takes the table over (its lock went with the dead process); a
    // status asked of it meanwhile is answered once it owns the table.
    let mut waited = 0;
    while host_status(second, &made).await["owner"] != true {
        waited += 1;
        assert!(waited < 100, "no takeover");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // The dropped players reconnect to the survivor and resume where they were.
    for client in clients.iter_mut().take(3) {
        let mut back = Client::connect(second).await;
        back.events = client.events.clone();
        let from = back.events.len();
        let resume = client.resume.clone().unwrap();
        back.join(&made.table, &resume, from).await;
        let update = back.until("events").await;
        assert_eq!(update["first"].as_u64().unwrap() as usize, from);
        *client = back;
    }
    while step(&mut clients, None, seq).await {
        seq += 1;
    }
    assert!(is_over(&clients[0]));
    let (code, text) = record_of(second, &made.table).await;
    assert_eq!(code, 200, "{text}");
    let record = resistance_core::json::record_from_json::<resistance_core::Game>(&text).unwrap();
    assert_eq!(
        record.commands().len() as u64,
        seq,
        "every acknowledged command, nothing more"
    );
    for (seat, client) in clients.iter().enumerate() {
        let events = seat_events::<resistance_core::Game>(&record, seat as u8);
        assert_eq!(
            client.events, events,
            "seat {seat}: no gap, no duplicate across the takeover"
        );
    }
    other.kill().unwrap();
    other.wait().unwrap();
}
