# The addon's tests, run headless by scripts/test-godot.sh:
#   godot3-server --path <project> --script res://test.gd
# Plays 7-player games with every module to the end with the engine's bots through
# the GDNative library, replays a record, checks the errors Godot gets back, prints
# "N passed, M failed" and exits with status 1 when a check failed.
extends SceneTree

const Game = preload("res://addons/resistance/resistance_game.gd")
const Native = preload("res://addons/resistance/resistance_game.gdns")

# Every module of the base game at 7 players: the Assassin with the Body Guard,
# the Trapper, the Defectors, the Inquisitor, hidden agendas and the plot cards
# (the seed is set per game).
const EVERY_MODULE := {
	"players": 7,
	"assassin": {"bodyGuard": true},
	"trapper": true,
	"defector": "standard",
	"inquisitor": true,
	"agendas": "single",
	"plotCards": true,
}

var passed := 0
var failed := 0
# The bots' random generator (xorshift64): the same games on every run.
var rng_state := 88172645463325252


func _init():
	test_the_running_godot_offers_the_api_the_library_was_built_for()
	test_games_with_every_module_are_played_to_the_end_by_bots()
	test_a_record_replays_to_the_same_game()
	test_refused_calls_answer_an_error_with_a_code()
	test_arguments_godot_gets_wrong_are_refused()
	print("%d passed, %d failed" % [passed, failed])
	quit(0 if failed == 0 else 1)


func check(ok: bool, what: String) -> void:
	if ok:
		passed += 1
	else:
		failed += 1
		printerr("FAIL: " + what)


# Whether `answer` is the error Dictionary with this status and code.
func check_error(answer, status: String, code: String, what: String) -> void:
	var ok: bool = answer is Dictionary and answer.get("status") == status \
		and answer.get("code") == code and answer.get("message") is String \
		and not answer.get("message").empty()
	check(ok, "%s: expected %s/%s, got %s" % [what, status, code, answer])


func next_seed() -> int:
	rng_state ^= rng_state << 13
	rng_state ^= (rng_state >> 7) & 0x01FFFFFFFFFFFFFF # a logical shift on Godot's signed int
	rng_state ^= rng_state << 17
	return rng_state


func test_the_running_godot_offers_the_api_the_library_was_built_for() -> void:
	var game = Game.new()
	var versions = game.api_versions()
	check(versions is Dictionary, "api_versions answers a Dictionary: %s" % [versions])
	if versions is Dictionary:
		# Built against the Godot 3.2 headers: core 1.2 and NativeScript 1.1.
		check(versions.get("core") == "1.2", "core API 1.2: %s" % [versions])
		check(versions.get("nativescript") == "1.1", "NativeScript 1.1: %s" % [versions])
	var version = game.version()
	check(version is String and version.split(".").size() == 3, "library version: %s" % [version])
	print("Godot %s, GDNative %s, library %s" % [Engine.get_version_info().string, versions, version])


# Plays `game` to its end: each step a random awaited seat's bot, its command sent
# through apply() (a Dictionary Godot parsed and writes back) or play_bot(). The
# number of commands played.
func play_by_bots(game) -> int:
	var steps := 0
	var kinds := [Game.BOT_LOGICAL, Game.BOT_RANDOM, Game.BOT_STAND_IN]
	while steps < 2000:
		var awaiting = game.awaiting()
		if not awaiting is Array:
			check(false, "awaiting answers an Array: %s" % [awaiting])
			return steps
		if awaiting.empty():
			return steps
		var seat: int = awaiting[(next_seed() & 0x7FFFFFFF) % awaiting.size()]
		var kind: int = kinds[seat % kinds.size()]
		var outcome
		if steps % 2 == 0:
			var command = game.bot_command(seat, kind, next_seed())
			var legal = game.legal_commands(seat)
			check(command is Dictionary and legal is Array and is_listed(legal, command),
				"the bot's command is one of the seat's legal commands: %s" % [command])
			outcome = game.apply(seat, command)
		else:
			outcome = game.play_bot(seat, kind, next_seed())
		if not (outcome is Dictionary and outcome.get("events") is Array):
			check(false, "step %d: seat %d's command gives events: %s" % [steps, seat, outcome])
			return steps
		for envelope in outcome["events"]:
			var audience = envelope.get("audience")
			if not (audience is Dictionary and audience.get("type") in ["everyone", "seats"]):
				check(false, "every event has an audience: %s" % [envelope])
				return steps
		steps += 1
	check(false, "the game ended within 2000 commands")
	return steps


