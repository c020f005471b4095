//! The server through its sockets, as clients use it: whole games, secrecy on the
//! wire, reconnection, bad input.

mod support;

use futures_util::StreamExt;
use resistance_core::{Game, Seat, json};
use serde_json::{Value, json};
use support::{
    Client, Scratch, create_table, http, is_over, join_all, plain_choice, record_of, seat_events,
    start_server, step_with, value_of,
};
use tokio_tungstenite::tungstenite::Message;

/// A whole game between sockets: every seat's events and views are the engine's
/// own for that seat (its seat replay of the record), the spectator's are the
/// spectator replay, the record is refused until the end and then replays to the
/// same game. The engine's non-interference tests prove that a seat's replay holds
/// nothing it may not know; this proves the server sends that and nothing else.
async fn whole_game<G>(name: &str, setup: Value)
where
    G: json::JsonTable + PartialEq + std::fmt::Debug,
{
    let scratch = Scratch::new(name);
    let address = start_server(&scratch.database()).await;
    let made = create_table(address, setup).await;
    let mut clients = join_all(address, &made).await;
    let mut spectator = Client::connect(address).await;
    spectator
        .send(json!({"type": "watch", "protocol": 1, "table": made.table}))
        .await;
    spectator.until("public").await;
    let (status, body) = record_of(address, &made.table).await;
    assert_eq!(
        (status, body.contains("game_not_over")),
        (409, true),
        "{body}"
    );
    let pick = pick_for(G::NAME);
    let mut seq = 0;
    while step_with(&mut clients, Some(&mut spectator), seq, pick).await {
        seq += 1;
        assert!(seq < 2_000);
    }
    assert!(is_over(&clients[0]), "{name}: the game ended");
    let (status, record) = record_of(address, &made.table).await;
    assert_eq!(status, 200, "{record}");
    let replayed = json::replay_from_json::<G>(&record).unwrap();
    assert!(replayed.is_over());
    let parsed = json::record_from_json::<G>(&record).unwrap();
    assert_eq!(parsed.commands().len() as u64, seq);
    for (seat, client) in clients.iter().enumerate() {
        assert_eq!(
            client.events,
            seat_events::<G>(&parsed, seat as u8),
            "{name}: seat {seat}'s events"
        );
        let view = value_of(&replayed.view(Seat(seat as u8)).unwrap());
        assert_eq!(client.view, view, "{name}: seat {seat}'s view");
    }
    let watched = resistance_core::record::spectator_replay::<G>(&parsed).unwrap();
    let public: Vec<Value> = watched
        .steps
        .iter()
        .flat_map(|step| step.events.iter())
        .map(value_of)
        .collect();
    assert_eq!(spectator.events, public, "{name}: the spectator's events");
}

/// With every Hidden Agenda module.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_between_sockets_is_the_engine_s_game_seat_by_seat() {
    let config = json!({"players": 7, "seed": 11, "assassin": {"bodyGuard": true, "falseCommander": true},
                        "trapper": true, "inquisitor": true, "agendas": "double", "defector": "standard"});
    whole_game::<Game>(
        "whole-game",
        json!({"game": "resistance", "config": config}),
    )
    .await;
}

/// With the plot cards and the Defectors who know each other (their plot-card
/// sights and the Defectors' loyalty flips are for a seat alone).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_with_plot_cards_and_defectors_is_the_engine_s_game() {
    let config = json!({"players": 8, "seed": 5, "plotCards": true, "defector": "knowEachOther",
                        "assassin": {"deepCover": true}});
    whole_game::<Game>(
        "whole-plot",
        json!({"game": "resistance", "config": config}),
    )
    .await;
}

/// The Cells variant, played from memory: each seat's one look at its hand and
/// what it scouts are for it alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_cells_is_the_engine_s_game() {
    let setup = json!({"game": "cells", "config": {"players": 4, "seed": 9}});
    whole_game::<resistance_core::cells::CellsGame>("whole-cells", setup).await;
}

/// The configuration of `seed` with `base`'s options.
fn seeded(base: &Value, seed: u64) -> Value {
    let mut config = base.clone();
    config["seed"] = Value::from(seed);
    config
}

