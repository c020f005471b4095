//! The names of the cards, the modules and the sides under both namings: the
//! Avalon naming maps each card to its published Avalon counterpart (issue #16,
//! docs/avalon.md), every name is one a table can tell apart from the others, and
//! the script speaks the same names the labels show.

use super::support::readings;
use crate::{
    kernel::Allegiance, resistance::config::AgendaKind, resistance::config::AssassinOptions,
    resistance::config::DefectorVariant, resistance::config::GameConfig,
    resistance::names::Language, resistance::names::Module, resistance::names::Naming,
    resistance::names::names, resistance::role::Role, resistance::script::RoleGroup,
    resistance::script::ScriptStep,
};
use Language::{English, Russian, Vietnamese};
use Naming::{Avalon, Resistance};
use alloc::{collections::BTreeSet, format, vec::Vec};

/// The Avalon card of each Resistance card, in English, as the issue lists them.
const AVALON_CARDS: [(Role, &str); 10] = [
    (Role::Resistance, "Loyal Servant of Arthur"),
    (Role::Spy, "Minion of Mordred"),
    (Role::Commander, "Merlin"),
    (Role::Assassin, "Assassin"),
    (Role::BodyGuard, "Percival"),
    (Role::FalseCommander, "Morgana"),
    (Role::DeepCover, "Mordred"),
    (Role::BlindSpy, "Oberon"),
    (Role::ResistanceDefector, "Good Lancelot"),
    (Role::SpyDefector, "Evil Lancelot"),
];

/// Each name, as the engine gives it, is the one the test expects; a failure says
/// which (the expected name) it was.
fn assert_names(names: &[(&str, &str)]) {
    for (name, expected) in names {
        assert_eq!(name, expected, "the name that should read {expected:?}");
    }
}

#[test]
fn avalon_names_each_card_after_its_avalon_counterpart() {
    for (role, name) in AVALON_CARDS {
        assert_eq!(role.name(English, Avalon), name);
    }
    assert_names(&[
        (Module::Inquisitor.name(English, Avalon), "Lady of the Lake"),
        (Module::Inquisitor.name(Russian, Avalon), "Владычица Озера"),
        (Module::Defector.name(Russian, Avalon), "Ланселот"),
        (Allegiance::Spy.name(English, Avalon), "Evil"),
    ]);
}

/// The Resistance naming is the default and keeps the names the engine always
/// used: the script's own test text (`script_lines.txt`) reads them unchanged.
#[test]
fn the_resistance_naming_is_the_default_and_keeps_the_cards_names() {
    assert_eq!(Naming::default(), Resistance);
    assert_names(&[
        (Role::Commander.name(English, Resistance), "Commander"),
        (
            Role::DeepCover.name(Russian, Resistance),
            "Шпион под прикрытием",
        ),
        (
            Module::Inquisitor.name(Vietnamese, Resistance),
            "Người thẩm vấn",
        ),
    ]);
}

/// Every card, module and side has a name of its own in each language under each
/// naming, so a label always tells them apart; the two namings name every card
/// differently but the English Assassin, so a host hears which one is in use. A
/// module Avalon has no counterpart for keeps its name.
#[test]
fn every_name_is_distinct_in_each_language_and_naming() {
    for language in Language::ALL {
        for naming in Naming::ALL {
            let roles: BTreeSet<&str> = Role::ALL.map(|r| r.name(language, naming)).into();
            assert_eq!(roles.len(), Role::ALL.len(), "{language:?} {naming:?}");
            let modules: BTreeSet<&str> = Module::ALL.map(|m| m.name(language, naming)).into();
            assert_eq!(modules.len(), Module::ALL.len(), "{language:?} {naming:?}");
            let sides = [Allegiance::Resistance, Allegiance::Spy].map(|s| s.name(language, naming));
            assert_ne!(sides[0], sides[1], "{language:?} {naming:?}");
            for name in roles.iter().chain(&modules).chain(&sides) {
                assert!(!name.trim().is_empty(), "{language:?} {naming:?}");
            }
        }
        let renamed: Vec<Module> = Module::ALL
            .into_iter()
            .filter(|m| m.name(language, Naming::Resistance) != m.name(language, Naming::Avalon))
            .collect();
        assert_eq!(
            renamed,
            [Module::Assassin, Module::Defector, Module::Inquisitor],
            "{language:?}"
        );
    }
    // Only the Assassin keeps its English name in Avalon.
    let same: Vec<(Language, Role)> = Language::ALL
        .into_iter()
        .flat_map(|language| Role::ALL.map(|role| (language, role)))
        .filter(|&(language, role)| {
            role.name(language, Naming::Resistance) == role.name(language, Naming::Avalon)
        })
        .collect();
    assert_eq!(same, [(Language::English, Role::Assassin)]);
}

