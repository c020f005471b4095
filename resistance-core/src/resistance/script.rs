//! The spoken opening script (AS3), for companion apps that narrate a physical game.
//!
//! The steps are generated from the reveal table ([`crate::resistance::reveal`]), the same rows
//! that give each seat its setup knowledge, so the script can never tell a player to
//! look at someone the engine would not show them, whatever modules are combined.
//! Each row becomes one block: the seen who do not look raise a thumb, the lookers
//! open their eyes (lookers who are also seen find each other that way), then thumbs
//! go down and eyes close. The text comes in English, Russian and Vietnamese, the
//! languages the rules came in, and under either naming ([`Naming`]): the Resistance
//! names or the Avalon ones, for the same steps.
//!
//! AS3 asks every call to be unambiguous to the holder of each card. The plain Spy
//! card's name is also the side's, so a call that names it could be taken by any
//! spy: such a call also names each dealt special spy it leaves out ("Spy and
//! Assassin, but not the Deep Cover"; "Minions of Mordred, but not Mordred", as the
//! published Avalon script says). The plain Spy card is named in the singular when
//! one is dealt. Each language writes every call as whole sentences (one per step
//! kind, for one player or several, with or without the cards left out) whose holes
//! are filled exactly or not at all; what the lookers are told they see is written
//! whole for each naming. The tests fill every template and read every distinct step
//! of every valid setup in full, in every language under both namings.

use crate::{
    kernel::{BoundedList, MAX_PLAYERS, tagged_union},
    resistance::{
        config::GameConfig,
        modules,
        names::{Cast, Language, Naming, Number},
        reveal::{Appearance, RoleSet, reveal_table},
        role::Role,
    },
};
use alloc::{string::String, vec::Vec};

/// The roles a step speaks to, in the order of [`Role::ALL`].
pub type RoleGroup = BoundedList<Role, MAX_PLAYERS>;

tagged_union! {
    tag = "type",
    /// One spoken instruction of the opening script.
    ///
    /// Every call to a group says who it is for so that no card holder outside the group
    /// can take it as theirs (AS3): `roles` are the cards that act, `except` the dealt
    /// cards the sentence names as the ones that must not, and `players` how many
    /// players act (the plain Spy card may be dealt several times, every other card
    /// once), which sets the sentence's singular or plural.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum ScriptStep {
        /// Everyone closes their eyes and holds out a fist.
        EveryoneClosesEyes,
        /// These players keep their eyes closed and raise a thumb, to be seen.
        RaiseThumbs {
            /// Who raises a thumb.
            roles: RoleGroup,
            /// Who must not, although the call could be taken as theirs (AS3).
            #[cfg_attr(feature = "serde", serde(default))]
            except: RoleGroup,
            /// How many players raise a thumb.
            #[cfg_attr(feature = "serde", serde(default))]
            players: u8,
        },
        /// These players open their eyes: everyone they see with open eyes or a raised
        /// thumb appears as `appears_as`.
        OpenEyes {
            /// Who looks.
            roles: RoleGroup,
            /// What the players they see are to them.
            appears_as: Appearance,
            /// Who must not look, although the call could be taken as theirs (AS3).
            #[cfg_attr(feature = "serde", serde(default))]
            except: RoleGroup,
            /// How many players look.
            #[cfg_attr(feature = "serde", serde(default))]
            players: u8,
            /// The dealt cards the lookers see, which `appears_as` stands for: the
            /// sentence names only these (AS3: the Body Guard is told of the False
            /// Commander only when one is dealt). Empty in a script written before
            /// this field existed; its sentence then names every card `appears_as`
            /// may stand for.
            #[cfg_attr(feature = "serde", serde(default))]
            seen: RoleGroup,
        },
        /// These players put their thumb down again.
        LowerThumbs {
            /// Who lowers a thumb.
            roles: RoleGroup,
            /// Who is not meant, although the call could be taken as theirs (AS3).
            #[cfg_attr(feature = "serde", serde(default))]
            except: RoleGroup,
            /// How many players lower a thumb.
            #[cfg_attr(feature = "serde", serde(default))]
            players: u8,
        },
        /// These players close their eyes again.
        CloseEyes {
            /// Who closes their eyes.
            roles: RoleGroup,
            /// Who is not meant, although the call could be taken as theirs (AS3).
            #[cfg_attr(feature = "serde", serde(default))]
            except: RoleGroup,
            /// How many players close their eyes.
            #[cfg_attr(feature = "serde", serde(default))]
            players: u8,
        },
        /// Everyone opens their eyes: the game begins.
        EveryoneOpensEyes,
    }
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

