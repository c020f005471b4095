//! The spoken opening script (AS3), for companion apps that narrate a physical game.
//!
//! The steps are generated from the reveal table ([`crate::resistance::reveal`]), the same rows
//! that give each seat its setup knowledge, so the script can never tell a player to
//! look at someone the engine would not show them, whatever modules are combined.
//! Each row becomes one block: the seen who do not look raise a thumb, the lookers
//! open their eyes (lookers who are also seen find each other that way), then thumbs
//! go down and eyes close. The text comes in English, Russian and Vietnamese, the
//! languages the rules came in.

use crate::{
    kernel::{BoundedList, MAX_PLAYERS},
    resistance::{
        config::GameConfig,
        modules,
        reveal::{Appearance, RoleSet, reveal_table},
        role::Role,
    },
};
use alloc::{string::String, vec::Vec};

/// The roles a step speaks to, in the order of [`Role::ALL`].
pub type RoleGroup = BoundedList<Role, MAX_PLAYERS>;

/// One spoken instruction of the opening script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type"))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", rename_all_fields = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum ScriptStep {
    /// Everyone closes their eyes and holds out a fist.
    EveryoneClosesEyes,
    /// These players keep their eyes closed and raise a thumb, to be seen.
    RaiseThumbs {
        /// Who raises a thumb.
        roles: RoleGroup,
    },
    /// These players open their eyes: everyone they see with open eyes or a raised
    /// thumb appears as `appears_as`.
    OpenEyes {
        /// Who looks.
        roles: RoleGroup,
        /// What the players they see are to them.
        appears_as: Appearance,
    },
    /// These players put their thumb down again.
    LowerThumbs {
        /// Who lowers a thumb.
        roles: RoleGroup,
    },
    /// These players close their eyes again.
    CloseEyes {
        /// Who closes their eyes.
        roles: RoleGroup,
    },
    /// Everyone opens their eyes: the game begins.
    EveryoneOpensEyes,
}

/// A language the script can be read in.
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

/// The roles of `set` that this configuration deals.
fn dealt(set: RoleSet, deck: &[Role]) -> RoleGroup {
    Role::ALL
        .into_iter()
        .filter(|&role| set.contains(role) && deck.contains(&role))
        .collect()
}

fn minus(group: &RoleGroup, other: &RoleGroup) -> RoleGroup {
    group
        .iter()
        .copied()
        .filter(|r| !other.contains(r))
        .collect()
}

/// AS3: the opening script for a configuration, as structured steps.
pub fn reveal_script(config: &GameConfig) -> Vec<ScriptStep> {
    let deck = modules::deck(config);
    let mut steps = alloc::vec![ScriptStep::EveryoneClosesEyes];
    for row in reveal_table(config) {
        let lookers = dealt(row.observers, &deck);
        let seen = dealt(row.observed, &deck);
        if lookers.is_empty() || seen.is_empty() {
            continue;
        }
        // A looker not among the seen must look alone, or the other lookers would
        // see it: one block per such role (each is a single card).
        let mutual = lookers.iter().all(|role| seen.contains(role));
        let blocks: Vec<RoleGroup> = if mutual {
            alloc::vec![lookers]
        } else {
            lookers
                .iter()
                .map(|&r| core::iter::once(r).collect())
                .collect()
        };
        for lookers in blocks {
            let thumbs = minus(&seen, &lookers);
            if !thumbs.is_empty() {
                steps.push(ScriptStep::RaiseThumbs { roles: thumbs });
            }
            steps.push(ScriptStep::OpenEyes {
                roles: lookers,
                appears_as: row.appears_as,
            });
            if !thumbs.is_empty() {
                steps.push(ScriptStep::LowerThumbs { roles: thumbs });
            }
            steps.push(ScriptStep::CloseEyes { roles: lookers });
        }
    }
    steps.push(ScriptStep::EveryoneOpensEyes);
    steps
}

/// The words of one language.
struct Words {
    everyone_close: &'static str,
    everyone_open: &'static str,
    raise: &'static str,
    open: &'static str,
    lower: &'static str,
    close: &'static str,
    and: &'static str,
    role: fn(Role) -> &'static str,
    appearance: fn(Appearance) -> &'static str,
}

const ENGLISH: Words = Words {
    everyone_close: "Everyone, close your eyes and hold out your hand in a fist.",
    everyone_open: "Everyone, open your eyes.",
    raise: "{}: keep your eyes closed and raise your thumb.",
    open: "{}: open your eyes. Everyone you see with open eyes or a raised thumb is {}.",
    lower: "{}: put your thumb down into your fist.",
    close: "{}: close your eyes.",
    and: "and",
    role: |role| match role {
        Role::Resistance => "Resistance",
        Role::Spy => "Spies",
        Role::Commander => "Commander",
        Role::Assassin => "Assassin",
        Role::BodyGuard => "Body Guard",
        Role::FalseCommander => "False Commander",
        Role::DeepCover => "Deep Cover",
        Role::BlindSpy => "Blind Spy",
        Role::ResistanceDefector => "Resistance Defector",
        Role::SpyDefector => "Spy Defector",
    },
    appearance: |appearance| match appearance {
        Appearance::Spy => "a spy",
        Appearance::CommanderCandidate => "the Commander or the False Commander",
        Appearance::Defector => "the other Defector",
    },
};

