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

use crate::{
    kernel::Allegiance,
    resistance::{config::GameConfig, role::Role},
};
use alloc::{collections::BTreeMap, string::String};

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

/// A module of the base game, as a table chooses it: each is one field of
/// [`GameConfig`], whose JSON name it shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Module {
    /// The Commander and the Assassin, with their optional characters (AS).
    Assassin,
    /// The Trapper (TR).
    Trapper,
    /// The Defectors (DF).
    Defector,
    /// The Inquisitor (IQ).
    Inquisitor,
    /// Hidden agendas (HA).
    Agendas,
    /// The plot cards of The Plot Thickens (PC).
    PlotCards,
}

impl Module {
    /// Every module, in the order of [`GameConfig`]'s fields.
    pub const ALL: [Module; 6] = [
        Module::Assassin,
        Module::Trapper,
        Module::Defector,
        Module::Inquisitor,
        Module::Agendas,
        Module::PlotCards,
    ];

    /// Whether `config` plays this module.
    pub const fn in_play(self, config: &GameConfig) -> bool {
        match self {
            Module::Assassin => config.assassin.is_some(),
            Module::Trapper => config.trapper,
            Module::Defector => config.defector.is_some(),
            Module::Inquisitor => config.inquisitor,
            Module::Agendas => config.agendas.is_some(),
            Module::PlotCards => config.plot_cards,
        }
    }

    /// The module's name in `language` under `naming`: "Inquisitor", or "Lady of
    /// the Lake" in the Avalon naming. A module Avalon has no counterpart for keeps
    /// its Resistance name.
    pub fn name(self, language: Language, naming: Naming) -> &'static str {
        (Cast::of(language, naming).module)(self)
    }
}

impl Role {
    /// The card's name in `language` under `naming`: "Commander", or "Merlin" in
    /// the Avalon naming; the plain cards in the singular ("Minion of Mordred").
    ///
    /// ```
    /// use resistance_core::{Language, Naming, Role};
    /// assert_eq!(Role::Commander.name(Language::English, Naming::Avalon), "Merlin");
    /// assert_eq!(Role::Spy.name(Language::Russian, Naming::Avalon), "Приспешник Мордреда");
    /// ```
    pub fn name(self, language: Language, naming: Naming) -> &'static str {
        (Cast::of(language, naming).role)(self, Number::One)
    }
}

impl Allegiance {
    /// The side's name in `language` under `naming`: what a loyalty card shows
    /// (AS5), "Spies", or "Evil" in the Avalon naming.
    pub fn name(self, language: Language, naming: Naming) -> &'static str {
        (Cast::of(language, naming).side)(self)
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
pub(crate) struct Cast {
    /// A card's name; the plain cards' in a number.
    pub(crate) role: fn(Role, Number) -> &'static str,
    /// What comes before a card's name where the script names it as one that must
    /// not act (AS3): English says "but not the Deep Cover" and "but not Mordred".
    pub(crate) article: fn(Role) -> &'static str,
    module: fn(Module) -> &'static str,
    side: fn(Allegiance) -> &'static str,
}

impl Cast {
    pub(crate) fn of(language: Language, naming: Naming) -> &'static Cast {
        match (language, naming) {
            (Language::English, Naming::Resistance) => &ENGLISH,
            (Language::English, Naming::Avalon) => &ENGLISH_AVALON,
            (Language::Russian, Naming::Resistance) => &RUSSIAN,
            (Language::Russian, Naming::Avalon) => &RUSSIAN_AVALON,
            (Language::Vietnamese, Naming::Resistance) => &VIETNAMESE,
            (Language::Vietnamese, Naming::Avalon) => &VIETNAMESE_AVALON,
        }
    }
}

/// No article: Russian and Vietnamese have none.
fn bare(_: Role) -> &'static str {
    ""
}

fn english_module(module: Module) -> &'static str {
    match module {
        Module::Assassin => "Assassin",
        Module::Trapper => "Trapper",
        Module::Defector => "Defector",
        Module::Inquisitor => "Inquisitor",
        Module::Agendas => "Hidden agendas",
        Module::PlotCards => "Plot cards",
    }
}

fn russian_module(module: Module) -> &'static str {
    match module {
        Module::Assassin => "Убийца",
        Module::Trapper => "Ловец",
        Module::Defector => "Перебежчик",
        Module::Inquisitor => "Инквизитор",
        Module::Agendas => "Тайные намерения",
        Module::PlotCards => "Карты сюжета",
    }
}

fn vietnamese_module(module: Module) -> &'static str {
    match module {
        Module::Assassin => "Sát thủ",
        Module::Trapper => "Kẻ gài bẫy",
        Module::Defector => "Kẻ đổi phe",
        Module::Inquisitor => "Người thẩm vấn",
        Module::Agendas => "Ý đồ bí mật",
        Module::PlotCards => "Lá bài âm mưu",
    }
}

const ENGLISH: Cast = Cast {
    role: |role, number| match role {
        Role::Resistance => "Resistance",
        Role::Spy => match number {
            Number::One => "Spy",
            Number::Many => "Spies",
        },
        Role::Commander => "Commander",
        Role::Assassin => "Assassin",
        Role::BodyGuard => "Body Guard",
        Role::FalseCommander => "False Commander",
        Role::DeepCover => "Deep Cover",
        Role::BlindSpy => "Blind Spy",
        Role::ResistanceDefector => "Resistance Defector",
        Role::SpyDefector => "Spy Defector",
    },
    article: |_| "the ",
    module: english_module,
    side: |side| match side {
        Allegiance::Resistance => "Resistance",
        Allegiance::Spy => "Spies",
    },
};

