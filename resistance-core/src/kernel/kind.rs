//! An enum's fieldless kind, for error messages and dispatch, named once per variant.

/// The kind of `$value`, an enum `$from` whose variants each have a namesake in the
/// fieldless enum `$to`: `variant_kind!(self, Command => CommandKind: Vote, Leave)`
/// matches `Command::Vote { .. } => CommandKind::Vote` and so on, whatever data a
/// variant carries. `Variant as Kind` names a kind spelt differently. Every variant
/// must be listed: the match is exhaustive, so a new variant without a kind fails
/// to compile.
macro_rules! variant_kind {
    ($value:expr, $from:ident => $to:ident: $($variant:ident $(as $kind:ident)?),+ $(,)?) => {
        match $value {
            $($from::$variant { .. } => $crate::kernel::variant_kind!(@ $to, $variant $($kind)?),)+
        }
    };
    (@ $to:ident, $variant:ident) => {
        $to::$variant
    };
    (@ $to:ident, $variant:ident $kind:ident) => {
        $to::$kind
    };
}
pub(crate) use variant_kind;
