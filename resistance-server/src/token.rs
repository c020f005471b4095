//! Seat and host tokens: 128 bits from the operating system's secure source, handed
//! to their holder once and stored only as a SHA-256 hash, so that the database
//! opens no seat to whoever reads it.

use sha2::{Digest, Sha256};

/// A new token and its hash: the token for its holder, the hash for the database.
pub fn new_token() -> Result<(String, String), getrandom::Error> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)?;
    let token = hex(&bytes);
    let hash = hash(&token);
    Ok((token, hash))
}

/// The hash stored for `token`.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A new table id: 64 random bits, in hex (not a secret, but not guessable either,
/// so that a spectator link names one table only).
pub fn new_table_id() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)?;
    Ok(hex(&bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_stored_as_their_hash() {
        let (token, hashed) = new_token().unwrap();
        let (other, _) = new_token().unwrap();
        assert_eq!(token.len(), 32);
        assert!(token.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_ne!(token, other);
        assert_eq!(hashed, hash(&token));
        assert_eq!(hashed.len(), 64);
        assert!(!hashed.contains(&token));
    }
}
