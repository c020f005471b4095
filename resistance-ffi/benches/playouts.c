/*
 * Random playouts per second from C, through the shared library: the typed calls
 * and the JSON calls. `benches/run.sh` builds and runs it beside the Rust bench
 * (benches/playouts.rs), which measures native Rust in the same run.
 *
 *   cc -std=c11 -O2 -I resistance-ffi/include resistance-ffi/benches/playouts.c \
 *      -L target/release -lresistance_ffi -o playouts
 *   LD_LIBRARY_PATH=target/release ./playouts [games] [rounds]
 *
 * Each step picks a random awaited seat and a random legal command (never
 * leaving). Typed: resistance_game_awaiting, resistance_game_choices and the
 * typed command. JSON: resistance_game_awaiting, resistance_game_choices_json
 * (read by a few string searches, as a host's JSON reader would), the command
 * written as JSON, resistance_game_apply_json, the outcome freed unread.
 */
#define _POSIX_C_SOURCE 200809L

#include "resistance.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t rng_state;

static uint32_t below(uint32_t n) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state % n);
}

/* A random seat of a non-empty bit mask. */
static uint32_t pick(uint32_t seats) {
    uint32_t count = 0;
    for (uint32_t s = seats; s != 0; s &= s - 1) count++;
    for (uint32_t skip = below(count); skip > 0; skip--) seats &= seats - 1;
    uint32_t seat = 0;
    while (!(seats & (1u << seat))) seat++;
    return seat;
}

static void ok(ResistanceStatus status) {
    if (status != RESISTANCE_STATUS_OK) {
        fprintf(stderr, "a bench call failed: %s\n", resistance_status_name(status));
        exit(1);
    }
}

/* Thread CPU time: on a machine busy with other work it measures the playouts
 * rather than the waiting for a core (as the Rust bench does). */
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static uint64_t typed_games(uint64_t games) {
    uint64_t commands = 0;
    for (uint64_t g = 0; g < games; g++) {
        ResistanceGame *game = NULL;
        ok(resistance_game_new(7, g, &game));
        rng_state = g * 0x9E3779B97F4A7C15ull + 1;
        uint32_t awaiting;
        ok(resistance_game_awaiting(game, &awaiting));
        while (awaiting != 0) {
            uint32_t seat = pick(awaiting);
            ResistanceChoices choices;
            ok(resistance_game_choices(game, seat, &choices));
            if (choices.propose) {
                uint8_t team[16];
                uint32_t left = choices.team_from;
                for (uint32_t i = 0; i < choices.team_size; i++) {
                    team[i] = (uint8_t)pick(left);
                    left &= ~(1u << team[i]);
                }
                ok(resistance_game_propose(game, seat, team, choices.team_size));
            } else if (choices.vote) {
                ok(resistance_game_vote(game, seat, below(2)));
            } else {
                ok(resistance_game_play_mission(game, seat, choices.play_fail ? below(2) : 0));
            }
            commands++;
            ok(resistance_game_awaiting(game, &awaiting));
        }
        resistance_game_free(game);
    }
    return commands;
}

static uint64_t json_games(uint64_t games) {
    uint64_t commands = 0;
    for (uint64_t g = 0; g < games; g++) {
        char config[64];
        int config_len = snprintf(config, sizeof config, "{\"players\":7,\"seed\":%llu}",
                                  (unsigned long long)g);
        ResistanceGame *game = NULL;
        char *text = NULL;
        size_t len = 0;
        ok(resistance_game_new_json((const uint8_t *)config, (size_t)config_len, &game, &text,
                                    &len));
        resistance_string_free(text);
        rng_state = g * 0x9E3779B97F4A7C15ull + 1;
        uint32_t awaiting;
        ok(resistance_game_awaiting(game, &awaiting));
        while (awaiting != 0) {
            uint32_t seat = pick(awaiting);
            ok(resistance_game_choices_json(game, seat, &text, &len));
            char command[128];
            int command_len;
            const char *propose = strstr(text, "\"propose\":{\"size\":");
            if (propose != NULL) {
                uint32_t size = (uint32_t)strtoul(propose + 18, NULL, 10);
                uint32_t left = 0;
                const char *from = strstr(propose, "\"from\":[") + 8;
                while (*from != ']') {
                    char *end;
                    left |= 1u << strtoul(from, &end, 10);
                    from = *end == ',' ? end + 1 : end;
                }
                command_len = snprintf(command, sizeof command, "{\"type\":\"proposeTeam\",\"team\":[");
                for (uint32_t i = 0; i < size; i++) {
                    uint32_t member = pick(left);
                    left &= ~(1u << member);
                    command_len += snprintf(command + command_len, sizeof command - (size_t)command_len,
                                            i ? ",%u" : "%u", member);
                }
                command_len += snprintf(command + command_len, sizeof command - (size_t)command_len, "]}");
            } else if (strstr(text, "\"vote\":true") != NULL) {
                command_len = snprintf(command, sizeof command, "{\"type\":\"vote\",\"vote\":\"%s\"}",
                                       below(2) ? "reject" : "approve");
            } else {
                int fail = strstr(text, "\"playFail\":true") != NULL && below(2);
                command_len = snprintf(command, sizeof command,
                                       "{\"type\":\"playMission\",\"card\":\"%s\"}",
                                       fail ? "fail" : "success");
            }
            resistance_string_free(text);
            ok(resistance_game_apply_json(game, seat, (const uint8_t *)command, (size_t)command_len,
                                          &text, &len));
            resistance_string_free(text);
            commands++;
            ok(resistance_game_awaiting(game, &awaiting));
        }
        resistance_game_free(game);
    }
    return commands;
}

int main(int argc, char **argv) {
    uint64_t games = argc > 1 ? strtoull(argv[1], NULL, 10) : 20000;
    int rounds = argc > 2 ? atoi(argv[2]) : 7;
    if (games == 0 || rounds <= 0) {
        fprintf(stderr, "usage: playouts [games] [rounds]\n");
        return 2;
    }
    typed_games(games / 10 + 1); /* warm-up */
    double typed_best = 1e300, json_best = 1e300;
    uint64_t typed_commands = 0, json_commands = 0;
    for (int r = 0; r < rounds; r++) {
        double start = now();
        typed_commands = typed_games(games);
        double elapsed = now() - start;
        if (elapsed < typed_best) typed_best = elapsed;
    }
    uint64_t json_count = games / 10 ? games / 10 : 1;
    for (int r = 0; r < 2; r++) {
        double start = now();
        json_commands = json_games(json_count);
        double elapsed = now() - start;
        if (elapsed < json_best) json_best = elapsed;
    }
    printf("from C through the shared library, random 7-player games, best of %d rounds, "
           "thread CPU time\n",
           rounds);
    printf("%14s: %10.0f playouts/s %8.1f ns per command (%llu games)\n", "typed C calls",
           (double)games / typed_best, typed_best * 1e9 / (double)typed_commands,
           (unsigned long long)games);
    printf("%14s: %10.0f playouts/s %8.1f ns per command (%llu games)\n", "JSON C calls",
           (double)json_count / json_best, json_best * 1e9 / (double)json_commands,
           (unsigned long long)json_count);
    return 0;
}
