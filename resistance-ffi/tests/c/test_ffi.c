/*
 * Tests of the C library from C, against the committed header and the built
 * library: full games through the typed calls and through the JSON calls, the
 * JSON of a scripted game compared byte for byte with the Rust reference run,
 * and every error status with the guarantee that a failed call changes nothing.
 *
 * Build and run (scripts/test-ffi.sh does this, also under valgrind and ASan):
 *   cc -std=c11 -Wall -Wextra -Werror -I resistance-ffi/include \
 *      resistance-ffi/tests/c/test_ffi.c -L target/release-ffi -lresistance_ffi -pthread
 *   ./a.out [wire-reference.txt ...]
 *
 * Each optional argument is a file holding the output of
 *   cargo run -p resistance-examples --bin wire_reference -- --players N --seed S
 * Prints one line per failed check and ends with "N passed, M failed".
 */
#define _POSIX_C_SOURCE 200809L

#include "resistance.h"

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- harness -- */

static int passed_count;
static int failed_count;

#define CHECK(condition)                                                          \
    do {                                                                          \
        if (!(condition)) {                                                       \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,     \
                    #condition);                                                  \
            return 0;                                                             \
        }                                                                         \
    } while (0)

/* A call that must succeed; on failure prints the library's last error. */
#define CHECK_OK(call)                                                            \
    do {                                                                          \
        ResistanceStatus check_ok_status = (call);                                \
        if (check_ok_status != RESISTANCE_STATUS_OK) {                            \
            print_last_error(__FILE__, __LINE__, #call, check_ok_status);         \
            return 0;                                                             \
        }                                                                         \
    } while (0)

/* A call that must fail with `status` and error code `code`. */
#define CHECK_FAILS(call, status, code)                                           \
    CHECK(expect_failure((call), (status), (code), __FILE__, __LINE__, #call))

/* A call refused for a NULL pointer argument; for a handle that is no live one of its
 * kind (the other kind's, a foreign object). Each status has this one code. */
#define CHECK_NULL_REFUSED(call) CHECK_FAILS(call, RESISTANCE_STATUS_NULL_POINTER, "null_pointer")
#define CHECK_HANDLE_REFUSED(call)                                                \
    CHECK_FAILS(call, RESISTANCE_STATUS_INVALID_HANDLE, "invalid_handle")

/* `query` (a game, an out-parameter) refuses a NULL game, then a NULL `out`. */
#define REFUSES_NULL(query, game, out)                                            \
    do {                                                                          \
        CHECK_FAILS(query(NULL, out), RESISTANCE_STATUS_NULL_POINTER, "null_pointer"); \
        CHECK_FAILS(query(game, NULL), RESISTANCE_STATUS_NULL_POINTER, "null_pointer"); \
    } while (0)

/* The same for a query of one seat's (a game, a seat, an out-parameter). */
#define REFUSES_NULL_AT_SEAT(query, game, seat, out)                              \
    do {                                                                          \
        CHECK_FAILS(query(NULL, seat, out), RESISTANCE_STATUS_NULL_POINTER,       \
                    "null_pointer");                                              \
        CHECK_FAILS(query(game, seat, NULL), RESISTANCE_STATUS_NULL_POINTER,      \
                    "null_pointer");                                              \
    } while (0)

static void print_last_error(const char *file, int line, const char *call,
                             ResistanceStatus status) {
    char *message = NULL;
    size_t len = 0;
    if (resistance_last_error_message(&message, &len) != RESISTANCE_STATUS_OK) {
        message = NULL;
    }
    fprintf(stderr, "%s:%d: %s returned %s: %s\n", file, line, call,
            resistance_status_name((int32_t)status), message ? message : "?");
    resistance_string_free(message);
}

/* The last error's code, copied into `buffer`. */
static const char *last_code(char *buffer, size_t size) {
    char *code = NULL;
    size_t len = 0;
    buffer[0] = '\0';
    if (resistance_last_error_code(&code, &len) == RESISTANCE_STATUS_OK) {
        snprintf(buffer, size, "%s", code);
        resistance_string_free(code);
    }
    return buffer;
}

static int expect_failure(ResistanceStatus got, ResistanceStatus status,
                          const char *code, const char *file, int line,
                          const char *call) {
    char actual[64];
    char *message = NULL;
    size_t len = 0;
    int ok = 1;
    if (got != status) {
        fprintf(stderr, "%s:%d: %s returned %s, not %s\n", file, line, call,
                resistance_status_name((int32_t)got),
                resistance_status_name((int32_t)status));
        ok = 0;
    }
    if (resistance_last_error_status() != status) {
        fprintf(stderr, "%s:%d: %s: the last error status is %s\n", file, line,
                call, resistance_status_name((int32_t)resistance_last_error_status()));
        ok = 0;
    }
    if (code != NULL && strcmp(last_code(actual, sizeof actual), code) != 0) {
        fprintf(stderr, "%s:%d: %s: code '%s', not '%s'\n", file, line, call,
                actual, code);
        ok = 0;
    }
    if (resistance_last_error_message(&message, &len) != RESISTANCE_STATUS_OK ||
        len == 0 || strlen(message) != len) {
        fprintf(stderr, "%s:%d: %s: no readable message\n", file, line, call);
        ok = 0;
    }
    resistance_string_free(message);
    return ok;
}

/* Counts a test that has run. */
static void counted(const char *name, int passed) {
    if (passed) {
        passed_count++;
    } else {
        failed_count++;
        fprintf(stderr, "FAILED: %s\n", name);
    }
}

static void run(const char *name, int (*test)(void)) {
    resistance_last_error_clear();
    counted(name, test());
}

#define RUN(test) run(#test, test)

/* ---------------------------------------------------------------- helpers -- */

/* Text literals as (pointer, length) arguments, without their NUL. */
#define TEXT(literal) (const uint8_t *)(literal), (sizeof(literal) - 1)

static uint64_t xorshift(uint64_t *state) {
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return x;
}

static uint32_t below(uint64_t *state, uint32_t n) {
    return (uint32_t)(xorshift(state) % n);
}

/* Whether `json` is a string equal to `expected`; frees `json`. */
static int same_text(char *json, const char *expected) {
    int same = json != NULL && expected != NULL && strcmp(json, expected) == 0;
    resistance_string_free(json);
    return same;
}

/* The helpers both kinds of handle need, one body for each kind (`game`, `cells`):
 *  - `kind_json(query, game)`: the answer of a JSON query (caller frees), or NULL when
 *    the call failed or misreported its length;
 *  - `kind_snapshot_of(game)`: its snapshot, to compare before and after a call;
 *  - `kind_unchanged(game, before)`: whether it still has the snapshot `before`. */
#define HANDLE_HELPERS(kind, Handle)                                                     \
    static char *kind##_json(ResistanceStatus (*query)(const Handle *, char **, size_t *), \
                             const Handle *game) {                                       \
        char *json = NULL;                                                               \
        size_t len = 0;                                                                  \
        if (query(game, &json, &len) != RESISTANCE_STATUS_OK) return NULL;               \
        if (strlen(json) != len) {                                                       \
            resistance_string_free(json);                                                \
            return NULL;                                                                 \
        }                                                                                \
        return json;                                                                     \
    }                                                                                    \
    static char *kind##_snapshot_of(const Handle *game) {                                \
        return kind##_json(resistance_##kind##_snapshot_json, game);                     \
    }                                                                                    \
    static int kind##_unchanged(const Handle *game, const char *before) {                \
        return same_text(kind##_snapshot_of(game), before);                              \
    }

HANDLE_HELPERS(game, ResistanceGame)
HANDLE_HELPERS(cells, ResistanceCellsGame)

static ResistanceGame *new_game(uint32_t players, uint64_t seed) {
    ResistanceGame *game = NULL;
    if (resistance_game_new(players, seed, &game) != RESISTANCE_STATUS_OK) {
        return NULL;
    }
    return game;
}

/* A game made from a JSON configuration; NULL when it was refused. */
static ResistanceGame *new_json_game(const char *config) {
    ResistanceGame *game = NULL;
    char *opening = NULL;
    size_t len = 0;
    if (resistance_game_new_json((const uint8_t *)config, strlen(config), &game, &opening,
                                 &len) != RESISTANCE_STATUS_OK) {
        return NULL;
    }
    resistance_string_free(opening);
    return game;
}

/* Runs a test of refused calls on a new 5-player game of `seed`, which must then be
 * exactly as it was: a refused call changes nothing. */
static void run_on_new_game(const char *name, uint64_t seed,
                            int (*test)(ResistanceGame *game)) {
    resistance_last_error_clear();
    ResistanceGame *game = new_game(5, seed);
    char *before = game == NULL ? NULL : game_snapshot_of(game);
    if (before == NULL) {
        fprintf(stderr, "%s: no game of seed %llu\n", name, (unsigned long long)seed);
    }
    int passed = before != NULL && test(game);
    if (passed && !game_unchanged(game, before)) {
        fprintf(stderr, "%s: the refused calls changed the game\n", name);
        passed = 0;
    }
    resistance_string_free(before);
    resistance_game_free(game);
    counted(name, passed);
}

#define RUN_ON_NEW_GAME(test, seed) run_on_new_game(#test, seed, test)

/* Picks `size` distinct seats of the mask `from` at random. */
static size_t random_team(uint64_t *rng, uint32_t from, uint32_t size, uint8_t *team) {
    uint8_t pool[32];
    size_t count = 0;
    for (uint8_t seat = 0; seat < 32; seat++) {
        if (from & (1u << seat)) {
            pool[count++] = seat;
        }
    }
    for (size_t i = 0; i < size && i < count; i++) {
        size_t j = i + below(rng, (uint32_t)(count - i));
        uint8_t swap = pool[i];
        pool[i] = pool[j];
        pool[j] = swap;
        team[i] = pool[i];
    }
    return size < count ? size : count;
}

/* Picks `size` distinct seats of `from` into `seats`; returns how many. */
static size_t random_seats(uint64_t *rng, uint32_t from, uint32_t size, uint8_t *seats) {
    return random_team(rng, from, size, seats);
}

/* A random seat of a non-empty mask. */
static uint32_t random_seat(uint64_t *rng, uint32_t from) {
    uint8_t seat = 0;
    random_team(rng, from, 1, &seat);
    return seat;
}

/* A random card code of those `cards` holds at least one of (0 when none). */
static uint32_t random_code(uint64_t *rng, const ResistancePlotCards *cards) {
    uint32_t codes = 0;
    for (uint32_t code = 0; code < RESISTANCE_PLOT_CARD_KINDS; code++) {
        if (cards->count[code] > 0) codes |= 1u << code;
    }
    return codes == 0 ? 0 : random_seat(rng, codes);
}

/* What a plot move did, for the tests that count them. */
typedef struct PlotMove {
    enum { GAVE, USED, DECLINED } kind;
    uint32_t card, target, take;
} PlotMove;

/* One random plot command for `seat`, decided from its plot choices alone (and, for
 * Take Responsibility, the cards in front of the seat it takes from), as a C host
 * would; `move` (if not NULL) says what it sent. RESISTANCE_STATUS_INVALID_ARGUMENT
 * when the seat has no plot choice. */
static ResistanceStatus plot_move(ResistanceGame *game, uint64_t *rng, uint32_t seat,
                                  PlotMove *move) {
    ResistancePlotChoices plot;
    PlotMove sent = {GAVE, 0, 0, 0};
    ResistanceStatus status = resistance_game_plot_choices(game, seat, &plot);
    if (status != RESISTANCE_STATUS_OK) return status;
    if (plot.give) {
        sent.card = random_code(rng, &plot.give_cards);
        sent.target = random_seat(rng, plot.give_to);
        status = resistance_game_give_plot_card(game, seat, sent.card, sent.target);
    } else if (plot.use_card && plot.decline && below(rng, 3) == 0) {
        sent.kind = DECLINED;
        sent.card = plot.card;
        status = resistance_game_decline_plot_card(game, seat, plot.card);
    } else if (plot.use_card) {
        sent.kind = USED;
        sent.card = plot.card;
        /* Strong Leader and No Confidence name nobody: the target is ignored. */
        sent.target = plot.targets != 0 ? random_seat(rng, plot.targets) : 0;
        if (plot.card == RESISTANCE_PLOT_CARD_TAKE_RESPONSIBILITY) {
            ResistancePlotCards held;
            status = resistance_game_plot_held(game, sent.target, &held);
            if (status != RESISTANCE_STATUS_OK) return status;
            sent.take = random_code(rng, &held);
        }
        status = resistance_game_use_plot_card(game, seat, sent.card, sent.target, sent.take);
    } else {
        return RESISTANCE_STATUS_INVALID_ARGUMENT;
    }
    if (move != NULL) *move = sent;
    return status;
}

/* One random legal step through the typed calls, every module's commands
 * included; 0 when the game is over. */
static int typed_step(ResistanceGame *game, uint64_t *rng, ResistanceStatus *status) {
    uint32_t awaiting = 0;
    ResistanceChoices choices;
    *status = resistance_game_awaiting(game, &awaiting);
    if (*status != RESISTANCE_STATUS_OK || awaiting == 0) {
        return 0;
    }
    uint32_t seat = random_seat(rng, awaiting);
    *status = resistance_game_choices(game, seat, &choices);
    if (*status != RESISTANCE_STATUS_OK) {
        return 0;
    }
    uint8_t seats[16];
    if (choices.reveal_agenda && below(rng, 6) == 0) {
        *status = resistance_game_reveal_agenda(game, seat, seat);
    } else if (choices.propose) {
        size_t size = random_seats(rng, choices.team_from, choices.team_size, seats);
        *status = resistance_game_propose(game, seat, seats, size);
    } else if (choices.choose_agenda) {
        /* HA2: where each player chooses, two names instead at even odds. */
        uint32_t double_from = 0;
        *status = resistance_game_double_agenda_from(game, seat, &double_from);
        if (*status != RESISTANCE_STATUS_OK) {
            return 0;
        }
        size_t size = double_from != 0 && below(rng, 2)
                          ? random_seats(rng, double_from, 2, seats)
                          : random_seats(rng, choices.agenda_from, choices.agenda_size, seats);
        *status = resistance_game_choose_agenda(game, seat, seats, size);
    } else if (choices.vote) {
        *status = resistance_game_vote(game, seat, below(rng, 2) ? RESISTANCE_VOTE_APPROVE
                                                                 : RESISTANCE_VOTE_REJECT);
    } else if (choices.play_success) {
        uint32_t card = choices.play_fail && below(rng, 2) ? RESISTANCE_MISSION_CARD_FAIL
                                                           : RESISTANCE_MISSION_CARD_SUCCESS;
        *status = resistance_game_play_mission(game, seat, card);
    } else if (choices.set_aside) {
        *status = resistance_game_set_aside(game, seat, random_seat(rng, choices.set_aside_from));
    } else if (choices.inspect) {
        *status = resistance_game_inspect(game, seat, random_seat(rng, choices.inspect_from));
    } else if (choices.assassinate) {
        *status = resistance_game_assassinate(game, seat, random_seat(rng, choices.assassinate_from));
    } else if (choices.claim_seat) {
        *status = resistance_game_claim_seat(game, seat);
    } else if (choices.other) { /* plot cards: the only commands the struct leaves out */
        *status = plot_move(game, rng, seat, NULL);
    } else {
        *status = RESISTANCE_STATUS_INVALID_ARGUMENT; /* awaited but nothing to do */
        return 0;
    }
    return *status == RESISTANCE_STATUS_OK;
}

/* The value of the first number after `"key":` or `"key":[` in `json`, or -1. */
static long number_after(const char *json, const char *key) {
    const char *at = strstr(json, key);
    if (at == NULL) {
        return -1;
    }
    at += strlen(key);
    if (*at < '0' || *at > '9') {
        return -1;
    }
    return strtol(at, NULL, 10);
}

/*
 * The `index`-th element of a JSON array of objects (the legal commands), copied
 * into `out`; 0 when there is none. Commands hold no strings with braces, so
 * counting braces finds each element's end.
 */
static int array_element(const char *array, size_t index, char *out, size_t size) {
    const char *p = array;
    if (*p++ != '[') {
        return 0;
    }
    for (size_t i = 0;; i++) {
        if (*p != '{') {
            return 0;
        }
        const char *start = p;
        int depth = 0;
        do {
            if (*p == '{' || *p == '[') depth++;
            if (*p == '}' || *p == ']') depth--;
            p++;
        } while (depth > 0 && *p != '\0');
        if (i == index) {
            size_t len = (size_t)(p - start);
            if (len + 1 > size) {
                return 0;
            }
            memcpy(out, start, len);
            out[len] = '\0';
            return 1;
        }
        if (*p != ',') {
            return 0;
        }
        p++;
    }
}

static size_t array_length(const char *array) {
    char element[512];
    size_t n = 0;
    while (array_element(array, n, element, sizeof element)) {
        n++;
    }
    return n;
}

/* -------------------------------------------------------- versions, names -- */

static int test_versions_match_the_header(void) {
    char expected[64];
    snprintf(expected, sizeof expected, "%d.%d.%d", RESISTANCE_VERSION_MAJOR,
             RESISTANCE_VERSION_MINOR, RESISTANCE_VERSION_PATCH);
    CHECK(strcmp(resistance_version(), expected) == 0);
    CHECK(resistance_snapshot_version() == RESISTANCE_SNAPSHOT_VERSION);
    return 1;
}

static int test_status_numbers_and_names_are_fixed(void) {
    /* The numbers are ABI: they never change. Here in number order, 0 to 11. */
    static const ResistanceStatus in_order[] = {
        RESISTANCE_STATUS_OK,                RESISTANCE_STATUS_NULL_POINTER,
        RESISTANCE_STATUS_INVALID_UTF8,      RESISTANCE_STATUS_INVALID_JSON,
        RESISTANCE_STATUS_INVALID_CONFIG,    RESISTANCE_STATUS_COMMAND_REFUSED,
        RESISTANCE_STATUS_NO_SUCH_SEAT,      RESISTANCE_STATUS_SNAPSHOT_REFUSED,
        RESISTANCE_STATUS_INVALID_ARGUMENT,  RESISTANCE_STATUS_INVALID_HANDLE,
        RESISTANCE_STATUS_PANIC,             RESISTANCE_STATUS_BOT_REFUSED,
    };
    CHECK(sizeof in_order / sizeof in_order[0] == 12);
    for (int number = 0; number < 12; number++) CHECK((int)in_order[number] == number);
    CHECK(strcmp(resistance_status_name(RESISTANCE_STATUS_OK), "ok") == 0);
    CHECK(strcmp(resistance_status_name(RESISTANCE_STATUS_COMMAND_REFUSED),
                 "command_refused") == 0);
    CHECK(strcmp(resistance_status_name(RESISTANCE_STATUS_PANIC), "panic") == 0);
    CHECK(strcmp(resistance_status_name(RESISTANCE_STATUS_BOT_REFUSED), "bot_refused") == 0);
    CHECK(strcmp(resistance_status_name(12), "unknown") == 0);
    CHECK(strcmp(resistance_status_name(-1), "unknown") == 0);
    return 1;
}

/* ------------------------------------------------------------- full games -- */

static int test_full_games_through_typed_calls(void) {
    for (uint32_t players = 5; players <= 10; players++) {
        for (uint64_t seed = 1; seed <= 20; seed++) {
            ResistanceGame *game = new_game(players, seed);
            CHECK(game != NULL);
            uint64_t rng = seed * 0x9E3779B97F4A7C15ull;
            ResistanceStatus status = RESISTANCE_STATUS_OK;
            unsigned steps = 0;
            while (typed_step(game, &rng, &status)) {
                size_t events = 0;
                CHECK_OK(resistance_game_last_event_count(game, &events));
                CHECK(events >= 1);
                steps++;
                CHECK(steps < 1000);
            }
            CHECK_OK(status);
            bool over = false;
            ResistancePhase phase = RESISTANCE_PHASE_OTHER;
            ResistanceWinner winner = RESISTANCE_WINNER_NONE;
            ResistanceEndReason reason = RESISTANCE_END_REASON_NOT_OVER;
            uint32_t round = 0;
            CHECK_OK(resistance_game_is_over(game, &over));
            CHECK_OK(resistance_game_phase(game, &phase));
            CHECK_OK(resistance_game_winner(game, &winner));
            CHECK_OK(resistance_game_end_reason(game, &reason));
            CHECK_OK(resistance_game_round(game, &round));
            CHECK(over && phase == RESISTANCE_PHASE_GAME_OVER);
            CHECK(round >= 1 && round <= 5);
            /* Three missions, or five teams rejected: a proposal and a vote each. */
            CHECK(reason == RESISTANCE_END_REASON_FIVE_REJECTIONS ? steps >= 5 * (1 + players)
                                                                  : steps >= 3 * (3 + players));
            /* Nobody left, so one side won by the rules. */
            CHECK(winner == RESISTANCE_WINNER_RESISTANCE || winner == RESISTANCE_WINNER_SPIES);
            CHECK(reason == RESISTANCE_END_REASON_THREE_SUCCESSES ||
                  reason == RESISTANCE_END_REASON_THREE_FAILURES ||
                  reason == RESISTANCE_END_REASON_FIVE_REJECTIONS);
            CHECK((reason == RESISTANCE_END_REASON_THREE_SUCCESSES) ==
                  (winner == RESISTANCE_WINNER_RESISTANCE));
            /* The JSON result says the same. */
            char *result = NULL;
            size_t len = 0;
            CHECK_OK(resistance_game_result_json(game, &result, &len));
            CHECK(strstr(result, winner == RESISTANCE_WINNER_RESISTANCE
                                     ? "\"winner\":\"resistance\""
                                     : "\"winner\":\"spy\"") != NULL);
            resistance_string_free(result);
            /* Nothing more can happen. */
            char *before = game_snapshot_of(game);
            CHECK_FAILS(resistance_game_leave(game, 0), RESISTANCE_STATUS_COMMAND_REFUSED,
                        "game_over");
            CHECK(game_unchanged(game, before));
            resistance_string_free(before);
            resistance_game_free(game);
        }
    }
    return 1;
}

/* HA2: agendas of one name or two, each player's choice, through the typed calls:
 * resistance_game_double_agenda_from offers the pairs exactly while a seat may seal,
 * `other` says so, and the games seal both sizes and play to the end. */
static int test_agendas_of_one_name_or_two_through_typed_calls(void) {
    unsigned sealed[3] = {0};
    for (uint32_t players = 5; players <= 10; players++) {
        for (uint64_t seed = 1; seed <= 4; seed++) {
            char config[128];
            snprintf(config, sizeof config,
                     "{\"players\":%u,\"seed\":%llu,\"agendas\":\"singleOrDouble\"}",
                     players, (unsigned long long)seed);
            ResistanceGame *game = new_json_game(config);
            CHECK(game != NULL);
            uint64_t rng = seed * 6151 + players;
            const uint32_t everyone = (1u << players) - 1;
            ResistanceStatus status = RESISTANCE_STATUS_OK;
            unsigned steps = 0;
            do {
                for (uint32_t seat = 0; seat < players; seat++) {
                    ResistanceChoices choices;
                    uint32_t double_from = 77;
                    CHECK_OK(resistance_game_choices(game, seat, &choices));
                    CHECK_OK(resistance_game_double_agenda_from(game, seat, &double_from));
                    CHECK(double_from == (choices.choose_agenda ? everyone : 0));
                    CHECK(choices.other == choices.choose_agenda);
                    CHECK(!choices.choose_agenda ||
                          (choices.agenda_size == 1 && choices.agenda_from == everyone));
                }
                CHECK(++steps < 2000);
            } while (typed_step(game, &rng, &status));
            CHECK_OK(status);
            bool over = false;
            CHECK_OK(resistance_game_is_over(game, &over));
            CHECK(over);
            /* How many names each seat's own agenda held, from its view. */
            char *view = NULL;
            size_t view_len = 0;
            for (uint32_t seat = 0; seat < players; seat++) {
                CHECK_OK(resistance_game_view_json(game, seat, &view, &view_len));
                const char *agenda = strstr(view, "\"agenda\":[");
                CHECK(agenda != NULL);
                const char *end = strchr(agenda, ']');
                CHECK(end != NULL);
                unsigned names = 1;
                for (const char *c = agenda; c < end; c++) names += *c == ',';
                CHECK(names == 1 || names == 2);
                sealed[names]++;
                resistance_string_free(view);
            }
            resistance_game_free(game);
        }
    }
    CHECK(sealed[1] > 0 && sealed[2] > 0);
    return 1;
}

/* Every module at once, through the typed calls only (configured with JSON). */
static int test_full_games_with_every_module_through_typed_calls(void) {
    int phases_seen[8] = {0};
    int assassinations = 0;
    for (uint32_t players = 5; players <= 10; players++) {
        for (uint64_t seed = 1; seed <= 12; seed++) {
            char config[256];
            snprintf(config, sizeof config,
                     "{\"players\":%u,\"seed\":%llu,\"assassin\":{\"bodyGuard\":true},"
                     "\"trapper\":true,\"defector\":\"standard\",\"inquisitor\":true,"
                     "\"agendas\":\"double\"}",
                     players, (unsigned long long)seed);
            ResistanceGame *game = new_json_game(config);
            CHECK(game != NULL);
            uint64_t rng = seed * 7919 + players;
            ResistanceStatus status = RESISTANCE_STATUS_OK;
            unsigned steps = 0;
            do {
                ResistancePhase phase;
                CHECK_OK(resistance_game_phase(game, &phase));
                CHECK(phase != RESISTANCE_PHASE_OTHER);
                phases_seen[phase]++;
                ResistanceChoices choices;
                CHECK_OK(resistance_game_choices(game, 0, &choices));
                CHECK(!choices.other); /* the struct describes every command */
                CHECK(++steps < 2000);
            } while (typed_step(game, &rng, &status));
            CHECK_OK(status);
            ResistanceEndReason reason;
            ResistanceWinner winner;
            CHECK_OK(resistance_game_end_reason(game, &reason));
            CHECK_OK(resistance_game_winner(game, &winner));
            CHECK(reason != RESISTANCE_END_REASON_NOT_OVER && reason != RESISTANCE_END_REASON_OTHER);
            CHECK(winner != RESISTANCE_WINNER_NONE);
            if (reason == RESISTANCE_END_REASON_COMMANDER_ASSASSINATED ||
                reason == RESISTANCE_END_REASON_ASSASSIN_MISSED) {
                assassinations++;
            }
            resistance_game_free(game);
        }
    }
    /* Every phase came up, the assassination included. */
    CHECK(phases_seen[RESISTANCE_PHASE_AGENDA_CHOICE] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_PROPOSAL] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_VOTING] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_MISSION] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_TRAPPING] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_INQUISITION] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_ASSASSINATION] > 0);
    CHECK(phases_seen[RESISTANCE_PHASE_GAME_OVER] > 0);
    CHECK(assassinations > 0);
    return 1;
}