/// Two seeds whose games `observer` cannot tell apart at the start (the same view,
/// the same public table) while other seats' roles differ.
fn indistinguishable_seeds(base: &Value, observer: Seat) -> (u64, u64) {
    let mut seen: std::collections::HashMap<String, (u64, String)> = Default::default();
    for seed in 0..20_000 {
        let game = json::game_from_json::<Game>(&seeded(base, seed).to_string()).unwrap();
        let key = format!(
            "{}{}",
            json::to_json(&game.view(observer).unwrap()).unwrap(),
            json::to_json(&game.public_view()).unwrap()
        );
        let roles: String = (0..game.players())
            .map(|seat| json::to_json(&game.view(Seat(seat)).unwrap()).unwrap())
            .collect();
        match seen.get(&key) {
            Some((other, other_roles)) if *other_roles != roles => return (*other, seed),
            Some(_) => {}
            None => {
                seen.insert(key, (seed, roles));
            }
        }
    }
    panic!("no two seeds look alike to {observer}");
}

/// The messages a client received, with what names the table itself (its id, the
/// claimant's resume token) taken out, up to the game's end (B13 reveals all).
fn before_the_end(client: &Client, table: &str) -> Vec<String> {
    client
        .received
        .iter()
        .map(|message| {
            let mut message: Value =
                serde_json::from_str(&message.replace(table, "TABLE")).unwrap();
            if let Some(fields) = message.as_object_mut() {
                fields.remove("resumeToken");
            }
            message
        })
        .take_while(|message| {
            message["view"]["table"]["reveal"].is_null() && message["view"]["reveal"].is_null()
        })
        .map(|message| message.to_string())
        .collect()
}

/// The command the tests' clients pick from `moves` at step `seq`: the plain choice
/// (the same for every role), but for Cells, where always the first listed would
/// go round in circles, a choice that changes from step to step, the same in every
/// run.
fn pick_for(game: &str) -> impl Fn(&[Value], u64) -> Option<Value> + Copy {
    let cells = game == "cells";
    move |moves: &[Value], seq: u64| {
        if cells {
            moves.get((seq as usize * 7 + 3) % moves.len()).cloned()
        } else {
            plain_choice(moves)
        }
    }
}

/// Plays the two games of `setups` (`{"game": ..., "config": ...}`) through the
/// server, side by side, with the same policy, and checks that `observer`'s socket
/// and a spectator's receive the same bytes in both up to the final reveal (B13),
/// while some seat's bytes differ (the games did differ).
async fn play_twins(address: std::net::SocketAddr, setups: [Value; 2], observer: Seat) {
    let pick = pick_for(setups[0]["game"].as_str().unwrap());
    let mut tables = Vec::new();
    for setup in &setups {
        let made = create_table(address, setup.clone()).await;
        let clients = join_all(address, &made).await;
        let mut spectator = Client::connect(address).await;
        spectator
            .send(json!({"type": "watch", "protocol": 1, "table": made.table}))
            .await;
        spectator.until("public").await;
        tables.push((made, clients, spectator));
    }
    for seq in 0..2_000 {
        let mut moved = false;
        for (_, clients, spectator) in &mut tables {
            moved |= step_with(clients, Some(spectator), seq, pick).await;
        }
        if !moved {
            break;
        }
    }
    let [(a, a_clients, a_spectator), (b, b_clients, b_spectator)] = &tables[..] else {
        unreachable!()
    };
    let seen_a = before_the_end(&a_clients[observer.index()], &a.table);
    let seen_b = before_the_end(&b_clients[observer.index()], &b.table);
    assert!(seen_a.len() > 10, "the game was played: {}", seen_a.len());
    let [first, second] = &setups;
    assert_eq!(
        seen_a, seen_b,
        "{observer} tells {first} and {second} apart"
    );
    assert_eq!(
        before_the_end(a_spectator, &a.table),
        before_the_end(b_spectator, &b.table),
        "a spectator tells {first} and {second} apart"
    );
    let differ = (0..a_clients.len()).any(|seat| {
        before_the_end(&a_clients[seat], &a.table) != before_the_end(&b_clients[seat], &b.table)
    });
    assert!(differ, "the two games were the same game: {first}");
}

