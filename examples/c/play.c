/*
 * Plays one game of The Resistance from C: bots in every seat, through the typed
 * calls, printing the events each command caused (as JSON, each with its
 * audience) and the result. With "plot" after the seed, the game is played with
 * the plot cards of The Plot Thickens.
 *
 * Build and run from the repository root (Linux):
 *   cargo build --profile release-ffi -p resistance-ffi
 *   cc -std=c11 -Wall -Wextra -I resistance-ffi/include examples/c/play.c \
 *      -L target/release-ffi -lresistance_ffi -o play
 *   LD_LIBRARY_PATH=target/release-ffi ./play [players] [seed] [plot]
 *
 * Without a seed, the game is dealt from a secure one, printed at the end.
 *
 * Or link the static library instead:
 *   cc ... examples/c/play.c target/release-ffi/libresistance_ffi.a -lpthread -ldl -lm -o play
 *
 * Or against the library installed by scripts/install-ffi.sh PREFIX:
 *   cc -std=c11 examples/c/play.c $(pkg-config --cflags --libs resistance) -o play
 */
#include "resistance.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Prints the last error of a failed call and exits: a real game would show the
 * message to the seat that sent the command, and go on. */
static void check(ResistanceStatus status, const char *what) {
    if (status == RESISTANCE_STATUS_OK) {
        return;
    }
    char *code = NULL, *message = NULL;
    size_t len = 0;
    resistance_last_error_code(&code, &len);
    resistance_last_error_message(&message, &len);
    fprintf(stderr, "%s: %s (%s): %s\n", what, resistance_status_name(status),
            code ? code : "?", message ? message : "?");
    resistance_string_free(code);
    resistance_string_free(message);
    exit(1);
}

/* A tiny random generator for the bots, started from the game's seed (so that the
 * same seed plays the same game, and nobody who lacks it can replay a bot). */
static unsigned long long bot_state = 88172645463325252ull;
static unsigned bot_below(unsigned n) {
    bot_state ^= bot_state << 13;
    bot_state ^= bot_state >> 7;
    bot_state ^= bot_state << 17;
    return (unsigned)(bot_state % n);
}

/* How many seats a bit mask of seats holds. */
static unsigned count_seats(uint32_t seats) {
    unsigned count = 0;
    for (; seats != 0; seats &= seats - 1) count++;
    return count;
}

/* The lowest seat in a bit mask of seats. */
static unsigned lowest_seat(uint32_t seats) {
    unsigned seat = 0;
    while (!(seats & (1u << seat))) seat++;
    return seat;
}

/* A random seat of a non-empty bit mask of seats. */
static unsigned random_seat(uint32_t seats) {
    unsigned skip = bot_below(count_seats(seats));
    while (skip--) seats &= seats - 1;
    return lowest_seat(seats);
}

/* The lowest card code of which `cards` holds at least one (there is one). */
static uint32_t first_card(const ResistancePlotCards *cards) {
    uint32_t code = 0;
    while (cards->count[code] == 0) code++;
    return code;
}

/* Plot cards: what `seat` may do is in its plot choices (ResistanceChoices only
 * says, with `other`, that there is something). */
static void act_on_plot(ResistanceGame *game, unsigned seat) {
    ResistancePlotChoices plot;
    check(resistance_game_plot_choices(game, seat, &plot), "plot choices");
    if (plot.give) {
        check(resistance_game_give_plot_card(game, seat, first_card(&plot.give_cards),
                                             random_seat(plot.give_to)),
              "give a plot card");
    } else if (plot.decline && bot_below(2)) {
        check(resistance_game_decline_plot_card(game, seat, plot.card), "decline a plot card");
    } else if (plot.use_card) {
        /* Strong Leader and No Confidence name nobody: target and take are ignored. */
        uint32_t target = plot.targets != 0 ? random_seat(plot.targets) : 0, take = 0;
        if (plot.card == RESISTANCE_PLOT_CARD_TAKE_RESPONSIBILITY) {
            ResistancePlotCards held;
            check(resistance_game_plot_held(game, target, &held), "cards held");
            take = first_card(&held);
        }
        check(resistance_game_use_plot_card(game, seat, plot.card, target, take),
              "use a plot card");
    }
}