/* Plays a game with JSON calls only: the public view says who is awaited, the legal
 * commands what they may do; the bot picks any but leaving. Returns the number of
 * commands sent, 0 when a call failed; `sent_plot` counts the plot commands. */
static unsigned play_through_json(ResistanceGame *game, uint32_t players, uint64_t *rng,
                                  unsigned *sent_plot) {
    unsigned steps = 0;
    for (;;) {
        char *view = NULL, *legal = NULL, *outcome = NULL;
        size_t len = 0;
        CHECK_OK(resistance_game_public_view_json(game, &view, &len));
        long seat = number_after(view, "\"awaiting\":[");
        int over = strstr(view, "\"phase\":{\"type\":\"gameOver\"}") != NULL;
        resistance_string_free(view);
        if (over) {
            CHECK(seat == -1);
            return steps;
        }
        CHECK(seat >= 0 && seat < (long)players);
        CHECK_OK(resistance_game_legal_commands_json(game, (uint32_t)seat, &legal, &len));
        size_t count = array_length(legal);
        CHECK(count >= 2); /* something to do, and leaving */
        char command[512];
        CHECK(array_element(legal, below(rng, (uint32_t)(count - 1)), command, sizeof command));
        resistance_string_free(legal);
        CHECK(strcmp(command, "{\"type\":\"leave\"}") != 0);
        if (strstr(command, "PlotCard\"") != NULL) (*sent_plot)++;
        CHECK_OK(resistance_game_apply_json(game, (uint32_t)seat, (const uint8_t *)command,
                                            strlen(command), &outcome, &len));
        CHECK(strncmp(outcome, "{\"events\":[{\"audience\":", 23) == 0);
        /* The same events are kept for last_outcome_json. */
        char *again = NULL;
        CHECK_OK(resistance_game_last_outcome_json(game, &again, &len));
        CHECK(strcmp(outcome, again) == 0);
        resistance_string_free(again);
        resistance_string_free(outcome);
        steps++;
        CHECK(steps < 3000);
    }
}

/* A game with JSON calls only (`play_through_json`), from its opening to its end. */
static int test_full_game_through_json_calls(void) {
    static const char config[] = "{\"players\":7,\"seed\":99,\"leavePolicy\":\"substitute\"}";
    ResistanceGame *game = NULL;
    char *opening = NULL;
    size_t opening_len = 0;
    CHECK_OK(resistance_game_new_json(TEXT(config), &game, &opening, &opening_len));
    CHECK(strlen(opening) == opening_len);
    CHECK(strncmp(opening, "[{\"audience\":{\"type\":\"everyone\"},\"event\":{\"type\":\"gameStarted\"",
                  60) == 0);
    /* Each seat is dealt its role privately. */
    for (int seat = 0; seat < 7; seat++) {
        char dealt[96];
        snprintf(dealt, sizeof dealt,
                 "{\"audience\":{\"type\":\"seats\",\"seats\":[%d]},\"event\":{\"type\":\"roleDealt\"",
                 seat);
        CHECK(strstr(opening, dealt) != NULL);
    }
    resistance_string_free(opening);

    uint64_t rng = 12345;
    unsigned sent_plot = 0;
    CHECK(play_through_json(game, 7, &rng, &sent_plot) > 0);
    CHECK(sent_plot == 0);
    char *result = NULL;
    size_t len = 0;
    CHECK_OK(resistance_game_result_json(game, &result, &len));
    CHECK(strncmp(result, "{\"winner\":", 10) == 0);
    resistance_string_free(result);
    /* Once over, each seat's view reveals every role (B13). */
    char *view = NULL;
    CHECK_OK(resistance_game_view_json(game, 3, &view, &len));
    CHECK(strstr(view, "\"reveal\":{\"roles\":[") != NULL);
    resistance_string_free(view);
    resistance_game_free(game);
    return 1;
}

/* ---------------------------------------------- the Rust reference, replayed -- */

static char **reference_paths;
static int reference_count;

static char **read_lines(const char *path, size_t *count) {
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        return NULL;
    }
    char **lines = NULL;
    size_t capacity = 0;
    char *line = NULL;
    size_t size = 0;
    ssize_t read;
    *count = 0;
    while ((read = getline(&line, &size, file)) != -1) {
        if (read > 0 && line[read - 1] == '\n') {
            line[read - 1] = '\0';
        }
        if (*count == capacity) {
            capacity = capacity ? capacity * 2 : 64;
            char **grown = realloc(lines, capacity * sizeof *lines);
            if (grown == NULL) {
                break;
            }
            lines = grown;
        }
        lines[(*count)++] = line;
        line = NULL;
        size = 0;
    }
    free(line);
    fclose(file);
    return lines;
}

static void free_lines(char **lines, size_t count) {
    for (size_t i = 0; i < count; i++) {
        free(lines[i]);
    }
    free(lines);
}

/* The reference prints the config, then `seat TAB command TAB outcome` per step,
 * then the final public view: replaying the commands must print the same JSON. */
