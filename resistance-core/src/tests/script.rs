//! AS3: the spoken script lets exactly the right players see exactly the right
//! thumbs. The script is acted out seat by seat on real deals and what each player
//! saw is compared with the reveal table that gives the views their knowledge.
//!
//! And every call is unambiguous: over the 149 valid setups, each distinct step
//! reads in every language, under both namings (the Resistance names and the
//! Avalon ones), exactly as `script_lines.txt` writes it in full; an independent
//! hearer of each language and naming, who knows only the card names, takes each
//! call as meant for exactly the cards of its group; the plain Spy card is singular
//! exactly when one is dealt; every template fills exactly.

use super::{
    support::{config_with_modules, readings, scaled},
    table_support::property,
};
use crate::{
    kernel::Allegiance,
    kernel::Seat,
    kernel::SeatSet,
    resistance::config::DefectorVariant,
    resistance::config::GameConfig,
    resistance::game::Game,
    resistance::names::Language,
    resistance::names::Naming,
    resistance::reveal::Appearance,
    resistance::role::Role,
    resistance::script::RoleGroup,
    resistance::script::ScriptStep,
    resistance::script::reveal_script,
    resistance::script::script_text,
    resistance::script::script_text_named,
    resistance::{
        names::Number,
        reveal,
        script::{Reading, fill},
    },
};
use alloc::{collections::BTreeSet, format, string::String, vec, vec::Vec};
use proptest::prelude::*;

/// Acts the script out at a table dealt `roles`: who saw whom, as what.
fn act_out(steps: &[ScriptStep], roles: &[Role]) -> BTreeSet<(Seat, Seat, Appearance)> {
    let holding = |group: &[Role]| -> SeatSet {
        (0..roles.len() as u8)
            .map(Seat)
            .filter(|s| group.contains(&roles[s.index()]))
            .collect()
    };
    let mut eyes_open = SeatSet::EMPTY;
    let mut thumbs_up = SeatSet::EMPTY;
    let mut seen = BTreeSet::new();
    for step in steps {
        match step {
            ScriptStep::EveryoneClosesEyes => {
                eyes_open = SeatSet::EMPTY;
                thumbs_up = SeatSet::EMPTY;
            }
            ScriptStep::RaiseThumbs { roles: group, .. } => {
                thumbs_up = thumbs_up.union(holding(group))
            }
            ScriptStep::LowerThumbs { roles: group, .. } => {
                thumbs_up = thumbs_up.difference(holding(group))
            }
            ScriptStep::CloseEyes { roles: group, .. } => {
                eyes_open = eyes_open.difference(holding(group))
            }
            ScriptStep::OpenEyes {
                roles: group,
                appears_as,
                ..
            } => {
                let lookers = holding(group);
                eyes_open = eyes_open.union(lookers);
                for looker in lookers {
                    for other in eyes_open.union(thumbs_up).difference(SeatSet::only(looker)) {
                        assert!(
                            seen.insert((looker, other, *appears_as)),
                            "{looker} saw {other} twice"
                        );
                    }
                }
            }
            ScriptStep::EveryoneOpensEyes => {
                assert!(thumbs_up.is_empty(), "a thumb is still up at the end");
                eyes_open = SeatSet::all(roles.len() as u8);
            }
        }
    }
    seen
}

