//! The Resistance rules engine as a Godot 4 GDExtension class, `ResistanceGame`,
//! over the C library (`resistance-ffi`), with the methods and answers of the
//! Godot 3 addon's GDScript class (`godot/addons/resistance/resistance_game.gd`).
//!
//! **Compiled, never loaded**: `scripts/test-godot.sh` builds it against the
//! GDExtension API of Godot 4.2, but no Godot 4 binary is available to the tests,
//! so nothing here has run. The Godot 3 addon is the tested one.
//!
//! No rule of the game is here: every call goes to the C library, whose JSON is
//! turned into Godot values and back. A refused call answers the error Dictionary
//! `{"status", "code", "message"}` (the library's status name, the engine's stable
//! code, the readable message), which is then also `last_error`.

use core::ffi::{CStr, c_char};
use core::ptr::{self, NonNull};
use godot::prelude::*;
use resistance_ffi as ffi;
use resistance_ffi::ResistanceStatus;
use serde_json::Value;

struct ResistanceExtension;

// SAFETY: the library's one GDExtension entry point, which gdext generates; nothing
// else in this crate touches Godot's interface directly.
#[gdextension]
unsafe impl ExtensionLibrary for ResistanceExtension {}

/// One game of The Resistance, played by the rules engine.
#[derive(GodotClass)]
#[class(base = RefCounted, init, rename = ResistanceGame)]
pub struct Table {
    /// The game, owned: freed with the instance. None before `start` or `replay`.
    game: Option<NonNull<ffi::ResistanceGame>>,
    /// The error of the last call, or an empty Dictionary when it succeeded.
    #[var(no_set)]
    last_error: VarDictionary,
}

impl Drop for Table {
    fn drop(&mut self) {
        if let Some(game) = self.game.take() {
            // SAFETY: a game of the library, owned by this instance alone, freed once.
            unsafe { ffi::resistance_game_free(game.as_ptr()) }
        }
    }
}

/// A refused call, as the error Dictionary tells it.
struct Refusal {
    status: &'static str,
    code: String,
    message: String,
}

impl Refusal {
    /// The calling thread's last error, after a library call failed with `status`.
    fn last(status: ResistanceStatus) -> Self {
        Refusal {
            status: status_name(status),
            code: take_text(|out, len| {
                // SAFETY: two writable out-parameters.
                unsafe { ffi::resistance_last_error_code(out, len) }
            })
            .unwrap_or_default(),
            message: take_text(|out, len| {
                // SAFETY: two writable out-parameters.
                unsafe { ffi::resistance_last_error_message(out, len) }
            })
            .unwrap_or_default(),
        }
    }

    /// One found before calling the library: named like the library's own (its
    /// status names are also its codes).
    fn new(status: ResistanceStatus, message: impl Into<String>) -> Self {
        Refusal {
            status: status_name(status),
            code: status_name(status).to_owned(),
            message: message.into(),
        }
    }

    fn to_dictionary(&self) -> VarDictionary {
        vdict! {
            "status" => self.status,
            "code" => self.code.as_str(),
            "message" => self.message.as_str(),
        }
    }
}

fn status_name(status: ResistanceStatus) -> &'static str {
    // SAFETY: the library's static, NUL-terminated names, never freed.
    let name = unsafe { CStr::from_ptr(ffi::resistance_status_name(status as i32)) };
    name.to_str().unwrap_or("unknown")
}

/// The text a library call writes into its two out-parameters, taken and freed;
/// on a failure the refusal.
fn take_text(
    call: impl FnOnce(*mut *mut c_char, *mut usize) -> ResistanceStatus,
) -> Result<String, Refusal> {
    let mut text: *mut c_char = ptr::null_mut();
    let mut len = 0usize;
    let status = call(&mut text, &mut len);
    if status != ResistanceStatus::Ok {
        return Err(Refusal::last(status));
    }
    // SAFETY: on success the library wrote a NUL-terminated UTF-8 string of its own.
    let owned = unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned();
    // SAFETY: that string, freed once.
    unsafe { ffi::resistance_string_free(text) };
    Ok(owned)
}

/// The library's JSON answer as a Godot value.
fn parsed(text: &str) -> Result<Variant, Refusal> {
    serde_json::from_str::<Value>(text)
        .map(|value| to_variant(&value))
        .map_err(|error| {
            Refusal::new(
                ResistanceStatus::InvalidJson,
                format!("the library's answer: {error}"),
            )
        })
}