static int replay_reference(char **lines, size_t count) {
    CHECK(count >= 3);
    ResistanceGame *game = NULL;
    char *opening = NULL, *json = NULL;
    size_t len = 0;
    CHECK_OK(resistance_game_new_json((const uint8_t *)lines[0], strlen(lines[0]), &game,
                                      &opening, &len));
    resistance_string_free(opening);
    CHECK_OK(resistance_game_seeded_config_json(game, &json, &len));
    CHECK(strcmp(json, lines[0]) == 0);
    resistance_string_free(json);
    for (size_t i = 1; i + 1 < count; i++) {
        char *seat_end = strchr(lines[i], '\t');
        CHECK(seat_end != NULL);
        char *command = seat_end + 1;
        char *command_end = strchr(command, '\t');
        CHECK(command_end != NULL);
        const char *expected = command_end + 1;
        unsigned long seat = strtoul(lines[i], NULL, 10);
        CHECK_OK(resistance_game_apply_json(game, (uint32_t)seat, (const uint8_t *)command,
                                            (size_t)(command_end - command), &json, &len));
        if (strcmp(json, expected) != 0) {
            fprintf(stderr, "step %zu differs:\n  C:    %s\n  Rust: %s\n", i, json, expected);
            resistance_string_free(json);
            return 0;
        }
        resistance_string_free(json);
    }
    CHECK_OK(resistance_game_public_view_json(game, &json, &len));
    CHECK(strcmp(json, lines[count - 1]) == 0);
    resistance_string_free(json);
    resistance_game_free(game);
    return 1;
}

static int test_json_matches_the_rust_reference_byte_for_byte(void) {
    if (reference_count == 0) {
        fprintf(stderr, "no wire reference given: skipped the byte-for-byte comparison\n");
        return 1;
    }
    for (int i = 0; i < reference_count; i++) {
        size_t count = 0;
        char **lines = read_lines(reference_paths[i], &count);
        if (lines == NULL) {
            fprintf(stderr, "cannot read %s\n", reference_paths[i]);
            return 0;
        }
        int ok = replay_reference(lines, count);
        free_lines(lines, count);
        if (!ok) {
            fprintf(stderr, "%s: the C library's JSON differs\n", reference_paths[i]);
            return 0;
        }
    }
    return 1;
}

/* ---------------------------------------------------- snapshots and clones -- */

static int test_snapshot_restore_and_clone_continue_the_same_game(void) {
    ResistanceGame *game = new_game(8, 77);
    CHECK(game != NULL);
    uint64_t rng = 5;
    ResistanceStatus status;
    for (int i = 0; i < 15; i++) {
        CHECK(typed_step(game, &rng, &status));
    }
    char *saved = game_snapshot_of(game);
    CHECK(saved != NULL);
    ResistanceGame *restored = NULL, *copy = NULL;
    CHECK_OK(resistance_game_restore_json((const uint8_t *)saved, strlen(saved), &restored));
    CHECK_OK(resistance_game_clone(game, &copy));
    CHECK(game_unchanged(restored, saved));
    CHECK(game_unchanged(copy, saved));
    resistance_string_free(saved);
    /* The three play on identically: same bot stream, same game. */
    uint64_t streams[3] = {9, 9, 9};
    ResistanceGame *games[3] = {game, restored, copy};
    int going = 1;
    while (going) {
        for (int g = 0; g < 3; g++) {
            going = typed_step(games[g], &streams[g], &status);
            CHECK_OK(status);
        }
        char *a = game_snapshot_of(game);
        CHECK(game_unchanged(restored, a) && game_unchanged(copy, a));
        resistance_string_free(a);
    }
    /* A restored game starts with no last outcome; a clone carries it over. */
    size_t events = 99;
    ResistanceGame *fresh = NULL;
    char *end = game_snapshot_of(game);
    CHECK_OK(resistance_game_restore_json((const uint8_t *)end, strlen(end), &fresh));
    resistance_string_free(end);
    CHECK_OK(resistance_game_last_event_count(fresh, &events));
    CHECK(events == 0);
    resistance_game_free(fresh);
    for (int g = 0; g < 3; g++) {
        resistance_game_free(games[g]);
    }
    return 1;
}

/* ----------------------------------------------------------- leave policies -- */

static int test_leaving_ends_the_game_or_waits_for_a_substitute(void) {
    /* Default policy: the game ends, abandoned, with no winner. */
    ResistanceGame *game = new_game(5, 8);
    CHECK(game != NULL);
    CHECK_OK(resistance_game_leave(game, 2));
    ResistanceWinner winner = RESISTANCE_WINNER_SPIES;
    ResistanceEndReason reason = RESISTANCE_END_REASON_NOT_OVER;
    CHECK_OK(resistance_game_winner(game, &winner));
    CHECK_OK(resistance_game_end_reason(game, &reason));
    CHECK(winner == RESISTANCE_WINNER_NONE && reason == RESISTANCE_END_REASON_ABANDONED);
    resistance_game_free(game);

    /* Substitute policy: the seat waits, is claimed, and the game goes on. */
    static const char config[] = "{\"players\":5,\"seed\":8,\"leavePolicy\":\"substitute\"}";
    char *opening = NULL;
    size_t len = 0;
    CHECK_OK(resistance_game_new_json(TEXT(config), &game, &opening, &len));
    resistance_string_free(opening);
    CHECK_OK(resistance_game_leave(game, 2));
    ResistanceChoices choices;
    CHECK_OK(resistance_game_choices(game, 2, &choices));
    CHECK(choices.claim_seat && !choices.leave && !choices.vote);
    char *before = game_snapshot_of(game);
    CHECK_FAILS(resistance_game_leave(game, 2), RESISTANCE_STATUS_COMMAND_REFUSED,
                "seat_vacant");
    CHECK(game_unchanged(game, before));
    resistance_string_free(before);
    CHECK_OK(resistance_game_claim_seat(game, 2));
    CHECK_FAILS(resistance_game_claim_seat(game, 2), RESISTANCE_STATUS_COMMAND_REFUSED,
                "seat_not_vacant");
    bool over = true;
    CHECK_OK(resistance_game_is_over(game, &over));
    CHECK(!over);
    resistance_game_free(game);
    return 1;
}

/* -------------------------------------------------------------- bad input -- */

/* Sentinels that a failed call must leave as they were. */
#define SENTINEL_TEXT ((char *)(uintptr_t)0x5a5a5a5a)
#define SENTINEL_LEN ((size_t)0xabcdef)

static int out_untouched(char *out, size_t len) {
    return out == SENTINEL_TEXT && len == SENTINEL_LEN;
}

/* Every text of `bad` is refused with `status` and `code` by each call that reads a
 * text (apply_json, new_json, restore_json), which then writes no out-parameter and
 * leaves `game` as it was. */
static int texts_refused(ResistanceGame *game, const char *const *bad, size_t count,
                         ResistanceStatus status, const char *code) {
    char *before = game_snapshot_of(game);
    ResistanceGame *out_game = NULL;
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *text = (const uint8_t *)bad[i];
        size_t text_len = strlen(bad[i]);
        CHECK_FAILS(resistance_game_apply_json(game, 0, text, text_len, &out, &len), status,
                    code);
        CHECK_FAILS(resistance_game_new_json(text, text_len, &out_game, &out, &len), status,
                    code);
        CHECK_FAILS(resistance_game_restore_json(text, text_len, &out_game), status, code);
    }
    CHECK(out_untouched(out, len) && out_game == NULL);
    CHECK(game_unchanged(game, before));
    resistance_string_free(before);
    return 1;
}

/* Every pointer argument of every function, NULL in turn. */
static int test_null_pointers_are_refused_and_change_nothing(ResistanceGame *game) {
    char *before = game_snapshot_of(game);
    CHECK(before != NULL);
    ResistanceGame *out_game = (ResistanceGame *)(uintptr_t)0x5a5a5a50;
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    uint32_t number = 77;
    bool flag = false;
    ResistancePhase phase = RESISTANCE_PHASE_OTHER;
    ResistanceWinner winner = RESISTANCE_WINNER_SPIES;
    ResistanceEndReason reason = RESISTANCE_END_REASON_OTHER;
    ResistanceChoices choices;
    memset(&choices, 0x11, sizeof choices);
    static const uint8_t team[] = {0, 1};
    const ResistanceStatus null = RESISTANCE_STATUS_NULL_POINTER;

    CHECK_FAILS(resistance_game_new(5, 1, NULL), null, "null_pointer");
    REFUSES_NULL(resistance_game_clone, game, &out_game);
    CHECK_FAILS(resistance_game_propose(NULL, 0, team, 2), null, "null_pointer");
    CHECK_FAILS(resistance_game_propose(game, 0, NULL, 0), null, "null_pointer");
    CHECK_FAILS(resistance_game_propose(game, 0, NULL, 2), null, "null_pointer");
    CHECK_FAILS(resistance_game_vote(NULL, 0, RESISTANCE_VOTE_APPROVE), null, "null_pointer");
    CHECK_FAILS(resistance_game_play_mission(NULL, 0, RESISTANCE_MISSION_CARD_SUCCESS), null,
                "null_pointer");
    CHECK_FAILS(resistance_game_leave(NULL, 0), null, "null_pointer");
    CHECK_FAILS(resistance_game_claim_seat(NULL, 0), null, "null_pointer");
    CHECK_FAILS(resistance_game_set_aside(NULL, 0, 1), null, "null_pointer");
    CHECK_FAILS(resistance_game_inspect(NULL, 0, 1), null, "null_pointer");
    CHECK_FAILS(resistance_game_assassinate(NULL, 0, 1), null, "null_pointer");
    CHECK_FAILS(resistance_game_choose_agenda(NULL, 0, team, 1), null, "null_pointer");
    CHECK_FAILS(resistance_game_choose_agenda(game, 0, NULL, 1), null, "null_pointer");
    CHECK_FAILS(resistance_game_reveal_agenda(NULL, 0, 0), null, "null_pointer");
    CHECK_FAILS(resistance_game_give_plot_card(NULL, 0, 0, 1), null, "null_pointer");
    CHECK_FAILS(resistance_game_use_plot_card(NULL, 0, 0, 0, 0), null, "null_pointer");
    CHECK_FAILS(resistance_game_decline_plot_card(NULL, 0, 0), null, "null_pointer");
    ResistancePlotChoices plot_choices;
    ResistancePlotTable plot_table;
    ResistancePlotCards plot_held;
    memset(&plot_choices, 0x11, sizeof plot_choices);
    memset(&plot_table, 0x11, sizeof plot_table);
    memset(&plot_held, 0x11, sizeof plot_held);
    REFUSES_NULL_AT_SEAT(resistance_game_plot_choices, game, 0, &plot_choices);
    REFUSES_NULL(resistance_game_plot_table, game, &plot_table);
    REFUSES_NULL_AT_SEAT(resistance_game_plot_held, game, 0, &plot_held);
    CHECK(plot_choices.give_to == 0x11111111u && plot_table.deck == 0x11111111u);
    CHECK(plot_held.count[0] == 0x11);

    REFUSES_NULL(resistance_game_players, game, &number);
    REFUSES_NULL(resistance_game_round, game, &number);
    REFUSES_NULL(resistance_game_leader, game, &number);
    REFUSES_NULL(resistance_game_phase, game, &phase);
    REFUSES_NULL(resistance_game_awaiting, game, &number);
    REFUSES_NULL(resistance_game_team_size, game, &number);
    REFUSES_NULL(resistance_game_is_over, game, &flag);
    REFUSES_NULL(resistance_game_winner, game, &winner);
    REFUSES_NULL(resistance_game_end_reason, game, &reason);
    REFUSES_NULL_AT_SEAT(resistance_game_choices, game, 0, &choices);
    REFUSES_NULL_AT_SEAT(resistance_game_double_agenda_from, game, 0, &number);
    REFUSES_NULL(resistance_game_last_event_count, game, &len);
    CHECK(number == 77 && !flag && phase == RESISTANCE_PHASE_OTHER);
    CHECK(winner == RESISTANCE_WINNER_SPIES && reason == RESISTANCE_END_REASON_OTHER);
    CHECK(choices.team_size == 0x11111111u);

    static const char config[] = "{\"players\":5,\"seed\":1}";
    CHECK_FAILS(resistance_game_new_json(NULL, 0, &out_game, &out, &len), null, "null_pointer");
    CHECK_FAILS(resistance_game_new_json(TEXT(config), NULL, &out, &len), null, "null_pointer");
    CHECK_FAILS(resistance_game_new_json(TEXT(config), &out_game, NULL, &len), null,
                "null_pointer");
    CHECK_FAILS(resistance_game_new_json(TEXT(config), &out_game, &out, NULL), null,
                "null_pointer");
    CHECK_FAILS(resistance_game_restore_json(NULL, 10, &out_game), null, "null_pointer");
    CHECK_FAILS(resistance_game_restore_json((const uint8_t *)before, strlen(before), NULL),
                null, "null_pointer");
    static const char vote[] = "{\"type\":\"vote\",\"vote\":\"approve\"}";
    CHECK_FAILS(resistance_game_apply_json(NULL, 0, TEXT(vote), &out, &len), null,
                "null_pointer");
    CHECK_FAILS(resistance_game_apply_json(game, 0, NULL, 5, &out, &len), null, "null_pointer");
    CHECK_FAILS(resistance_game_apply_json(game, 0, TEXT(vote), NULL, &len), null,
                "null_pointer");
    CHECK_FAILS(resistance_game_apply_json(game, 0, TEXT(vote), &out, NULL), null,
                "null_pointer");

    typedef ResistanceStatus (*Query)(const ResistanceGame *, char **, size_t *);
    const Query queries[] = {
        resistance_game_last_outcome_json, resistance_game_public_view_json,
        resistance_game_snapshot_json,     resistance_game_result_json,
        resistance_game_seeded_config_json,
    };
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++) {
        CHECK_FAILS(queries[i](NULL, &out, &len), null, "null_pointer");
        CHECK_FAILS(queries[i](game, NULL, &len), null, "null_pointer");
        CHECK_FAILS(queries[i](game, &out, NULL), null, "null_pointer");
    }
    typedef ResistanceStatus (*SeatQuery)(const ResistanceGame *, uint32_t, char **, size_t *);
    const SeatQuery seat_queries[] = {
        resistance_game_view_json,
        resistance_game_choices_json,
        resistance_game_legal_commands_json,
    };
    for (size_t i = 0; i < sizeof seat_queries / sizeof seat_queries[0]; i++) {
        CHECK_FAILS(seat_queries[i](NULL, 0, &out, &len), null, "null_pointer");
        CHECK_FAILS(seat_queries[i](game, 0, NULL, &len), null, "null_pointer");
        CHECK_FAILS(seat_queries[i](game, 0, &out, NULL), null, "null_pointer");
    }
    CHECK(out_untouched(out, len));
    CHECK(out_game == (ResistanceGame *)(uintptr_t)0x5a5a5a50);
    CHECK(game_unchanged(game, before));

    /* The free functions take NULL quietly. */
    resistance_game_free(NULL);
    resistance_string_free(NULL);
    /* Reading the last error with NULL fails without replacing it. */
    CHECK(resistance_game_leave(NULL, 0) == null);
    CHECK(resistance_last_error_code(NULL, &len) == null);
    CHECK(resistance_last_error_code(&out, NULL) == null);
    CHECK(resistance_last_error_message(NULL, &len) == null);
    CHECK(resistance_last_error_message(&out, NULL) == null);
    CHECK(out_untouched(out, len));
    CHECK(resistance_last_error_status() == null);

    resistance_string_free(before);
    return 1;
}

static int test_invalid_utf8_is_refused(ResistanceGame *game) {
    /* A stray byte, an overlong '/', a UTF-16 surrogate, a truncated sequence. */
    static const char *const bad[] = {
        "{\"type\":\"le\xff" "ave\"}",
        "{\"type\":\"leave\xc0\xaf\"}",
        "{\"type\":\"leave\xed\xa0\x80\"}",
        "{\"type\":\"leave\"}\xe2\x82",
    };
    CHECK(texts_refused(game, bad, sizeof bad / sizeof bad[0], RESISTANCE_STATUS_INVALID_UTF8,
                        "invalid_utf8"));
    return 1;
}