/// One call to a group, with what AS3 asks the sentence to say about it.
#[derive(Clone, Copy)]
struct Call {
    roles: RoleGroup,
    except: RoleGroup,
    players: u8,
}

impl Call {
    /// AS3: a call must not reach a card it does not name. The plain cards' names
    /// are also the names of the sides, so every spy could take a call to "Spy" as
    /// theirs (and every Resistance card one to "Resistance"); and "Commander" is
    /// part of "False Commander". Each dealt card that such a call leaves out is
    /// named as one that must not act.
    fn to(roles: RoleGroup, deck: &[Role]) -> Call {
        let could_take = |role: Role| {
            roles.iter().any(|&called| match called {
                Role::Spy | Role::Resistance => role.allegiance() == called.allegiance(),
                Role::Commander => role == Role::FalseCommander,
                _ => false,
            })
        };
        let except = Role::ALL
            .into_iter()
            .filter(|&role| deck.contains(&role) && !roles.contains(&role) && could_take(role))
            .collect();
        let players = deck.iter().filter(|role| roles.contains(role)).count();
        Call {
            roles,
            except,
            players: u8::try_from(players).unwrap_or(u8::MAX),
        }
    }
}

/// The step of the kind `$step` that makes a [`Call`], with the step's other fields
/// after it: `step!(OpenEyes, lookers, appears_as: row.appears_as)`.
macro_rules! step {
    ($step:ident, $call:expr $(, $field:ident: $value:expr)*) => {{
        let call: Call = $call;
        ScriptStep::$step {
            roles: call.roles,
            except: call.except,
            players: call.players,
            $($field: $value,)*
        }
    }};
}

/// AS3: the opening script for a configuration, as structured steps.
pub fn reveal_script(config: &GameConfig) -> Vec<ScriptStep> {
    let deck = modules::setup::deck(config);
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
            let thumbs = (!thumbs.is_empty()).then(|| Call::to(thumbs, &deck));
            let lookers = Call::to(lookers, &deck);
            steps.extend(thumbs.map(|thumbs| step!(RaiseThumbs, thumbs)));
            steps.push(step!(OpenEyes, lookers, appears_as: row.appears_as, seen: seen));
            steps.extend(thumbs.map(|thumbs| step!(LowerThumbs, thumbs)));
            steps.push(step!(CloseEyes, lookers));
        }
    }
    steps.push(ScriptStep::EveryoneOpensEyes);
    steps
}

/// One call's sentences, whole: for one player or several, without or with the
/// cards that must not act (AS3). The holes are `{who}` (the cards called) and, in
/// the `except` sentences, `{except}` (the cards that must not act).
pub(crate) struct Sentences {
    pub(crate) one: &'static str,
    pub(crate) many: &'static str,
    pub(crate) one_except: &'static str,
    pub(crate) many_except: &'static str,
}

impl Sentences {
    fn pick(&self, number: Number, except: bool) -> &'static str {
        match (number, except) {
            (Number::One, false) => self.one,
            (Number::Many, false) => self.many,
            (Number::One, true) => self.one_except,
            (Number::Many, true) => self.many_except,
        }
    }

    /// Every sentence, with whether it takes `{except}`, for the tests.
    #[cfg(test)]
    pub(crate) fn all(&self) -> [(&'static str, bool); 4] {
        [
            (self.one, false),
            (self.many, false),
            (self.one_except, true),
            (self.many_except, true),
        ]
    }
}

/// The sentences of one language that every naming shares.
pub(crate) struct Words {
    pub(crate) everyone_close: &'static str,
    pub(crate) everyone_open: &'static str,
    pub(crate) raise: Sentences,
    pub(crate) lower: Sentences,
    pub(crate) close: Sentences,
    /// Between the last two cards called: "A, B and C".
    and: &'static str,
    /// Between the last two cards that must not act.
    and_not: &'static str,
}

