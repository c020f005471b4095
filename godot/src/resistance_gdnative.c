/*
 * resistance_gdnative.c: the Resistance rules engine as a Godot 3 NativeScript
 * class (GDNative, NativeScript 1.1), over the C library (resistance-ffi).
 *
 * The class `ResistanceGameNative` (a Reference) owns one game handle. It holds
 * no rule of the game: it passes JSON between Godot and the library. Each method
 * returns one of
 *   - a String: the library's JSON answer, as the library wrote it (the addon's
 *     GDScript class, resistance_game.gd, parses it);
 *   - an int, for awaiting() (a seat mask) and replay() (0, Godot's OK);
 *   - a Dictionary {"status", "code", "message"} when the call failed: the
 *     library's status name, its stable error code and its readable message
 *     (resistance_last_error_*), or the same three for an argument Godot passed
 *     that the library cannot take (a seat that is no whole number, no game yet).
 * The answer's type alone tells success from failure, so no JSON answer can be
 * mistaken for an error. Nothing Godot passes makes it crash.
 *
 * Build (Linux; scripts/test-godot.sh does this):
 *   gcc -std=c11 -shared -fPIC -I godot_headers -I resistance-ffi/include \
 *       godot/src/resistance_gdnative.c target/release/libresistance_ffi.a \
 *       -Wl,--exclude-libs,ALL -Wl,-z,defs -lpthread -ldl -lm \
 *       -o libresistance_godot.so
 */
#include <gdnative_api_struct.gen.h>

#include "resistance.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define CLASS_NAME "ResistanceGameNative"

/* The API Godot hands over at load time (GDNative core, NativeScript 1.0 and 1.1). */
static const godot_gdnative_core_api_struct *core;
static const godot_gdnative_ext_nativescript_api_struct *nativescript;
static const godot_gdnative_ext_nativescript_1_1_api_struct *nativescript_1_1;
/* The newest core API version the running Godot offers, for api_versions(). */
static godot_gdnative_api_version core_version;

/* One instance of the class: its game, NULL until start() or replay() succeeds. */
typedef struct {
    ResistanceGame *game;
} Table;

/* ---------------------------------------------------------------- answers -- */

/* A Godot String of `len` bytes of UTF-8. */
static godot_string utf8_string(const char *text, size_t len) {
    return core->godot_string_chars_to_utf8_with_len(text, (godot_int)len);
}

/* Sets dictionary[key] = the UTF-8 string `value`. */
static void put_text(godot_dictionary *dictionary, const char *key, const char *value, size_t len) {
    godot_string key_string = utf8_string(key, strlen(key));
    godot_string value_string = utf8_string(value, len);
    godot_variant key_variant, value_variant;
    core->godot_variant_new_string(&key_variant, &key_string);
    core->godot_variant_new_string(&value_variant, &value_string);
    core->godot_dictionary_set(dictionary, &key_variant, &value_variant);
    core->godot_variant_destroy(&key_variant);
    core->godot_variant_destroy(&value_variant);
    core->godot_string_destroy(&key_string);
    core->godot_string_destroy(&value_string);
}

/* The error Dictionary {"status", "code", "message"}. */
static godot_variant error_answer(const char *status, const char *code, size_t code_len,
                                  const char *message, size_t message_len) {
    godot_dictionary error;
    core->godot_dictionary_new(&error);
    put_text(&error, "status", status, strlen(status));
    put_text(&error, "code", code, code_len);
    put_text(&error, "message", message, message_len);
    godot_variant answer;
    core->godot_variant_new_dictionary(&answer, &error);
    core->godot_dictionary_destroy(&error);
    return answer;
}

/* The error Dictionary of a call the library refused: its last error, which the
 * library sets on this thread for every failed call. */