/// Secrecy on the wire, pairs of seeds: two games that one seat cannot tell apart
/// (other seats' roles differ), played through the server by the same commands.
/// Every byte that seat's socket receives, and a spectator's, is the same in both,
/// up to the final reveal (B13). The plain choices are the same for every role
/// (Success, approve), so the same commands are legal in both games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_and_a_spectator_receive_the_same_bytes_from_games_they_cannot_tell_apart() {
    let scratch = Scratch::new("secrecy");
    let address = start_server(&scratch.database()).await;
    let setups = [
        json!({"players": 5, "assassin": {}}),
        json!({"players": 7, "assassin": {"bodyGuard": true, "falseCommander": true, "deepCover": true},
               "trapper": true, "inquisitor": true}),
        json!({"players": 6, "agendas": "single", "assassin": {"blindSpy": true}}),
    ];
    for (index, base) in setups.iter().enumerate() {
        let observer = Seat((index % 3) as u8);
        let (first, second) = indistinguishable_seeds(base, observer);
        let twins =
            [first, second].map(|seed| json!({"game": "resistance", "config": seeded(base, seed)}));
        play_twins(address, twins, observer).await;
    }
}

/// What `view` (a seat's view as JSON) shows of the seat's own cards: its role, or
/// in Cells its hand.
fn own_cards(view: &Value) -> Value {
    if view["hand"].is_null() {
        view["role"].clone()
    } else {
        view["hand"].clone()
    }
}

/// `observer`'s trace of a game of `config` played by the tests' policy, as the
/// engine plays it: at each step the observer's view and moves and the public view,
/// up to the game's end. `None` when the game does not end within 2,000 steps.
fn trace<G: json::JsonTable>(
    config: &Value,
    observer: Seat,
    pick: impl Fn(&[Value], u64) -> Option<Value>,
) -> Option<(Vec<String>, Vec<String>)> {
    let mut game = json::game_from_json::<G>(&config.to_string()).unwrap();
    let moves_of = |game: &G, seat: Seat| -> Vec<Value> {
        game.legal_commands(seat)
            .iter()
            .map(value_of)
            .filter(|command| command["type"] != "leave")
            .collect()
    };
    let (mut own, mut public) = (Vec::new(), Vec::new());
    for seq in 0..2_000 {
        if game.is_over() {
            return Some((own, public));
        }
        own.push(format!(
            "{}{:?}",
            json::to_json(&game.view(observer).unwrap()).unwrap(),
            moves_of(&game, observer)
        ));
        public.push(json::to_json(&game.public_view()).unwrap());
        let actor = (0..game.players())
            .map(Seat)
            .find(|&seat| !moves_of(&game, seat).is_empty())?;
        let command = pick(&moves_of(&game, actor), seq)?;
        let command = json::command_from_json::<G>(&command.to_string()).unwrap();
        game.apply(actor, command).unwrap();
    }
    None
}

/// A seed and two deals of it (the host's `deal`: the same cards, two of other
/// seats' swapped) whose games `observer` and a spectator cannot tell apart, played to the
/// end by the tests' policy: found by playing candidates through the engine.
fn indistinguishable_deals<G: json::JsonTable>(base: &Value, observer: Seat) -> [Value; 2] {
    let pick = pick_for(G::NAME);
    for seed in 0..200 {
        let config = seeded(base, seed);
        let game = json::game_from_json::<G>(&config.to_string()).unwrap();
        let deal: Vec<Value> = (0..game.players())
            .map(|seat| own_cards(&value_of(&game.view(Seat(seat)).unwrap())))
            .collect();
        let dealt = |deal: &[Value]| {
            let mut config = config.clone();
            config["deal"] = Value::from(deal.to_vec());
            config
        };
        let Some(first) = trace::<G>(&dealt(&deal), observer, pick) else {
            continue;
        };
        // The cards of the other seats, by place: a seat's role, or one slot of its
        // cell in Cells (two cards of one cell may trade places too).
        let places: Vec<(usize, Option<usize>)> = (0..deal.len())
            .filter(|&seat| seat != observer.index())
            .flat_map(|seat| match deal[seat].as_array() {
                Some(cell) => (0..cell.len()).map(|slot| (seat, Some(slot))).collect(),
                None => vec![(seat, None)],
            })
            .collect();
        let card = |deal: &[Value], (seat, slot): (usize, Option<usize>)| match slot {
            Some(slot) => deal[seat][slot].clone(),
            None => deal[seat].clone(),
        };
        for (index, &one) in places.iter().enumerate() {
            for &other in &places[index + 1..] {
                if card(&deal, one) == card(&deal, other) {
                    continue;
                }
                let mut swapped = deal.clone();
                for (place, value) in [(one, card(&deal, other)), (other, card(&deal, one))] {
                    match place {
                        (seat, Some(slot)) => swapped[seat][slot] = value,
                        (seat, None) => swapped[seat] = value,
                    }
                }
                if trace::<G>(&dealt(&swapped), observer, pick).as_ref() == Some(&first) {
                    return [dealt(&deal), dealt(&swapped)]
                        .map(|config| json!({"game": G::NAME, "config": config}));
                }
            }
        }
    }
    panic!("no two deals look alike to {observer} in {base}");
}