/* Text arguments are (pointer, length): no NUL is read or needed. */
static int test_text_needs_no_nul_terminator(void) {
    static const char config_text[] = "{\"players\":6,\"seed\":4}";
    size_t config_len = sizeof config_text - 1;
    uint8_t *config = malloc(config_len); /* exactly the bytes, no NUL after them */
    CHECK(config != NULL);
    memcpy(config, config_text, config_len);
    ResistanceGame *game = NULL;
    char *opening = NULL;
    size_t len = 0;
    CHECK_OK(resistance_game_new_json(config, config_len, &game, &opening, &len));
    free(config);
    resistance_string_free(opening);

    uint32_t leader = 0;
    CHECK_OK(resistance_game_leader(game, &leader));
    char command[64];
    int written = snprintf(command, sizeof command,
                           "{\"type\":\"proposeTeam\",\"team\":[%u,%u]}GARBAGE", leader,
                           (leader + 1) % 6);
    CHECK(written > 0);
    size_t command_len = (size_t)written - strlen("GARBAGE");
    uint8_t *exact = malloc(command_len);
    CHECK(exact != NULL);
    memcpy(exact, command, command_len);
    char *outcome = NULL;
    CHECK_OK(resistance_game_apply_json(game, leader, exact, command_len, &outcome, &len));
    free(exact);
    CHECK(strstr(outcome, "teamProposed") != NULL);
    resistance_string_free(outcome);
    /* The same bytes followed by the garbage are not JSON. */
    CHECK_FAILS(resistance_game_apply_json(game, leader, (const uint8_t *)command,
                                           (size_t)written, &outcome, &len),
                RESISTANCE_STATUS_INVALID_JSON, "invalid_json");
    resistance_game_free(game);
    return 1;
}

static int test_malformed_json_is_refused(ResistanceGame *game) {
    ResistanceGame *out_game = NULL;
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    const ResistanceStatus json = RESISTANCE_STATUS_INVALID_JSON;
    static const char *const bad[] = {
        "",
        "{",
        "null",
        "[]",
        "\"leave\"",
        "{\"type\":\"dance\"}",
        "{\"type\":\"vote\",\"vote\":\"maybe\"}",
        "{\"type\":\"proposeTeam\",\"team\":[-1]}",
        "{\"type\":\"proposeTeam\",\"team\":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]}",
        "{\"type\":\"proposeTeam\",\"team\":[256]}",
        "{\"type\":\"leave\"} {\"type\":\"leave\"}",
        "{\"type\":\"leave\",}",
    };
    CHECK(texts_refused(game, bad, sizeof bad / sizeof bad[0], json, "invalid_json"));
    /* Deep nesting is refused, not a stack overflow. */
    size_t depth = 100000;
    char *deep = malloc(2 * depth);
    CHECK(deep != NULL);
    memset(deep, '[', depth);
    memset(deep + depth, ']', depth);
    CHECK_FAILS(resistance_game_apply_json(game, 0, (const uint8_t *)deep, 2 * depth, &out, &len),
                json, "invalid_json");
    CHECK_FAILS(resistance_game_restore_json((const uint8_t *)deep, 2 * depth, &out_game), json,
                "invalid_json");
    free(deep);
    /* Unknown config fields are refused too. */
    static const char unknown[] = "{\"players\":5,\"seed\":1,\"cheat\":true}";
    CHECK_FAILS(resistance_game_new_json(TEXT(unknown), &out_game, &out, &len), json,
                "invalid_json");
    CHECK(out_untouched(out, len) && out_game == NULL);
    return 1;
}

static int test_invalid_configs_are_refused(void) {
    ResistanceGame *game = NULL;
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    const ResistanceStatus config = RESISTANCE_STATUS_INVALID_CONFIG;
    CHECK_FAILS(resistance_game_new(4, 1, &game), config, "player_count");
    CHECK_FAILS(resistance_game_new(11, 1, &game), config, "player_count");
    CHECK_FAILS(resistance_game_new(0, 1, &game), config, "player_count");
    CHECK_FAILS(resistance_game_new(256, 1, &game), config, "player_count");
    CHECK_FAILS(resistance_game_new(UINT32_MAX, 1, &game), config, "player_count");
    CHECK_FAILS(resistance_game_new(5, UINT64_C(1) << 53, &game), config, "seed_too_large");
    CHECK_FAILS(resistance_game_new(5, UINT64_MAX, &game), config, "seed_too_large");
    static const char four[] = "{\"players\":4,\"seed\":1}";
    static const char seed[] = "{\"players\":5,\"seed\":9007199254740992}";
    CHECK_FAILS(resistance_game_new_json(TEXT(four), &game, &out, &len), config, "player_count");
    CHECK_FAILS(resistance_game_new_json(TEXT(seed), &game, &out, &len), config,
                "seed_too_large");
    /* Module settings the engine refuses. */
    static const char false_commander[] =
        "{\"players\":7,\"seed\":1,\"assassin\":{\"falseCommander\":true}}";
    static const char crowded[] =
        "{\"players\":5,\"seed\":1,\"assassin\":{\"deepCover\":true,\"blindSpy\":true}}";
    CHECK_FAILS(resistance_game_new_json(TEXT(false_commander), &game, &out, &len), config,
                "false_commander_without_body_guard");
    CHECK_FAILS(resistance_game_new_json(TEXT(crowded), &game, &out, &len), config,
                "too_many_special_spies");
    CHECK(game == NULL && out_untouched(out, len));
    /* The largest seed is fine. */
    CHECK_OK(resistance_game_new(10, (UINT64_C(1) << 53) - 1, &game));
    resistance_game_free(game);
    return 1;
}

/* Plays typed steps until the game is in `phase`. */
static int advance_to(ResistanceGame *game, uint64_t *rng, ResistancePhase wanted) {
    ResistanceStatus status;
    for (int i = 0; i < 200; i++) {
        ResistancePhase phase;
        if (resistance_game_phase(game, &phase) != RESISTANCE_STATUS_OK) return 0;
        if (phase == wanted) return 1;
        if (!typed_step(game, rng, &status)) return 0;
    }
    return 0;
}

static int test_commands_the_rules_refuse_change_nothing(void) {
    ResistanceGame *game = new_game(5, 21);
    CHECK(game != NULL);
    const ResistanceStatus refused = RESISTANCE_STATUS_COMMAND_REFUSED;
    uint32_t leader = 0, size = 0;
    CHECK_OK(resistance_game_leader(game, &leader));
    CHECK_OK(resistance_game_team_size(game, &size));
    CHECK(size == 2);
    uint32_t other = (leader + 1) % 5;
    char *before = game_snapshot_of(game);
    uint8_t team[3] = {(uint8_t)leader, (uint8_t)other, (uint8_t)leader};

    CHECK_FAILS(resistance_game_propose(game, other, team, 2), refused, "not_leader");
    CHECK_FAILS(resistance_game_propose(game, leader, team, 3), refused, "duplicate_seat");
    CHECK_FAILS(resistance_game_propose(game, leader, team, 1), refused, "wrong_team_size");
    uint8_t outsider[2] = {(uint8_t)leader, 9};
    CHECK_FAILS(resistance_game_propose(game, leader, outsider, 2), refused,
                "no_such_team_member");
    CHECK_FAILS(resistance_game_vote(game, other, RESISTANCE_VOTE_APPROVE), refused,
                "wrong_phase");
    CHECK_FAILS(resistance_game_play_mission(game, leader, RESISTANCE_MISSION_CARD_SUCCESS),
                refused, "wrong_phase");
    /* Module commands in a base game, or out of their phase. */
    CHECK_FAILS(resistance_game_set_aside(game, leader, other), refused, "wrong_phase");
    CHECK_FAILS(resistance_game_inspect(game, leader, other), refused, "wrong_phase");
    CHECK_FAILS(resistance_game_assassinate(game, leader, other), refused, "wrong_phase");
    CHECK_FAILS(resistance_game_assassinate(game, leader, 7), refused, "wrong_phase");
    CHECK_FAILS(resistance_game_choose_agenda(game, leader, team, 1), refused, "wrong_phase");
    CHECK_FAILS(resistance_game_reveal_agenda(game, leader, leader), refused, "no_hidden_agenda");
    /* Errors of JSON commands come from the same rules. */
    static const char vote[] = "{\"type\":\"vote\",\"vote\":\"reject\"}";
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    CHECK_FAILS(resistance_game_apply_json(game, other, TEXT(vote), &out, &len), refused,
                "wrong_phase");
    CHECK(out_untouched(out, len));
    CHECK(game_unchanged(game, before));
    resistance_string_free(before);

    /* Voting twice. */
    CHECK_OK(resistance_game_propose(game, leader, team, 2));
    CHECK_OK(resistance_game_vote(game, other, RESISTANCE_VOTE_APPROVE));
    before = game_snapshot_of(game);
    CHECK_FAILS(resistance_game_vote(game, other, RESISTANCE_VOTE_REJECT), refused,
                "already_voted");
    CHECK(game_unchanged(game, before));
    resistance_string_free(before);

    /* On a mission: not on the team, playing twice, a Resistance Fail. */
    uint64_t rng = 3;
    CHECK(advance_to(game, &rng, RESISTANCE_PHASE_MISSION));
    uint32_t awaiting = 0;
    CHECK_OK(resistance_game_awaiting(game, &awaiting));
    int resistance_member = -1, outsider_seat = -1;
    for (uint32_t seat = 0; seat < 5; seat++) {
        ResistanceChoices choices;
        CHECK_OK(resistance_game_choices(game, seat, &choices));
        if (choices.play_success && !choices.play_fail) resistance_member = (int)seat;
        if (!(awaiting & (1u << seat))) outsider_seat = (int)seat;
    }
    CHECK(outsider_seat >= 0);
    before = game_snapshot_of(game);
    CHECK_FAILS(resistance_game_play_mission(game, (uint32_t)outsider_seat,
                                             RESISTANCE_MISSION_CARD_SUCCESS),
                refused, "not_on_team");
    if (resistance_member >= 0) {
        CHECK_FAILS(resistance_game_play_mission(game, (uint32_t)resistance_member,
                                                 RESISTANCE_MISSION_CARD_FAIL),
                    refused, "resistance_must_succeed");
    }
    CHECK(game_unchanged(game, before));
    resistance_string_free(before);
    uint32_t first = 0;
    while (!(awaiting & (1u << first))) first++;
    CHECK_OK(resistance_game_play_mission(game, first, RESISTANCE_MISSION_CARD_SUCCESS));
    CHECK_OK(resistance_game_awaiting(game, &awaiting));
    if (awaiting != 0) { /* the mission is still on: the member who played cannot again */
        before = game_snapshot_of(game);
        CHECK_FAILS(resistance_game_play_mission(game, first, RESISTANCE_MISSION_CARD_SUCCESS),
                    refused, "already_played");
        CHECK(game_unchanged(game, before));
        resistance_string_free(before);
    }
    resistance_game_free(game);
    return 1;
}

static int test_seats_outside_the_table_are_refused(ResistanceGame *game) {
    const ResistanceStatus seat_status = RESISTANCE_STATUS_NO_SUCH_SEAT;
    static const uint32_t seats[] = {5, 9, 16, 255, 256, 1000, UINT32_MAX};
    static const uint8_t team[] = {0, 1};
    static const char leave[] = "{\"type\":\"leave\"}";
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    ResistanceChoices choices;
    memset(&choices, 0, sizeof choices);
    for (size_t i = 0; i < sizeof seats / sizeof seats[0]; i++) {
        uint32_t seat = seats[i];
        CHECK_FAILS(resistance_game_propose(game, seat, team, 2), seat_status, "no_such_seat");
        CHECK_FAILS(resistance_game_vote(game, seat, RESISTANCE_VOTE_APPROVE), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_play_mission(game, seat, RESISTANCE_MISSION_CARD_SUCCESS),
                    seat_status, "no_such_seat");
        CHECK_FAILS(resistance_game_leave(game, seat), seat_status, "no_such_seat");
        CHECK_FAILS(resistance_game_claim_seat(game, seat), seat_status, "no_such_seat");
        CHECK_FAILS(resistance_game_choices(game, seat, &choices), seat_status, "no_such_seat");
        uint32_t double_from = 77;
        CHECK_FAILS(resistance_game_double_agenda_from(game, seat, &double_from), seat_status,
                    "no_such_seat");
        CHECK(double_from == 77);
        ResistancePlotChoices plot_choices;
        ResistancePlotCards plot_held;
        CHECK_FAILS(resistance_game_plot_choices(game, seat, &plot_choices), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_plot_held(game, seat, &plot_held), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_give_plot_card(game, seat, 0, 1), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_use_plot_card(game, seat, 0, 0, 0), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_decline_plot_card(game, seat, 0), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_apply_json(game, seat, TEXT(leave), &out, &len), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_view_json(game, seat, &out, &len), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_choices_json(game, seat, &out, &len), seat_status,
                    "no_such_seat");
        CHECK_FAILS(resistance_game_legal_commands_json(game, seat, &out, &len), seat_status,
                    "no_such_seat");
    }
    /* The message names the seat, even one too large for the engine's seat type. */
    char *message = NULL;
    CHECK_OK(resistance_last_error_message(&message, &len));
    CHECK(strstr(message, "4294967295") != NULL);
    resistance_string_free(message);
    CHECK(choices.team_size == 0 && !choices.propose);
    return 1;
}

/* Replaces the first `from` in `text` with `to`; caller frees. */
static char *replaced(const char *text, const char *from, const char *to) {
    const char *at = strstr(text, from);
    if (at == NULL) return NULL;
    size_t head = (size_t)(at - text), from_len = strlen(from), to_len = strlen(to);
    char *result = malloc(strlen(text) - from_len + to_len + 1);
    if (result == NULL) return NULL;
    memcpy(result, text, head);
    memcpy(result + head, to, to_len);
    strcpy(result + head + to_len, at + from_len);
    return result;
}

static int test_snapshots_the_engine_refuses(ResistanceGame *game) {
    char *saved = game_snapshot_of(game);
    CHECK(saved != NULL);
    ResistanceGame *restored = NULL;
    const ResistanceStatus snapshot = RESISTANCE_STATUS_SNAPSHOT_REFUSED;
    struct {
        const char *from, *to, *code;
    } const edits[] = {
        {"\"version\":2", "\"version\":99", "unsupported_snapshot_version"},
        {"\"version\":2", "\"version\":1", "unsupported_snapshot_version"},
        {"\"players\":5", "\"players\":4", "snapshot_config_invalid"},
        {"\"game\":\"resistance\"", "\"game\":\"cells\"", "record_of_another_game"},
        /* A vote while the leader is still to propose: command 0 is refused. */
        {"\"commands\":[]",
         "\"commands\":[{\"seat\":0,\"command\":{\"type\":\"vote\",\"vote\":\"approve\"}}]",
         "record_command_refused"},
    };
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        char *edited = replaced(saved, edits[i].from, edits[i].to);
        CHECK(edited != NULL);
        CHECK_FAILS(resistance_game_restore_json((const uint8_t *)edited, strlen(edited),
                                                 &restored),
                    snapshot, edits[i].code);
        free(edited);
    }
    /* Another version is refused as such even when the rest no longer decodes. */
    static const char future[] = "{\"version\":3,\"game\":\"a format yet to come\"}";
    CHECK_FAILS(resistance_game_restore_json(TEXT(future), &restored), snapshot,
                "unsupported_snapshot_version");
    CHECK(restored == NULL);
    resistance_string_free(saved);
    return 1;
}