static godot_variant library_error(ResistanceStatus status) {
    char *code = NULL, *message = NULL;
    size_t code_len = 0, message_len = 0;
    /* These two fail only for NULL out-parameters; an empty code or message then
     * still makes a well-formed answer. */
    if (resistance_last_error_code(&code, &code_len) != RESISTANCE_STATUS_OK) code_len = 0;
    if (resistance_last_error_message(&message, &message_len) != RESISTANCE_STATUS_OK) {
        message_len = 0;
    }
    godot_variant answer = error_answer(resistance_status_name(status), code ? code : "",
                                        code_len, message ? message : "", message_len);
    resistance_string_free(code);
    resistance_string_free(message);
    return answer;
}

/* An error the wrapper finds before calling the library: named like the library's
 * own (its status names are also its codes). */
static godot_variant wrapper_error(ResistanceStatus status, const char *message) {
    const char *name = resistance_status_name(status);
    return error_answer(name, name, strlen(name), message, strlen(message));
}

static godot_variant string_answer(const char *text, size_t len) {
    godot_string string = utf8_string(text, len);
    godot_variant answer;
    core->godot_variant_new_string(&answer, &string);
    core->godot_string_destroy(&string);
    return answer;
}

/* The answer of a library call that wrote `text` (freed here): the JSON as a
 * String, or the error Dictionary. */
static godot_variant text_answer(ResistanceStatus status, char *text, size_t len) {
    if (status != RESISTANCE_STATUS_OK) return library_error(status);
    godot_variant answer = string_answer(text, len);
    resistance_string_free(text);
    return answer;
}

static godot_variant int_answer(int64_t value) {
    godot_variant answer;
    core->godot_variant_new_int(&answer, value);
    return answer;
}

/* -------------------------------------------------------------- arguments -- */

/* An instance Godot made without its table (out of memory at creation). */
static godot_variant no_instance(void) {
    return wrapper_error(RESISTANCE_STATUS_NULL_POINTER,
                         "this instance has no table (out of memory when made): make a new one");
}

/* The game of an instance, or NULL (then *failure is the error to answer). */
static ResistanceGame *game_of(void *user_data, godot_variant *failure) {
    Table *table = user_data;
    if (table == NULL) {
        *failure = no_instance();
        return NULL;
    }
    if (table->game == NULL) {
        *failure = wrapper_error(RESISTANCE_STATUS_NULL_POINTER,
                                 "no game yet: call start(config) or replay(record) first");
        return NULL;
    }
    return table->game;
}

/* Checks the number of arguments; on a mismatch *failure is the error to answer. */
static int has_arguments(int count, int expected, godot_variant *failure) {
    if (count == expected) return 1;
    char message[96];
    snprintf(message, sizeof message, "expected %d argument%s, got %d", expected,
             expected == 1 ? "" : "s", count);
    *failure = wrapper_error(RESISTANCE_STATUS_INVALID_ARGUMENT, message);
    return 0;
}

/* The game of an instance called with `expected` arguments, or NULL (then *failure
 * is the error to answer). */
static ResistanceGame *game_called(void *user_data, int count, int expected,
                                   godot_variant *failure) {
    if (!has_arguments(count, expected, failure)) return NULL;
    return game_of(user_data, failure);
}

/* A whole number from 0 to UINT32_MAX (a seat, a language): an int, or a float
 * with no fraction, since Godot 3's JSON parser reads every number of a view as a
 * float. On anything else *failure is the error to answer. */
static int unsigned_argument(const godot_variant *value, const char *what, uint32_t *out,
                             godot_variant *failure) {
    godot_variant_type type = core->godot_variant_get_type(value);
    double number = 0;
    if (type == GODOT_VARIANT_TYPE_INT) {
        number = (double)core->godot_variant_as_int(value);
    } else if (type == GODOT_VARIANT_TYPE_REAL) {
        number = core->godot_variant_as_real(value);
    }
    if ((type == GODOT_VARIANT_TYPE_INT || type == GODOT_VARIANT_TYPE_REAL) && number >= 0 &&
        number <= (double)UINT32_MAX && number == (double)(uint32_t)number) {
        *out = (uint32_t)number;
        return 1;
    }
    char message[128];
    snprintf(message, sizeof message, "%s must be a whole number from 0 to %lu, such as 2",
             what, (unsigned long)UINT32_MAX);
    *failure = wrapper_error(RESISTANCE_STATUS_INVALID_ARGUMENT, message);
    return 0;
}