/// A JSON value as a Godot value: whole numbers as ints, others as floats.
fn to_variant(value: &Value) -> Variant {
    match value {
        Value::Null => Variant::nil(),
        Value::Bool(flag) => flag.to_variant(),
        Value::Number(number) => match number.as_i64() {
            Some(whole) => whole.to_variant(),
            None => number.as_f64().unwrap_or(f64::NAN).to_variant(),
        },
        Value::String(text) => GString::from(text.as_str()).to_variant(),
        Value::Array(items) => items
            .iter()
            .map(to_variant)
            .collect::<VarArray>()
            .to_variant(),
        Value::Object(fields) => {
            let mut dictionary = VarDictionary::new();
            for (key, field) in fields {
                dictionary.set(key.as_str(), &to_variant(field));
            }
            dictionary.to_variant()
        }
    }
}

/// Whole floats up to 2^53 are ints to JSON: Godot reads numbers of JSON as floats,
/// and the engine takes a seat only as a whole number.
const WHOLE_FLOAT_LIMIT: f64 = 9_007_199_254_740_992.0;

/// A Godot value as JSON, for the library: a config, a command or a record.
fn to_json(value: &Variant) -> Result<Value, String> {
    Ok(match value.get_type() {
        VariantType::NIL => Value::Null,
        VariantType::BOOL => Value::Bool(value.to::<bool>()),
        VariantType::INT => Value::from(value.to::<i64>()),
        VariantType::FLOAT => {
            let number = value.to::<f64>();
            if number.fract() == 0.0 && number.abs() <= WHOLE_FLOAT_LIMIT {
                Value::from(number as i64)
            } else {
                serde_json::Number::from_f64(number)
                    .map(Value::Number)
                    .ok_or_else(|| format!("{number} has no JSON form"))?
            }
        }
        VariantType::STRING | VariantType::STRING_NAME => Value::String(value.to::<String>()),
        VariantType::ARRAY => Value::Array(
            value
                .to::<VarArray>()
                .iter_shared()
                .map(|item| to_json(&item))
                .collect::<Result<_, _>>()?,
        ),
        VariantType::DICTIONARY => {
            let mut fields = serde_json::Map::new();
            for (key, field) in value.to::<VarDictionary>().iter_shared() {
                if !matches!(
                    key.get_type(),
                    VariantType::STRING | VariantType::STRING_NAME
                ) {
                    return Err(format!("a Dictionary key must be a String, not {key}"));
                }
                fields.insert(key.to::<String>(), to_json(&field)?);
            }
            Value::Object(fields)
        }
        other => return Err(format!("a {other:?} has no JSON form")),
    })
}

/// The JSON text of a config, command or record: a String as it is, a Dictionary
/// written as JSON.
fn json_argument(value: &Variant, what: &str) -> Result<String, Refusal> {
    let refused = |why: String| Refusal::new(ResistanceStatus::InvalidArgument, why);
    match value.get_type() {
        VariantType::STRING => Ok(value.to::<String>()),
        VariantType::DICTIONARY => to_json(value)
            .map(|json| json.to_string())
            .map_err(|why| refused(format!("{what}: {why}"))),
        _ => Err(refused(format!(
            "{what} must be a Dictionary or a String of JSON"
        ))),
    }
}

/// A whole number from 0 to u32::MAX (a seat, a language): an int, or a float with
/// no fraction (Godot's JSON reads numbers as floats).
fn unsigned_argument(value: &Variant, what: &str) -> Result<u32, Refusal> {
    let number = match value.get_type() {
        VariantType::INT => value.to::<i64>() as f64,
        VariantType::FLOAT => value.to::<f64>(),
        _ => f64::NAN,
    };
    if number >= 0.0 && number <= f64::from(u32::MAX) && number.fract() == 0.0 {
        Ok(number as u32)
    } else {
        Err(Refusal::new(
            ResistanceStatus::InvalidArgument,
            format!(
                "{what} must be a whole number from 0 to {}, such as 2",
                u32::MAX
            ),
        ))
    }
}

/// A bot's seed: any int (its 64 bits are the seed).
fn seed_argument(value: &Variant) -> Result<u64, Refusal> {
    match value.get_type() {
        VariantType::INT => Ok(value.to::<i64>() as u64),
        _ => Err(Refusal::new(
            ResistanceStatus::InvalidArgument,
            "seed must be an int (pass a fresh one each call for fresh play)",
        )),
    }
}

fn check(status: ResistanceStatus) -> Result<(), Refusal> {
    match status {
        ResistanceStatus::Ok => Ok(()),
        refused => Err(Refusal::last(refused)),
    }
}

impl Table {
    /// The game, or the refusal to answer before `start` or `replay`.
    fn game(&self) -> Result<*mut ffi::ResistanceGame, Refusal> {
        self.game.map(NonNull::as_ptr).ok_or_else(|| {
            Refusal::new(
                ResistanceStatus::NullPointer,
                "no game yet: call start(config) or replay(record) first",
            )
        })
    }