/// Secrecy on the wire, pairs of deals: where the seed's public shuffles (the plot
/// cards, the Defectors' loyalty deck, the Cells mission deck) leave no two seeds
/// alike, the host deals two games of one seed that differ in two other seats'
/// cards. Every byte the observer's socket and a spectator's receive is the same
/// in both, up to the final reveal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_bytes_from_dealt_games_with_plot_cards_defectors_and_cells() {
    let scratch = Scratch::new("secrecy-deals");
    let address = start_server(&scratch.database()).await;
    let setups = [
        json!({"players": 7, "plotCards": true, "assassin": {}}),
        json!({"players": 8, "defector": "standard", "plotCards": true, "inquisitor": true}),
        json!({"players": 9, "defector": "knowEachOther", "assassin": {"deepCover": true},
               "trapper": true, "agendas": "singleOrDouble"}),
    ];
    for (index, base) in setups.iter().enumerate() {
        let observer = Seat(index as u8 + 1);
        play_twins(
            address,
            indistinguishable_deals::<Game>(base, observer),
            observer,
        )
        .await;
    }
    for players in [3, 4] {
        let base = json!({"players": players});
        let twins = indistinguishable_deals::<resistance_core::cells::CellsGame>(&base, Seat(0));
        play_twins(address, twins, Seat(0)).await;
    }
}

/// Reconnection: a seat's client dropped at random points rejoins with its resume
/// token and the number of events it has; it gets no gap and no duplicate (the
/// client checks each `first`), and at the end its events and view equal those of
/// a client that never dropped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_client_resumes_with_no_gap_and_no_duplicate() {
    let scratch = Scratch::new("resume");
    let address = start_server(&scratch.database()).await;
    let made = create_table(
        address,
        json!({"game": "resistance", "config": {"players": 5, "seed": 3, "trapper": true, "plotCards": true}}),
    )
    .await;
    let mut clients = join_all(address, &made).await;
    let resume: Vec<String> = clients.iter().map(|c| c.resume.clone().unwrap()).collect();
    // A second client of seat 2 that never drops.
    let mut steady = Client::connect(address).await;
    steady.join(&made.table, &resume[2], 0).await;
    steady.until("events").await;
    let mut rng = resistance_core::GameRng::from_seed_number(5);
    let mut drops = 0;
    for seq in 0..2_000 {
        if rng.below(4) == 0 {
            // Seat 2's client drops, a command or more goes by without it, and it
            // comes back resuming from what it has.
            let mut dropped = std::mem::replace(&mut clients[2], Client::connect(address).await);
            dropped.socket.close(None).await.unwrap();
            let kept = dropped.events.clone();
            if let Some(actor) = [0, 1, 3, 4]
                .into_iter()
                .find(|&s| !clients[s].moves().is_empty())
            {
                let command = plain_choice(&clients[actor].moves()).unwrap();
                clients[actor]
                    .send(json!({"type": "command", "seq": 10_000 + seq, "command": command}))
                    .await;
                clients[actor].until("ack").await;
                for (seat, client) in clients.iter_mut().enumerate() {
                    if seat != 2 {
                        client.until("events").await;
                    }
                }
                steady.until("events").await;
            }
            let back = &mut clients[2];
            back.events = kept;
            let from = back.events.len();
            let welcome = back.join(&made.table, &resume[2], from).await;
            assert!(
                welcome["resumeToken"].is_null(),
                "a resume token is given once"
            );
            let update = back.until("events").await;
            assert_eq!(update["first"].as_u64().unwrap() as usize, from);
            drops += 1;
        }
        let Some(actor) = (0..5).find(|&s| !clients[s].moves().is_empty()) else {
            break;
        };
        let command = plain_choice(&clients[actor].moves()).unwrap();
        clients[actor]
            .send(json!({"type": "command", "seq": seq, "command": command}))
            .await;
        clients[actor].until("ack").await;
        for client in &mut clients {
            client.until("events").await;
        }
        steady.until("events").await;
    }
    assert!(drops > 5, "{drops} drops");
    assert!(is_over(&steady));
    assert_eq!(clients[2].events, steady.events);
    assert_eq!(clients[2].view, steady.view);
}