/* A bot's seed: any int (its 64 bits are the seed). */
static int seed_argument(const godot_variant *value, uint64_t *out, godot_variant *failure) {
    if (core->godot_variant_get_type(value) != GODOT_VARIANT_TYPE_INT) {
        *failure = wrapper_error(RESISTANCE_STATUS_INVALID_ARGUMENT,
                                 "seed must be an int (pass a fresh one each call for fresh play)");
        return 0;
    }
    *out = (uint64_t)core->godot_variant_as_int(value);
    return 1;
}

/* JSON text to hand to the library: a String as it is, or a Dictionary written as
 * JSON by Godot. The caller destroys *out. On anything else *failure is the error. */
static int json_argument(const godot_variant *value, const char *what, godot_char_string *out,
                         godot_variant *failure) {
    godot_string text;
    switch (core->godot_variant_get_type(value)) {
    case GODOT_VARIANT_TYPE_STRING:
        text = core->godot_variant_as_string(value);
        break;
    case GODOT_VARIANT_TYPE_DICTIONARY: {
        godot_dictionary dictionary = core->godot_variant_as_dictionary(value);
        text = core->godot_dictionary_to_json(&dictionary);
        core->godot_dictionary_destroy(&dictionary);
        break;
    }
    default: {
        char message[128];
        snprintf(message, sizeof message, "%s must be a Dictionary or a String of JSON", what);
        *failure = wrapper_error(RESISTANCE_STATUS_INVALID_ARGUMENT, message);
        return 0;
    }
    }
    *out = core->godot_string_utf8(&text);
    core->godot_string_destroy(&text);
    return 1;
}

static const uint8_t *json_bytes(const godot_char_string *json) {
    /* The library takes no NULL, even for no bytes. */
    const char *data = core->godot_char_string_get_data(json);
    return (const uint8_t *)(data != NULL ? data : "");
}

static size_t json_len(const godot_char_string *json) {
    return (size_t)core->godot_char_string_length(json);
}

/* ---------------------------------------------------------------- methods -- */

/* Every method has the NativeScript signature; these name its parameters once. */
#define METHOD(name)                                                                     \
    static GDCALLINGCONV godot_variant name(godot_object *instance, void *method_data,    \
                                            void *user_data, int count,                 \
                                            godot_variant **arguments)
#define UNUSED_METHOD_PARAMETERS \
    (void)instance;              \
    (void)method_data

/* Replaces the instance's game (freeing the one before). */
static void set_game(void *user_data, ResistanceGame *game) {
    Table *table = user_data;
    resistance_game_free(table->game);
    table->game = game;
}

/* A library call making a game from JSON, and the text it answers with (or NULL). */
typedef ResistanceStatus (*GameMaker)(const uint8_t *json, size_t json_len, ResistanceGame **game,
                                      char **text, size_t *text_len);

/* replay's call: its game, and no text (replay answers 0). */
static ResistanceStatus replayed(const uint8_t *record, size_t record_len, ResistanceGame **game,
                                 char **text, size_t *text_len) {
    (void)text;
    (void)text_len;
    return resistance_game_replay_json(record, record_len, game);
}

/* start and replay: the game `make` makes from the one JSON argument (`what`)
 * replaces the instance's; the answer is the text `make` gives, or 0. */
