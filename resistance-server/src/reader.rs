//! Reading a client's JSON in the protocol's words: every refusal names the field at
//! fault and what belongs there, never a serde message. The games' own parts
//! (configurations, commands) are read by the core's strict decoder.

use crate::error::Refusal;
use serde_json::{Map, Value};

/// A JSON object from a client, read field by field; [`Fields::finish`] refuses any
/// field that was not read.
pub struct Fields<'a> {
    what: &'static str,
    object: &'a Map<String, Value>,
    known: Vec<&'static str>,
}

impl<'a> Fields<'a> {
    /// `value` as the object `what` (for the messages), or why it is not one.
    pub fn of(value: &'a Value, what: &'static str) -> Result<Fields<'a>, Refusal> {
        match value {
            Value::Object(object) => Ok(Fields {
                what,
                object,
                known: Vec::new(),
            }),
            _ => Err(Refusal::bad_message(format!(
                "{what} must be a JSON object"
            ))),
        }
    }

    /// The field `name`, if present (and not null).
    pub fn optional(&mut self, name: &'static str) -> Option<&'a Value> {
        self.known.push(name);
        self.object.get(name).filter(|value| !value.is_null())
    }

    /// The field `name`, which must be present.
    pub fn required(&mut self, name: &'static str) -> Result<&'a Value, Refusal> {
        let what = self.what;
        self.optional(name)
            .ok_or_else(|| Refusal::bad_message(format!("`{name}` is missing from {what}")))
    }

    /// The string field `name`.
    pub fn string(&mut self, name: &'static str) -> Result<&'a str, Refusal> {
        let value = self.required(name)?;
        value
            .as_str()
            .ok_or_else(|| Refusal::bad_message(format!("`{name}` must be a string")))
    }

    /// The whole-number field `name`, from 0 to `most`, or `default` when absent.
    pub fn whole(&mut self, name: &'static str, most: u64, default: u64) -> Result<u64, Refusal> {
        match self.optional(name) {
            None => Ok(default),
            Some(value) => value.as_u64().filter(|&n| n <= most).ok_or_else(|| {
                Refusal::bad_message(format!("`{name}` must be a whole number from 0 to {most}"))
            }),
        }
    }

    /// The boolean field `name`, or `default` when absent.
    pub fn flag(&mut self, name: &'static str, default: bool) -> Result<bool, Refusal> {
        match self.optional(name) {
            None => Ok(default),
            Some(value) => value
                .as_bool()
                .ok_or_else(|| Refusal::bad_message(format!("`{name}` must be true or false"))),
        }
    }

    /// Refuses a field that was not read: a client's mistake, not something to ignore.
    pub fn finish(self) -> Result<(), Refusal> {
        // One pass over the object's fields, each looked up among the few known ones.
        match self
            .object
            .keys()
            .find(|key| !self.known.contains(&key.as_str()))
        {
            None => Ok(()),
            Some(unknown) => Err(Refusal::bad_message(format!(
                "{} has no field `{}`; its fields are {}",
                self.what,
                shortened(unknown),
                self.known
                    .iter()
                    .map(|name| format!("`{name}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }
}

/// A client's text quoted in a message: at most 40 characters of it.
pub fn shortened(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(40).collect();
    if chars.next().is_some() {
        format!("{head}...")
    } else {
        head
    }
}