    /// Replaces the game (freeing the one before).
    fn set_game(&mut self, game: *mut ffi::ResistanceGame) {
        if let Some(old) = core::mem::replace(&mut self.game, NonNull::new(game)) {
            // SAFETY: the game this instance owned, freed once.
            unsafe { ffi::resistance_game_free(old.as_ptr()) }
        }
    }

    /// The answer of a call: its value, or the error Dictionary, kept in `last_error`.
    fn answer(&mut self, result: Result<Variant, Refusal>) -> Variant {
        match result {
            Ok(value) => {
                self.last_error = VarDictionary::new();
                value
            }
            Err(refusal) => {
                self.last_error = refusal.to_dictionary();
                self.last_error.to_variant()
            }
        }
    }

    /// A JSON query of the game: `call` writes the text.
    fn query(
        &mut self,
        call: impl FnOnce(*mut ffi::ResistanceGame, *mut *mut c_char, *mut usize) -> ResistanceStatus,
    ) -> Variant {
        let result = self
            .game()
            .and_then(|game| take_text(|out, len| call(game, out, len)))
            .and_then(|text| parsed(&text));
        self.answer(result)
    }

    /// A JSON query of the whole game.
    fn game_query(
        &mut self,
        call: unsafe extern "C" fn(
            *const ffi::ResistanceGame,
            *mut *mut c_char,
            *mut usize,
        ) -> ResistanceStatus,
    ) -> Variant {
        // SAFETY: a live game of this instance and two writable out-parameters.
        self.query(|game, out, len| unsafe { call(game, out, len) })
    }

    /// A JSON query of the game about one seat (or language).
    fn seat_query(
        &mut self,
        seat: Variant,
        what: &str,
        call: unsafe extern "C" fn(
            *const ffi::ResistanceGame,
            u32,
            *mut *mut c_char,
            *mut usize,
        ) -> ResistanceStatus,
    ) -> Variant {
        match unsigned_argument(&seat, what) {
            // SAFETY: a live game of this instance and two writable out-parameters.
            Ok(number) => self.query(|game, out, len| unsafe { call(game, number, out, len) }),
            Err(refusal) => self.answer(Err(refusal)),
        }
    }
}

#[godot_api]
impl Table {
    /// The engine's random bot.
    #[constant]
    const BOT_RANDOM: i64 = 0;
    /// The bot that reasons from what its seat knows.
    #[constant]
    const BOT_LOGICAL: i64 = 1;
    /// The bot for a player who left: gives nothing away about the seat's role.
    #[constant]
    const BOT_STAND_IN: i64 = 2;

    /// Whether the last call was refused (then `last_error` says why).
    #[func]
    fn failed(&self) -> bool {
        !self.last_error.is_empty()
    }

    /// A new game from a configuration (a Dictionary or its JSON), replacing this
    /// one; its opening events.
    #[func]
    fn start(&mut self, config: Variant) -> Variant {
        let result = json_argument(&config, "config").and_then(|config| {
            let mut game = ptr::null_mut();
            let opening = take_text(|out, len| {
                // SAFETY: `config.len()` readable bytes and three writable out-parameters.
                unsafe {
                    ffi::resistance_game_new_json(
                        config.as_ptr(),
                        config.len(),
                        &mut game,
                        out,
                        len,
                    )
                }
            })?;
            self.set_game(game);
            parsed(&opening)
        });
        self.answer(result)
    }

    /// The game of a record (the String `record()` answers), replacing this one; OK (0).
    #[func]
    fn replay(&mut self, record: Variant) -> Variant {
        let result = json_argument(&record, "record").and_then(|record| {
            let mut game = ptr::null_mut();
            // SAFETY: `record.len()` readable bytes and a writable out-parameter.
            check(unsafe {
                ffi::resistance_game_replay_json(record.as_ptr(), record.len(), &mut game)
            })?;
            self.set_game(game);
            Ok(0.to_variant())
        });
        self.answer(result)
    }

    /// The seat sends a command (a Dictionary or its JSON); the events it caused.
    #[func]
    fn apply(&mut self, seat: Variant, command: Variant) -> Variant {
        let arguments = unsigned_argument(&seat, "seat")
            .and_then(|seat| Ok((seat, json_argument(&command, "command")?)));
        match arguments {
            Ok((seat, command)) => self.query(|game, out, len| {
                // SAFETY: a live game, `command.len()` readable bytes, two out-parameters.
                unsafe {
                    ffi::resistance_game_apply_json(
                        game,
                        seat,
                        command.as_ptr(),
                        command.len(),
                        out,
                        len,
                    )
                }
            }),
            Err(refusal) => self.answer(Err(refusal)),
        }
    }

    /// Everything the seat may know now: give it to that seat only.
    #[func]
    fn view(&mut self, seat: Variant) -> Variant {
        self.seat_query(seat, "seat", ffi::resistance_game_view_json)
    }