static godot_variant replace_game(void *user_data, int count, godot_variant **arguments,
                                  const char *what, GameMaker make) {
    godot_variant failure;
    godot_char_string json;
    if (user_data == NULL) return no_instance();
    if (!has_arguments(count, 1, &failure)) return failure;
    if (!json_argument(arguments[0], what, &json, &failure)) return failure;
    ResistanceGame *game = NULL;
    char *text = NULL;
    size_t len = 0;
    ResistanceStatus status = make(json_bytes(&json), json_len(&json), &game, &text, &len);
    core->godot_char_string_destroy(&json);
    if (status != RESISTANCE_STATUS_OK) return library_error(status);
    set_game(user_data, game);
    return text != NULL ? text_answer(status, text, len) : int_answer(0);
}

/* start(config): a new game from a configuration ({"players": 7, "seed": 42, ...});
 * the opening events (a JSON array of envelopes). */
METHOD(start) {
    UNUSED_METHOD_PARAMETERS;
    return replace_game(user_data, count, arguments, "config", resistance_game_new_json);
}

/* replay(record): the game of a record (record()), replacing this one; 0 (OK). */
METHOD(replay) {
    UNUSED_METHOD_PARAMETERS;
    return replace_game(user_data, count, arguments, "record", replayed);
}

/* apply(seat, command): `seat` sends a command ({"type": "vote", "vote": "approve"});
 * its events ({"events": [...]}). */
METHOD(apply) {
    UNUSED_METHOD_PARAMETERS;
    godot_variant failure;
    uint32_t seat = 0;
    godot_char_string command;
    ResistanceGame *game = game_called(user_data, count, 2, &failure);
    if (game == NULL) return failure;
    if (!unsigned_argument(arguments[0], "seat", &seat, &failure)) return failure;
    if (!json_argument(arguments[1], "command", &command, &failure)) return failure;
    char *outcome = NULL;
    size_t len = 0;
    ResistanceStatus status = resistance_game_apply_json(game, seat, json_bytes(&command),
                                                         json_len(&command), &outcome, &len);
    core->godot_char_string_destroy(&command);
    return text_answer(status, outcome, len);
}

/* What bot_command and play_bot do for the bot's seat, kind and seed: the
 * text they answer with. */
typedef ResistanceStatus (*BotCall)(ResistanceGame *game, uint32_t seat, uint32_t kind,
                                    uint64_t seed, char **text, size_t *len);

/* bot_command's call: the command the bot picks, not applied. */
static ResistanceStatus bot_choice(ResistanceGame *game, uint32_t seat, uint32_t kind,
                                   uint64_t seed, char **command, size_t *len) {
    return resistance_game_bot_command_json(game, seat, kind, seed, command, len);
}

/* play_bot's call: that command, applied; the events it caused. */
static ResistanceStatus bot_play(ResistanceGame *game, uint32_t seat, uint32_t kind,
                                 uint64_t seed, char **outcome, size_t *len) {
    ResistanceStatus status = resistance_game_play_bot(game, seat, kind, seed);
    if (status != RESISTANCE_STATUS_OK) return status;
    return resistance_game_last_outcome_json(game, outcome, len);
}

/* bot_command and play_bot: their arguments (seat, kind, seed) checked, `call`
 * made on the instance's game; its text. */
static godot_variant bot_turn(void *user_data, int count, godot_variant **arguments,
                              BotCall call) {
    godot_variant failure;
    uint32_t seat = 0, kind = 0;
    uint64_t seed = 0;
    if (!has_arguments(count, 3, &failure) ||
        !unsigned_argument(arguments[0], "seat", &seat, &failure) ||
        !unsigned_argument(arguments[1], "kind", &kind, &failure) ||
        !seed_argument(arguments[2], &seed, &failure))
        return failure;
    ResistanceGame *game = game_of(user_data, &failure);
    if (game == NULL) return failure;
    char *text = NULL;
    size_t len = 0;
    ResistanceStatus status = call(game, seat, kind, seed, &text, &len);
    return text_answer(status, text, len);
}