/// What the lookers are told they see, per [`Appearance`], in one language under
/// one naming: the sentence names the cards ("the Commander or the False Commander",
/// "Merlin or Morgana"), so each naming writes it whole.
pub(crate) struct Sights {
    pub(crate) spy: Sentences,
    /// The Commander or the False Commander, both dealt.
    pub(crate) candidates: Sentences,
    /// The Commander, with no False Commander dealt.
    pub(crate) commander: Sentences,
    pub(crate) defector: Sentences,
}

/// Everything one language under one naming reads the script with.
#[derive(Clone, Copy)]
pub(crate) struct Reading {
    pub(crate) words: &'static Words,
    pub(crate) sights: &'static Sights,
    cast: Cast,
}

impl Reading {
    pub(crate) fn of(language: Language, naming: Naming) -> Reading {
        let (words, sights) = match (language, naming) {
            (Language::English, Naming::Resistance) => (&ENGLISH, &ENGLISH_SIGHTS),
            (Language::English, Naming::Avalon) => (&ENGLISH, &ENGLISH_AVALON_SIGHTS),
            (Language::Russian, Naming::Resistance) => (&RUSSIAN, &RUSSIAN_SIGHTS),
            (Language::Russian, Naming::Avalon) => (&RUSSIAN, &RUSSIAN_AVALON_SIGHTS),
            (Language::Vietnamese, Naming::Resistance) => (&VIETNAMESE, &VIETNAMESE_SIGHTS),
            (Language::Vietnamese, Naming::Avalon) => (&VIETNAMESE, &VIETNAMESE_AVALON_SIGHTS),
        };
        Reading {
            words,
            sights,
            cast: Cast::of(language, naming),
        }
    }

    /// What the lookers who see `seen` (the cards `appearance` stands for) are told.
    /// A script without `seen` (written before it existed) names every card.
    pub(crate) fn open(&self, appearance: Appearance, seen: &RoleGroup) -> &'static Sentences {
        match appearance {
            Appearance::Spy => &self.sights.spy,
            Appearance::CommanderCandidate
                if !seen.is_empty() && !seen.contains(&Role::FalseCommander) =>
            {
                &self.sights.commander
            }
            Appearance::CommanderCandidate => &self.sights.candidates,
            Appearance::Defector => &self.sights.defector,
        }
    }

    /// Every call's sentences, for the tests.
    #[cfg(test)]
    pub(crate) fn calls(&self) -> [&'static Sentences; 7] {
        [
            &self.words.raise,
            &self.sights.spy,
            &self.sights.candidates,
            &self.sights.commander,
            &self.sights.defector,
            &self.words.lower,
            &self.words.close,
        ]
    }

    /// "A", "A and B", "A, B and C": the names of `roles`, a plain card's in the
    /// number of plain cards among the `players` called (every other card is dealt
    /// once); with the article of a card named as one that must not act, if
    /// `left_out`.
    fn names(&self, roles: &RoleGroup, players: u8, left_out: bool) -> String {
        let plain_card = |role: &Role| matches!(role, Role::Spy | Role::Resistance);
        let others = roles.iter().filter(|r| !plain_card(r)).count();
        let plain = Number::of(usize::from(players).saturating_sub(others));
        let names: Vec<String> = roles
            .iter()
            .map(|&role| {
                let article = if left_out {
                    self.cast.article(role)
                } else {
                    ""
                };
                alloc::format!("{article}{}", self.cast.role(role, plain))
            })
            .collect();
        let last = if left_out {
            self.words.and_not
        } else {
            self.words.and
        };
        match names.split_last() {
            None => String::new(),
            Some((only, [])) => only.clone(),
            Some((final_name, rest)) => alloc::format!("{}{last}{final_name}", rest.join(", ")),
        }
    }

    /// Whether the holder of `card` could take a call to `called` as theirs, in
    /// this reading's names (AS3): a plain card is named after its side, so it
    /// reaches every card of that side; any other name reaches a card whose name
    /// holds it ("Commander" in "False Commander", but "Merlin" not in "Morgana":
    /// the Avalon names need no "but not Morgana").
    pub(crate) fn could_take(&self, called: &RoleGroup, card: Role) -> bool {
        let name = |role| self.cast.role(role, Number::One).to_lowercase();
        called.iter().any(|&role| match role {
            Role::Spy | Role::Resistance => card.allegiance() == role.allegiance(),
            _ => name(card).contains(&name(role)),
        })
    }

    /// The sentence of one call, filled.
    fn call(
        &self,
        sentences: &Sentences,
        roles: &RoleGroup,
        except: &RoleGroup,
        players: u8,
    ) -> Result<String, Misfit> {
        let who = self.names(roles, players, false);
        let number = Number::of(usize::from(players));
        let except: RoleGroup = except
            .iter()
            .copied()
            .filter(|&card| self.could_take(roles, card))
            .collect();
        if except.is_empty() {
            fill(sentences.pick(number, false), &[("who", &who)])
        } else {
            let except = self.names(&except, 0, true);
            fill(
                sentences.pick(number, true),
                &[("who", &who), ("except", &except)],
            )
        }
    }
}