fn assert_script_matches_table(config: GameConfig) {
    let game = Game::new(config).expect("valid");
    let roles = game.state().roles;
    let steps = reveal_script(&config);
    let seen = act_out(&steps, &roles);
    let expected: BTreeSet<(Seat, Seat, Appearance)> = (0..config.players)
        .map(Seat)
        .flat_map(|observer| {
            reveal::sightings(&config, &roles, observer)
                .iter()
                .map(move |s| (observer, s.seat, s.appears_as))
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(seen, expected, "{config:?} dealt {roles:?}");
    assert_eq!(steps.first(), Some(&ScriptStep::EveryoneClosesEyes));
    assert_eq!(steps.last(), Some(&ScriptStep::EveryoneOpensEyes));
}

/// AS3 for random configurations and deals.
#[test]
fn as3_script_shows_exactly_what_the_reveal_table_shows() {
    let inputs = (5u8..=10, 0u64..=crate::kernel::MAX_SEED, any::<u32>());
    property(512, 4, inputs, |(players, seed, modules)| {
        assert_script_matches_table(config_with_modules(players, seed, false, modules));
        Ok(())
    });
}

/// AS3: the base game's script is the classic one: spies open their eyes and find
/// each other, nothing else.
#[test]
fn as3_base_script_is_spies_open_eyes() {
    let steps = reveal_script(&GameConfig::new(5, 1));
    let spies = [Role::Spy].into_iter().collect();
    let none = RoleGroup::new();
    assert_eq!(
        steps,
        [
            ScriptStep::EveryoneClosesEyes,
            ScriptStep::OpenEyes {
                roles: spies,
                appears_as: Appearance::Spy,
                except: none,
                players: 2,
                seen: spies,
            },
            ScriptStep::CloseEyes {
                roles: spies,
                except: none,
                players: 2,
            },
            ScriptStep::EveryoneOpensEyes,
        ]
    );
    let english = script_text(&GameConfig::new(5, 1), Language::English);
    assert_eq!(
        english[1],
        "Spies: open your eyes. Everyone you see with open eyes or a raised thumb is a spy."
    );
    let avalon = script_text_named(&GameConfig::new(5, 1), Language::English, Naming::Avalon);
    assert_eq!(
        avalon[1],
        "Minions of Mordred: open your eyes. Everyone you see with open eyes or a raised thumb \
         is a Minion of Mordred."
    );
}

/// AS3: at seven players with the Deep Cover, the step where the spies raise their
/// thumbs for the Commander: the call that must leave the Deep Cover out, read in
/// words and on the wire below.
fn thumbs_but_not_the_deep_cover() -> ScriptStep {
    let config = GameConfig::new(7, 3).with_assassin(crate::resistance::config::AssassinOptions {
        deep_cover: true,
        ..crate::resistance::config::AssassinOptions::default()
    });
    reveal_script(&config)
        .into_iter()
        .find(|step| matches!(step, ScriptStep::RaiseThumbs { .. }))
        .expect("the spies raise thumbs for the Commander")
}

/// AS3: with the Commander the spies raise their thumbs for the Commander, but the
/// Deep Cover does not, and every language tells the Deep Cover so.
#[test]
fn as3_commander_sees_thumbs_but_not_the_deep_cover() {
    let thumbs = &thumbs_but_not_the_deep_cover();
    let ScriptStep::RaiseThumbs {
        roles,
        except,
        players,
    } = thumbs
    else {
        unreachable!()
    };
    assert_eq!(roles.as_slice(), [Role::Spy, Role::Assassin]);
    assert_eq!(except.as_slice(), [Role::DeepCover]);
    assert_eq!(*players, 2);
    // In the order of `readings`: the Resistance names, then the published Avalon
    // script's "Minions of Mordred, not Mordred himself".
    let expected = [
        "Spy and Assassin, but not the Deep Cover: keep your eyes closed and raise your thumbs.",
        "Шпион и Убийца, но не Шпион под прикрытием: не открывая глаз, поднимите большой палец.",
        "Gián điệp và Sát thủ, trừ Gián điệp nằm vùng: hãy tiếp tục nhắm mắt và giơ ngón cái lên.",
        "Minion of Mordred and Assassin, but not Mordred: keep your eyes closed and raise your thumbs.",
        "Приспешник Мордреда и Ассасин, но не Мордред: не открывая глаз, поднимите большой палец.",
        "Tay sai của Mordred và Assassin, trừ Mordred: hãy tiếp tục nhắm mắt và giơ ngón cái lên.",
    ];
    for ((language, naming), sentence) in readings().zip(expected) {
        let text = thumbs.text_named(language, naming);
        assert_eq!(text, sentence, "{language:?} {naming:?}");
        if naming == Naming::Resistance {
            assert_eq!(thumbs.text(language), sentence, "{language:?}");
        }
    }
}

/// Every setup the script can tell apart (AS3): each player count with every valid
/// choice of the Assassin's characters and of the Defectors, through the real
/// validation. The other modules give no setup knowledge (a test below checks that
/// they leave the script alone).
fn script_setups() -> Vec<GameConfig> {
    let assassin = core::iter::once(None).chain((0u8..16).map(|bits| {
        Some(crate::resistance::config::AssassinOptions {
            body_guard: bits & 1 != 0,
            false_commander: bits & 2 != 0,
            deep_cover: bits & 4 != 0,
            blind_spy: bits & 8 != 0,
        })
    }));
    let assassin: Vec<_> = assassin.collect();
    let defector = [
        None,
        Some(DefectorVariant::Standard),
        Some(DefectorVariant::KnowEachOther),
    ];
    let mut setups = Vec::new();
    for players in 1u8..=12 {
        for options in &assassin {
            for variant in defector {
                let mut config = GameConfig::new(players, 0);
                config.assassin = *options;
                config.defector = variant;
                if config.validate().is_ok() {
                    setups.push(config);
                }
            }
        }
    }
    setups
}

/// How many setups [`script_setups`] finds: the issue's 149.
const SETUPS: usize = 149;

/// The setups the exhaustive tests go through: all of them natively, every 40th
/// under Miri (see `scaled`; four setups), where what is measured over all of them
/// (counts, the expected file being complete) is not checked.
fn checked_setups() -> Vec<GameConfig> {
    script_setups().into_iter().step_by(scaled(1, 40)).collect()
}

/// Whether [`checked_setups`] are all the setups.
const EVERY_SETUP: bool = scaled(true, false);

/// A setup in words, for the expected file and failure messages.
fn describe(config: &GameConfig) -> String {
    let mut parts = vec![format!("{} players", config.players)];
    if let Some(options) = config.assassin {
        let characters: Vec<&str> = [
            (options.body_guard, "Body Guard"),
            (options.false_commander, "False Commander"),
            (options.deep_cover, "Deep Cover"),
            (options.blind_spy, "Blind Spy"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect();
        parts.push(if characters.is_empty() {
            "Assassin".into()
        } else {
            format!("Assassin with {}", characters.join(", "))
        });
    }
    match config.defector {
        Some(DefectorVariant::Standard) => parts.push("Defectors".into()),
        Some(DefectorVariant::KnowEachOther) => parts.push("Defectors (variant 2)".into()),
        None => {}
    }
    parts.join(", ")
}

/// A step in one line, every field shown: the key of the expected file.
fn key(step: &ScriptStep) -> String {
    let kind = match step {
        ScriptStep::EveryoneClosesEyes => return "EveryoneClosesEyes".into(),
        ScriptStep::EveryoneOpensEyes => return "EveryoneOpensEyes".into(),
        ScriptStep::RaiseThumbs { .. } => "RaiseThumbs".into(),
        ScriptStep::OpenEyes { appears_as, .. } => format!("OpenEyes({appears_as:?})"),
        ScriptStep::LowerThumbs { .. } => "LowerThumbs".into(),
        ScriptStep::CloseEyes { .. } => "CloseEyes".into(),
    };
    let (roles, except, players) = call_of(step).expect("a call to a group");
    let seen = match step {
        ScriptStep::OpenEyes { seen, .. } => format!(" seen={seen:?}"),
        _ => String::new(),
    };
    format!("{kind} roles={roles:?} except={except:?} players={players}{seen}")
}

/// A call to a group: its roles, who must not act, and how many players act;
/// `None` for the steps addressed to everyone. Read by the expected file's key and
/// by the hearers' test alike.
fn call_of(step: &ScriptStep) -> Option<(&RoleGroup, &RoleGroup, u8)> {
    match step {
        ScriptStep::RaiseThumbs {
            roles,
            except,
            players,
        }
        | ScriptStep::OpenEyes {
            roles,
            except,
            players,
            ..
        }
        | ScriptStep::LowerThumbs {
            roles,
            except,
            players,
        }
        | ScriptStep::CloseEyes {
            roles,
            except,
            players,
        } => Some((roles, except, *players)),
        ScriptStep::EveryoneClosesEyes | ScriptStep::EveryoneOpensEyes => None,
    }
}

/// The label of a language and naming in the expected file.
fn label((language, naming): (Language, Naming)) -> &'static str {
    match (language, naming) {
        (Language::English, Naming::Resistance) => "en",
        (Language::Russian, Naming::Resistance) => "ru",
        (Language::Vietnamese, Naming::Resistance) => "vi",
        (Language::English, Naming::Avalon) => "en-avalon",
        (Language::Russian, Naming::Avalon) => "ru-avalon",
        (Language::Vietnamese, Naming::Avalon) => "vi-avalon",
    }
}

/// Every distinct step of `setups`, in the order they first come, with the first
/// setup that says it and how many say it.
fn distinct_steps(setups: &[GameConfig]) -> Vec<(ScriptStep, GameConfig, usize)> {
    let mut steps: Vec<(ScriptStep, GameConfig, usize)> = Vec::new();
    for config in setups {
        for step in reveal_script(config) {
            match steps.iter_mut().find(|(known, _, _)| *known == step) {
                Some((_, _, count)) => *count += 1,
                None => steps.push((step, *config, 1)),
            }
        }
    }
    steps
}

/// The checked-in full text of every distinct step (AS3), read by the test below.
const EXPECTED: &str = include_str!("script_lines.txt");

/// The command that rewrites [`EXPECTED`] after a deliberate change of wording.
const REFRESH: &str =
    "UPDATE_REVEAL_SCRIPT=1 cargo test -p resistance-core --lib as3_every_distinct_step";

/// [`EXPECTED`] as the code would write it: a header, then one block per distinct
/// step: its key, where it is first said, and its sentence in every language.
fn render_expected(steps: &[(ScriptStep, GameConfig, usize)]) -> String {
    let mut out = format!(
        "# AS3: the full text of every distinct step of the reveal script, over the {SETUPS}\n\
         # valid setups (player counts, the Assassin's characters, the Defectors), one\n\
         # block per step: its fields, where it is first said, then its sentence in each\n\
         # language with the Resistance names (en, ru, vi), then with the Avalon names\n\
         # (en-avalon, ru-avalon, vi-avalon). Checked by tests::script::as3_every_distinct_step_reads_as_expected,\n\
         # which fails on a missing, stale or different block. After a deliberate change:\n\
         # {REFRESH}\n\
         # then read every changed sentence before committing it.\n"
    );
    for (step, first, count) in steps {
        out.push_str(&format!(
            "\n{}\n# first in: {}; said in {count} setup{}\n",
            key(step),
            describe(first),
            if *count == 1 { "" } else { "s" }
        ));
        for reading in readings() {
            let (language, naming) = reading;
            let text = step
                .checked_text(language, naming)
                .unwrap_or_else(|misfit| {
                    panic!("{} {}: {}", label(reading), key(step), misfit.problem)
                });
            out.push_str(&format!("{}: {text}\n", label(reading)));
        }
    }
    out
}

/// The blocks of [`EXPECTED`]: key, then the sentence of each language.
fn parse_expected(text: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut blocks: Vec<(String, Vec<(String, String)>)> = Vec::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let sentence = line
            .split_once(": ")
            .filter(|(prefix, _)| readings().any(|reading| label(reading) == *prefix));
        match (sentence, blocks.last_mut()) {
            (Some((language, text)), Some((_, sentences))) => {
                sentences.push((language.into(), text.into()))
            }
            (Some(_), None) => panic!("a sentence before any step: {line}"),
            (None, _) => blocks.push((line.into(), Vec::new())),
        }
    }
    blocks
}

/// AS3: the valid setups are exactly the issue's 149, and every distinct step they
/// produce reads, in every language under both namings, exactly as the checked-in full text says; the
/// file has a block for every such step and none for a step no setup produces.
#[test]
fn as3_every_distinct_step_reads_as_expected() {
    if EVERY_SETUP {
        assert_eq!(script_setups().len(), SETUPS, "valid setups");
    }
    let steps = distinct_steps(&checked_setups());
    if EVERY_SETUP && std::env::var_os("UPDATE_REVEAL_SCRIPT").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/tests/script_lines.txt");
        std::fs::write(path, render_expected(&steps)).expect("write script_lines.txt");
        return;
    }
    let expected = parse_expected(EXPECTED);
    let mut problems = Vec::new();
    for (step, first, _) in &steps {
        let key = key(step);
        let Some((_, sentences)) = expected.iter().find(|(known, _)| *known == key) else {
            problems.push(format!("missing: {key} (first in {})", describe(first)));
            continue;
        };
        for reading in readings() {
            let said = step.text_named(reading.0, reading.1);
            let written = sentences
                .iter()
                .find(|(label_, _)| label_ == label(reading))
                .map(|(_, text)| text.as_str());
            if written != Some(said.as_str()) {
                problems.push(format!(
                    "{key} in {}: the engine says {said:?}, the file {written:?}",
                    label(reading)
                ));
            }
        }
        if sentences.len() != readings().count() {
            problems.push(format!("{key}: {} sentences in the file", sentences.len()));
        }
    }
    if EVERY_SETUP {
        for (key_, _) in &expected {
            if !steps.iter().any(|(step, _, _)| key(step) == *key_) {
                problems.push(format!("stale: no setup says {key_}"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{}\nto refresh: {REFRESH}",
        problems.join("\n")
    );
    if EVERY_SETUP {
        assert_eq!(expected.len(), steps.len());
        let rendered = render_expected(&steps);
        assert!(
            rendered == EXPECTED,
            "the file's comments are stale: {REFRESH}"
        );
    }
}

/// `step` as much as it can change and still read the same in `language` under
/// `naming`: `players` brought down to the fewest players it can have (the number
/// of plain Spy cards called, one or several, is all a sentence says of it), the
/// cards left out that the reading's names need not name dropped, and of the cards
/// seen only whether the False Commander is among the Commander's candidates.
fn as_worded(step: &ScriptStep, language: Language, naming: Naming) -> ScriptStep {
    let reading = Reading::of(language, naming);
    let mut step = *step;
    if let ScriptStep::RaiseThumbs {
        roles,
        players,
        except,
    }
    | ScriptStep::OpenEyes {
        roles,
        players,
        except,
        ..
    }
    | ScriptStep::LowerThumbs {
        roles,
        players,
        except,
    }
    | ScriptStep::CloseEyes {
        roles,
        players,
        except,
    } = &mut step
    {
        let others = roles.iter().filter(|&&r| r != Role::Spy).count() as u8;
        if roles.contains(&Role::Spy) {
            *players = others + (*players - others).min(2);
        }
        *except = except
            .iter()
            .copied()
            .filter(|&card| reading.could_take(roles, card))
            .collect();
    }
    if let ScriptStep::OpenEyes {
        appears_as, seen, ..
    } = &mut step
    {
        *seen = match appears_as {
            Appearance::CommanderCandidate => seen
                .iter()
                .copied()
                .filter(|&r| r == Role::FalseCommander)
                .collect(),
            _ => RoleGroup::new(),
        };
    }
    step
}

/// AS3, measured: the 149 setups produce 138 distinct steps; read aloud, a step
/// says everything about itself but how many plain Spy cards it calls beyond the
/// number (one or several), which of the cards it leaves out the reading's names
/// need to name, and of the cards its lookers see only whether they are the
/// Commander alone or with the False Commander. That leaves 111 distinct sentences
/// in every language with the Resistance names and 109 with the Avalon names, and
/// no two steps that differ otherwise read alike in any.
#[test]
fn as3_distinct_steps_read_differently_in_every_language() {
    let steps = distinct_steps(&checked_setups());
    if EVERY_SETUP {
        assert_eq!(steps.len(), DISTINCT_STEPS);
    }
    for (language, naming) in readings() {
        let worded = |step: &ScriptStep| as_worded(step, language, naming);
        let mut said: Vec<(String, ScriptStep)> = Vec::new();
        for (step, _, _) in &steps {
            let text = step.text_named(language, naming);
            match said.iter().find(|(known, _)| *known == text) {
                Some((_, other)) => assert_eq!(
                    worded(other),
                    worded(step),
                    "{language:?} {naming:?}: {} and {} both read {text:?}",
                    key(other),
                    key(step)
                ),
                None => said.push((text, *step)),
            }
        }
        let mut distinct: Vec<ScriptStep> = Vec::new();
        for (step, _, _) in &steps {
            let step = worded(step);
            if !distinct.contains(&step) {
                distinct.push(step);
            }
        }
        assert_eq!(said.len(), distinct.len(), "{language:?} {naming:?}");
        if EVERY_SETUP {
            let expected = match naming {
                Naming::Resistance => DISTINCT_SENTENCES,
                Naming::Avalon => DISTINCT_AVALON_SENTENCES,
            };
            assert_eq!(said.len(), expected, "{language:?} {naming:?}");
        }
    }
}

/// How many distinct steps the valid setups produce (AS3).
const DISTINCT_STEPS: usize = 138;

/// How many distinct sentences they read as, in each language with the Resistance
/// names (AS3).
const DISTINCT_SENTENCES: usize = 111;

/// How many with the Avalon names, which need no "but not" between the Commander's
/// and the False Commander's (AS3).
const DISTINCT_AVALON_SENTENCES: usize = 109;

/// AS3: every sentence template of every language fills exactly: the holes of a call
/// are `{who}`, and `{except}` in the sentences that name who must not act, each
/// once, nothing else in braces.
#[test]
fn as3_every_template_fills_exactly() {
    for (language, naming) in readings() {
        let reading = Reading::of(language, naming);
        let words = reading.words;
        for whole in [words.everyone_close, words.everyone_open] {
            assert_eq!(fill(whole, &[]).as_deref(), Ok(whole), "{language:?}");
        }
        for sentences in reading.calls() {
            for (template, except) in sentences.all() {
                let args: &[(&str, &str)] = if except {
                    &[("who", "WHO"), ("except", "EXCEPT")]
                } else {
                    &[("who", "WHO")]
                };
                let filled = fill(template, args)
                    .unwrap_or_else(|misfit| panic!("{language:?}: {}", misfit.problem));
                assert_eq!(filled.matches("WHO").count(), 1, "{language:?}: {template}");
                let excepts = filled.matches("EXCEPT").count();
                assert_eq!(excepts, usize::from(except), "{language:?}: {template}");
            }
        }
    }
}

/// AS3: a template and its arguments that do not fit one to one are refused: a hole
/// left unfilled, an argument with no hole, a stray brace.
#[test]
fn as3_a_template_that_does_not_fit_is_a_misfit() {
    assert_eq!(
        fill("{who}: go.", &[("who", "Spies")]).as_deref(),
        Ok("Spies: go.")
    );
    let unfilled = fill("{who}, but not the {except}: go.", &[("who", "Spies")]);
    assert_eq!(
        unfilled.map_err(|m| m.text).unwrap_err(),
        "Spies, but not the {except}: go."
    );
    assert!(
        fill("Everyone: go.", &[("who", "Spies")]).is_err(),
        "an extra argument"
    );
    assert!(
        fill("{who: go.", &[("who", "Spies")]).is_err(),
        "an unclosed hole"
    );
    assert!(fill("{}: go.", &[]).is_err(), "a hole without a name");
    assert!(fill("who}: go.", &[]).is_err(), "a stray closing brace");
}

/// AS3: the script of a setup does not depend on the modules that give no setup
/// knowledge (the Trapper, the Inquisitor, hidden agendas, plot cards), on the
/// leave policy or on the seed: [`script_setups`] misses no setup.
#[test]
fn as3_modules_without_setup_knowledge_leave_the_script_alone() {
    for config in &checked_setups() {
        let script = reveal_script(config);
        let mut other = config
            .with_trapper()
            .with_inquisitor()
            .with_agendas(crate::resistance::config::AgendaKind::Double)
            .with_plot_cards()
            .with_leave_policy(crate::resistance::config::LeavePolicy::Substitute);
        other.seed = 12_345;
        assert!(other.validate().is_ok());
        assert_eq!(reveal_script(&other), script, "{}", describe(config));
    }
}

/// AS3 acted out on every valid setup: what each seat sees is what the reveal table
/// says.
#[test]
fn as3_every_setup_shows_exactly_what_the_reveal_table_shows() {
    for config in &checked_setups() {
        for seed in 0..scaled(3, 1) {
            let mut config = *config;
            config.seed = seed;
            assert_script_matches_table(config);
        }
    }
}

/// Who a call's subject reaches, heard by someone who knows only the card names of
/// one language (an independent reading of the text, not the engine's words): the
/// plain Spy card's name is also the side's, so it reaches every spy; any other
/// card name reaches that card; the cards named after the "but not" marker are
/// left out.
struct Hearer {
    language: Language,
    naming: Naming,
    /// The plain Spy card, in the singular and in the plural.
    spy: [&'static str; 2],
    /// Every other card that can be called.
    cards: Vec<(&'static str, Role)>,
    /// How the language joins the cards it calls.
    joins: Joins,
}

/// How a language joins the cards of a call, the same under both namings.
struct Joins {
    /// Between the cards called.
    and: &'static str,
    /// Before the cards that must not act.
    but_not: &'static str,
    /// Between the cards that must not act.
    nor: &'static str,
    /// What may come before the name of a card that must not act ("the").
    article: &'static str,
}

fn joins(language: Language) -> Joins {
    match language {
        Language::English => Joins {
            and: " and ",
            but_not: ", but not ",
            nor: " or ",
            article: "the ",
        },
        Language::Russian => Joins {
            and: " и ",
            but_not: ", но не ",
            nor: " и не ",
            article: "",
        },
        Language::Vietnamese => Joins {
            and: " và ",
            but_not: ", trừ ",
            nor: " và ",
            article: "",
        },
    }
}

/// The cards a call can name besides the plain Spy card: every card but the plain
/// ones, in the order of [`Role::ALL`], which is that of the rows of
/// [`CARD_NAMES`] after the first.
fn callable() -> impl Iterator<Item = Role> {
    Role::ALL
        .into_iter()
        .filter(|&role| !matches!(role, Role::Resistance | Role::Spy))
}

/// The names a hearer knows, one row per card: the plain Spy card (singular /
/// plural), then each card of [`callable`]; one column per reading, separated by
/// " | ", in the order of [`readings`]: English, Russian, Vietnamese, then the same
/// under the Avalon names. Avalon's plain evil card is named after the side as well
/// ("Minions of Mordred"), and reaches Mordred himself. A table of rows, not one
/// record per hearer, so that each card's names stand side by side.
const CARD_NAMES: [&str; 9] = [
    "Spy / Spies | Шпион / Шпионы | Gián điệp / Các Gián điệp | Minion of Mordred / Minions of Mordred | Приспешник Мордреда / Приспешники Мордреда | Tay sai của Mordred / Các Tay sai của Mordred",
    "Commander | Командир | Chỉ huy | Merlin | Мерлин | Merlin",
    "Assassin | Убийца | Sát thủ | Assassin | Ассасин | Assassin",
    "Body Guard | Телохранитель | Vệ sĩ | Percival | Персиваль | Percival",
    "False Commander | Ложный командир | Chỉ huy giả | Morgana | Моргана | Morgana",
    "Deep Cover | Шпион под прикрытием | Gián điệp nằm vùng | Mordred | Мордред | Mordred",
    "Blind Spy | Слепой шпион | Gián điệp mù | Oberon | Оберон | Oberon",
    "Resistance Defector | Перебежчик Сопротивления | Kẻ đổi phe Kháng chiến | Good Lancelot | Добрый Ланселот | Lancelot phe Tốt",
    "Spy Defector | Перебежчик шпионов | Kẻ đổi phe Gián điệp | Evil Lancelot | Злой Ланселот | Lancelot phe Xấu",
];

/// A hearer for every reading, in the order of [`readings`], from [`CARD_NAMES`].
fn hearers() -> Vec<Hearer> {
    let columns = |row: &'static str| -> Vec<&'static str> {
        let names: Vec<&'static str> = row.split(" | ").collect();
        assert_eq!(
            names.len(),
            readings().count(),
            "a name per reading in {row:?}"
        );
        names
    };
    let spies = columns(CARD_NAMES[0]);
    let cards: Vec<Vec<&'static str>> = CARD_NAMES[1..].iter().map(|row| columns(row)).collect();
    assert_eq!(cards.len(), callable().count(), "a row per callable card");
    readings()
        .enumerate()
        .map(|(column, (language, naming))| {
            let (singular, plural) = spies[column]
                .split_once(" / ")
                .expect("the plain Spy card in the singular / plural");
            Hearer {
                language,
                naming,
                spy: [singular, plural],
                cards: cards
                    .iter()
                    .map(|names| names[column])
                    .zip(callable())
                    .collect(),
                joins: joins(language),
            }
        })
        .collect()
}

/// What a [`Hearer`] makes of a call's subject.
#[derive(Debug, Default)]
struct Heard {
    /// The roles of the deck the call reaches, in the order of [`Role::ALL`].
    reached: Vec<Role>,
    /// The number the plain Spy card was named in, if it was named.
    plain_spy: Option<Number>,
}

impl Hearer {
    fn card(&self, name: &str) -> Option<Role> {
        self.cards
            .iter()
            .find(|(card, _)| *card == name)
            .map(|&(_, role)| role)
    }

    /// The subject of `sentence` (the words before the first colon), heard at a
    /// table dealt `deck`.
    fn hear(&self, sentence: &str, deck: &[Role]) -> Heard {
        let (subject, _) = sentence
            .split_once(": ")
            .unwrap_or_else(|| panic!("no subject in {sentence:?}"));
        let (called, left_out) = match subject.split_once(self.joins.but_not) {
            Some((called, left_out)) => (called, Some(left_out)),
            None => (subject, None),
        };
        let mut heard = Heard::default();
        let called = called
            .split(", ")
            .flat_map(|part| part.split(self.joins.and))
            .collect::<Vec<_>>();
        for name in called {
            if let Some(index) = self.spy.iter().position(|spy| *spy == name) {
                heard.plain_spy = Some(if index == 0 {
                    Number::One
                } else {
                    Number::Many
                });
                let spies = deck.iter().filter(|r| r.allegiance() == Allegiance::Spy);
                heard.reached.extend(spies);
            } else {
                let role = self.card(name).unwrap_or_else(|| {
                    panic!(
                        "{:?}: no card is called {name:?} in {sentence:?}",
                        self.language
                    )
                });
                heard.reached.push(role);
                // A name inside another dealt card's name reaches that card too:
                // the False Commander hears "Commander" (AS3).
                let within = |card: &str| card.to_lowercase().contains(&name.to_lowercase());
                heard.reached.extend(
                    self.cards
                        .iter()
                        .filter(|&&(card, other)| deck.contains(&other) && within(card))
                        .map(|&(_, other)| other),
                );
            }
        }
        heard.reached.sort_by_key(|&role| role as u8);
        heard.reached.dedup();
        for name in left_out
            .into_iter()
            .flat_map(|names| names.split(self.joins.nor))
        {
            let name = name.strip_prefix(self.joins.article).unwrap_or(name);
            let role = self.card(name).unwrap_or_else(|| {
                panic!(
                    "{:?}: no card is called {name:?} in {sentence:?}",
                    self.language
                )
            });
            let before = heard.reached.len();
            heard.reached.retain(|&reached| reached != role);
            assert!(
                heard.reached.len() < before,
                "{:?}: {sentence:?} leaves out {name}, whom it does not call",
                self.language
            );
        }
        heard
    }
}

/// AS3, for every valid setup and every language: each call to a group reaches, as
/// an independent hearer understands its subject, exactly the cards of the group, so
/// no card holder outside it can take it as theirs; the cards it names as not meant
/// are dealt and would otherwise have been reached; "everyone" calls reach the whole
/// table; the plain Spy card is named in the singular exactly when one is dealt.
#[test]
fn as3_every_call_reaches_exactly_its_group() {
    let mut calls = 0;
    let mut excepts = 0;
    let mut singular_spy = 0;
    let hearers = hearers();
    for config in checked_setups() {
        let deck = crate::resistance::modules::setup::deck(&config);
        let plain = deck.iter().filter(|&&r| r == Role::Spy).count();
        for step in reveal_script(&config) {
            let call = call_of(&step);
            for hearer in &hearers {
                let text = step.text_named(hearer.language, hearer.naming);
                let Some((roles, except, players)) = call else {
                    assert!(!text.contains(':'), "{text:?} addresses a group");
                    continue;
                };
                let heard = hearer.hear(&text, &deck);
                let group = roles.as_slice();
                assert_eq!(heard.reached, group, "{text:?} in {}", describe(&config));
                let holding = deck.iter().filter(|r| group.contains(r)).count();
                assert_eq!(usize::from(players), holding, "{}", describe(&config));
                assert!(
                    except
                        .iter()
                        .all(|r| deck.contains(r) && !group.contains(r))
                );
                match heard.plain_spy {
                    Some(number) => {
                        assert_eq!(
                            number == Number::One,
                            plain == 1,
                            "{text:?}: {plain} plain spies"
                        );
                    }
                    None => assert!(!group.contains(&Role::Spy), "{text:?}"),
                }
            }
            if let Some((roles, except, _)) = call {
                calls += 1;
                excepts += usize::from(!except.is_empty());
                singular_spy += usize::from(roles.contains(&Role::Spy) && plain == 1);
            }
        }
    }
    // The measured coverage, over the 149 setups: calls to a group, calls that name
    // who must not act, calls to a single plain Spy card.
    if EVERY_SETUP {
        assert_eq!((calls, excepts, singular_spy), (1390, 182, 188));
    }
}

/// AS3 on the wire: a call carries who must not act and how many players act, beside
/// its roles; a step written before those fields existed still reads, with nobody
/// named apart and no count (read as several).
#[cfg(feature = "json")]
#[test]
fn as3_a_call_in_json_names_who_must_not_act() {
    let thumbs = &thumbs_but_not_the_deep_cover();
    let json = crate::json::to_json(thumbs).expect("encodes");
    assert_eq!(
        json,
        r#"{"type":"raiseThumbs","roles":["spy","assassin"],"except":["deepCover"],"players":2}"#
    );
    let back: ScriptStep = serde_json::from_str(&json).expect("decodes");
    assert_eq!(back, *thumbs);
    let earlier: ScriptStep =
        serde_json::from_str(r#"{"type":"closeEyes","roles":["spy"]}"#).expect("decodes");
    let spies = [Role::Spy].into_iter().collect();
    assert_eq!(
        earlier,
        ScriptStep::CloseEyes {
            roles: spies,
            except: RoleGroup::new(),
            players: 0,
        }
    );
    assert_eq!(earlier.text(Language::English), "Spies: close your eyes.");
}

/// AS3 on the wire under a naming: a narrated script says which names its lines
/// use, and its steps are the same under both namings; a narrated script written
/// before namings existed reads as the Resistance names.
#[cfg(feature = "json")]
#[test]
fn as3_a_narrated_script_in_json_says_its_naming() {
    let config =
        GameConfig::new(6, 2).with_assassin(crate::resistance::config::AssassinOptions::ALL);
    let avalon = crate::resistance::script::narrated_script_named(
        &config,
        Language::Russian,
        Naming::Avalon,
    );
    let resistance = crate::resistance::script::narrated_script(&config, Language::Russian);
    assert_eq!(avalon.steps, resistance.steps);
    assert_ne!(avalon.lines, resistance.lines);
    assert_eq!(resistance.naming, Naming::Resistance);
    let json = crate::json::to_json(&avalon).expect("encodes");
    assert!(
        json.starts_with(r#"{"language":"russian","naming":"avalon","steps":["#),
        "{json}"
    );
    let back: crate::resistance::script::NarratedScript =
        serde_json::from_str(&json).expect("decodes");
    assert_eq!(back, avalon);
    let earlier: crate::resistance::script::NarratedScript =
        serde_json::from_str(r#"{"language":"english","steps":[],"lines":[]}"#).expect("decodes");
    assert_eq!(earlier.naming, Naming::Resistance);
}

/// AS3, the two calls users tripped on: with the False Commander dealt, the
/// Commander's calls say the False Commander must not act (it would otherwise open
/// its eyes beside the Commander and show the spies who the Commander is); the Body
/// Guard's line names the False Commander only when it is dealt.
#[test]
fn as3_commander_calls_leave_out_the_false_commander_and_say_what_is_dealt() {
    let options = |false_commander| crate::resistance::config::AssassinOptions {
        body_guard: true,
        false_commander,
        ..crate::resistance::config::AssassinOptions::default()
    };
    let text = |false_commander| {
        let config = GameConfig::new(7, 1).with_assassin(options(false_commander));
        script_text(&config, Language::English)
    };
    let with = text(true);
    assert!(
        with.contains(&String::from(
            "Commander, but not the False Commander: open your eyes. Everyone you see with \
             open eyes or a raised thumb is a spy."
        )),
        "{with:#?}"
    );
    assert!(with.contains(&String::from(
        "Commander, but not the False Commander: close your eyes."
    )));
    assert!(
        with.iter()
            .any(|line| line.starts_with("Body Guard: open your eyes")
                && line.ends_with("is the Commander or the False Commander."))
    );
    assert!(
        !with.iter().any(|line| line.starts_with("Commander:")),
        "{with:#?}"
    );

    let without = text(false);
    assert!(without.iter().any(|line| line
        == "Body Guard: open your eyes. The player you see with open eyes or a raised thumb \
            is the Commander."));
    assert!(
        !without.iter().any(|line| line.contains("False Commander")),
        "{without:#?}"
    );
    // Under the Avalon names the two cards share no word: no "but not Morgana".
    let avalon = script_text_named(
        &GameConfig::new(7, 1).with_assassin(options(true)),
        Language::English,
        Naming::Avalon,
    );
    assert!(
        avalon
            .iter()
            .any(|line| line.starts_with("Merlin: open your eyes")),
        "{avalon:#?}"
    );
}