/* bot_command(seat, kind, seed): the command the bot `kind` picks for `seat` now
 * (JSON), not applied. */
METHOD(bot_command) {
    UNUSED_METHOD_PARAMETERS;
    return bot_turn(user_data, count, arguments, bot_choice);
}

/* play_bot(seat, kind, seed): that command, applied; its events ({"events": [...]}). */
METHOD(play_bot) {
    UNUSED_METHOD_PARAMETERS;
    return bot_turn(user_data, count, arguments, bot_play);
}

/* awaiting(): the seats the game waits for, as a bit mask (bit i is seat i), for
 * the host and its bots (during the assassination it names the Assassin). */
METHOD(awaiting) {
    UNUSED_METHOD_PARAMETERS;
    (void)arguments;
    godot_variant failure;
    ResistanceGame *game = game_called(user_data, count, 0, &failure);
    if (game == NULL) return failure;
    uint32_t seats = 0;
    ResistanceStatus status = resistance_game_awaiting(game, &seats);
    return status == RESISTANCE_STATUS_OK ? int_answer(seats) : library_error(status);
}

/* The JSON queries: one method each, the same body for all (game_query below),
 * told apart by the library call in their method data. */
typedef ResistanceStatus (*GameQuery)(const ResistanceGame *, char **, size_t *);
typedef ResistanceStatus (*NumberQuery)(const ResistanceGame *, uint32_t, char **, size_t *);
typedef struct {
    const char *name;
    GameQuery game;          /* or NULL, and then: */
    NumberQuery number;      /* a query of one number, */
    const char *number_name; /* named this */
    const char *documentation;
} Query;

static const Query queries[] = {
    {"public_view", resistance_game_public_view_json, NULL, NULL,
     "What a spectator may know now (and every role once the game is over)."},
    {"result", resistance_game_result_json, NULL, NULL,
     "How the game ended ({\"winner\": \"spy\", \"reason\": {...}}), or null while it goes on."},
    {"last_outcome", resistance_game_last_outcome_json, NULL, NULL,
     "The events of the last command the game accepted ({\"events\": [...]})."},
    {"opening", resistance_game_opening_json, NULL, NULL,
     "The opening events again (null for a replayed game)."},
    {"record", resistance_game_record_json, NULL, NULL,
     "The game's record, for replay(record): it holds every secret, keep it on the host."},
    {"player_config", resistance_game_player_config_json, NULL, NULL,
     "The configuration without its seed: safe to show players."},
    {"public_history", resistance_game_public_history_json, NULL, NULL,
     "The game's history as a spectator may know it: the vote-history grid, round by round."},
    {"view", NULL, resistance_game_view_json, "seat",
     "Everything the seat may know now: give it to that seat only."},
    {"history", NULL, resistance_game_history_json, "seat",
     "The game's history as the seat may know it (the vote-history grid, with its own facts): "
     "for that seat alone."},
    {"choices", NULL, resistance_game_choices_json, "seat",
     "What the seat may do now, in compact form: for that seat alone."},
    {"legal_commands", NULL, resistance_game_legal_commands_json, "seat",
     "Every command the seat may send now: for that seat alone."},
    {"reveal_script", NULL, resistance_game_reveal_script_json, "language",
     "The spoken opening script (AS3): language 0 English, 1 Russian, 2 Vietnamese."},
};

METHOD(game_query) {
    (void)instance;
    const Query *query = method_data;
    godot_variant failure;
    ResistanceGame *game = game_called(user_data, count, query->game != NULL ? 0 : 1, &failure);
    if (game == NULL) return failure;
    char *text = NULL;
    size_t len = 0;
    ResistanceStatus status;
    if (query->game != NULL) {
        status = query->game(game, &text, &len);
    } else {
        uint32_t number = 0;
        if (!unsigned_argument(arguments[0], query->number_name, &number, &failure)) return failure;
        status = query->number(game, number, &text, &len);
    }
    /* Not in text_answer's arguments: they would be read before the call wrote them. */
    return text_answer(status, text, len);
}