static int test_numbers_out_of_range_are_refused(ResistanceGame *game) {
    const ResistanceStatus argument = RESISTANCE_STATUS_INVALID_ARGUMENT;
    uint32_t leader = 0;
    CHECK_OK(resistance_game_leader(game, &leader));
    CHECK_FAILS(resistance_game_vote(game, 0, 2), argument, "invalid_argument");
    CHECK_FAILS(resistance_game_vote(game, 0, UINT32_MAX), argument, "invalid_argument");
    CHECK_FAILS(resistance_game_play_mission(game, 0, 2), argument, "invalid_argument");
    CHECK_FAILS(resistance_game_play_mission(game, 0, UINT32_MAX), argument,
                "invalid_argument");
    uint8_t long_team[17] = {0};
    CHECK_FAILS(resistance_game_propose(game, leader, long_team, sizeof long_team), argument,
                "invalid_argument");
    CHECK_FAILS(resistance_game_choose_agenda(game, 0, long_team, sizeof long_team), argument,
                "invalid_argument");
    /* Seats named by a command past any table (the engine refuses the others). */
    CHECK_FAILS(resistance_game_set_aside(game, leader, 256), argument, "invalid_argument");
    CHECK_FAILS(resistance_game_inspect(game, 0, UINT32_MAX), argument, "invalid_argument");
    CHECK_FAILS(resistance_game_assassinate(game, 0, 1000), argument, "invalid_argument");
    CHECK_FAILS(resistance_game_reveal_agenda(game, 0, 300), argument, "invalid_argument");
    /* Plot card codes that are no RESISTANCE_PLOT_CARD_*, Opinion Maker (never used),
     * seats named past any table, the card Take Responsibility takes. */
    CHECK_FAILS(resistance_game_give_plot_card(game, leader, RESISTANCE_PLOT_CARD_KINDS, 1),
                argument, "invalid_argument");
    CHECK_FAILS(resistance_game_give_plot_card(game, leader, 0, 256), argument,
                "invalid_argument");
    CHECK_FAILS(resistance_game_use_plot_card(game, 0, UINT32_MAX, 0, 0), argument,
                "invalid_argument");
    CHECK_FAILS(resistance_game_use_plot_card(game, 0, RESISTANCE_PLOT_CARD_OPINION_MAKER, 1, 0),
                argument, "invalid_argument");
    CHECK_FAILS(resistance_game_use_plot_card(game, 0, RESISTANCE_PLOT_CARD_OPEN_UP, 256, 0),
                argument, "invalid_argument");
    CHECK_FAILS(resistance_game_use_plot_card(game, 0, RESISTANCE_PLOT_CARD_TAKE_RESPONSIBILITY,
                                              1, 99),
                argument, "invalid_argument");
    CHECK_FAILS(resistance_game_decline_plot_card(game, 0, 9), argument, "invalid_argument");
    /* Arguments a card does not use are not looked at: the engine judges the rest. */
    CHECK_FAILS(resistance_game_use_plot_card(game, 0, RESISTANCE_PLOT_CARD_NO_CONFIDENCE,
                                              UINT32_MAX, UINT32_MAX),
                RESISTANCE_STATUS_COMMAND_REFUSED, "wrong_phase");
    /* A length larger than any buffer is refused before anything is read. */
    static const uint8_t one = '{';
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    CHECK_FAILS(resistance_game_apply_json(game, 0, &one, SIZE_MAX, &out, &len), argument,
                "invalid_argument");
    CHECK(out_untouched(out, len));
    return 1;
}

/* A pointer to an object that is not a game: detected by the tag every call reads
 * (a pointer to freed memory is undefined behaviour and is not tested). */
static int test_foreign_handles_are_refused(void) {
    struct NotAGame {
        uint64_t words[64];
    } foreign;
    memset(&foreign, 0xab, sizeof foreign);
    ResistanceGame *fake = (ResistanceGame *)&foreign;
    _Alignas(16) unsigned char bytes[128] = {0};
    ResistanceGame *misaligned = (ResistanceGame *)(void *)(bytes + 1);
    const ResistanceStatus handle = RESISTANCE_STATUS_INVALID_HANDLE;
    uint32_t number = 77;
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    ResistanceGame *out_game = NULL;
    static const uint8_t team[] = {0, 1};
    static const char leave[] = "{\"type\":\"leave\"}";
    ResistanceGame *const bad[] = {fake, misaligned};
    for (size_t i = 0; i < 2; i++) {
        ResistanceGame *game = bad[i];
        CHECK_FAILS(resistance_game_leader(game, &number), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_awaiting(game, &number), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_propose(game, 0, team, 2), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_vote(game, 0, RESISTANCE_VOTE_APPROVE), handle,
                    "invalid_handle");
        CHECK_FAILS(resistance_game_leave(game, 0), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_assassinate(game, 0, 1), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_choose_agenda(game, 0, team, 1), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_double_agenda_from(game, 0, &number), handle,
                    "invalid_handle");
        CHECK_FAILS(resistance_game_give_plot_card(game, 0, 0, 1), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_use_plot_card(game, 0, 9, 0, 0), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_decline_plot_card(game, 0, 0), handle, "invalid_handle");
        ResistancePlotTable table;
        CHECK_FAILS(resistance_game_plot_table(game, &table), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_apply_json(game, 0, TEXT(leave), &out, &len), handle,
                    "invalid_handle");
        CHECK_FAILS(resistance_game_public_view_json(game, &out, &len), handle,
                    "invalid_handle");
        CHECK_FAILS(resistance_game_snapshot_json(game, &out, &len), handle, "invalid_handle");
        CHECK_FAILS(resistance_game_clone(game, &out_game), handle, "invalid_handle");
        /* Freeing it leaves it alone and says why. */
        resistance_last_error_clear();
        resistance_game_free(game);
        CHECK(resistance_last_error_status() == handle);
    }
    CHECK(number == 77 && out_untouched(out, len) && out_game == NULL);
    /* The foreign object is as it was. */
    for (size_t i = 0; i < 64; i++) CHECK(foreign.words[i] == UINT64_C(0xabababababababab));
    return 1;
}

static int test_a_panic_is_caught_and_reported(void) {
    CHECK_FAILS(resistance_selftest_panic(), RESISTANCE_STATUS_PANIC, "panic");
    char *message = NULL;
    size_t len = 0;
    CHECK_OK(resistance_last_error_message(&message, &len));
    CHECK(strstr(message, "resistance_selftest_panic") != NULL);
    resistance_string_free(message);
    /* The library works on after it. */
    ResistanceGame *game = new_game(5, 1);
    CHECK(game != NULL);
    resistance_game_free(game);
    return 1;
}

static int test_the_last_error_can_be_cleared(void) {
    CHECK(resistance_game_leave(NULL, 0) == RESISTANCE_STATUS_NULL_POINTER);
    resistance_last_error_clear();
    CHECK(resistance_last_error_status() == RESISTANCE_STATUS_OK);
    char *code = NULL;
    size_t len = 99;
    CHECK_OK(resistance_last_error_code(&code, &len));
    CHECK(len == 0 && code[0] == '\0');
    resistance_string_free(code);
    /* Successful calls leave the last error as it was. */
    CHECK(resistance_game_leave(NULL, 0) == RESISTANCE_STATUS_NULL_POINTER);
    ResistanceGame *game = new_game(5, 1);
    CHECK(game != NULL);
    resistance_game_free(game);
    CHECK(resistance_last_error_status() == RESISTANCE_STATUS_NULL_POINTER);
    return 1;
}

/* Out-parameters need not be aligned. */
static int test_unaligned_out_parameters_work(void) {
    ResistanceGame *game = new_game(7, 5);
    CHECK(game != NULL);
    _Alignas(8) unsigned char buffer[64] = {0};
    uint32_t expected = 0, got = 0;
    CHECK_OK(resistance_game_leader(game, &expected));
    CHECK_OK(resistance_game_leader(game, (uint32_t *)(void *)(buffer + 1)));
    memcpy(&got, buffer + 1, sizeof got);
    CHECK(got == expected);
    resistance_game_free(game);
    return 1;
}

/* ---------------------------------------------------------------- threads -- */

struct ThreadRun {
    uint64_t seed;
    int ok;
};

static void *play_on_a_thread(void *argument) {
    struct ThreadRun *run_info = argument;
    run_info->ok = 0;
    for (int game_number = 0; game_number < 20; game_number++) {
        ResistanceGame *game = new_game(7, run_info->seed + (uint64_t)game_number);
        if (game == NULL) return NULL;
        uint64_t rng = run_info->seed * 31 + (uint64_t)game_number + 1;
        ResistanceStatus status;
        while (typed_step(game, &rng, &status)) {
        }
        bool over = false;
        if (status != RESISTANCE_STATUS_OK ||
            resistance_game_is_over(game, &over) != RESISTANCE_STATUS_OK || !over) {
            resistance_game_free(game);
            return NULL;
        }
        resistance_game_free(game);
    }
    /* This thread's last error is its own. */
    if (resistance_game_vote(NULL, 0, 0) != RESISTANCE_STATUS_NULL_POINTER ||
        resistance_last_error_status() != RESISTANCE_STATUS_NULL_POINTER) {
        return NULL;
    }
    run_info->ok = 1;
    return NULL;
}

static int test_different_games_on_different_threads(void) {
    resistance_last_error_clear();
    pthread_t threads[4];
    struct ThreadRun runs[4];
    for (int i = 0; i < 4; i++) {
        runs[i].seed = (uint64_t)(i + 1) * 1000;
        CHECK(pthread_create(&threads[i], NULL, play_on_a_thread, &runs[i]) == 0);
    }
    for (int i = 0; i < 4; i++) {
        CHECK(pthread_join(threads[i], NULL) == 0);
        CHECK(runs[i].ok);
    }
    CHECK(resistance_last_error_status() == RESISTANCE_STATUS_OK);
    return 1;
}

/* ------------------------------------------------------------------- main -- */

/* ------------------------------------------------------------ the Cells variant -- */

/* Plays random legal commands (drawn with `rng`) of the lowest awaited seat until the
 * game ends or `limit` commands; the number played, or -1 when a call failed. */
static long cells_play(ResistanceCellsGame *game, uint64_t *rng, long limit) {
    long steps = 0;
    while (steps < limit) {
        uint32_t awaiting = 0;
        if (resistance_cells_awaiting(game, &awaiting) != RESISTANCE_STATUS_OK) return -1;
        if (awaiting == 0) break;
        uint32_t seat = 0;
        while (!(awaiting & (1u << seat))) seat++;
        char *legal = NULL, *outcome = NULL;
        size_t len = 0;
        if (resistance_cells_legal_commands_json(game, seat, &legal, &len) != RESISTANCE_STATUS_OK)
            return -1;
        size_t count = array_length(legal);
        char command[512];
        int found = count > 0 &&
                    array_element(legal, below(rng, (uint32_t)count), command, sizeof command);
        resistance_string_free(legal);
        if (!found) return -1;
        if (resistance_cells_apply_json(game, seat, (const uint8_t *)command, strlen(command),
                                        &outcome, &len) != RESISTANCE_STATUS_OK)
            return -1;
        int events = strncmp(outcome, "{\"events\":[{\"audience\":", 23) == 0;
        resistance_string_free(outcome);
        if (!events) return -1;
        steps++;
    }
    return steps;
}

static int test_cells_games_play_to_the_end_through_json_calls(void) {
    for (uint32_t players = 3; players <= 4; players++) {
        for (uint64_t seed = 1; seed <= 5; seed++) {
            char config[64];
            snprintf(config, sizeof config, "{\"players\":%u,\"seed\":%llu}", players,
                     (unsigned long long)seed);
            ResistanceCellsGame *game = NULL;
            char *opening = NULL;
            size_t len = 0;
            CHECK_OK(resistance_cells_new_json((const uint8_t *)config, strlen(config), &game,
                                               &opening, &len));
            CHECK(strlen(opening) == len);
            /* Each seat looks at its own hand, privately. */
            for (uint32_t seat = 0; seat < players; seat++) {
                char look[64];
                snprintf(look, sizeof look, "{\"audience\":{\"type\":\"seats\",\"seats\":[%u]}",
                         seat);
                CHECK(strstr(opening, look) != NULL);
            }
            resistance_string_free(opening);
            uint64_t rng = seed * 7919;
            long steps = cells_play(game, &rng, 5000);
            CHECK(steps > 0 && steps < 5000);
            bool over = false;
            CHECK_OK(resistance_cells_is_over(game, &over));
            CHECK(over);
            char *result = NULL;
            CHECK_OK(resistance_cells_result_json(game, &result, &len));
            CHECK(strncmp(result, "{\"winner\":", 10) == 0);
            resistance_string_free(result);
            char *config_back = NULL;
            CHECK_OK(resistance_cells_seeded_config_json(game, &config_back, &len));
            CHECK(strcmp(config_back, config) == 0);
            resistance_string_free(config_back);
            resistance_cells_free(game);
        }
    }
    return 1;
}

static int test_cells_snapshot_restore_and_clone_continue_the_same_game(void) {
    static const char config[] = "{\"players\":4,\"seed\":31}";
    ResistanceCellsGame *game = NULL, *restored = NULL, *copy = NULL;
    char *opening = NULL;
    size_t len = 0;
    CHECK_OK(resistance_cells_new_json(TEXT(config), &game, &opening, &len));
    resistance_string_free(opening);
    uint64_t rng = 5;
    CHECK(cells_play(game, &rng, 25) == 25);
    char *saved = cells_snapshot_of(game);
    CHECK(saved != NULL);
    CHECK_OK(resistance_cells_restore_json((const uint8_t *)saved, strlen(saved), &restored));
    CHECK_OK(resistance_cells_clone(game, &copy));
    CHECK(cells_unchanged(restored, saved) && cells_unchanged(copy, saved));
    /* The same commands from here give the same games. */
    ResistanceCellsGame *games[3] = {game, restored, copy};
    long played[3];
    for (int i = 0; i < 3; i++) {
        uint64_t same = 99;
        played[i] = cells_play(games[i], &same, 5000);
    }
    CHECK(played[0] > 0 && played[0] == played[1] && played[0] == played[2]);
    char *end = cells_snapshot_of(game);
    CHECK(cells_unchanged(restored, end) && cells_unchanged(copy, end));
    resistance_string_free(end);
    resistance_string_free(saved);
    for (int i = 0; i < 3; i++) resistance_cells_free(games[i]);
    return 1;
}

