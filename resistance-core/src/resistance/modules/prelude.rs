//! What every module's rules are written with: the state and its phases, the events
//! they emit and the commands they check. Each module imports it whole and names
//! only what is its own.

pub(crate) use crate::{
    kernel::{BoundedList, EventSink, Seat, SeatSet},
    resistance::{
        choices::Choices,
        command::{Command, CommandKind},
        config::GameConfig,
        error::CommandError,
        event::{Envelope, Event},
        modules::registry::{Module, ModuleChecked, ModuleRules, Resume, Translations},
        state::{Phase, State},
    },
};