const ENGLISH: Words = Words {
    everyone_close: "Everyone, close your eyes and hold out your hand in a fist.",
    everyone_open: "Everyone, open your eyes.",
    raise: Sentences {
        one: "{who}: keep your eyes closed and raise your thumb.",
        many: "{who}: keep your eyes closed and raise your thumbs.",
        one_except: "{who}, but not {except}: keep your eyes closed and raise your thumb.",
        many_except: "{who}, but not {except}: keep your eyes closed and raise your thumbs.",
    },
    lower: Sentences {
        one: "{who}: put your thumb down into your fist.",
        many: "{who}: put your thumbs down into your fists.",
        one_except: "{who}, but not {except}: put your thumb down into your fist.",
        many_except: "{who}, but not {except}: put your thumbs down into your fists.",
    },
    close: Sentences {
        one: "{who}: close your eyes.",
        many: "{who}: close your eyes.",
        one_except: "{who}, but not {except}: close your eyes.",
        many_except: "{who}, but not {except}: close your eyes.",
    },
    and: " and ",
    and_not: " or ",
};

const ENGLISH_SIGHTS: Sights = Sights {
    spy: Sentences {
        one: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is a spy.",
        many: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is a spy.",
        one_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is a spy.",
        many_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is a spy.",
    },
    candidates: Sentences {
        one: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is the Commander or the False Commander.",
        many: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is the Commander or the False Commander.",
        one_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is the Commander or the False Commander.",
        many_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is the Commander or the False Commander.",
    },
    commander: Sentences {
        one: "{who}: open your eyes. The player you see with open eyes or a raised thumb is the Commander.",
        many: "{who}: open your eyes. The player you see with open eyes or a raised thumb is the Commander.",
        one_except: "{who}, but not {except}: open your eyes. The player you see with open eyes or a raised thumb is the Commander.",
        many_except: "{who}, but not {except}: open your eyes. The player you see with open eyes or a raised thumb is the Commander.",
    },
    defector: Sentences {
        one: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Defector.",
        many: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Defector.",
        one_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Defector.",
        many_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Defector.",
    },
};

const ENGLISH_AVALON_SIGHTS: Sights = Sights {
    spy: Sentences {
        one: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is a Minion of Mordred.",
        many: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is a Minion of Mordred.",
        one_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is a Minion of Mordred.",
        many_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is a Minion of Mordred.",
    },
    candidates: Sentences {
        one: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is Merlin or Morgana.",
        many: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is Merlin or Morgana.",
        one_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is Merlin or Morgana.",
        many_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is Merlin or Morgana.",
    },
    commander: Sentences {
        one: "{who}: open your eyes. The player you see with open eyes or a raised thumb is Merlin.",
        many: "{who}: open your eyes. The player you see with open eyes or a raised thumb is Merlin.",
        one_except: "{who}, but not {except}: open your eyes. The player you see with open eyes or a raised thumb is Merlin.",
        many_except: "{who}, but not {except}: open your eyes. The player you see with open eyes or a raised thumb is Merlin.",
    },
    defector: Sentences {
        one: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Lancelot.",
        many: "{who}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Lancelot.",
        one_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Lancelot.",
        many_except: "{who}, but not {except}: open your eyes. Everyone you see with open eyes or a raised thumb is the other Lancelot.",
    },
};