static int test_cells_refusals_change_nothing(void) {
    ResistanceCellsGame *game = NULL, *out_game = NULL;
    char *opening = NULL;
    size_t len = 0;
    CHECK_OK(resistance_cells_new_json(TEXT("{\"players\":3,\"seed\":8}"), &game, &opening, &len));
    resistance_string_free(opening);
    char *before = cells_snapshot_of(game);
    char *out = SENTINEL_TEXT;
    size_t out_len = SENTINEL_LEN;
    char *other = SENTINEL_TEXT;
    size_t other_len = SENTINEL_LEN;
    /* Configurations. */
    CHECK_FAILS(resistance_cells_new_json(TEXT("{\"players\":5,\"seed\":1}"), &out_game, &other,
                                          &other_len),
                RESISTANCE_STATUS_INVALID_CONFIG, "player_count");
    CHECK_FAILS(resistance_cells_new_json(TEXT("{\"players\":3,\"seed\":1,\"trapper\":true}"),
                                          &out_game, &other, &other_len),
                RESISTANCE_STATUS_INVALID_JSON, "invalid_json");
    CHECK_NULL_REFUSED(resistance_cells_new_json(NULL, 0, &out_game, &other, &other_len));
    /* Commands: wrong phase, unknown fields, seats outside the table. */
    CHECK_FAILS(resistance_cells_apply_json(game, 0, TEXT("{\"type\":\"scoutDeck\"}"), &out,
                                            &out_len),
                RESISTANCE_STATUS_COMMAND_REFUSED, "wrong_phase");
    CHECK_FAILS(resistance_cells_apply_json(game, 0, TEXT("{\"type\":\"scoutDeck\",\"x\":1}"),
                                            &out, &out_len),
                RESISTANCE_STATUS_INVALID_JSON, "invalid_json");
    CHECK_FAILS(resistance_cells_apply_json(game, 3, TEXT("{\"type\":\"scoutDeck\"}"), &out,
                                            &out_len),
                RESISTANCE_STATUS_NO_SUCH_SEAT, "no_such_seat");
    CHECK_FAILS(resistance_cells_apply_json(game, 4096, TEXT("{\"type\":\"scoutDeck\"}"), &out,
                                            &out_len),
                RESISTANCE_STATUS_NO_SUCH_SEAT, "no_such_seat");
    CHECK_FAILS(resistance_cells_view_json(game, 3, &out, &out_len),
                RESISTANCE_STATUS_NO_SUCH_SEAT, "no_such_seat");
    CHECK_NULL_REFUSED(resistance_cells_apply_json(game, 0, TEXT("{\"type\":\"scoutDeck\"}"),
                                                   NULL, &out_len));
    /* Snapshots: another version, and the base game's. */
    CHECK_FAILS(resistance_cells_restore_json(TEXT("{\"version\":9,\"game\":0}"), &out_game),
                RESISTANCE_STATUS_SNAPSHOT_REFUSED, "unsupported_snapshot_version");
    ResistanceGame *base = new_game(5, 1);
    CHECK(base != NULL);
    char *base_snapshot = game_snapshot_of(base);
    CHECK_FAILS(resistance_cells_restore_json((const uint8_t *)base_snapshot,
                                              strlen(base_snapshot), &out_game),
                RESISTANCE_STATUS_SNAPSHOT_REFUSED, "record_of_another_game");
    ResistanceGame *base_out = NULL;
    CHECK_FAILS(resistance_game_restore_json((const uint8_t *)before, strlen(before), &base_out),
                RESISTANCE_STATUS_SNAPSHOT_REFUSED, "record_of_another_game");
    /* A handle of one kind is not one of the other. */
    uint32_t number = 77;
    CHECK_HANDLE_REFUSED(resistance_cells_awaiting((ResistanceCellsGame *)(void *)base, &number));
    CHECK_HANDLE_REFUSED(resistance_game_awaiting((ResistanceGame *)(void *)game, &number));
    CHECK_NULL_REFUSED(resistance_cells_snapshot_json(NULL, &out, &out_len));
    resistance_last_error_clear();
    resistance_cells_free((ResistanceCellsGame *)(void *)base);
    CHECK(resistance_last_error_status() == RESISTANCE_STATUS_INVALID_HANDLE);
    CHECK(cells_unchanged(game, before) && game_unchanged(base, base_snapshot));
    CHECK(out_untouched(out, out_len) && out_untouched(other, other_len));
    CHECK(out_game == NULL && base_out == NULL && number == 77);
    resistance_string_free(base_snapshot);
    resistance_string_free(before);
    resistance_game_free(base);
    resistance_cells_free(game);
    return 1;
}

/* -------------------------------------- openings and Cells' last outcomes -- */

/* How many events an outcome `{"events":[...]}` holds: one audience each. */
static size_t events_in(const char *outcome) {
    size_t count = 0;
    for (const char *at = strstr(outcome, "{\"audience\":"); at != NULL;
         at = strstr(at + 1, "{\"audience\":")) {
        count++;
    }
    return count;
}

static int test_openings_can_be_asked_for_again(void) {
    /* The base game: what new_json handed over, also after play and in a clone. */
    static const char config[] = "{\"players\":5,\"seed\":2026}";
    ResistanceGame *game = NULL, *typed = NULL, *copy = NULL, *restored = NULL;
    char *opening = NULL;
    size_t len = 0;
    CHECK_OK(resistance_game_new_json(TEXT(config), &game, &opening, &len));
    CHECK(same_text(game_json(resistance_game_opening_json, game), opening));
    /* A game made by resistance_game_new gets the same opening this way. */
    typed = new_game(5, 2026);
    CHECK(typed != NULL);
    CHECK(same_text(game_json(resistance_game_opening_json, typed), opening));
    uint64_t rng = 3;
    ResistanceStatus status;
    for (int i = 0; i < 10 && typed_step(game, &rng, &status); i++) {
    }
    CHECK(status == RESISTANCE_STATUS_OK);
    CHECK(same_text(game_json(resistance_game_opening_json, game), opening));
    CHECK_OK(resistance_game_clone(game, &copy));
    CHECK(same_text(game_json(resistance_game_opening_json, copy), opening));
    /* A snapshot does not hold the opening. */
    char *saved = game_snapshot_of(game);
    CHECK(saved != NULL);
    CHECK_OK(resistance_game_restore_json((const uint8_t *)saved, strlen(saved), &restored));
    CHECK(same_text(game_json(resistance_game_opening_json, restored), "null"));
    resistance_string_free(saved);
    resistance_string_free(opening);
    resistance_game_free(game);
    resistance_game_free(typed);
    resistance_game_free(copy);
    resistance_game_free(restored);

    /* The Cells variant: the same. */
    ResistanceCellsGame *cells = NULL, *cells_copy = NULL, *cells_restored = NULL;
    CHECK_OK(resistance_cells_new_json(TEXT("{\"players\":4,\"seed\":12}"), &cells, &opening,
                                       &len));
    CHECK(same_text(cells_json(resistance_cells_opening_json, cells), opening));
    CHECK(cells_play(cells, &rng, 15) == 15);
    CHECK(same_text(cells_json(resistance_cells_opening_json, cells), opening));
    CHECK_OK(resistance_cells_clone(cells, &cells_copy));
    CHECK(same_text(cells_json(resistance_cells_opening_json, cells_copy), opening));
    saved = cells_snapshot_of(cells);
    CHECK(saved != NULL);
    CHECK_OK(resistance_cells_restore_json((const uint8_t *)saved, strlen(saved),
                                           &cells_restored));
    CHECK(same_text(cells_json(resistance_cells_opening_json, cells_restored), "null"));
    resistance_string_free(saved);
    resistance_string_free(opening);
    resistance_cells_free(cells);
    resistance_cells_free(cells_copy);
    resistance_cells_free(cells_restored);
    return 1;
}

static int test_cells_games_keep_their_last_outcome(void) {
    ResistanceCellsGame *game = NULL, *copy = NULL, *restored = NULL;
    char *opening = NULL;
    size_t len = 0, count = 99;
    CHECK_OK(resistance_cells_new_json(TEXT("{\"players\":3,\"seed\":4}"), &game, &opening, &len));
    resistance_string_free(opening);
    CHECK(same_text(cells_json(resistance_cells_last_outcome_json, game), "{\"events\":[]}"));
    CHECK_OK(resistance_cells_last_event_count(game, &count));
    CHECK(count == 0);
    uint64_t rng = 17;
    for (int step = 0; step < 40; step++) {
        uint32_t awaiting = 0;
        CHECK_OK(resistance_cells_awaiting(game, &awaiting));
        if (awaiting == 0) break;
        uint32_t seat = 0;
        while (!(awaiting & (1u << seat))) seat++;
        char *legal = NULL;
        CHECK_OK(resistance_cells_legal_commands_json(game, seat, &legal, &len));
        char command[512];
        int found = array_element(legal, below(&rng, (uint32_t)array_length(legal)), command,
                                  sizeof command);
        resistance_string_free(legal);
        CHECK(found);
        char *outcome = NULL;
        CHECK_OK(resistance_cells_apply_json(game, seat, (const uint8_t *)command,
                                             strlen(command), &outcome, &len));
        CHECK_OK(resistance_cells_last_event_count(game, &count));
        CHECK(count > 0 && count == events_in(outcome));
        CHECK(same_text(cells_json(resistance_cells_last_outcome_json, game), outcome));
        resistance_string_free(outcome);
    }
    /* A refused command leaves it; a clone carries it over; a restored game starts
     * empty. */
    char *last = cells_json(resistance_cells_last_outcome_json, game);
    CHECK(last != NULL);
    char *out = SENTINEL_TEXT;
    size_t out_len = SENTINEL_LEN;
    CHECK_FAILS(resistance_cells_apply_json(game, 0, TEXT("{\"type\":\"dance\"}"), &out,
                                            &out_len),
                RESISTANCE_STATUS_INVALID_JSON, "invalid_json");
    CHECK(out_untouched(out, out_len));
    CHECK(same_text(cells_json(resistance_cells_last_outcome_json, game), last));
    CHECK_OK(resistance_cells_clone(game, &copy));
    CHECK(same_text(cells_json(resistance_cells_last_outcome_json, copy), last));
    char *saved = cells_snapshot_of(game);
    CHECK_OK(resistance_cells_restore_json((const uint8_t *)saved, strlen(saved), &restored));
    CHECK(same_text(cells_json(resistance_cells_last_outcome_json, restored),
                    "{\"events\":[]}"));
    CHECK_OK(resistance_cells_last_event_count(restored, &count));
    CHECK(count == 0);
    resistance_string_free(saved);
    resistance_string_free(last);
    resistance_cells_free(game);
    resistance_cells_free(copy);
    resistance_cells_free(restored);
    return 1;
}

static int test_the_new_calls_refuse_like_every_call(void) {
    ResistanceGame *base = new_game(5, 1);
    CHECK(base != NULL);
    ResistanceCellsGame *cells = NULL;
    char *opening = NULL;
    size_t len = 0;
    CHECK_OK(resistance_cells_new_json(TEXT("{\"players\":3,\"seed\":1}"), &cells, &opening, &len));
    resistance_string_free(opening);
    char *out = SENTINEL_TEXT;
    size_t out_len = SENTINEL_LEN, count = SENTINEL_LEN;
    uint64_t foreign[4] = {0, 0, 0, 0};
    /* A handle of the other kind, a foreign object. */
    ResistanceGame *cells_as_base = (ResistanceGame *)(void *)cells;
    ResistanceCellsGame *base_as_cells = (ResistanceCellsGame *)(void *)base;
    ResistanceCellsGame *foreign_as_cells = (ResistanceCellsGame *)(void *)foreign;
    CHECK_HANDLE_REFUSED(resistance_game_opening_json(cells_as_base, &out, &out_len));
    CHECK_HANDLE_REFUSED(resistance_cells_opening_json(base_as_cells, &out, &out_len));
    CHECK_HANDLE_REFUSED(resistance_cells_last_outcome_json(base_as_cells, &out, &out_len));
    CHECK_HANDLE_REFUSED(resistance_cells_last_event_count(base_as_cells, &count));
    CHECK_HANDLE_REFUSED(resistance_cells_last_event_count(foreign_as_cells, &count));
    /* NULL. */
    CHECK_NULL_REFUSED(resistance_game_opening_json(NULL, &out, &out_len));
    CHECK_NULL_REFUSED(resistance_game_opening_json(base, &out, NULL));
    CHECK_NULL_REFUSED(resistance_cells_opening_json(cells, NULL, &out_len));
    CHECK_NULL_REFUSED(resistance_cells_last_outcome_json(NULL, &out, &out_len));
    CHECK_NULL_REFUSED(resistance_cells_last_event_count(cells, NULL));
    CHECK(out_untouched(out, out_len) && count == SENTINEL_LEN);
    CHECK(foreign[0] == 0 && foreign[3] == 0);
    resistance_game_free(base);
    resistance_cells_free(cells);
    return 1;
}

/* ------------------------------------------------------------- plot cards -- */

/* A configuration with plot cards, and every other module too when `modules`. */
static const char *plot_config(char *buffer, size_t size, uint32_t players, uint64_t seed,
                               int modules) {
    snprintf(buffer, size,
             "{\"players\":%u,\"seed\":%llu,\"plotCards\":true%s}", players,
             (unsigned long long)seed,
             modules ? ",\"assassin\":{\"bodyGuard\":true},\"trapper\":true,"
                       "\"defector\":\"standard\",\"inquisitor\":true,\"agendas\":\"double\""
                     : "");
    return buffer;
}

static int is_immediate(uint32_t code) {
    return code == RESISTANCE_PLOT_CARD_TAKE_RESPONSIBILITY ||
           code == RESISTANCE_PLOT_CARD_OVERHEARD_CONVERSATION ||
           code == RESISTANCE_PLOT_CARD_OPEN_UP ||
           code == RESISTANCE_PLOT_CARD_ESTABLISH_CONFIDENCE;
}

/* The most seats a table has. */
#define MAX_SEATS 10

/* The cards in front of each of the `players` seats. */
static int held_by_everyone(ResistanceGame *game, uint32_t players, ResistancePlotCards *held) {
    for (uint32_t seat = 0; seat < players; seat++) {
        CHECK_OK(resistance_game_plot_held(game, seat, &held[seat]));
    }
    return 1;
}

/* The first card code of which `cards` holds none. */
static uint32_t missing_code(const ResistancePlotCards *cards) {
    uint32_t code = 0;
    while (code + 1 < RESISTANCE_PLOT_CARD_KINDS && cards->count[code] > 0) code++;
    return code;
}

/* The lowest seat of a non-empty mask. */
static uint32_t lowest(uint32_t seats) {
    uint32_t seat = 0;
    while (!(seats & (1u << seat))) seat++;
    return seat;
}

static unsigned total(const ResistancePlotCards *cards) {
    unsigned sum = 0;
    for (size_t code = 0; code < RESISTANCE_PLOT_CARD_KINDS; code++) sum += cards->count[code];
    return sum;
}

/* Whether `outcome` holds an event for `viewer` alone showing a plot card's sight. */
static int shown_to(const char *outcome, uint32_t viewer) {
    char wanted[96];
    snprintf(wanted, sizeof wanted,
             "{\"audience\":{\"type\":\"seats\",\"seats\":[%u]},\"event\":{\"type\":\"plotCardShown\"",
             viewer);
    return strstr(outcome, wanted) != NULL;
}

/* What the table says of the plot cards agrees with the other queries: the phase, who
 * is awaited, what each seat may do, the cards in front of each seat (never an
 * immediate one) and the deck's size. */
static int plot_table_agrees(ResistanceGame *game, uint32_t players, unsigned deck_size) {
    ResistancePlotTable table;
    ResistancePhase phase;
    uint32_t awaiting = 0;
    CHECK_OK(resistance_game_plot_table(game, &table));
    CHECK_OK(resistance_game_phase(game, &phase));
    CHECK_OK(resistance_game_awaiting(game, &awaiting));
    CHECK(table.in_play);
    /* The plot phases are the ones resistance_game_phase does not name. */
    CHECK((phase == RESISTANCE_PHASE_OTHER) == (table.step != RESISTANCE_PLOT_STEP_NONE));
    if (table.step != RESISTANCE_PLOT_STEP_NONE) CHECK(awaiting == 1u << table.seat);
    unsigned cards = table.deck + total(&table.drawn);
    for (uint32_t seat = 0; seat < players; seat++) {
        ResistancePlotCards held;
        ResistancePlotChoices plot;
        ResistanceChoices choices;
        CHECK_OK(resistance_game_plot_held(game, seat, &held));
        CHECK_OK(resistance_game_plot_choices(game, seat, &plot));
        CHECK_OK(resistance_game_choices(game, seat, &choices));
        for (uint32_t code = 0; code < RESISTANCE_PLOT_CARD_KINDS; code++) {
            if (is_immediate(code)) CHECK(held.count[code] == 0);
        }
        cards += total(&held);
        /* `other` flags the plot choices, and only the acting seat has any. */
        int any = plot.give || plot.use_card || plot.decline;
        CHECK(choices.other == any);
        CHECK(!any || (table.step != RESISTANCE_PLOT_STEP_NONE && seat == table.seat));
        CHECK(!plot.give || (plot.give_to == (((1u << players) - 1) & ~(1u << seat))));
        CHECK(!plot.give || total(&plot.give_cards) == total(&table.drawn));
    }
    /* Every card is in the deck, drawn, in front of someone, being resolved or gone. */
    CHECK(cards <= deck_size);
    return 1;
}

/* Plot cards through the typed calls only, decided from the plot structs: whole
 * games, alone and with every module, with what each command must do checked. */
