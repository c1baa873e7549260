//! Every rules-page row a why-not answer links to exists, once, on the game's rules page in
//! every language (`www/rules/<game>.<lang>.html#<row>`), and in the page data it is built from.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use madang_engine::{sanyao, ssangnyuk};
use std::path::PathBuf;

const LANGS: [&str; 3] = ["es", "en", "ja"];

fn www(path: &str) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../www")
        .join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// Asserts that `row` is the `id` of exactly one table row or list item on each page and in
/// each page's data.
fn assert_linkable(game: &str, row: &str) {
    for lang in LANGS {
        let html = www(&format!("rules/{game}.{lang}.html"));
        let anchors = [format!("<tr id=\"{row}\""), format!("<li id=\"{row}\"")];
        let found: usize = anchors
            .iter()
            .map(|a| html.matches(a.as_str()).count())
            .sum();
        assert_eq!(found, 1, "{game}.{lang}.html#{row}");
        assert_eq!(
            html.matches(&format!(" id=\"{row}\"")).count(),
            1,
            "{game}.{lang} {row}"
        );
        let data = www(&format!("rules-data/{game}.{lang}.json"));
        let json: serde_json::Value = serde_json::from_str(&data).unwrap();
        let rows = json["table"]["rows"].as_array().unwrap().iter();
        let items = json["sections"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|s| s["items"].as_array().into_iter().flatten());
        let ids = rows.chain(items).filter(|r| r["id"] == row).count();
        assert_eq!(ids, 1, "{game}.{lang}.json row {row}");
    }
}

#[test]
fn every_ssangnyuk_refusal_links_to_a_row_of_each_rules_page() {
    for r in ssangnyuk::Refusal::ALL {
        assert_linkable("ssangnyuk", r.rule());
    }
}

#[test]
fn every_sanyao_refusal_links_to_a_row_of_each_rules_page() {
    for r in sanyao::Refusal::ALL {
        assert_linkable("sanyao", r.rule());
    }
}
