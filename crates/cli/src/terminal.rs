//! What reaches the terminal: output that stops quietly on a closed pipe, and one-line errors
//! that never carry raw control characters from the input.

use clap::error::{ContextValue, Error};
use std::io::{self, ErrorKind, Write};
use std::process::ExitCode;

/// Writes `text` (and a final newline) to stdout. A reader that went away ends the program
/// quietly with success; any other write failure is an error.
pub fn print(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    let newline = if text.ends_with('\n') { "" } else { "\n" };
    match write!(out, "{text}{newline}").and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&format!("cannot write the output: {e}")),
    }
}

/// Reports `message` as one line on stderr and returns exit code 2.
pub fn fail(message: &str) -> ExitCode {
    // Nothing is left to tell if stderr is closed too, so its failure is ignored.
    let _ = writeln!(io::stderr().lock(), "madang: {}", escape(message));
    ExitCode::from(2)
}

/// The parser's error as one line: the message and any suggestion, without the usage block.
pub fn parse_error(mut error: Error) -> String {
    // The input quoted in the message is escaped first, so a newline inside a value cannot
    // pass for the line breaks between the message's parts.
    let quoted: Vec<_> = error.context().map(|(k, v)| (k, v.clone())).collect();
    for (kind, value) in quoted {
        let escaped = match value {
            ContextValue::String(s) => ContextValue::String(escape(&s)),
            ContextValue::Strings(v) => {
                ContextValue::Strings(v.iter().map(|s| escape(s)).collect())
            }
            _ => continue,
        };
        error.insert(kind, escaped);
    }
    let text = error.render().to_string();
    let parts: Vec<String> = text
        .split("\n\n")
        .filter(|p| !p.starts_with("Usage:") && !p.starts_with("For more information"))
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    let line = parts.join("; ");
    line.strip_prefix("error: ").unwrap_or(&line).to_string()
}

/// `text` with control characters (and the bidirectional overrides that can disguise a line)
/// written as escapes, so input can neither colour, move nor split a line on the terminal.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || is_bidi_control(c) => out.extend(c.escape_unicode()),
            c => out.push(c),
        }
    }
    out
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}
