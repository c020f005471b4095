# One game of The Resistance, played by the rules engine (its C library, through
# the NativeScript class ResistanceGameNative): the GDScript face of the addon.
#
# Every call answers the engine's JSON as Godot values (Dictionary, Array, String,
# float: Godot 3's JSON reads every number as a float; pass them back as they are,
# a whole float is taken as the int it holds). When a call is refused, it answers
# the error Dictionary {"status", "code", "message"} instead and `last_error` is
# that Dictionary; after a call that succeeded `last_error` is empty. `code` is the
# engine's stable code (such as "not_leader" or "invalid_json"), `message` is for
# the seat that sent the command alone.
#
# No rule of the game is here: the engine decides everything.
class_name ResistanceGame
extends Reference

# The engine's bots (RESISTANCE_BOT_KIND_* of the C library).
const BOT_RANDOM := 0
const BOT_LOGICAL := 1 # reasons from what its seat knows
const BOT_STAND_IN := 2 # for a player who left: gives nothing away about the seat's role

const _Native = preload("res://addons/resistance/resistance_game.gdns")

# The error of the last call, or {} when it succeeded.
var last_error := {}

var _native = _Native.new()


# Whether the last call was refused (then `last_error` says why).
func failed() -> bool:
	return not last_error.empty()


# A new game from a configuration, {"players": 7, "seed": 42, "trapper": true, ...}
# (the wire format's configuration; a Dictionary or its JSON text), replacing this
# one. Answers the opening events: deliver each only to its audience.
func start(config):
	return _answer(_native.start(config))


# The game of a record (the String record() answered), replacing this one. OK (0).
func replay(record):
	return _answer(_native.replay(record))


# `seat` sends `command` ({"type": "vote", "vote": "approve"}). Answers the events it
# caused, {"events": [{"audience": ..., "event": ...}, ...]}.
func apply(seat, command):
	return _answer(_native.apply(seat, command))


# Everything `seat` may know now: give it to that seat only.
func view(seat):
	return _answer(_native.view(seat))


# What a spectator may know now (every role too, once the game is over).
func public_view():
	return _answer(_native.public_view())


# The game's history as `seat` may know it: the vote-history grid, round by round
# (each team voted on, the mission and its result), with what that seat alone knows
# of each round under "own". For that seat only.
func history(seat):
	return _answer(_native.history(seat))


# The game's history as a spectator may know it ("seat" null, no "own" part).
func public_history():
	return _answer(_native.public_history())


# What `seat` may do now, in compact form: for that seat alone.
func choices(seat):
	return _answer(_native.choices(seat))


# Every command `seat` may send now: for that seat alone.
func legal_commands(seat):
	return _answer(_native.legal_commands(seat))


# The seats the game waits for, as an Array of ints, for the host and its bots
# (during the assassination it names the Assassin; players see their view's
# "awaiting").
func awaiting():
	var answer = _answer(_native.awaiting())
	if failed():
		return answer
	var seats := []
	var seat := 0
	while answer >> seat != 0:
		if answer >> seat & 1:
			seats.append(seat)
		seat += 1
	return seats


# The command the bot `kind` (BOT_*) picks for `seat` now; not applied. The same
# game, seat, kind and seed give the same command: pass a fresh seed for fresh play.
func bot_command(seat, kind, bot_seed):
	return _answer(_native.bot_command(seat, kind, bot_seed))


# The bot's command, applied; the events it caused, as apply() answers them.
func play_bot(seat, kind, bot_seed):
	return _answer(_native.play_bot(seat, kind, bot_seed))


# How the game ended, {"winner": "spy", "reason": {"type": "threeFailures"}}, or
# null while it goes on.
func result():
	return _answer(_native.result())


# The events of the last command the game accepted.
func last_outcome():
	return _answer(_native.last_outcome())


# The opening events again (null for a replayed game).
func opening():
	return _answer(_native.opening())


# The configuration without its seed: safe to show players.
func player_config():
	return _answer(_native.player_config())


# The spoken opening script (AS3): language 0 English, 1 Russian, 2 Vietnamese.
func reveal_script(language):
	return _answer(_native.reveal_script(language))


# The game's record, as JSON text to save as it is and give to replay(): text, not
# a Dictionary, because Godot's JSON would turn its seed (up to 2^53 - 1) into a
# float and write it back rounded. It holds every secret: keep it on the host.
func record():
	var answer = _native.record()
	_note(answer)
	return answer


# The C library's version, "MAJOR.MINOR.PATCH".
func version():
	return _native.version()


# The GDNative API versions of the running Godot, {"core": "1.2", "nativescript": "1.1"}.
func api_versions():
	return _answer(_native.api_versions())


# Keeps the native answer's error in `last_error` ({} for none); whether it succeeded.
func _note(answer) -> bool:
	last_error = answer if answer is Dictionary else {}
	return last_error.empty()


# The native answer as Godot values: JSON text parsed, an int as it is, an error
# Dictionary kept in `last_error`.
func _answer(answer):
	if not _note(answer):
		return answer
	if answer is String:
		var parsed := JSON.parse(answer)
		# The library writes JSON only; Godot's parser reads all of it.
		if parsed.error != OK:
			last_error = {
				"status": "invalid_json",
				"code": "invalid_json",
				"message": "Godot could not read the engine's answer: %s" % parsed.error_string,
			}
			return last_error
		return parsed.result
	return answer