/// The script calls the cards by the names the labels show (AS3): a call to one
/// card alone begins with exactly the name [`Role::name`] gives it.
#[test]
fn the_script_calls_each_card_by_its_label() {
    for (language, naming) in readings() {
        for role in Role::ALL {
            let step = ScriptStep::CloseEyes {
                roles: core::iter::once(role).collect(),
                except: RoleGroup::new(),
                players: 1,
            };
            let text = step.text_named(language, naming);
            let name = role.name(language, naming);
            assert!(
                text.starts_with(&format!("{name}: ")),
                "{language:?} {naming:?}: {text:?} does not call {name:?}"
            );
        }
    }
}

/// The table of names holds every card, module and side under its own name.
#[test]
fn the_table_of_names_holds_every_name() {
    for (language, naming) in readings() {
        let table = names(language, naming);
        assert_eq!((table.language, table.naming), (language, naming));
        assert_eq!(table.roles.len(), Role::ALL.len());
        for role in Role::ALL {
            assert_eq!(table.roles[&role], role.name(language, naming));
        }
        assert_eq!(table.modules.len(), Module::ALL.len());
        for module in Module::ALL {
            assert_eq!(table.modules[&module], module.name(language, naming));
        }
        for side in [Allegiance::Resistance, Allegiance::Spy] {
            assert_eq!(table.sides[&side], side.name(language, naming));
        }
    }
}

/// On the wire a module goes by its configuration field's name, and the table of
/// names is three objects keyed by the wire names of what they name.
#[cfg(feature = "json")]
#[test]
fn names_in_json_are_keyed_by_wire_names() {
    let table = names(Language::English, Naming::Avalon);
    let json: serde_json::Value =
        serde_json::from_str(&crate::json::to_json(&table).expect("encodes")).expect("JSON");
    assert_eq!(json["naming"], "avalon");
    assert_eq!(json["roles"]["bodyGuard"], "Percival");
    assert_eq!(json["modules"]["plotCards"], "Plot cards");
    assert_eq!(json["modules"]["inquisitor"], "Lady of the Lake");
    assert_eq!(json["sides"]["resistance"], "Good");
    let config = serde_json::to_value(GameConfig::new(5, 0).with_plot_cards()).expect("JSON");
    for module in Module::ALL {
        let field = serde_json::to_value(module).expect("JSON");
        let field = field.as_str().expect("a string");
        assert!(
            config.get(field).is_some(),
            "{field} is no configuration field"
        );
    }
}

/// A module is in play exactly when its configuration switch is on.
#[test]
fn a_module_is_in_play_when_its_switch_is_on() {
    let base = GameConfig::new(7, 0);
    assert!(Module::ALL.iter().all(|m| !m.in_play(&base)));
    let switched = [
        (
            Module::Assassin,
            base.with_assassin(AssassinOptions::default()),
        ),
        (Module::Trapper, base.with_trapper()),
        (
            Module::Defector,
            base.with_defector(DefectorVariant::Standard),
        ),
        (Module::Inquisitor, base.with_inquisitor()),
        (Module::Agendas, base.with_agendas(AgendaKind::Single)),
        (Module::PlotCards, base.with_plot_cards()),
    ];
    for (module, config) in switched {
        let on: Vec<Module> = Module::ALL
            .into_iter()
            .filter(|m| m.in_play(&config))
            .collect();
        assert_eq!(on, [module]);
    }
}

/// The registry lists every module once, in the order of the configuration's
/// fields. The `match` is exhaustive: a new variant of `Module` stops this test from
/// compiling until it is counted here, and the test fails until the registry
/// (`modules/registry.rs`) lists it.
#[test]
fn the_registry_lists_every_module_once() {
    let position = |module: Module| match module {
        Module::Assassin => 0,
        Module::Trapper => 1,
        Module::Defector => 2,
        Module::Inquisitor => 3,
        Module::Agendas => 4,
        Module::PlotCards => 5,
    };
    let positions: Vec<usize> = Module::ALL.into_iter().map(position).collect();
    assert_eq!(positions, [0, 1, 2, 3, 4, 5]);
    for module in Module::ALL {
        assert!(!module.translations()[0][0].is_empty(), "{module:?}");
    }
}