const RUSSIAN: Words = Words {
    everyone_close: "Все закройте глаза и вытяните вперёд руку, сжатую в кулак.",
    everyone_open: "Все откройте глаза.",
    raise: "{}: не открывая глаз, поднимите большой палец.",
    open: "{}: откройте глаза. Все, кого вы видите с открытыми глазами или поднятым большим пальцем, — {}.",
    lower: "{}: опустите большой палец и снова сожмите кулак.",
    close: "{}: закройте глаза.",
    and: "и",
    role: |role| match role {
        Role::Resistance => "Сопротивление",
        Role::Spy => "Шпионы",
        Role::Commander => "Командир",
        Role::Assassin => "Убийца",
        Role::BodyGuard => "Телохранитель",
        Role::FalseCommander => "Ложный командир",
        Role::DeepCover => "Шпион под прикрытием",
        Role::BlindSpy => "Слепой шпион",
        Role::ResistanceDefector => "Перебежчик Сопротивления",
        Role::SpyDefector => "Перебежчик-шпион",
    },
    appearance: |appearance| match appearance {
        Appearance::Spy => "шпионы",
        Appearance::CommanderCandidate => "Командир или Ложный командир",
        Appearance::Defector => "второй Перебежчик",
    },
};

const VIETNAMESE: Words = Words {
    everyone_close: "Mọi người hãy nhắm mắt lại và đưa nắm tay ra phía trước.",
    everyone_open: "Mọi người có thể mở mắt ra.",
    raise: "{}: vẫn nhắm mắt và giơ ngón cái lên.",
    open: "{}: hãy mở mắt ra. Những người bạn thấy đang mở mắt hoặc giơ ngón cái là {}.",
    lower: "{}: hạ ngón cái xuống và nắm tay lại.",
    close: "{}: hãy nhắm mắt lại.",
    and: "và",
    role: |role| match role {
        Role::Resistance => "Kháng chiến",
        Role::Spy => "Gián điệp",
        Role::Commander => "Chỉ huy",
        Role::Assassin => "Sát thủ",
        Role::BodyGuard => "Vệ sĩ",
        Role::FalseCommander => "Chỉ huy giả",
        Role::DeepCover => "Gián điệp nằm vùng",
        Role::BlindSpy => "Gián điệp mù",
        Role::ResistanceDefector => "Kẻ đào ngũ phe Kháng chiến",
        Role::SpyDefector => "Kẻ đào ngũ phe Gián điệp",
    },
    appearance: |appearance| match appearance {
        Appearance::Spy => "Gián điệp",
        Appearance::CommanderCandidate => "Chỉ huy hoặc Chỉ huy giả",
        Appearance::Defector => "Kẻ đào ngũ còn lại",
    },
};

impl Words {
    fn of(language: Language) -> &'static Words {
        match language {
            Language::English => &ENGLISH,
            Language::Russian => &RUSSIAN,
            Language::Vietnamese => &VIETNAMESE,
        }
    }

    /// "A", "A and B", "A, B and C".
    fn group(&self, roles: &RoleGroup) -> String {
        let names: Vec<&str> = roles.iter().map(|&r| (self.role)(r)).collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => String::from(*last),
            Some((last, rest)) => alloc::format!("{} {} {}", rest.join(", "), self.and, last),
        }
    }
}

/// Fills the `{}` holes of a template in order.
fn fill(template: &str, values: &[&str]) -> String {
    let mut text = String::new();
    let mut values = values.iter();
    let mut pieces = template.split("{}");
    if let Some(first) = pieces.next() {
        text.push_str(first);
    }
    for piece in pieces {
        text.push_str(values.next().copied().unwrap_or(""));
        text.push_str(piece);
    }
    text
}

impl ScriptStep {
    /// The sentence to read aloud for this step.
    pub fn text(&self, language: Language) -> String {
        let words = Words::of(language);
        match self {
            ScriptStep::EveryoneClosesEyes => String::from(words.everyone_close),
            ScriptStep::EveryoneOpensEyes => String::from(words.everyone_open),
            ScriptStep::RaiseThumbs { roles } => fill(words.raise, &[&words.group(roles)]),
            ScriptStep::OpenEyes { roles, appears_as } => fill(
                words.open,
                &[&words.group(roles), (words.appearance)(*appears_as)],
            ),
            ScriptStep::LowerThumbs { roles } => fill(words.lower, &[&words.group(roles)]),
            ScriptStep::CloseEyes { roles } => fill(words.close, &[&words.group(roles)]),
        }
    }
}

/// The whole script as sentences in one language.
pub fn script_text(config: &GameConfig, language: Language) -> Vec<String> {
    reveal_script(config)
        .iter()
        .map(|step| step.text(language))
        .collect()
}

/// The script ready to narrate: the steps and, for each, its sentence in one
/// language. What the bindings hand to companion apps.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NarratedScript {
    /// The language of `lines`.
    pub language: Language,
    /// The steps (AS3).
    pub steps: Vec<ScriptStep>,
    /// One sentence per step, in `language`.
    pub lines: Vec<String>,
}

/// AS3: the script of a configuration with its sentences in `language`.
pub fn narrated_script(config: &GameConfig, language: Language) -> NarratedScript {
    let steps = reveal_script(config);
    let lines = steps.iter().map(|step| step.text(language)).collect();
    NarratedScript {
        language,
        steps,
        lines,
    }
}