const ENGLISH_AVALON: Cast = Cast {
    role: |role, number| match (role, number) {
        (Role::Resistance, Number::One) => "Loyal Servant of Arthur",
        (Role::Resistance, Number::Many) => "Loyal Servants of Arthur",
        (Role::Spy, Number::One) => "Minion of Mordred",
        (Role::Spy, Number::Many) => "Minions of Mordred",
        (Role::Commander, _) => "Merlin",
        (Role::Assassin, _) => "Assassin",
        (Role::BodyGuard, _) => "Percival",
        (Role::FalseCommander, _) => "Morgana",
        (Role::DeepCover, _) => "Mordred",
        (Role::BlindSpy, _) => "Oberon",
        (Role::ResistanceDefector, _) => "Good Lancelot",
        (Role::SpyDefector, _) => "Evil Lancelot",
    },
    // The characters are people, called by name; the cards are not.
    article: |role| match role {
        Role::Resistance | Role::Spy | Role::Assassin => "the ",
        _ => "",
    },
    module: |module| match module {
        Module::Assassin => "Merlin and the Assassin",
        Module::Defector => "Lancelot",
        Module::Inquisitor => "Lady of the Lake",
        other => english_module(other),
    },
    side: |side| match side {
        Allegiance::Resistance => "Good",
        Allegiance::Spy => "Evil",
    },
};

const RUSSIAN: Cast = Cast {
    role: |role, number| match role {
        Role::Resistance => "Сопротивление",
        Role::Spy => match number {
            Number::One => "Шпион",
            Number::Many => "Шпионы",
        },
        Role::Commander => "Командир",
        Role::Assassin => "Убийца",
        Role::BodyGuard => "Телохранитель",
        Role::FalseCommander => "Ложный командир",
        Role::DeepCover => "Шпион под прикрытием",
        Role::BlindSpy => "Слепой шпион",
        Role::ResistanceDefector => "Перебежчик Сопротивления",
        Role::SpyDefector => "Перебежчик шпионов",
    },
    article: bare,
    module: russian_module,
    side: |side| match side {
        Allegiance::Resistance => "Сопротивление",
        Allegiance::Spy => "Шпионы",
    },
};

const RUSSIAN_AVALON: Cast = Cast {
    role: |role, number| match (role, number) {
        (Role::Resistance, Number::One) => "Верный служитель Артура",
        (Role::Resistance, Number::Many) => "Верные служители Артура",
        (Role::Spy, Number::One) => "Приспешник Мордреда",
        (Role::Spy, Number::Many) => "Приспешники Мордреда",
        (Role::Commander, _) => "Мерлин",
        (Role::Assassin, _) => "Ассасин",
        (Role::BodyGuard, _) => "Персиваль",
        (Role::FalseCommander, _) => "Моргана",
        (Role::DeepCover, _) => "Мордред",
        (Role::BlindSpy, _) => "Оберон",
        (Role::ResistanceDefector, _) => "Добрый Ланселот",
        (Role::SpyDefector, _) => "Злой Ланселот",
    },
    article: bare,
    module: |module| match module {
        Module::Assassin => "Мерлин и Ассасин",
        Module::Defector => "Ланселот",
        Module::Inquisitor => "Владычица Озера",
        other => russian_module(other),
    },
    side: |side| match side {
        Allegiance::Resistance => "Добро",
        Allegiance::Spy => "Зло",
    },
};

const VIETNAMESE: Cast = Cast {
    role: |role, number| match role {
        Role::Resistance => "Kháng chiến",
        Role::Spy => match number {
            Number::One => "Gián điệp",
            Number::Many => "Các Gián điệp",
        },
        Role::Commander => "Chỉ huy",
        Role::Assassin => "Sát thủ",
        Role::BodyGuard => "Vệ sĩ",
        Role::FalseCommander => "Chỉ huy giả",
        Role::DeepCover => "Gián điệp nằm vùng",
        Role::BlindSpy => "Gián điệp mù",
        Role::ResistanceDefector => "Kẻ đổi phe Kháng chiến",
        Role::SpyDefector => "Kẻ đổi phe Gián điệp",
    },
    article: bare,
    module: vietnamese_module,
    side: |side| match side {
        Allegiance::Resistance => "Kháng chiến",
        Allegiance::Spy => "Gián điệp",
    },
};

const VIETNAMESE_AVALON: Cast = Cast {
    role: |role, number| match (role, number) {
        (Role::Resistance, Number::One) => "Thuộc hạ trung thành của Arthur",
        (Role::Resistance, Number::Many) => "Các Thuộc hạ trung thành của Arthur",
        (Role::Spy, Number::One) => "Tay sai của Mordred",
        (Role::Spy, Number::Many) => "Các Tay sai của Mordred",
        (Role::Commander, _) => "Merlin",
        (Role::Assassin, _) => "Assassin",
        (Role::BodyGuard, _) => "Percival",
        (Role::FalseCommander, _) => "Morgana",
        (Role::DeepCover, _) => "Mordred",
        (Role::BlindSpy, _) => "Oberon",
        (Role::ResistanceDefector, _) => "Lancelot phe Tốt",
        (Role::SpyDefector, _) => "Lancelot phe Xấu",
    },
    article: bare,
    module: |module| match module {
        Module::Assassin => "Merlin và Assassin",
        Module::Defector => "Lancelot",
        Module::Inquisitor => "Lady of the Lake",
        other => vietnamese_module(other),
    },
    side: |side| match side {
        Allegiance::Resistance => "Phe Tốt",
        Allegiance::Spy => "Phe Xấu",
    },
};