/* version(): the C library's version, "MAJOR.MINOR.PATCH". */
METHOD(version) {
    UNUSED_METHOD_PARAMETERS;
    (void)user_data;
    godot_variant failure;
    if (!has_arguments(count, 0, &failure)) return failure;
    (void)arguments;
    const char *version = resistance_version();
    return string_answer(version, strlen(version));
}

/* api_versions(): the GDNative API versions the running Godot offers, as JSON
 * ({"core": "1.2", "nativescript": "1.1"}): what this library was built against
 * (the Godot 3.2 headers) must be there. */
METHOD(api_versions) {
    UNUSED_METHOD_PARAMETERS;
    (void)user_data;
    godot_variant failure;
    if (!has_arguments(count, 0, &failure)) return failure;
    (void)arguments;
    char text[96];
    int len = snprintf(text, sizeof text, "{\"core\":\"%u.%u\",\"nativescript\":\"%u.%u\"}",
                       core_version.major, core_version.minor,
                       nativescript_1_1->version.major, nativescript_1_1->version.minor);
    return string_answer(text, len > 0 ? (size_t)len : 0);
}

/* ---------------------------------------------------------- registration -- */

static GDCALLINGCONV void *create(godot_object *instance, void *method_data) {
    (void)instance;
    (void)method_data;
    Table *table = core->godot_alloc((int)sizeof(Table));
    if (table != NULL) table->game = NULL;
    return table;
}

static GDCALLINGCONV void destroy(godot_object *instance, void *method_data, void *user_data) {
    (void)instance;
    (void)method_data;
    if (user_data == NULL) return;
    set_game(user_data, NULL);
    core->godot_free(user_data);
}

/* Registers one method with its parameter names (NativeScript 1.1: the editor and
 * error messages show them) and its documentation. */
static void register_method(void *handle, const char *name,
                            GDCALLINGCONV godot_variant (*body)(godot_object *, void *, void *,
                                                                int, godot_variant **),
                            const void *method_data, const char *parameters,
                            const char *documentation) {
    godot_instance_method method = {body, (void *)method_data, NULL};
    godot_method_attributes attributes = {GODOT_METHOD_RPC_MODE_DISABLED};
    nativescript->godot_nativescript_register_method(handle, CLASS_NAME, name, attributes, method);

    /* `parameters`: the names, comma-separated, each of any type. */
    godot_method_arg arguments[3];
    int count = 0;
    const char *start = parameters;
    while (*start != '\0' && count < 3) {
        const char *end = strchr(start, ',');
        size_t len = end != NULL ? (size_t)(end - start) : strlen(start);
        arguments[count].name = utf8_string(start, len);
        arguments[count].type = GODOT_VARIANT_TYPE_NIL;
        arguments[count].hint = GODOT_PROPERTY_HINT_NONE;
        arguments[count].hint_string = utf8_string("", 0);
        count++;
        start = end != NULL ? end + 1 : start + len;
    }
    nativescript_1_1->godot_nativescript_set_method_argument_information(handle, CLASS_NAME, name,
                                                                         count, arguments);
    for (int i = 0; i < count; i++) {
        core->godot_string_destroy(&arguments[i].name);
        core->godot_string_destroy(&arguments[i].hint_string);
    }
    godot_string text = utf8_string(documentation, strlen(documentation));
    nativescript_1_1->godot_nativescript_set_method_documentation(handle, CLASS_NAME, name, text);
    core->godot_string_destroy(&text);
}

/* Whether `api` is `version` or a later minor version of the same major one. */
static int at_least(godot_gdnative_api_version have, unsigned major, unsigned minor) {
    return have.major == major && have.minor >= minor;
}