const RUSSIAN: Words = Words {
    everyone_close: "Все закройте глаза и вытяните вперёд руку, сжатую в кулак.",
    everyone_open: "Все откройте глаза.",
    raise: Sentences {
        one: "{who}: не открывая глаз, поднимите большой палец.",
        many: "{who}: не открывая глаз, поднимите большой палец.",
        one_except: "{who}, но не {except}: не открывая глаз, поднимите большой палец.",
        many_except: "{who}, но не {except}: не открывая глаз, поднимите большой палец.",
    },
    lower: Sentences {
        one: "{who}: опустите большой палец и снова сожмите кулак.",
        many: "{who}: опустите большой палец и снова сожмите кулак.",
        one_except: "{who}, но не {except}: опустите большой палец и снова сожмите кулак.",
        many_except: "{who}, но не {except}: опустите большой палец и снова сожмите кулак.",
    },
    close: Sentences {
        one: "{who}: закройте глаза.",
        many: "{who}: закройте глаза.",
        one_except: "{who}, но не {except}: закройте глаза.",
        many_except: "{who}, но не {except}: закройте глаза.",
    },
    and: " и ",
    and_not: " и не ",
};

const RUSSIAN_SIGHTS: Sights = Sights {
    spy: Sentences {
        one: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — шпион.",
        many: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — шпион.",
        one_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — шпион.",
        many_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — шпион.",
    },
    candidates: Sentences {
        one: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Командир или Ложный командир.",
        many: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Командир или Ложный командир.",
        one_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Командир или Ложный командир.",
        many_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Командир или Ложный командир.",
    },
    commander: Sentences {
        one: "{who}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Командир.",
        many: "{who}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Командир.",
        one_except: "{who}, но не {except}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Командир.",
        many_except: "{who}, но не {except}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Командир.",
    },
    defector: Sentences {
        one: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Перебежчик.",
        many: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Перебежчик.",
        one_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Перебежчик.",
        many_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Перебежчик.",
    },
};

const RUSSIAN_AVALON_SIGHTS: Sights = Sights {
    spy: Sentences {
        one: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — приспешник Мордреда.",
        many: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — приспешник Мордреда.",
        one_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — приспешник Мордреда.",
        many_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — приспешник Мордреда.",
    },
    candidates: Sentences {
        one: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Мерлин или Моргана.",
        many: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Мерлин или Моргана.",
        one_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Мерлин или Моргана.",
        many_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — Мерлин или Моргана.",
    },
    commander: Sentences {
        one: "{who}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Мерлин.",
        many: "{who}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Мерлин.",
        one_except: "{who}, но не {except}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Мерлин.",
        many_except: "{who}, но не {except}: откройте глаза. Игрок, у которого открыты глаза или поднят большой палец, — Мерлин.",
    },
    defector: Sentences {
        one: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Ланселот.",
        many: "{who}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Ланселот.",
        one_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Ланселот.",
        many_except: "{who}, но не {except}: откройте глаза. Каждый, у кого открыты глаза или поднят большой палец, — второй Ланселот.",
    },
};

const VIETNAMESE: Words = Words {
    everyone_close: "Mọi người hãy nhắm mắt lại và đưa nắm tay ra phía trước.",
    everyone_open: "Mọi người có thể mở mắt ra.",
    raise: Sentences {
        one: "{who}: hãy tiếp tục nhắm mắt và giơ ngón cái lên.",
        many: "{who}: hãy tiếp tục nhắm mắt và giơ ngón cái lên.",
        one_except: "{who}, trừ {except}: hãy tiếp tục nhắm mắt và giơ ngón cái lên.",
        many_except: "{who}, trừ {except}: hãy tiếp tục nhắm mắt và giơ ngón cái lên.",
    },
    lower: Sentences {
        one: "{who}: hãy hạ ngón cái xuống và nắm tay lại.",
        many: "{who}: hãy hạ ngón cái xuống và nắm tay lại.",
        one_except: "{who}, trừ {except}: hãy hạ ngón cái xuống và nắm tay lại.",
        many_except: "{who}, trừ {except}: hãy hạ ngón cái xuống và nắm tay lại.",
    },
    close: Sentences {
        one: "{who}: hãy nhắm mắt lại.",
        many: "{who}: hãy nhắm mắt lại.",
        one_except: "{who}, trừ {except}: hãy nhắm mắt lại.",
        many_except: "{who}, trừ {except}: hãy nhắm mắt lại.",
    },
    and: " và ",
    and_not: " và ",
};