static int test_full_games_with_plot_cards_through_typed_calls(void) {
    unsigned steps_seen[6] = {0};
    unsigned used[RESISTANCE_PLOT_CARD_KINDS] = {0};
    unsigned declined = 0, sights = 0;
    for (uint32_t players = 5; players <= 10; players++) {
        for (uint64_t seed = 1; seed <= 10; seed++) {
            char config[256];
            ResistanceGame *game = new_json_game(plot_config(config, sizeof config, players,
                                                             seed, seed % 2 == 0));
            CHECK(game != NULL);
            const unsigned deck_size = players >= 7 ? 15 : 7;
            const unsigned drawn_per_round = players <= 6 ? 1 : players <= 8 ? 2 : 3;
            ResistancePlotTable table;
            CHECK_OK(resistance_game_plot_table(game, &table));
            /* PC1, PC2: the round's cards are drawn as it starts (after the hidden
             * agendas, when there are some). */
            CHECK(table.deck == deck_size - drawn_per_round ||
                  (table.deck == deck_size && table.step == RESISTANCE_PLOT_STEP_NONE));
            uint64_t rng = seed * 104729 + players;
            ResistanceStatus status = RESISTANCE_STATUS_OK;
            unsigned steps = 0;
            for (;;) {
                CHECK(plot_table_agrees(game, players, deck_size));
                CHECK_OK(resistance_game_plot_table(game, &table));
                steps_seen[table.step]++;
                CHECK(++steps < 3000);
                if (table.step == RESISTANCE_PLOT_STEP_NONE) {
                    if (!typed_step(game, &rng, &status)) break;
                    continue;
                }
                uint32_t seat = table.seat;
                ResistancePlotCards before[MAX_SEATS], after[MAX_SEATS];
                CHECK(held_by_everyone(game, players, before));
                PlotMove move;
                CHECK_OK(plot_move(game, &rng, seat, &move));
                CHECK(held_by_everyone(game, players, after));
                char *outcome = NULL;
                size_t len = 0;
                CHECK_OK(resistance_game_last_outcome_json(game, &outcome, &len));
                int shown_user = shown_to(outcome, seat);
                int shown_target = shown_to(outcome, move.target);
                resistance_string_free(outcome);
                /* What lies in front of each seat changes only as the command says. */
                const uint32_t to = move.target, card = move.card, take = move.take;
                if (move.kind == GAVE && !is_immediate(card)) {
                    after[to].count[card]--;
                } else if (move.kind == USED && card == RESISTANCE_PLOT_CARD_TAKE_RESPONSIBILITY) {
                    after[seat].count[take]--;
                    after[to].count[take]++;
                } else if (move.kind == USED && !is_immediate(card)) {
                    after[seat].count[card]++;
                }
                CHECK(memcmp(before, after, players * sizeof before[0]) == 0);
                if (move.kind == DECLINED) declined++;
                if (move.kind != USED) continue;
                used[card]++;
                if (card == RESISTANCE_PLOT_CARD_STRONG_LEADER) {
                    uint32_t leader = 99;
                    CHECK_OK(resistance_game_leader(game, &leader));
                    CHECK(leader == seat); /* PC4: the holder leads */
                } else if (card == RESISTANCE_PLOT_CARD_KEEPING_A_CLOSE_EYE_ON_YOU ||
                           card == RESISTANCE_PLOT_CARD_OVERHEARD_CONVERSATION) {
                    CHECK(shown_user && !shown_target); /* the user sees, alone */
                    sights++;
                } else if (card == RESISTANCE_PLOT_CARD_OPEN_UP ||
                           card == RESISTANCE_PLOT_CARD_ESTABLISH_CONFIDENCE) {
                    CHECK(shown_target && !shown_user); /* the one named sees, alone */
                    sights++;
                }
            }
            CHECK_OK(status);
            bool over = false;
            CHECK_OK(resistance_game_is_over(game, &over));
            CHECK(over);
            resistance_game_free(game);
        }
    }
    /* Every step came up, every card but Opinion Maker (never used) was used. */
    for (int step = 0; step < 6; step++) CHECK(steps_seen[step] > 0);
    for (uint32_t code = 0; code < RESISTANCE_PLOT_CARD_KINDS; code++) {
        CHECK((used[code] > 0) == (code != RESISTANCE_PLOT_CARD_OPINION_MAKER));
    }
    CHECK(declined > 0 && sights > 0);
    return 1;
}

/* A configuration with "plotCards":true plays through the JSON calls alone. */
static int test_plot_games_through_json_calls(void) {
    unsigned sent_plot = 0;
    for (uint32_t players = 5; players <= 10; players += 5) {
        char config[256];
        ResistanceGame *game = new_json_game(plot_config(config, sizeof config, players, 31, 0));
        CHECK(game != NULL);
        char *json = NULL;
        size_t len = 0;
        CHECK_OK(resistance_game_seeded_config_json(game, &json, &len));
        CHECK(strstr(json, "\"plotCards\":true") != NULL);
        resistance_string_free(json);
        CHECK_OK(resistance_game_public_view_json(game, &json, &len));
        CHECK(strstr(json, "\"plot\":{\"deck\":") != NULL);
        resistance_string_free(json);
        uint64_t rng = 77 + players;
        CHECK(play_through_json(game, players, &rng, &sent_plot) > 0);
        /* Once over, the reveal says what every plot card showed. */
        CHECK_OK(resistance_game_view_json(game, 0, &json, &len));
        CHECK(strstr(json, "\"plotSights\":[") != NULL);
        resistance_string_free(json);
        resistance_game_free(game);
    }
    CHECK(sent_plot > 0);
    return 1;
}

/* A refused command must give `code` and change nothing. */
#define REFUSED(call, code)                                                         \
    do {                                                                            \
        char *refused_before = game_snapshot_of(game);                                   \
        CHECK_FAILS((call), RESISTANCE_STATUS_COMMAND_REFUSED, (code));             \
        CHECK(game_unchanged(game, refused_before));                                     \
        resistance_string_free(refused_before);                                     \
    } while (0)

/* The refusals tried whenever a game is at the step they need, and their codes. */
enum PlotRefusal {
    GIVE_TO_SELF, NOT_DRAWN, NOT_LEADER, MUST_RESOLVE, NOT_HELD, SHOW_TO_SELF, NOT_NEIGHBOUR,
    TAKE_FROM_SELF, NO_CARD_TO_TAKE, WATCH_OWN_CARD, NOT_ON_TEAM, SPOTLIGHT_NOT_ON_TEAM,
    OUT_OF_TURN, PLOT_REFUSALS
};
static const char *const refusal_codes[PLOT_REFUSALS] = {
    "give_plot_card_to_self", "plot_card_not_drawn", "not_leader", "must_resolve_plot_card",
    "plot_card_not_held", "show_to_self", "not_a_neighbour", "take_from_self", "no_card_to_take",
    "watch_own_card", "not_on_team", "spotlight_not_on_team", "plot_card_out_of_turn",
};

/* Refusal `refusal` of `call`, counted in `*tried`. */
#define TRY(call, refusal)                                                          \
    do {                                                                            \
        REFUSED((call), refusal_codes[(refusal)]);                                  \
        *tried |= 1u << (refusal);                                                  \
    } while (0)

/* Tries the refusals the game's step allows; adds the ones tried to `*tried`. */
static int try_plot_refusals(ResistanceGame *game, uint32_t players, unsigned *tried) {
    bool over = false;
    CHECK_OK(resistance_game_is_over(game, &over));
    if (over) return 1; /* every command is refused as game_over */
    ResistancePlotTable table;
    CHECK_OK(resistance_game_plot_table(game, &table));
    uint32_t seat = table.seat, other = (seat + 1) % players;
    ResistancePlotCards held;
    CHECK_OK(resistance_game_plot_held(game, seat, &held));
    /* A held card the seat does not have, used by it: refused at any step. */
    static const uint32_t held_kinds[] = {
        RESISTANCE_PLOT_CARD_STRONG_LEADER, RESISTANCE_PLOT_CARD_KEEPING_A_CLOSE_EYE_ON_YOU,
        RESISTANCE_PLOT_CARD_NO_CONFIDENCE, RESISTANCE_PLOT_CARD_IN_THE_SPOTLIGHT};
    for (size_t i = 0; i < sizeof held_kinds / sizeof held_kinds[0]; i++) {
        if (held.count[held_kinds[i]] == 0) {
            TRY(resistance_game_use_plot_card(game, seat, held_kinds[i], other, 0), NOT_HELD);
            break;
        }
    }
    /* Another seat off the approved team, for the cards that name a member. */
    uint32_t outsider = lowest(~(table.team | 1u << seat));
    if (table.step == RESISTANCE_PLOT_STEP_DEAL) {
        ResistancePlotChoices plot;
        CHECK_OK(resistance_game_plot_choices(game, seat, &plot));
        uint32_t drawn = 0;
        while (plot.give_cards.count[drawn] == 0) drawn++;
        TRY(resistance_game_give_plot_card(game, seat, drawn, seat), GIVE_TO_SELF);
        TRY(resistance_game_give_plot_card(game, seat, missing_code(&plot.give_cards), other),
            NOT_DRAWN);
        TRY(resistance_game_give_plot_card(game, other, drawn, seat), NOT_LEADER);
        TRY(resistance_game_decline_plot_card(game, seat, RESISTANCE_PLOT_CARD_OPEN_UP),
            MUST_RESOLVE);
    } else if (table.step == RESISTANCE_PLOT_STEP_RESOLUTION) {
        TRY(resistance_game_decline_plot_card(game, seat, table.card), MUST_RESOLVE);
        if (table.card == RESISTANCE_PLOT_CARD_OPEN_UP ||
            table.card == RESISTANCE_PLOT_CARD_ESTABLISH_CONFIDENCE) {
            TRY(resistance_game_use_plot_card(game, seat, table.card, seat, 0), SHOW_TO_SELF);
        } else if (table.card == RESISTANCE_PLOT_CARD_OVERHEARD_CONVERSATION) {
            /* Two seats away is nobody's neighbour at five players or more. */
            TRY(resistance_game_use_plot_card(game, seat, table.card, (seat + 2) % players, 0),
                NOT_NEIGHBOUR);
        } else if (table.card == RESISTANCE_PLOT_CARD_TAKE_RESPONSIBILITY) {
            TRY(resistance_game_use_plot_card(game, seat, table.card, seat, 0), TAKE_FROM_SELF);
            ResistancePlotChoices plot;
            ResistancePlotCards theirs;
            CHECK_OK(resistance_game_plot_choices(game, seat, &plot));
            uint32_t from = lowest(plot.targets);
            CHECK_OK(resistance_game_plot_held(game, from, &theirs));
            TRY(resistance_game_use_plot_card(game, seat, table.card, from, missing_code(&theirs)),
                NO_CARD_TO_TAKE);
        }
    } else if (table.card == RESISTANCE_PLOT_CARD_KEEPING_A_CLOSE_EYE_ON_YOU &&
               table.step == RESISTANCE_PLOT_STEP_AFTER_CARDS) {
        TRY(resistance_game_use_plot_card(game, seat, table.card, seat, 0), WATCH_OWN_CARD);
        TRY(resistance_game_use_plot_card(game, seat, table.card, outsider, 0), NOT_ON_TEAM);
    } else if (table.card == RESISTANCE_PLOT_CARD_IN_THE_SPOTLIGHT &&
               table.step == RESISTANCE_PLOT_STEP_AFTER_APPROVAL) {
        TRY(resistance_game_use_plot_card(game, seat, table.card, outsider, 0),
            SPOTLIGHT_NOT_ON_TEAM);
    }
    /* At a moment, another holder of the card who has not answered waits their turn
     * (a leader's Strong Leader is refused as such first). */
    if (table.step >= RESISTANCE_PLOT_STEP_BEFORE_PROPOSAL) {
        uint32_t leader = 0;
        CHECK_OK(resistance_game_leader(game, &leader));
        for (uint32_t holder = 0; holder < players; holder++) {
            ResistancePlotCards theirs;
            CHECK_OK(resistance_game_plot_held(game, holder, &theirs));
            int waiting = holder != seat && !(table.answered & (1u << holder)) &&
                          theirs.count[table.card] > 0 &&
                          !(table.card == RESISTANCE_PLOT_CARD_STRONG_LEADER && holder == leader);
            if (waiting) {
                TRY(resistance_game_use_plot_card(game, holder, table.card, seat, 0), OUT_OF_TURN);
                break;
            }
        }
    }
    return 1;
}

static int test_plot_commands_the_rules_refuse_change_nothing(void) {
    /* Without plot cards, out of any phase. */
    ResistanceGame *game = new_game(5, 21);
    CHECK(game != NULL);
    REFUSED(resistance_game_give_plot_card(game, 0, RESISTANCE_PLOT_CARD_STRONG_LEADER, 1),
            "wrong_phase");
    REFUSED(resistance_game_use_plot_card(game, 0, RESISTANCE_PLOT_CARD_NO_CONFIDENCE, 0, 0),
            "wrong_phase");
    REFUSED(resistance_game_decline_plot_card(game, 0, RESISTANCE_PLOT_CARD_NO_CONFIDENCE),
            "wrong_phase");
    resistance_game_free(game);
    /* With them: every refusal, at the step it needs, over whole games. */
    unsigned tried = 0;
    for (uint32_t players = 5; players <= 10; players++) {
        for (uint64_t seed = 1; seed <= 8; seed++) {
            char config[256];
            game = new_json_game(plot_config(config, sizeof config, players, 500 + seed, 0));
            CHECK(game != NULL);
            uint64_t rng = seed * 31 + players;
            ResistanceStatus status = RESISTANCE_STATUS_OK;
            do {
                CHECK(try_plot_refusals(game, players, &tried));
            } while (typed_step(game, &rng, &status));
            CHECK_OK(status);
            resistance_game_free(game);
        }
    }
    for (int refusal = 0; refusal < PLOT_REFUSALS; refusal++) {
        if (!(tried & (1u << refusal))) {
            fprintf(stderr, "no game came to try %s\n", refusal_codes[refusal]);
            CHECK(0);
        }
    }
    return 1;
}

/* The structs keep their layout: ResistanceChoices is what it was before plot cards
 * (plot choices flag its `other`), the new ones are what the C# client declares. */
/* ------------------------------------------------------------------- bots -- */

/* Whether the JSON command `command` is one of the elements of the array `legal`. */
static int is_listed(const char *legal, const char *command) {
    char element[512];
    for (size_t i = 0; array_element(legal, i, element, sizeof element); i++) {
        if (strcmp(element, command) == 0) return 1;
    }
    return 0;
}

/*
 * Plays `game` to its end by bots, a random awaited seat at a time, seat k played by
 * kinds[k % kind_count]: each command the bot answers is one of the seat's legal
 * commands, and resistance_game_play_bot with the same seed plays exactly it (the
 * same events as a copy sent it through resistance_game_apply_json). The number of
 * commands played; 0 on a failed check.
 */
static unsigned play_by_bots(ResistanceGame *game, const uint32_t *kinds, size_t kind_count,
                             uint64_t *rng) {
    unsigned steps = 0;
    for (;;) {
        uint32_t awaiting = 0;
        CHECK_OK(resistance_game_awaiting(game, &awaiting));
        if (awaiting == 0) return steps;
        uint32_t seat = random_seat(rng, awaiting);
        uint32_t kind = kinds[seat % kind_count];
        uint64_t seed = xorshift(rng);
        char *command = NULL, *legal = NULL, *outcome = NULL, *played = NULL;
        size_t len = 0;
        CHECK_OK(resistance_game_bot_command_json(game, seat, kind, seed, &command, &len));
        CHECK(strlen(command) == len);
        CHECK_OK(resistance_game_legal_commands_json(game, seat, &legal, &len));
        CHECK(is_listed(legal, command));
        CHECK(strcmp(command, "{\"type\":\"leave\"}") != 0);
        resistance_string_free(legal);
        ResistanceGame *copy = NULL;
        CHECK_OK(resistance_game_clone(game, &copy));
        CHECK_OK(resistance_game_apply_json(copy, seat, (const uint8_t *)command, strlen(command),
                                            &outcome, &len));
        CHECK_OK(resistance_game_play_bot(game, seat, kind, seed));
        CHECK_OK(resistance_game_last_outcome_json(game, &played, &len));
        CHECK(strcmp(outcome, played) == 0);
        resistance_string_free(command);
        resistance_string_free(outcome);
        resistance_string_free(played);
        resistance_game_free(copy);
        steps++;
        CHECK(steps < 1000);
    }
}