void GDN_EXPORT godot_gdnative_init(godot_gdnative_init_options *options) {
    core = options->api_struct;
    nativescript = NULL;
    nativescript_1_1 = NULL;
    /* The core's versions are chained (1.0, then 1.1, 1.2, ...): keep the newest. */
    core_version = core->version;
    for (const godot_gdnative_api_struct *next = core->next; next != NULL; next = next->next) {
        core_version = next->version;
    }
    for (unsigned i = 0; i < core->num_extensions; i++) {
        if (core->extensions[i]->type != GDNATIVE_EXT_NATIVESCRIPT) continue;
        nativescript = (const godot_gdnative_ext_nativescript_api_struct *)core->extensions[i];
        for (const godot_gdnative_api_struct *next = nativescript->next; next != NULL;
             next = next->next) {
            if (at_least(next->version, 1, 1)) {
                nativescript_1_1 = (const godot_gdnative_ext_nativescript_1_1_api_struct *)next;
            }
        }
    }
    if (nativescript == NULL || nativescript_1_1 == NULL) {
        godot_gdnative_api_version want = {1, 1};
        godot_gdnative_api_version have = {0, 0};
        if (nativescript != NULL) have = nativescript->version;
        /* Godot prints it; nativescript_init then registers nothing. */
        options->report_version_mismatch(options->gd_native_library, "NativeScript", want, have);
    }
}

void GDN_EXPORT godot_gdnative_terminate(godot_gdnative_terminate_options *options) {
    (void)options;
    core = NULL;
    nativescript = NULL;
    nativescript_1_1 = NULL;
}

/* The methods other than the queries, with their parameters (comma-separated)
 * and what the editor's help says of them. */
static const struct {
    const char *name;
    GDCALLINGCONV godot_variant (*body)(godot_object *, void *, void *, int, godot_variant **);
    const char *parameters;
    const char *documentation;
} methods[] = {
    {"start", start, "config",
     "A new game from a configuration (Dictionary or JSON), replacing this one; its opening "
     "events."},
    {"replay", replay, "record", "The game of a record (from record()), replacing this one; 0 (OK)."},
    {"apply", apply, "seat,command",
     "The seat sends a command (Dictionary or JSON); the events it caused."},
    {"bot_command", bot_command, "seat,kind,seed",
     "The command the bot kind (0 random, 1 logical, 2 stand-in) picks for the seat now; not "
     "applied."},
    {"play_bot", play_bot, "seat,kind,seed", "The bot's command, applied; the events it caused."},
    {"awaiting", awaiting, "", "The seats the game waits for, as a bit mask (bit i is seat i)."},
    {"version", version, "", "The C library's version."},
    {"api_versions", api_versions, "", "The GDNative API versions of the running Godot."},
};

void GDN_EXPORT godot_nativescript_init(void *handle) {
    if (nativescript == NULL || nativescript_1_1 == NULL) return; /* reported at init */
    godot_instance_create_func create_func = {create, NULL, NULL};
    godot_instance_destroy_func destroy_func = {destroy, NULL, NULL};
    nativescript->godot_nativescript_register_class(handle, CLASS_NAME, "Reference", create_func,
                                                     destroy_func);
    static const char about_class[] =
        "One game of The Resistance, played by the rules engine's C library. Methods answer "
        "the library's JSON as a String, or {status, code, message} when refused.";
    godot_string about = utf8_string(about_class, strlen(about_class));
    nativescript_1_1->godot_nativescript_set_class_documentation(handle, CLASS_NAME, about);
    core->godot_string_destroy(&about);

    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) {
        register_method(handle, methods[i].name, methods[i].body, NULL, methods[i].parameters,
                        methods[i].documentation);
    }
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++) {
        register_method(handle, queries[i].name, game_query, &queries[i],
                        queries[i].number_name != NULL ? queries[i].number_name : "",
                        queries[i].documentation);
    }
}