# Whether `command` is one of `legal`: the same JSON text.
func is_listed(legal: Array, command: Dictionary) -> bool:
	var text := to_json(command)
	for each in legal:
		if to_json(each) == text:
			return true
	return false


func test_games_with_every_module_are_played_to_the_end_by_bots() -> void:
	for seed_number in [2026, 1, 2, 3]:
		var config := EVERY_MODULE.duplicate(true)
		config["seed"] = seed_number
		play_to_the_end(config)


func play_to_the_end(config: Dictionary) -> void:
	var game = Game.new()
	var opening = game.start(config)
	check(opening is Array and not opening.empty(), "start answers the opening events: %s" % [opening])
	check(not game.failed() and game.last_error.empty(), "no error after start")
	check(game.result() == null, "no result while the game goes on")
	var seat_view = game.view(0)
	check(seat_view is Dictionary and seat_view.has("role"), "a seat's view holds its role: %s" % [seat_view])
	var steps := play_by_bots(game)
	check(steps > 10, "a whole game takes more than 10 commands: %d" % steps)
	var result = game.result()
	check(result is Dictionary and result.get("winner") in ["resistance", "spy"],
		"the game has a winner: %s" % [result])
	var spectator = game.public_view()
	check(spectator is Dictionary and spectator.get("reveal") is Dictionary,
		"the end reveals every role: %s" % [spectator.get("reveal") if spectator is Dictionary else spectator])
	check(game.awaiting() == [], "nobody is awaited at the end")
	# The vote-history grid: a spectator's holds every team voted on, as the public
	# view lists them, and no seat's own part; a seat's holds its own.
	var grid = game.public_history()
	var proposals := []
	for row in grid["rounds"]:
		check(row["own"] == null, "a spectator's history has no own part: %s" % [row])
		proposals += row["proposals"]
	check(to_json(proposals) == to_json(spectator["proposals"]),
		"the public history holds every proposal: %d" % proposals.size())
	var mine = game.history(2)
	check(mine["seat"] == 2 and mine["rounds"].size() == grid["rounds"].size()
		and mine["rounds"][0]["own"] is Dictionary, "seat 2's history has its own part")
	check_error(game.history(9), "no_such_seat", "no_such_seat", "the history of a seat not at the table")
	check_error(game.play_bot(0, Game.BOT_LOGICAL, 1), "bot_refused", "nothing_to_do",
		"a bot of a finished game")
	if result is Dictionary:
		print("7 players, every module, seed %d: %s won (%s) after %d commands" % [
			config["seed"], result["winner"], to_json(result.get("reason")), steps])


func test_a_record_replays_to_the_same_game() -> void:
	var game = Game.new()
	game.start({"players": 5, "seed": 9007199254740991, "plotCards": true})
	var steps := 0
	while steps < 15 and not game.awaiting().empty():
		game.play_bot(game.awaiting()[0], Game.BOT_LOGICAL, next_seed())
		steps += 1
	var record = game.record()
	check(record is String and record.find("9007199254740991") >= 0,
		"the record is JSON text with the seed as it was: %s" % [record.substr(0, 80)])
	var copy = Game.new()
	check(copy.replay(record) == OK and not copy.failed(), "replay: %s" % [copy.last_error])
	check(to_json(copy.public_view()) == to_json(game.public_view()),
		"the replayed game has the same public view")
	check(to_json(copy.view(3)) == to_json(game.view(3)), "and the same seat views")
	check(copy.opening() == null, "a replayed game has no opening events")
	var script = game.reveal_script(0)
	check(script is Dictionary and script.get("lines") is Array and not script["lines"].empty(),
		"the reveal script has lines: %s" % [script])
	check(not (game.player_config() as Dictionary).has("seed"), "the players' config has no seed")