const VIETNAMESE_SIGHTS: Sights = Sights {
    spy: Sentences {
        one: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Gián điệp.",
        many: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Gián điệp.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Gián điệp.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Gián điệp.",
    },
    candidates: Sentences {
        one: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Chỉ huy hoặc Chỉ huy giả.",
        many: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Chỉ huy hoặc Chỉ huy giả.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Chỉ huy hoặc Chỉ huy giả.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Chỉ huy hoặc Chỉ huy giả.",
    },
    commander: Sentences {
        one: "{who}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Chỉ huy.",
        many: "{who}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Chỉ huy.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Chỉ huy.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Chỉ huy.",
    },
    defector: Sentences {
        one: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Kẻ đổi phe còn lại.",
        many: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Kẻ đổi phe còn lại.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Kẻ đổi phe còn lại.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Kẻ đổi phe còn lại.",
    },
};

const VIETNAMESE_AVALON_SIGHTS: Sights = Sights {
    spy: Sentences {
        one: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Tay sai của Mordred.",
        many: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Tay sai của Mordred.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Tay sai của Mordred.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Tay sai của Mordred.",
    },
    candidates: Sentences {
        one: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Merlin hoặc Morgana.",
        many: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Merlin hoặc Morgana.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Merlin hoặc Morgana.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Merlin hoặc Morgana.",
    },
    commander: Sentences {
        one: "{who}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Merlin.",
        many: "{who}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Merlin.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Merlin.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Người đang mở mắt hoặc giơ ngón cái là Merlin.",
    },
    defector: Sentences {
        one: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Lancelot còn lại.",
        many: "{who}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Lancelot còn lại.",
        one_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Lancelot còn lại.",
        many_except: "{who}, trừ {except}: hãy mở mắt ra. Ai đang mở mắt hoặc giơ ngón cái đều là Lancelot còn lại.",
    },
};

/// A template and its arguments did not fit one to one (AS3): the text as far as it
/// could be filled, and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Misfit {
    /// The text with every hole that had an argument filled.
    pub(crate) text: String,
    /// The first problem found.
    pub(crate) problem: String,
}

/// Fills the `{name}` holes of a template. Every hole must have an argument and
/// every argument a hole, and a brace must open a named hole; anything else is a
/// [`Misfit`], which the tests refuse for every template and every step.
pub(crate) fn fill(template: &str, args: &[(&str, &str)]) -> Result<String, Misfit> {
    let mut text = String::new();
    let mut problem = None;
    let mut used = alloc::vec![false; args.len()];
    let mut rest = template;
    // Braces are ASCII: a byte search finds them at a character boundary.
    while let Some(open) = rest.bytes().position(|b| b == b'{' || b == b'}') {
        let (before, from) = rest.split_at(open);
        text.push_str(before);
        let hole = from
            .strip_prefix('{')
            .and_then(|inner| inner.split_once('}'))
            .filter(|(name, _)| !name.is_empty() && !name.contains('{'));
        let Some((name, after)) = hole else {
            problem.get_or_insert_with(|| alloc::format!("a stray brace in {template:?}"));
            text.push_str(from.get(..1).unwrap_or_default());
            rest = from.get(1..).unwrap_or_default();
            continue;
        };
        match args.iter().position(|(arg, _)| *arg == name) {
            Some(index) => {
                text.push_str(args.get(index).map_or("", |(_, value)| value));
                if let Some(seen) = used.get_mut(index) {
                    *seen = true;
                }
            }
            None => {
                problem.get_or_insert_with(|| {
                    alloc::format!("the hole {{{name}}} of {template:?} has no argument")
                });
                text.push('{');
                text.push_str(name);
                text.push('}');
            }
        }
        rest = after;
    }
    text.push_str(rest);
    if let Some(((name, _), _)) = args.iter().zip(&used).find(|(_, used)| !**used) {
        problem.get_or_insert_with(|| alloc::format!("{template:?} has no hole for {name}"));
    }
    match problem {
        None => Ok(text),
        Some(problem) => Err(Misfit { text, problem }),
    }
}