static int test_whole_games_played_by_bots_through_c(void) {
    static const uint32_t every_kind[] = {RESISTANCE_BOT_KIND_RANDOM, RESISTANCE_BOT_KIND_LOGICAL,
                                          RESISTANCE_BOT_KIND_STAND_IN};
    char config[512];
    for (size_t k = 0; k < 3; k++) {
        for (uint32_t players = 5; players <= 10; players++) {
            uint64_t rng = 0x9E3779B97F4A7C15ull * (players + 10 * k);
            /* The base game, then every module (and the plot cards) at odd counts. */
            if (players % 2 == 0) {
                snprintf(config, sizeof config, "{\"players\":%u,\"seed\":%u}", players, players);
            } else {
                plot_config(config, sizeof config, players, players, 1);
            }
            ResistanceGame *game = new_json_game(config);
            CHECK(game != NULL);
            CHECK(play_by_bots(game, &every_kind[k], 1, &rng) > 10);
            bool over = false;
            CHECK_OK(resistance_game_is_over(game, &over));
            CHECK(over);
            resistance_game_free(game);
        }
    }
    /* A table of every kind at once, the search bot too (at one seat of a game with
       the plot cards, which it plays as the logical bot does: whole games of its
       searches are the Rust tests', too slow under valgrind). */
    static const uint32_t with_search[] = {RESISTANCE_BOT_KIND_RANDOM, RESISTANCE_BOT_KIND_LOGICAL,
                                           RESISTANCE_BOT_KIND_STAND_IN, RESISTANCE_BOT_KIND_SEARCH};
    uint64_t rng = 77;
    ResistanceGame *game = new_game(7, 77);
    CHECK(game != NULL);
    CHECK(play_by_bots(game, every_kind, 3, &rng) > 10);
    resistance_game_free(game);
    plot_config(config, sizeof config, 7, 78, 1);
    game = new_json_game(config);
    CHECK(game != NULL);
    CHECK(play_by_bots(game, with_search, 4, &rng) > 10);
    resistance_game_free(game);
    return 1;
}

static int test_bots_refuse_idle_seats_and_bad_arguments(void) {
    /* The numbers are ABI. */
    CHECK(RESISTANCE_BOT_KIND_RANDOM == 0 && RESISTANCE_BOT_KIND_LOGICAL == 1 &&
          RESISTANCE_BOT_KIND_STAND_IN == 2 && RESISTANCE_BOT_KIND_SEARCH == 3);
    ResistanceGame *game = new_game(5, 2026);
    CHECK(game != NULL);
    char *before = game_snapshot_of(game);
    uint32_t leader = 0;
    CHECK_OK(resistance_game_leader(game, &leader));
    uint32_t idle = (leader + 1) % 5;
    char *out = SENTINEL_TEXT;
    size_t len = SENTINEL_LEN;
    for (uint32_t kind = 0; kind < 4; kind++) {
        CHECK_FAILS(resistance_game_bot_command_json(game, idle, kind, 1, &out, &len),
                    RESISTANCE_STATUS_BOT_REFUSED, "nothing_to_do");
        CHECK_FAILS(resistance_game_play_bot(game, idle, kind, 1), RESISTANCE_STATUS_BOT_REFUSED,
                    "nothing_to_do");
    }
    CHECK_FAILS(resistance_game_bot_command_json(game, leader, 4, 1, &out, &len),
                RESISTANCE_STATUS_INVALID_ARGUMENT, "invalid_argument");
    CHECK_FAILS(resistance_game_play_bot(game, leader, UINT32_MAX, 1),
                RESISTANCE_STATUS_INVALID_ARGUMENT, "invalid_argument");
    CHECK_FAILS(resistance_game_bot_command_json(game, 5, RESISTANCE_BOT_KIND_LOGICAL, 1, &out, &len),
                RESISTANCE_STATUS_NO_SUCH_SEAT, "no_such_seat");
    CHECK_FAILS(resistance_game_play_bot(game, 300, RESISTANCE_BOT_KIND_LOGICAL, 1),
                RESISTANCE_STATUS_NO_SUCH_SEAT, "no_such_seat");
    CHECK_NULL_REFUSED(resistance_game_bot_command_json(NULL, leader, 0, 1, &out, &len));
    CHECK_NULL_REFUSED(resistance_game_bot_command_json(game, leader, 0, 1, NULL, &len));
    CHECK_NULL_REFUSED(resistance_game_bot_command_json(game, leader, 0, 1, &out, NULL));
    CHECK_NULL_REFUSED(resistance_game_play_bot(NULL, leader, 0, 1));
    /* A Cells handle has no bots; nor has a foreign object. */
    ResistanceCellsGame *cells = NULL;
    char *opening = NULL;
    CHECK_OK(resistance_cells_new_json(TEXT("{\"players\":3,\"seed\":1}"), &cells, &opening, &len));
    resistance_string_free(opening);
    len = SENTINEL_LEN;
    uint64_t foreign[4] = {0, 0, 0, 0};
    const ResistanceGame *cells_as_base = (const ResistanceGame *)(void *)cells;
    CHECK_HANDLE_REFUSED(resistance_game_bot_command_json(cells_as_base, 0, 0, 1, &out, &len));
    CHECK_HANDLE_REFUSED(resistance_game_play_bot((ResistanceGame *)(void *)foreign, 0, 0, 1));
    resistance_cells_free(cells);
    CHECK(out_untouched(out, len));
    CHECK(foreign[0] == 0 && foreign[3] == 0);
    CHECK(game_unchanged(game, before));
    resistance_string_free(before);
    /* The leader's bot proposes; the same seed gives the same team. */
    char *first = NULL, *again = NULL;
    CHECK_OK(resistance_game_bot_command_json(game, leader, RESISTANCE_BOT_KIND_RANDOM, 42, &first,
                                              &len));
    CHECK_OK(resistance_game_bot_command_json(game, leader, RESISTANCE_BOT_KIND_RANDOM, 42, &again,
                                              &len));
    CHECK(strncmp(first, "{\"type\":\"proposeTeam\",\"team\":[", 30) == 0);
    CHECK(strcmp(first, again) == 0);
    resistance_string_free(first);
    resistance_string_free(again);
    /* Once the game is over nobody has anything to do. */
    uint64_t rng = 5;
    static const uint32_t stand_in[] = {RESISTANCE_BOT_KIND_STAND_IN};
    CHECK(play_by_bots(game, stand_in, 1, &rng) > 0);
    CHECK_FAILS(resistance_game_bot_command_json(game, leader, RESISTANCE_BOT_KIND_STAND_IN, 1, &out,
                                                 &len),
                RESISTANCE_STATUS_BOT_REFUSED, "nothing_to_do");
    resistance_game_free(game);
    return 1;
}

static int test_struct_layouts_are_fixed(void) {
    CHECK(sizeof(ResistanceChoices) == 40);
    CHECK(offsetof(ResistanceChoices, agenda_from) == 24);
    CHECK(offsetof(ResistanceChoices, propose) == 28);
    CHECK(offsetof(ResistanceChoices, other) == 39);
    CHECK(sizeof(ResistancePlotCards) == RESISTANCE_PLOT_CARD_KINDS);
    CHECK(sizeof(ResistancePlotChoices) == 24);
    CHECK(offsetof(ResistancePlotChoices, give_cards) == 12);
    CHECK(offsetof(ResistancePlotChoices, decline) == 23);
    CHECK(sizeof(ResistancePlotTable) == 36);
    CHECK(offsetof(ResistancePlotTable, drawn) == 24);
    CHECK(offsetof(ResistancePlotTable, in_play) == 33);
    /* The codes are the engine's order of cards, and never change. */
    CHECK(RESISTANCE_PLOT_CARD_STRONG_LEADER == 0 && RESISTANCE_PLOT_CARD_IN_THE_SPOTLIGHT == 8);
    CHECK(RESISTANCE_PLOT_CARD_KINDS == 9);
    CHECK(RESISTANCE_PLOT_STEP_NONE == 0 && RESISTANCE_PLOT_STEP_AFTER_CARDS == 5);
    return 1;
}

/* The vote-history grid: a seat's holds its own part, a spectator's does not;
 * both hold the vote as revealed. */
static int test_histories_hold_the_votes(void) {
    ResistanceGame *game = NULL;
    CHECK(resistance_game_new(5, 7, &game) == RESISTANCE_STATUS_OK);
    uint32_t leader = 0;
    CHECK(resistance_game_leader(game, &leader) == RESISTANCE_STATUS_OK);
    uint8_t team[] = {(uint8_t)leader, (uint8_t)((leader + 1) % 5)};
    CHECK(resistance_game_propose(game, leader, team, 2) == RESISTANCE_STATUS_OK);
    for (uint32_t seat = 0; seat < 5; seat++) {
        ResistanceVote vote = seat == 3 ? RESISTANCE_VOTE_REJECT : RESISTANCE_VOTE_APPROVE;
        CHECK(resistance_game_vote(game, seat, vote) == RESISTANCE_STATUS_OK);
    }
    char *mine = NULL, *public_history = NULL;
    size_t len = 0;
    CHECK(resistance_game_history_json(game, 2, &mine, &len) == RESISTANCE_STATUS_OK);
    CHECK(len == strlen(mine));
    static const char mine_start[] = "{\"seat\":2,\"rounds\":[{\"round\":1,\"proposals\":[";
    CHECK(strncmp(mine, mine_start, strlen(mine_start)) == 0);
    CHECK(strstr(mine, "\"rejections\":[3],\"approved\":true") != NULL);
    CHECK(strstr(mine, "\"own\":{") != NULL);
    CHECK(resistance_game_public_history_json(game, &public_history, &len) == RESISTANCE_STATUS_OK);
    static const char public_start[] = "{\"seat\":null,";
    CHECK(strncmp(public_history, public_start, strlen(public_start)) == 0);
    CHECK(strstr(public_history, "\"rejections\":[3],\"approved\":true") != NULL);
    CHECK(strstr(public_history, "\"own\":null") != NULL);
    resistance_string_free(mine);
    resistance_string_free(public_history);
    char *out = SENTINEL_TEXT;
    len = SENTINEL_LEN;
    CHECK_FAILS(resistance_game_history_json(game, 5, &out, &len), RESISTANCE_STATUS_NO_SUCH_SEAT,
                "no_such_seat");
    CHECK(out_untouched(out, len));
    CHECK_NULL_REFUSED(resistance_game_public_history_json(NULL, &out, &len));
    resistance_game_free(game);
    return 1;
}

/* Secure seeds: each within what a configuration accepts, no two alike, and a
 * game dealt from one is a game. */
static int test_secure_seeds_are_fresh_and_accepted(void) {
    uint64_t seeds[8];
    for (size_t i = 0; i < 8; i++) {
        seeds[i] = UINT64_MAX;
        CHECK(resistance_secure_seed(&seeds[i]) == RESISTANCE_STATUS_OK);
        CHECK(seeds[i] <= (1ull << 53) - 1);
        for (size_t j = 0; j < i; j++) {
            CHECK(seeds[i] != seeds[j]);
        }
    }
    ResistanceGame *game = NULL;
    CHECK(resistance_game_new(7, seeds[0], &game) == RESISTANCE_STATUS_OK);
    CHECK(resistance_game_play_bot(game, 0, RESISTANCE_BOT_KIND_RANDOM, seeds[1]) ==
              RESISTANCE_STATUS_OK ||
          resistance_last_error_status() == RESISTANCE_STATUS_BOT_REFUSED);
    resistance_game_free(game);
    CHECK_NULL_REFUSED(resistance_secure_seed(NULL));
    return 1;
}

/* The reveal script and the names under the Avalon naming (docs/avalon.md). */
static int test_the_avalon_naming_comes_through(void) {
    ResistanceGame *game = NULL;
    CHECK_OK(resistance_game_new(5, 1, &game));
    char *script = NULL;
    size_t len = 0;
    CHECK_OK(resistance_game_reveal_script_named_json(game, 0, RESISTANCE_NAMING_AVALON,
                                                      &script, &len));
    CHECK(strlen(script) == len);
    CHECK(strstr(script, "\"naming\":\"avalon\"") != NULL);
    CHECK(strstr(script, "Minions of Mordred: open your eyes.") != NULL);
    resistance_string_free(script);
    CHECK_OK(resistance_game_reveal_script_named_json(game, 1, RESISTANCE_NAMING_RESISTANCE,
                                                      &script, &len));
    CHECK(strstr(script, "\"naming\":\"resistance\"") != NULL);
    CHECK(strstr(script, "Шпионы: откройте глаза.") != NULL);
    resistance_string_free(script);
    char *names = NULL;
    CHECK_OK(resistance_names_json(1, RESISTANCE_NAMING_AVALON, &names, &len));
    CHECK(strstr(names, "\"commander\":\"Мерлин\"") != NULL);
    CHECK(strstr(names, "\"inquisitor\":\"Владычица Озера\"") != NULL);
    resistance_string_free(names);
    script = NULL;
    CHECK_FAILS(resistance_game_reveal_script_named_json(game, 0, 2, &script, &len),
                RESISTANCE_STATUS_INVALID_ARGUMENT, "invalid_argument");
    CHECK(script == NULL);
    CHECK_FAILS(resistance_names_json(3, RESISTANCE_NAMING_AVALON, &names, &len),
                RESISTANCE_STATUS_INVALID_ARGUMENT, "invalid_argument");
    CHECK_NULL_REFUSED(resistance_names_json(0, RESISTANCE_NAMING_AVALON, NULL, &len));
    resistance_game_free(game);
    return 1;
}

int main(int argc, char **argv) {
    reference_paths = argv + 1;
    reference_count = argc - 1;
    RUN(test_versions_match_the_header);
    RUN(test_status_numbers_and_names_are_fixed);
    RUN(test_full_games_through_typed_calls);
    RUN(test_full_games_with_every_module_through_typed_calls);
    RUN(test_agendas_of_one_name_or_two_through_typed_calls);
    RUN(test_full_game_through_json_calls);
    RUN(test_json_matches_the_rust_reference_byte_for_byte);
    RUN(test_snapshot_restore_and_clone_continue_the_same_game);
    RUN(test_leaving_ends_the_game_or_waits_for_a_substitute);
    RUN_ON_NEW_GAME(test_null_pointers_are_refused_and_change_nothing, 3);
    RUN_ON_NEW_GAME(test_invalid_utf8_is_refused, 3);
    RUN(test_text_needs_no_nul_terminator);
    RUN_ON_NEW_GAME(test_malformed_json_is_refused, 3);
    RUN(test_invalid_configs_are_refused);
    RUN(test_commands_the_rules_refuse_change_nothing);
    RUN_ON_NEW_GAME(test_seats_outside_the_table_are_refused, 13);
    RUN_ON_NEW_GAME(test_snapshots_the_engine_refuses, 2026);
    RUN_ON_NEW_GAME(test_numbers_out_of_range_are_refused, 17);
    RUN(test_foreign_handles_are_refused);
    RUN(test_a_panic_is_caught_and_reported);
    RUN(test_the_last_error_can_be_cleared);
    RUN(test_unaligned_out_parameters_work);
    RUN(test_different_games_on_different_threads);
    RUN(test_cells_games_play_to_the_end_through_json_calls);
    RUN(test_cells_snapshot_restore_and_clone_continue_the_same_game);
    RUN(test_cells_refusals_change_nothing);
    RUN(test_openings_can_be_asked_for_again);
    RUN(test_cells_games_keep_their_last_outcome);
    RUN(test_the_new_calls_refuse_like_every_call);
    RUN(test_full_games_with_plot_cards_through_typed_calls);
    RUN(test_plot_games_through_json_calls);
    RUN(test_plot_commands_the_rules_refuse_change_nothing);
    RUN(test_whole_games_played_by_bots_through_c);
    RUN(test_bots_refuse_idle_seats_and_bad_arguments);
    RUN(test_struct_layouts_are_fixed);
    RUN(test_the_avalon_naming_comes_through);
    RUN(test_secure_seeds_are_fresh_and_accepted);
    RUN(test_histories_hold_the_votes);
    printf("%d passed, %d failed\n", passed_count, failed_count);
    return failed_count == 0 ? 0 : 1;
}