func test_refused_calls_answer_an_error_with_a_code() -> void:
	var game = Game.new()
	check_error(game.view(0), "null_pointer", "null_pointer", "a view before start")
	check(game.failed() and game.last_error.get("message").find("start(config)") >= 0,
		"the message says to call start: %s" % [game.last_error])
	check_error(game.start({"players": 4, "seed": 1}), "invalid_config", "player_count",
		"a table of 4")
	check_error(game.start("{\"players\": 7, \"seed\":"), "invalid_json", "invalid_json",
		"a configuration cut short")
	game.start({"players": 7, "seed": 7})
	check(not game.failed(), "start after errors")
	var before := to_json(game.public_view())
	var leader := int(game.public_view()["leader"])
	var team := [leader, (leader + 1) % 7]
	check_error(game.apply(leader, "{\"type\": \"proposeTeam\", \"team\": [0, 1"), "invalid_json",
		"invalid_json", "a malformed command")
	check_error(game.apply(leader, {"type": "noSuchCommand"}), "invalid_json", "invalid_json",
		"a command of no known type")
	check_error(game.apply((leader + 1) % 7, {"type": "proposeTeam", "team": team}),
		"command_refused", "not_leader", "a team proposed by another seat")
	check_error(game.apply(7, {"type": "proposeTeam", "team": team}), "no_such_seat",
		"no_such_seat", "a seat outside the table")
	check(to_json(game.public_view()) == before, "refused commands changed nothing")
	# Seats read from a view are floats (Godot 3's JSON): taken as the ints they hold.
	var float_leader := float(leader)
	var proposed = game.apply(float_leader, {"type": "proposeTeam", "team": [float(team[0]), float(team[1])]})
	check(proposed is Dictionary and proposed.get("events") is Array and not game.failed(),
		"a team of float seats is accepted: %s" % [proposed])
	check_error(game.bot_command(0, 4, 1), "invalid_argument", "invalid_argument", "a bot kind 4")


func test_arguments_godot_gets_wrong_are_refused() -> void:
	var game = Game.new()
	game.start({"players": 5, "seed": 5})
	check_error(game.view(-1), "invalid_argument", "invalid_argument", "seat -1")
	check_error(game.view(1.5), "invalid_argument", "invalid_argument", "seat 1.5")
	check_error(game.view("two"), "invalid_argument", "invalid_argument", "seat \"two\"")
	check_error(game.view(4294967296), "invalid_argument", "invalid_argument", "seat 2^32")
	check(game.last_error.get("message").find("whole number") >= 0,
		"the message says what a seat is: %s" % [game.last_error])
	check_error(game.apply(0, ""), "invalid_json", "invalid_json", "an empty command")
	check_error(game.apply(0, 42), "invalid_argument", "invalid_argument", "a command that is a number")
	check_error(game.bot_command(0, Game.BOT_LOGICAL, 1.5), "invalid_argument", "invalid_argument",
		"a float seed")
	check_error(game.replay([]), "invalid_argument", "invalid_argument", "a record that is an Array")
	check(game.public_view() is Dictionary, "the game survives every refused argument")
	# The native class itself, called with too few or too many arguments.
	var native = Native.new()
	check_error(native.apply(0), "invalid_argument", "invalid_argument", "apply with one argument")
	check_error(native.start({"players": 5, "seed": 1}, 2), "invalid_argument", "invalid_argument",
		"start with two arguments")
	check(native.start({"players": 5, "seed": 1}) is String, "the native class answers JSON text")
	check_error(native.public_view(1), "invalid_argument", "invalid_argument",
		"public_view with an argument")
