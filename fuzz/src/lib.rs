//! What the fuzz targets share: every entry point takes text.

use core::fmt::Debug;

/// The input as text, if it is UTF-8.
pub fn text(data: &[u8]) -> Option<&str> {
    core::str::from_utf8(data).ok()
}

/// The position `data` holds as JSON, if `from_json` accepts it; one it accepts must come back
/// the same from its own JSON (`to_json`).
pub fn position<P: PartialEq + Debug, E>(
    data: &[u8],
    from_json: fn(&str) -> Result<P, E>,
    to_json: fn(&P) -> String,
) -> Option<P> {
    let pos = from_json(text(data)?).ok()?;
    let again = from_json(&to_json(&pos)).ok();
    assert_eq!(again.as_ref(), Some(&pos), "JSON round trip");
    Some(pos)
}