/* Decides and sends one command for `seat`. */
static void act(ResistanceGame *game, unsigned seat) {
    ResistanceChoices choices;
    check(resistance_game_choices(game, seat, &choices), "choices");
    if (choices.propose) {
        /* Draw team_size distinct seats from team_from. */
        uint8_t team[16];
        uint32_t left = choices.team_from;
        for (uint32_t i = 0; i < choices.team_size; i++) {
            team[i] = (uint8_t)random_seat(left);
            left &= ~(1u << team[i]);
        }
        check(resistance_game_propose(game, seat, team, choices.team_size), "propose");
    } else if (choices.vote) {
        check(resistance_game_vote(game, seat, bot_below(3) ? RESISTANCE_VOTE_APPROVE
                                                            : RESISTANCE_VOTE_REJECT),
              "vote");
    } else if (choices.play_success) {
        /* Spies sabotage half of the time; the library refuses a Resistance Fail. */
        uint32_t card = choices.play_fail && bot_below(2) ? RESISTANCE_MISSION_CARD_FAIL
                                                          : RESISTANCE_MISSION_CARD_SUCCESS;
        check(resistance_game_play_mission(game, seat, card), "play");
    } else if (choices.other) {
        act_on_plot(game, seat);
    }
}

int main(int argc, char **argv) {
    uint32_t players = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 7;
    /* A seed is the deal: unless one is given (to deal a game again), draw it from
     * the operating system's secure source, and tell it only once the game is over. */
    uint64_t seed = 0;
    if (argc > 2) {
        seed = strtoull(argv[2], NULL, 10);
    } else {
        check(resistance_secure_seed(&seed), "secure seed");
    }
    bot_state ^= seed | 1; /* xorshift needs a state other than 0 */
    int plot = argc > 3 && strcmp(argv[3], "plot") == 0;
    printf("resistance %s: %u players%s\n", resistance_version(), players,
           plot ? ", plot cards" : "");

    ResistanceGame *game = NULL;
    if (plot) {
        /* Modules are switched on in the JSON configuration. */
        char config[96], *opening = NULL;
        size_t len = 0;
        int written = snprintf(config, sizeof config,
                               "{\"players\":%u,\"seed\":%llu,\"plotCards\":true}", players,
                               (unsigned long long)seed);
        check(resistance_game_new_json((const uint8_t *)config, (size_t)written, &game, &opening,
                                       &len),
              "new game");
        resistance_string_free(opening);
    } else {
        check(resistance_game_new(players, seed, &game), "new game");
    }

    uint32_t awaiting = 0;
    check(resistance_game_awaiting(game, &awaiting), "awaiting");
    while (awaiting != 0) {
        /* Any awaited seat may act; here a random one. */
        act(game, random_seat(awaiting));

        /* What the command caused. A real host sends each event to its audience only. */
        char *outcome = NULL;
        size_t len = 0;
        check(resistance_game_last_outcome_json(game, &outcome, &len), "outcome");
        printf("%s\n", outcome);
        resistance_string_free(outcome);
        check(resistance_game_awaiting(game, &awaiting), "awaiting");
    }

    ResistanceWinner winner;
    uint32_t round = 0;
    char *result = NULL;
    size_t len = 0;
    check(resistance_game_winner(game, &winner), "winner");
    check(resistance_game_round(game, &round), "round");
    check(resistance_game_result_json(game, &result, &len), "result");
    printf("%s won in round %u: %s\n",
           winner == RESISTANCE_WINNER_RESISTANCE ? "The Resistance"
           : winner == RESISTANCE_WINNER_SPIES    ? "The spies"
                                                  : "Nobody",
           round, result);
    printf("seed %llu: ./play %u %llu%s deals this game again\n", (unsigned long long)seed,
           players, (unsigned long long)seed, plot ? " plot" : "");
    resistance_string_free(result);
    resistance_game_free(game);
    return 0;
}
