//! Names: what the cards, the modules and the sides are called, in each language
//! the engine speaks and under each of the two namings the rules are known by.
//!
//! The rules are the same under both namings; only the words change. Most online
//! players know these rules by their Avalon names (docs/avalon.md maps every card
//! and says where the published Avalon rules differ from what the engine plays), so
//! a host may narrate and label a game either way.
//!
//! Sources of the Avalon names:
//! - English: the cards of *The Resistance: Avalon* (Indie Boards & Cards): Merlin,
//!   Assassin, Percival, Morgana, Mordred, Oberon, Loyal Servant of Arthur, Minion of
//!   Mordred, the Lady of the Lake token, and Good and Evil Lancelot from its Lancelot
//!   rules.
//! - Russian: Lavka Games' edition, «Авалон. Расширенное издание», whose text calls
//!   the plain cards «верные служители Артура» and «приспешники Мордреда» and the
//!   sides «Добро» and «Зло»; the characters are Мерлин, Персиваль, Моргана, Мордред,
//!   Оберон, Ланселот and the Владычица Озера token. The Assassin is «Ассасин», the
//!   form Russian Avalon players use, not «Убийца», which the Resistance naming
//!   already gives the same card (so a host can tell the namings apart by ear). The
//!   two Lancelots are «Добрый» and «Злой», after the sides' names.
//! - Vietnamese: Avalon has no Vietnamese edition; Vietnamese players play with the
//!   English cards, and the Vietnamese rules translation in circulation keeps every
//!   character's English name (Merlin, Assassin, Percival, Mordred, Morgana, Oberon)
//!   while translating the plain cards («thuộc hạ trung thành» of Arthur, «tay sai»
//!   of Mordred) and the sides («phe Tốt», «phe Xấu»). The engine does the same, and
//!   keeps "Lady of the Lake" and "Lancelot" in English too.
//!
//! The Resistance names of the modules in Russian and Vietnamese are the engine's
//! own translations: those expansions have no edition in either language.

use crate::{kernel::Allegiance, resistance::role::Role};
use alloc::{collections::BTreeMap, string::String};

pub use crate::resistance::modules::registry::Module;
use crate::resistance::modules::registry::Translations;

/// A language the engine's words come in: the reveal script and the names of the
/// cards, the modules and the sides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Language {
    /// English.
    #[default]
    English,
    /// Russian.
    Russian,
    /// Vietnamese.
    Vietnamese,
}

impl Language {
    /// Every language, for pickers.
    pub const ALL: [Language; 3] = [Language::English, Language::Russian, Language::Vietnamese];
}

/// Which game's names the cards, the modules and the sides go by. The rules are the
/// same under both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Naming {
    /// The Resistance and its Hidden Agenda and Hostile Intent expansions: the
    /// Commander, the Body Guard, the spies, the Inquisitor.
    #[default]
    Resistance,
    /// The Resistance: Avalon: Merlin, Percival, the Minions of Mordred, the Lady of
    /// the Lake (docs/avalon.md).
    Avalon,
}

impl Naming {
    /// Every naming, for pickers.
    pub const ALL: [Naming; 2] = [Naming::Resistance, Naming::Avalon];
}

impl Module {
    /// The module's name in `language` under `naming`: "Inquisitor", or "Lady of
    /// the Lake" in the Avalon naming. A module Avalon has no counterpart for keeps
    /// its Resistance name.
    pub fn name(self, language: Language, naming: Naming) -> &'static str {
        Cast::of(language, naming).module(self)
    }
}

impl Role {
    /// The card's name in `language` under `naming`: "Commander", or "Merlin" in
    /// the Avalon naming; the plain cards in the singular ("Minion of Mordred").
    ///
    /// ```
    /// use resistance_core::{script::Language, script::Naming, Role};
    /// assert_eq!(Role::Commander.name(Language::English, Naming::Avalon), "Merlin");
    /// assert_eq!(Role::Spy.name(Language::Russian, Naming::Avalon), "Приспешник Мордреда");
    /// ```
    pub fn name(self, language: Language, naming: Naming) -> &'static str {
        Cast::of(language, naming).role(self, Number::One)
    }
}

impl Allegiance {
    /// The side's name in `language` under `naming`: what a loyalty card shows
    /// (AS5), "Spies", or "Evil" in the Avalon naming.
    pub fn name(self, language: Language, naming: Naming) -> &'static str {
        Cast::of(language, naming).side(self)
    }
}

/// Every name of one language and naming, for a host to label a game with: the
/// bindings hand it over whole. Each map holds every value of its key type.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Names {
    /// The language of the names.
    pub language: Language,
    /// The naming they belong to.
    pub naming: Naming,
    /// Each card's name ([`Role::name`]).
    #[cfg_attr(feature = "ts", ts(type = "Record<Role, string>"))]
    pub roles: BTreeMap<Role, String>,
    /// Each module's name ([`Module::name`]).
    #[cfg_attr(feature = "ts", ts(type = "Record<Module, string>"))]
    pub modules: BTreeMap<Module, String>,
    /// Each side's name ([`Allegiance::name`]).
    #[cfg_attr(feature = "ts", ts(type = "Record<Allegiance, string>"))]
    pub sides: BTreeMap<Allegiance, String>,
}

