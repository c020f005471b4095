//! SQLite's group commit (`store.rs`): the commands of many tables written at once
//! share a transaction, and the contract holds for each of them: a command is
//! acknowledged only once it is committed, so every acknowledged command is in the
//! record, even when the process is killed with SIGKILL in the middle of a group;
//! and one table's refused command refuses no other's.

mod support;

use resistance_server::store::Store;
use std::{
    collections::HashMap,
    io::{BufRead, BufReader, Write},
    process::{Command, Stdio},
    sync::{Arc, Mutex},
    time::Duration,
};
use support::Scratch;

/// The command the tests write at `index` of table `table`.
fn command(table: usize, index: usize) -> String {
    format!(r#"{{"type":"test","table":{table},"index":{index}}}"#)
}

fn table_id(table: usize) -> String {
    format!("table-{table:04}")
}

/// One task a table, all at once (on one thread, so every first command of a round
/// is queued before the writer takes any: they are written together).
#[tokio::test(flavor = "current_thread")]
async fn appends_of_many_tables_at_once_are_all_written_and_a_refusal_is_its_own() {
    const TABLES: usize = 300;
    const COMMANDS: usize = 12;
    let scratch = Scratch::new("group-commit");
    let store = Store::open(&scratch.database()).await.unwrap();
    for index in 0..COMMANDS {
        let mut appends: Vec<(String, usize, u8, String)> = (0..TABLES)
            .map(|table| (table_id(table), index, 0, command(table, index)))
            .collect();
        // A second command at an index table 7 has already: refused, alone.
        if index > 0 {
            appends.insert(TABLES / 2, (table_id(7), index - 1, 1, "{}".to_owned()));
        }
        let results =
            futures_util::future::join_all(appends.iter().map(|(table, index, seat, text)| {
                store.append_move(table, *index, *seat, text, 0)
            }))
            .await;
        let refused: Vec<usize> = (0..results.len())
            .filter(|&at| results[at].is_err())
            .collect();
        let expected = if index > 0 { vec![TABLES / 2] } else { vec![] };
        assert_eq!(refused, expected, "round {index}: the refused appends");
    }
    drop(store);
    let store = Store::open(&scratch.database()).await.unwrap();
    for table in 0..TABLES {
        let moves = store.moves_from(&table_id(table), 0).await.unwrap();
        let expected: Vec<(u8, String, i64)> = (0..COMMANDS)
            .map(|index| (0, command(table, index), 0))
            .collect();
        assert_eq!(moves, expected, "table {table}");
    }
}

/// The child process of the next test: `RESISTANCE_APPENDER` names its database.
const APPENDER: &str = "RESISTANCE_APPENDER";

/// Tables appending command after command, each told on standard output once it is
/// acknowledged, until the process is killed.
async fn append_until_killed(database: &str) {
    const TABLES: usize = 200;
    let store = Store::open(database).await.unwrap();
    let out = Arc::new(Mutex::new(std::io::stdout()));
    let tasks: Vec<_> = (0..TABLES)
        .map(|table| {
            let (store, out) = (store.clone(), out.clone());
            tokio::spawn(async move {
                for index in 0.. {
                    let text = command(table, index);
                    store
                        .append_move(&table_id(table), index, 0, &text, 0)
                        .await
                        .unwrap();
                    let mut out = out.lock().unwrap();
                    writeln!(out, "acked {table} {index}").unwrap();
                    out.flush().unwrap();
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
}

/// Kills a process appending for 200 tables at once at random moments (its
/// commands written in groups), then reads the record: every command it told as
/// acknowledged is there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_while_tables_append_together_it_loses_nothing_acknowledged() {
    if let Ok(database) = std::env::var(APPENDER) {
        return append_until_killed(&database).await;
    }
    let mut checked = 0;
    for round in 0..12u64 {
        let scratch = Scratch::new("group-commit-kill");
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "killed_while_tables_append_together_it_loses_nothing_acknowledged",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(APPENDER, scratch.database())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let acked = Arc::new(Mutex::new(Vec::<(usize, usize)>::new()));
        let reader = {
            let acked = acked.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    let mut words = line.split(' ');
                    if words.next() == Some("acked") {
                        let table = words.next().unwrap().parse().unwrap();
                        let index = words.next().unwrap().parse().unwrap();
                        acked.lock().unwrap().push((table, index));
                    }
                }
            })
        };
        // Until it has written some, then a while more: killed mid-stream.
        while acked.lock().unwrap().len() < 200 {
            assert!(child.try_wait().unwrap().is_none(), "the appender stopped");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        tokio::time::sleep(Duration::from_millis(10 + round * 17 % 150)).await;
        child.kill().unwrap();
        child.wait().unwrap();
        reader.join().unwrap();
        let acked = acked.lock().unwrap().clone();
        let mut last: HashMap<usize, usize> = HashMap::new();
        for &(table, index) in &acked {
            let highest = last.entry(table).or_insert(index);
            *highest = (*highest).max(index);
        }
        let store = Store::open(&scratch.database()).await.unwrap();
        for (&table, &highest) in &last {
            let moves = store.moves_from(&table_id(table), 0).await.unwrap();
            assert!(
                moves.len() > highest,
                "round {round}: table {table} acknowledged {} commands, its record has {}",
                highest + 1,
                moves.len()
            );
            for (index, (_, text, _)) in moves.iter().enumerate() {
                assert_eq!(text, &command(table, index), "round {round}, table {table}");
            }
        }
        checked += acked.len();
    }
    eprintln!("{checked} acknowledged commands checked after 12 kills");
}
