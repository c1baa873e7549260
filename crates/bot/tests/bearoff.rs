//! The one-sided bear-off table and the hard player's use of it.
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::ssangnyuk::bearoff::{self, Home, Table};
use madang_bot::ssangnyuk::view::View;
use madang_bot::{ssangnyuk_bot, Level};
use madang_engine::ssangnyuk::{Color, Dice, PointSetup, Position, Preset, Rules, Setup};

/// The seed rules' table, computed once for all the tests here.
fn seed_table() -> &'static Table {
    static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| Table::new(Rules::SEED))
}

/// Every home with at most `most` checkers and none over `cap`.
fn homes(most: u8, cap: u8) -> Vec<Home> {
    let mut out = Vec::new();
    let mut h = [0u8; 6];
    loop {
        if h.iter().sum::<u8>() <= most {
            out.push(h);
        }
        let mut i = 0;
        while i < 6 && h[i] == cap {
            h[i] = 0;
            i += 1;
        }
        if i == 6 {
            return out;
        }
        h[i] += 1;
    }
}

/// A race with `white` and `black` home (by distance from off), `turn` to move.
fn race(rules: Rules, white: &Home, black: &Home, turn: Color) -> Position {
    let mut points = vec![PointSetup::Signed(0); 24];
    for d in 0..6 {
        points[d] = PointSetup::Signed(i64::from(white[d]));
        points[23 - d] = PointSetup::Signed(-i64::from(black[d]));
    }
    let on = |h: &Home| 15 - h.iter().map(|&c| i64::from(c)).sum::<i64>();
    let setup = Setup {
        points,
        bar: [0, 0],
        off: [on(white), on(black)],
        turn,
        rules: Some(rules),
    };
    match Position::from_setup(&setup) {
        Ok(p) => p,
        Err(e) => panic!("{white:?} / {black:?}: {e}"),
    }
}

#[test]
fn a_lone_checker_on_the_last_point_is_off_in_one_roll() {
    for preset in [Preset::Seed, Preset::Backgammon] {
        let t = Table::new(preset.rules());
        assert_eq!(t.expected(&[1, 0, 0, 0, 0, 0]), 1.0, "{preset}");
        assert_eq!(t.chance_in(&[1, 0, 0, 0, 0, 0], 1), 1.0, "{preset}");
    }
}

#[test]
fn three_checkers_on_the_last_point_need_two_rolls_when_doubles_count_twice() {
    let t = seed_table();
    assert!((t.expected(&[3, 0, 0, 0, 0, 0]) - 2.0).abs() < 1e-4);
    assert!((t.chance_in(&[3, 0, 0, 0, 0, 0], 2) - 1.0).abs() < 1e-4);
}

#[test]
fn doubles_played_four_times_bear_three_checkers_off_in_one_roll_of_six() {
    let t = Table::new(Preset::DoublesFour.rules());
    assert!((t.chance_in(&[3, 0, 0, 0, 0, 0], 1) - 6.0 / 36.0).abs() < 1e-4);
    assert!((t.expected(&[3, 0, 0, 0, 0, 0]) - (2.0 - 6.0 / 36.0)).abs() < 1e-4);
}

#[test]
fn every_distribution_sums_to_one_and_averages_to_the_expected_rolls() {
    let t = seed_table();
    for h in homes(15, 5) {
        let p: Vec<f32> = (0..48).map(|n| t.chance_in(&h, n)).collect();
        let sum: f32 = p.iter().sum();
        let mean: f32 = p.iter().enumerate().map(|(n, q)| n as f32 * q).sum();
        assert!((sum - 1.0).abs() < 1e-3, "{h:?} sums to {sum}");
        let e = t.expected(&h);
        assert!(
            (mean - e).abs() < 0.01 * e.max(1.0),
            "{h:?}: mean {mean}, expected {e}"
        );
    }
}

#[test]
fn each_roll_is_played_to_need_the_fewest_rolls() {
    // The expected rolls from a home are one roll plus, over the 21 rolls, the fewest expected
    // rolls among the engine's plays of it.
    for preset in [Preset::Seed, Preset::StrictBearOff, Preset::Cap6] {
        let rules = preset.rules();
        let own;
        let t = if preset == Preset::Seed {
            seed_table()
        } else {
            own = Table::new(rules);
            &own
        };
        let cap = rules.cap.unwrap_or(15).min(6);
        for h in homes(6, cap)
            .into_iter()
            .filter(|h| h.iter().any(|&c| c > 0))
        {
            let pos = race(rules, &h, &[0, 0, 0, 0, 0, 5], Color::White);
            let mut e = 1.0;
            for d in Dice::ALL_21 {
                let best = pos
                    .legal_plays(d)
                    .iter()
                    .filter_map(|p| bearoff::home(&View::new(p.result(), Color::White).me))
                    .map(|r| t.expected(&r))
                    .fold(f32::INFINITY, f32::min);
                e += f32::from(d.weight()) / 36.0 * best;
            }
            let got = t.expected(&h);
            assert!((got - e).abs() < 1e-4, "{preset} {h:?}: {got}, not {e}");
        }
    }
}

#[test]
fn the_side_to_move_wins_a_race_it_finishes_first() {
    let t = seed_table();
    assert_eq!(t.win_chance(&[1, 0, 0, 0, 0, 0], &[1, 0, 0, 0, 0, 0]), 1.0);
    // Fifteen checkers need eight rolls at least; one checker on the 1 point needs one.
    assert_eq!(t.win_chance(&[0, 0, 0, 5, 5, 5], &[1, 0, 0, 0, 0, 0]), 0.0);
    let even = t.win_chance(&[3, 3, 3, 2, 2, 2], &[3, 3, 3, 2, 2, 2]);
    assert!(even > 0.5 && even < 1.0, "{even}");
}

#[test]
fn hard_bears_off_to_win_most_often_by_the_table() {
    let rules = Rules::SEED;
    let t = seed_table();
    let all = homes(15, 5);
    let mut rng = Rng::seed_from_u64(3);
    let mut bot = ssangnyuk_bot(Level::Hard, 1);
    let mut choices = 0;
    for _ in 0..300 {
        let white = all[rng.random_range(1..all.len())];
        let black = all[rng.random_range(1..all.len())];
        let pos = race(rules, &white, &black, Color::White);
        let dice = madang_bot::ssangnyuk::roll(&mut rng);
        let plays = pos.legal_plays(dice);
        // White's chance after a play: Black, to move, does not win.
        let chance = |r: &Position| match r.outcome() {
            Some(o) => f32::from(u8::from(o.winner == Color::White)),
            None => {
                let v = View::new(r, Color::Black);
                match (bearoff::home(&v.me), bearoff::home(&v.opp)) {
                    (Some(b), Some(w)) => 1.0 - t.win_chance(&b, &w),
                    _ => panic!("a race left home"),
                }
            }
        };
        let best = plays.iter().map(|p| chance(p.result())).fold(0.0, f32::max);
        let Some(chosen) = bot.choose(&pos, dice) else {
            panic!("no play chosen in {pos:?}")
        };
        choices += usize::from(plays.len() > 1);
        assert_eq!(
            chance(chosen.result()),
            best,
            "{white:?} / {black:?} with {dice:?}"
        );
    }
    assert!(choices > 100, "only {choices} positions had a choice");
}