/// Every name of `language` under `naming`.
pub fn names(language: Language, naming: Naming) -> Names {
    Names {
        language,
        naming,
        roles: Role::ALL
            .into_iter()
            .map(|role| (role, role.name(language, naming).into()))
            .collect(),
        modules: Module::ALL
            .into_iter()
            .map(|module| (module, module.name(language, naming).into()))
            .collect(),
        sides: [Allegiance::Resistance, Allegiance::Spy]
            .into_iter()
            .map(|side| (side, side.name(language, naming).into()))
            .collect(),
    }
}

/// Singular or plural: the plain cards are dealt several times, and the script
/// names them in the number dealt (AS3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Number {
    /// One player, or one plain card.
    One,
    /// Several.
    Many,
}

impl Number {
    pub(crate) fn of(count: usize) -> Number {
        if count == 1 {
            Number::One
        } else {
            Number::Many
        }
    }
}

/// The names of one language under one naming.
#[derive(Clone, Copy)]
pub(crate) struct Cast {
    language: Language,
    naming: Naming,
}

impl Cast {
    pub(crate) fn of(language: Language, naming: Naming) -> Cast {
        Cast { language, naming }
    }

    /// This cast's name among `translations`.
    fn pick(self, translations: &Translations) -> &'static str {
        let row = match self.language {
            Language::English => 0,
            Language::Russian => 1,
            Language::Vietnamese => 2,
        };
        let column = match self.naming {
            Naming::Resistance => 0,
            Naming::Avalon => 1,
        };
        translations[row][column]
    }

    /// A card's name; the plain cards' in a number.
    pub(crate) fn role(self, role: Role, number: Number) -> &'static str {
        self.pick(role_names(role, number))
    }

    /// What comes before a card's name where the script names it as one that must
    /// not act (AS3): English says "but not the Deep Cover" and "but not Mordred";
    /// Russian and Vietnamese have no articles.
    pub(crate) fn article(self, role: Role) -> &'static str {
        match (self.language, self.naming, role) {
            (Language::English, Naming::Resistance, _) => "the ",
            // The characters are people, called by name; the cards are not.
            (Language::English, Naming::Avalon, Role::Resistance | Role::Spy | Role::Assassin) => {
                "the "
            }
            _ => "",
        }
    }

    fn module(self, module: Module) -> &'static str {
        self.pick(module.translations())
    }

    fn side(self, side: Allegiance) -> &'static str {
        self.pick(match side {
            Allegiance::Resistance => &[
                ["Resistance", "Good"],
                ["Сопротивление", "Добро"],
                ["Kháng chiến", "Phe Tốt"],
            ],
            Allegiance::Spy => &[
                ["Spies", "Evil"],
                ["Шпионы", "Зло"],
                ["Gián điệp", "Phe Xấu"],
            ],
        })
    }
}

/// Each card's names; the plain cards' in a number, every other card's the same in
/// both.
fn role_names(role: Role, number: Number) -> &'static Translations {
    match (role, number) {
        (Role::Resistance, Number::One) => &[
            ["Resistance", "Loyal Servant of Arthur"],
            ["Сопротивление", "Верный служитель Артура"],
            ["Kháng chiến", "Thuộc hạ trung thành của Arthur"],
        ],
        (Role::Resistance, Number::Many) => &[
            ["Resistance", "Loyal Servants of Arthur"],
            ["Сопротивление", "Верные служители Артура"],
            ["Kháng chiến", "Các Thuộc hạ trung thành của Arthur"],
        ],
        (Role::Spy, Number::One) => &[
            ["Spy", "Minion of Mordred"],
            ["Шпион", "Приспешник Мордреда"],
            ["Gián điệp", "Tay sai của Mordred"],
        ],
        (Role::Spy, Number::Many) => &[
            ["Spies", "Minions of Mordred"],
            ["Шпионы", "Приспешники Мордреда"],
            ["Các Gián điệp", "Các Tay sai của Mordred"],
        ],
        (Role::Commander, _) => &[
            ["Commander", "Merlin"],
            ["Командир", "Мерлин"],
            ["Chỉ huy", "Merlin"],
        ],
        (Role::Assassin, _) => &[
            ["Assassin", "Assassin"],
            ["Убийца", "Ассасин"],
            ["Sát thủ", "Assassin"],
        ],
        (Role::BodyGuard, _) => &[
            ["Body Guard", "Percival"],
            ["Телохранитель", "Персиваль"],
            ["Vệ sĩ", "Percival"],
        ],
        (Role::FalseCommander, _) => &[
            ["False Commander", "Morgana"],
            ["Ложный командир", "Моргана"],
            ["Chỉ huy giả", "Morgana"],
        ],
        (Role::DeepCover, _) => &[
            ["Deep Cover", "Mordred"],
            ["Шпион под прикрытием", "Мордред"],
            ["Gián điệp nằm vùng", "Mordred"],
        ],
        (Role::BlindSpy, _) => &[
            ["Blind Spy", "Oberon"],
            ["Слепой шпион", "Оберон"],
            ["Gián điệp mù", "Oberon"],
        ],
        (Role::ResistanceDefector, _) => &[
            ["Resistance Defector", "Good Lancelot"],
            ["Перебежчик Сопротивления", "Добрый Ланселот"],
            ["Kẻ đổi phe Kháng chiến", "Lancelot phe Tốt"],
        ],
        (Role::SpyDefector, _) => &[
            ["Spy Defector", "Evil Lancelot"],
            ["Перебежчик шпионов", "Злой Ланселот"],
            ["Kẻ đổi phe Gián điệp", "Lancelot phe Xấu"],
        ],
    }
}