    /// What the seat may do now, in compact form: for that seat alone.
    #[func]
    fn choices(&mut self, seat: Variant) -> Variant {
        self.seat_query(seat, "seat", ffi::resistance_game_choices_json)
    }

    /// Every command the seat may send now: for that seat alone.
    #[func]
    fn legal_commands(&mut self, seat: Variant) -> Variant {
        self.seat_query(seat, "seat", ffi::resistance_game_legal_commands_json)
    }

    /// The spoken opening script (AS3): language 0 English, 1 Russian, 2 Vietnamese.
    #[func]
    fn reveal_script(&mut self, language: Variant) -> Variant {
        self.seat_query(
            language,
            "language",
            ffi::resistance_game_reveal_script_json,
        )
    }

    /// What a spectator may know now (every role too, once the game is over).
    #[func]
    fn public_view(&mut self) -> Variant {
        self.game_query(ffi::resistance_game_public_view_json)
    }

    /// How the game ended, or null while it goes on.
    #[func]
    fn result(&mut self) -> Variant {
        self.game_query(ffi::resistance_game_result_json)
    }

    /// The events of the last command the game accepted.
    #[func]
    fn last_outcome(&mut self) -> Variant {
        self.game_query(ffi::resistance_game_last_outcome_json)
    }

    /// The opening events again (null for a replayed game).
    #[func]
    fn opening(&mut self) -> Variant {
        self.game_query(ffi::resistance_game_opening_json)
    }

    /// The configuration without its seed: safe to show players.
    #[func]
    fn player_config(&mut self) -> Variant {
        self.game_query(ffi::resistance_game_player_config_json)
    }

    /// The game's record as JSON text, to save as it is and give to `replay`. It
    /// holds every secret: keep it on the host.
    #[func]
    fn record(&mut self) -> Variant {
        let result = self
            .game()
            // SAFETY: a live game and two writable out-parameters.
            .and_then(|game| {
                take_text(|out, len| unsafe { ffi::resistance_game_record_json(game, out, len) })
            })
            .map(|text| GString::from(text.as_str()).to_variant());
        self.answer(result)
    }

    /// The seats the game waits for, as an Array of ints, for the host and its bots.
    #[func]
    fn awaiting(&mut self) -> Variant {
        let result = self.game().and_then(|game| {
            let mut seats = 0u32;
            // SAFETY: a live game and a writable out-parameter.
            check(unsafe { ffi::resistance_game_awaiting(game, &mut seats) })?;
            Ok((0..32i64)
                .filter(|seat| seats >> seat & 1 == 1)
                .map(|seat| seat.to_variant())
                .collect::<VarArray>()
                .to_variant())
        });
        self.answer(result)
    }

    /// The command the bot `kind` (BOT_*) picks for the seat now; not applied.
    #[func]
    fn bot_command(&mut self, seat: Variant, kind: Variant, seed: Variant) -> Variant {
        match bot_arguments(&seat, &kind, &seed) {
            Ok((seat, kind, seed)) => self.query(|game, out, len| {
                // SAFETY: a live game and two writable out-parameters.
                unsafe { ffi::resistance_game_bot_command_json(game, seat, kind, seed, out, len) }
            }),
            Err(refusal) => self.answer(Err(refusal)),
        }
    }

    /// The bot's command, applied; the events it caused.
    #[func]
    fn play_bot(&mut self, seat: Variant, kind: Variant, seed: Variant) -> Variant {
        match bot_arguments(&seat, &kind, &seed) {
            Ok((seat, kind, seed)) => self.query(|game, out, len| {
                // SAFETY: a live game and two writable out-parameters.
                match unsafe { ffi::resistance_game_play_bot(game, seat, kind, seed) } {
                    ResistanceStatus::Ok => unsafe {
                        ffi::resistance_game_last_outcome_json(game, out, len)
                    },
                    refused => refused,
                }
            }),
            Err(refusal) => self.answer(Err(refusal)),
        }
    }

    /// The C library's version, "MAJOR.MINOR.PATCH".
    #[func]
    fn version(&self) -> GString {
        // SAFETY: the library's static, NUL-terminated version, never freed.
        let version = unsafe { CStr::from_ptr(ffi::resistance_version()) };
        GString::from(version.to_str().unwrap_or("unknown"))
    }
}

/// The bot's seat, kind and seed.
fn bot_arguments(
    seat: &Variant,
    kind: &Variant,
    seed: &Variant,
) -> Result<(u32, u32, u64), Refusal> {
    Ok((
        unsigned_argument(seat, "seat")?,
        unsigned_argument(kind, "kind")?,
        seed_argument(seed)?,
    ))
}
