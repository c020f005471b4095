//! The server binary as a process of its own, started the same way by the tests
//! (through `support`, which re-exports this) and by the load example
//! (`examples/load.rs` includes this file by its path).

use std::{
    net::SocketAddr,
    path::Path,
    process::{Child, Command, Stdio},
};

/// The server binary `binary` on `address` over `database`, logging at `log` to
/// `stderr`; its standard input and output are closed.
pub fn spawn(
    binary: &Path,
    address: SocketAddr,
    database: &str,
    log: &str,
    stderr: Stdio,
) -> std::io::Result<Process> {
    Command::new(binary)
        .args([
            "--listen",
            &address.to_string(),
            "--database",
            database,
            "--log",
            log,
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .map(Process)
}

/// A server process that is killed when dropped: a test that fails half-way
/// leaves no server running (holding the test run's output open, a port, a
/// database).
pub struct Process(pub Child);

impl std::ops::Deref for Process {
    type Target = Child;
    fn deref(&self) -> &Child {
        &self.0
    }
}

impl std::ops::DerefMut for Process {
    fn deref_mut(&mut self) -> &mut Child {
        &mut self.0
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A free port of 127.0.0.1.
pub fn free_address() -> SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}
