//! What `selfplay` prints: the score with its 95% Wilson interval, the pairs, the move times.

use super::Setup;
use crate::tally::Tally;

/// The Wilson score interval at 95% for `score` successes out of `n`.
pub fn wilson(score: f64, n: f64) -> (f64, f64) {
    let z = 1.959_963_984_540_054_f64;
    let p = score / n;
    let z2n = z * z / n;
    let center = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// A rate of `k` out of `n` and its 95% Wilson interval; `None` out of nothing.
fn rate(k: u64, n: u64) -> Option<(f64, f64, f64)> {
    (n > 0).then(|| {
        let (lo, hi) = wilson(k as f64, n as f64);
        (k as f64 / n as f64, lo, hi)
    })
}

pub(super) fn report(title: &str, seats: [&str; 2], s: &Setup, t: &Tally) -> String {
    let n = s.games as f64;
    let rate0 = (t.wins[0] as f64 + 0.5 * t.draws as f64) / n;
    let (lo, hi) = wilson(t.wins[0] as f64 + 0.5 * t.draws as f64, n);
    if s.json {
        let paired = if s.paired {
            paired_json(t)
        } else {
            String::new()
        };
        return format!(
            "{{\"games\": {}, \"wins\": [{}, {}], \"draws\": {}, \"win_rate\": {:.4}, \"ci95\": [{:.4}, {:.4}]{paired}}}",
            s.games, t.wins[0], t.wins[1], t.draws, rate0, lo, hi
        );
    }
    let mut out = format!(
        "{title}, {} games, seed {}: {} (--{}) vs {} (--{})\n",
        s.games, s.seed, s.players[0], seats[0], s.players[1], seats[1]
    );
    out += &format!("wins {} - {}, draws {}\n", t.wins[0], t.wins[1], t.draws);
    out += &format!(
        "{} scores {:.4} (95% Wilson interval {:.4} to {:.4}; a draw counts half)\n",
        s.players[0], rate0, lo, hi
    );
    if s.paired {
        out += &paired_text(s, t);
    }
    for i in 0..2 {
        out += &format!(
            "time per move, {}: median {:.3} ms, p95 {:.3} ms over {} moves; with a choice: median {:.3} ms, p95 {:.3} ms over {} moves\n",
            s.players[i],
            t.times[i].millis_at(0.5),
            t.times[i].millis_at(0.95),
            t.times[i].len(),
            t.chosen[i].millis_at(0.5),
            t.chosen[i].millis_at(0.95),
            t.chosen[i].len()
        );
    }
    out.trim_end().to_string()
}

/// The pairs' lines: who won pairs on both seats, and how often the opening decided round 1.
fn paired_text(s: &Setup, t: &Tally) -> String {
    let p = &t.pairs;
    let [a, b] = s.players;
    let mut out = format!(
        "pairs {}: {a} won both games of {}, {b} both of {}, split {} (the same side won both), with a draw {}\n",
        p.count(),
        p.swept[0],
        p.swept[1],
        p.split,
        p.drawn
    );
    out += &match rate(p.swept[0], p.swept[0] + p.swept[1]) {
        Some((r, lo, hi)) => format!(
            "{a} won {r:.4} of the {} pairs won on both seats (95% Wilson interval {lo:.4} to {hi:.4})\n",
            p.swept[0] + p.swept[1]
        ),
        None => "no pair was won on both seats\n".into(),
    };
    if let Some((r, lo, hi)) = rate(p.opening_decided, p.count()) {
        out += &format!(
            "the opening decided round 1 in {} of {} pairs, {r:.4} (95% Wilson interval {lo:.4} to {hi:.4}): the same side of the board won it in both games, whoever sat there\n",
            p.opening_decided,
            p.count()
        );
    }
    out
}

/// The pairs' results as the JSON object's last member.
fn paired_json(t: &Tally) -> String {
    let p = &t.pairs;
    // A rate out of nothing is null, its interval everything.
    let json = |r: Option<(f64, f64, f64)>| match r {
        Some((r, lo, hi)) => (format!("{r:.4}"), format!("[{lo:.4}, {hi:.4}]")),
        None => ("null".to_string(), "[0.0000, 1.0000]".to_string()),
    };
    let (swept_rate, swept_ci) = json(rate(p.swept[0], p.swept[0] + p.swept[1]));
    let (decided_rate, decided_ci) = json(rate(p.opening_decided, p.count()));
    format!(
        ", \"pairs\": {{\"count\": {}, \"swept\": [{}, {}], \"split\": {}, \"drawn\": {}, \"swept_rate\": {swept_rate}, \"swept_ci95\": {swept_ci}, \"opening_decided\": {}, \"opening_decided_rate\": {decided_rate}, \"opening_decided_ci95\": {decided_ci}}}",
        p.count(),
        p.swept[0],
        p.swept[1],
        p.split,
        p.drawn,
        p.opening_decided
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_published_intervals() {
        // Newcombe, "Two-sided confidence intervals for the single proportion: comparison of
        // seven methods", Statistics in Medicine 17 (1998) 857-872, Table II, method 3 (the
        // score interval without continuity correction), 95%: the five worked examples.
        let table = [
            (81.0, 263.0, 0.2553, 0.3662),
            (15.0, 148.0, 0.0624, 0.1605),
            (0.0, 20.0, 0.0000, 0.1611),
            (1.0, 29.0, 0.0061, 0.1718),
            (29.0, 29.0, 0.8830, 1.0000),
        ];
        for (k, n, lo, hi) in table {
            let (a, b) = wilson(k, n);
            assert!(
                (a - lo).abs() < 5e-5 && (b - hi).abs() < 5e-5,
                "{k} of {n}: [{a:.4}, {b:.4}], published [{lo:.4}, {hi:.4}]"
            );
        }
    }
}