impl ScriptStep {
    /// The sentence to read aloud for this step, with the Resistance names.
    pub fn text(&self, language: Language) -> String {
        self.text_named(language, Naming::Resistance)
    }

    /// The sentence to read aloud for this step, with the names of `naming`.
    ///
    /// ```
    /// use resistance_core::{GameConfig, script::Language, script::Naming, script::reveal_script};
    /// let steps = reveal_script(&GameConfig::new(5, 1));
    /// assert_eq!(steps[2].text_named(Language::English, Naming::Avalon), "Minions of Mordred: close your eyes.");
    /// ```
    pub fn text_named(&self, language: Language, naming: Naming) -> String {
        self.checked_text(language, naming)
            .unwrap_or_else(|misfit| misfit.text)
    }

    /// The sentence, or how its template failed to fill exactly (AS3).
    pub(crate) fn checked_text(
        &self,
        language: Language,
        naming: Naming,
    ) -> Result<String, Misfit> {
        let reading = Reading::of(language, naming);
        let words = reading.words;
        match self {
            ScriptStep::EveryoneClosesEyes => fill(words.everyone_close, &[]),
            ScriptStep::EveryoneOpensEyes => fill(words.everyone_open, &[]),
            ScriptStep::RaiseThumbs {
                roles,
                except,
                players,
            } => reading.call(&words.raise, roles, except, *players),
            ScriptStep::OpenEyes {
                roles,
                appears_as,
                except,
                players,
                seen,
            } => reading.call(reading.open(*appears_as, seen), roles, except, *players),
            ScriptStep::LowerThumbs {
                roles,
                except,
                players,
            } => reading.call(&words.lower, roles, except, *players),
            ScriptStep::CloseEyes {
                roles,
                except,
                players,
            } => reading.call(&words.close, roles, except, *players),
        }
    }
}

/// The whole script as sentences in one language, with the Resistance names.
pub fn script_text(config: &GameConfig, language: Language) -> Vec<String> {
    script_text_named(config, language, Naming::Resistance)
}

/// The whole script as sentences in one language, with the names of `naming`.
pub fn script_text_named(config: &GameConfig, language: Language, naming: Naming) -> Vec<String> {
    reveal_script(config)
        .iter()
        .map(|step| step.text_named(language, naming))
        .collect()
}

/// The script ready to narrate: the steps and, for each, its sentence in one
/// language under one naming. What the bindings hand to companion apps.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NarratedScript {
    /// The language of `lines`.
    pub language: Language,
    /// The names `lines` use; a script written before namings existed used the
    /// Resistance names.
    #[cfg_attr(feature = "serde", serde(default))]
    pub naming: Naming,
    /// The steps (AS3).
    pub steps: Vec<ScriptStep>,
    /// One sentence per step, in `language` with the names of `naming`.
    pub lines: Vec<String>,
}

/// AS3: the script of a configuration with its sentences in `language`, with the
/// Resistance names.
pub fn narrated_script(config: &GameConfig, language: Language) -> NarratedScript {
    narrated_script_named(config, language, Naming::Resistance)
}

/// AS3: the script of a configuration with its sentences in `language`, with the
/// names of `naming` (the steps are the same under every naming).
pub fn narrated_script_named(
    config: &GameConfig,
    language: Language,
    naming: Naming,
) -> NarratedScript {
    let steps = reveal_script(config);
    let lines = steps
        .iter()
        .map(|step| step.text_named(language, naming))
        .collect();
    NarratedScript {
        language,
        naming,
        steps,
        lines,
    }
}