/// Bad input: each gets its documented answer (docs/bad-input.md), the game is
/// unchanged and the server stays up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_its_documented_answer_and_changes_nothing() {
    let scratch = Scratch::new("bad-input");
    let address = start_server(&scratch.database()).await;
    let made = create_table(
        address,
        json!({"game": "resistance", "config": {"players": 5, "seed": 9}, "spectators": false}),
    )
    .await;
    let mut clients = join_all(address, &made).await;
    let leader = (0..5)
        .find(|&s| !clients[s].moves().is_empty() && clients[s].moves()[0]["type"] == "proposeTeam")
        .unwrap();
    let other = (leader + 1) % 5;
    let error_of = |message: &Value| (message["type"].clone(), message["code"].clone());

    // Malformed, unknown, binary.
    let client = &mut clients[other];
    for (text, code) in [
        ("not json", "bad_message"),
        ("{\"type\":\"dance\"}", "bad_message"),
        ("{\"type\":\"command\",\"seq\":1}", "bad_message"),
        (
            "{\"type\":\"join\",\"protocol\":1,\"table\":\"x\",\"token\":\"y\"}",
            "already_joined",
        ),
    ] {
        client.send_raw(Message::Text(text.into())).await;
        let answer = client.next().await.unwrap();
        assert_eq!(
            error_of(&answer),
            (json!("error"), json!(code)),
            "{text}: {answer}"
        );
    }
    client.send_raw(Message::Binary(vec![0, 1, 2].into())).await;
    assert_eq!(client.until("error").await["code"], "binary_frame");
    // A command the engine refuses: its code and words; the command of another seat
    // cannot even be said (a connection acts for its own seat only).
    client
        .send(json!({"type": "command", "seq": 4, "command": {"type": "proposeTeam", "team": [0, 1]}}))
        .await;
    let refused = client.until("refused").await;
    assert_eq!(
        (refused["seq"].clone(), refused["code"].clone()),
        (json!(4), json!("not_leader"))
    );
    client
        .send(json!({"type": "command", "seq": 5, "command": {"type": "proposeTeam", "team": [0, 1], "x": 1}}))
        .await;
    let refused = client.until("refused").await;
    assert_eq!(refused["code"], "invalid_json", "{refused}");
    assert!(!refused["message"].as_str().unwrap().contains("serde"));

    // Wrong and reused tokens, another table, spectators refused.
    let mut stranger = Client::connect(address).await;
    for (message, code) in [
        (
            json!({"type": "join", "protocol": 1, "table": made.table, "token": "0".repeat(32)}),
            "bad_token",
        ),
        (
            json!({"type": "join", "protocol": 1, "table": made.table, "token": made.tokens[0]}),
            "seat_taken",
        ),
        (
            json!({"type": "join", "protocol": 1, "table": "nope", "token": made.tokens[0]}),
            "bad_token",
        ),
        (
            json!({"type": "watch", "protocol": 1, "table": made.table}),
            "no_spectators",
        ),
        (
            json!({"type": "watch", "protocol": 1, "table": "0123456789abcdef"}),
            "no_such_table",
        ),
        (
            json!({"type": "command", "seq": 1, "command": {"type": "leave"}}),
            "not_joined",
        ),
    ] {
        stranger.send(message.clone()).await;
        let answer = stranger.next().await.unwrap();
        assert_eq!(answer["code"], code, "{message}: {answer}");
    }

    // An oversized frame closes that connection only.
    let mut big = Client::connect(address).await;
    big.send_raw(Message::Text("x".repeat(100_000).into()))
        .await;
    let answer = big.next().await;
    assert!(
        answer
            .as_ref()
            .is_none_or(|a| a["code"] == "frame_too_large"),
        "{answer:?}"
    );
    assert!(big.next().await.is_none(), "the connection is closed");

    // A flood closes that connection only.
    let mut flood = Client::connect(address).await;
    let mut sent = 0;
    for _ in 0..500 {
        if !flood
            .send_raw(Message::Text("{\"type\":\"ping\"}".into()))
            .await
        {
            break;
        }
        sent += 1;
    }
    let mut codes = Vec::new();
    while let Some(message) = flood.next().await {
        codes.push(
            message["type"].as_str().unwrap().to_owned()
                + ":"
                + message["code"].as_str().unwrap_or(""),
        );
    }
    assert!(
        codes.contains(&"error:rate_limited".to_owned()),
        "{sent} sent: {codes:?}"
    );

    // Nothing changed: the leader proposes as before, and the game goes on.
    let moves = clients[leader].moves();
    clients[leader]
        .send(json!({"type": "command", "seq": 1, "command": moves[0]}))
        .await;
    assert_eq!(clients[leader].until("ack").await["seq"], 1);
    let (status, body) = http(
        address,
        "POST",
        "/api/tables",
        "{\"game\":\"resistance\"}",
        None,
    )
    .await;
    assert_eq!(
        (status, body.contains("`config` is missing")),
        (400, true),
        "{body}"
    );
    let (status, body) = http(
        address,
        "GET",
        &format!("/api/tables/{}", made.table),
        "",
        Some("wrong"),
    )
    .await;
    assert_eq!((status, body.contains("not_host")), (403, true), "{body}");
    let (status, body) = http(
        address,
        "GET",
        &format!("/api/tables/{}", made.table),
        "",
        Some(&made.host),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    // What axum would answer in plain text is answered in the protocol's words.
    let long = format!("{{\"game\":\"{}\"}}", "x".repeat(70 * 1024));
    let seat_path = |seat: &str| format!("/api/tables/{}/seats/{seat}", made.table);
    for (method, path, body, expected) in [
        ("PUT", seat_path("abc"), "{}", (400, "bad_message")),
        ("PUT", seat_path("300"), "{}", (400, "bad_message")),
        (
            "POST",
            "/api/tables".to_owned(),
            long.as_str(),
            (413, "too_large"),
        ),
        ("GET", "/api/nothing".to_owned(), "", (404, "no_such_route")),
        (
            "DELETE",
            "/api/tables".to_owned(),
            "",
            (405, "no_such_route"),
        ),
        ("GET", "/ws".to_owned(), "", (426, "not_a_websocket")),
    ] {
        let (status, answer) = http(address, method, &path, body, Some(&made.host)).await;
        let answer: serde_json::Value = serde_json::from_str(&answer)
            .unwrap_or_else(|_| panic!("{method} {path}: not JSON: {answer}"));
        assert_eq!(
            (status, answer["code"].as_str().unwrap_or("")),
            expected,
            "{method} {path}: {answer}"
        );
        assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    let _ = futures_util::stream::iter([0]).next().await;
}

/// Bots fill seats; a person plays against them to the end, and the host hands a
/// seat to a bot and back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_fill_seats_and_the_host_hands_seats_over() {
    let scratch = Scratch::new("bots");
    let address = start_server(&scratch.database()).await;
    for (game, config, seats) in [
        (
            "resistance",
            json!({"players": 5, "assassin": {}}),
            json!(["person", "logical", "search", "random", "standIn"]),
        ),
        (
            "cells",
            json!({"players": 3}),
            json!(["person", "random", "standIn"]),
        ),
    ] {
        let made = create_table(
            address,
            json!({"game": game, "config": config, "seats": seats}),
        )
        .await;
        let mut person = Client::connect(address).await;
        person.join(&made.table, &made.tokens[0], 0).await;
        let mut seq = 0;
        let mut handed = false;
        while seq < 200 {
            let message = person.next().await.expect("the game goes on");
            if message["type"] != "events" {
                continue;
            }
            if is_over(&person) || !person.view["reveal"].is_null() {
                break;
            }
            if seq == 3 && !handed {
                // The host hands the person's seat to a bot and back.
                let path = format!("/api/tables/{}/seats/0", made.table);
                let (status, body) = http(
                    address,
                    "PUT",
                    &path,
                    "{\"controller\":\"random\"}",
                    Some(&made.host),
                )
                .await;
                assert_eq!(status, 200, "{body}");
                let (status, _) = http(
                    address,
                    "PUT",
                    &path,
                    "{\"controller\":\"person\"}",
                    Some(&made.host),
                )
                .await;
                assert_eq!(status, 200);
                handed = true;
            }
            if let Some(command) = plain_choice(&person.moves()) {
                seq += 1;
                person
                    .send(json!({"type": "command", "seq": seq, "command": command}))
                    .await;
            }
        }
        assert!(seq > 0, "{game}: the person played");
        if game == "resistance" {
            assert!(is_over(&person), "the game against bots ended");
        }
    }
}
