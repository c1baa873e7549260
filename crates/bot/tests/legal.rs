//! Every player, at every level, only ever plays legal moves, and a fixed seed gives a fixed game.
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::{sanyao_bot, ssangnyuk_bot, Bot, Budget, Level, SanYao, Ssangnyuk};
use madang_engine::sanyao;
use madang_engine::ssangnyuk::{self as sn, Color, Rules};
use proptest::prelude::*;

/// A Ssangnyuk position reached by `plies` random plays from the opening.
fn ssangnyuk_position(seed: u64, plies: usize) -> sn::Position {
    let mut rng = Rng::seed_from_u64(seed);
    let start = if rng.random() {
        Color::Black
    } else {
        Color::White
    };
    let mut pos = sn::Position::opening(Rules::SEED, start);
    for _ in 0..plies {
        if pos.outcome().is_some() {
            break;
        }
        let plays = pos.legal_plays(madang_bot::ssangnyuk::roll(&mut rng));
        assert!(!plays.is_empty(), "no play offered in a game still on");
        pos = *plays[rng.random_range(..plays.len())].result();
    }
    pos
}

/// A San Yao position reached by `plies` random moves from the opening.
fn sanyao_position(seed: u64, plies: usize) -> sanyao::Position {
    let mut rng = Rng::seed_from_u64(seed);
    let starter = if rng.random() {
        sanyao::Player::North
    } else {
        sanyao::Player::South
    };
    let mut pos = sanyao::Position::opening(starter);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let Some(hole) = moves.iter().nth(rng.random_range(..moves.len())) else {
            break;
        };
        match pos.play(hole) {
            Ok(r) => pos = r.position,
            Err(_) => break,
        }
    }
    pos
}

fn ssangnyuk_bots(seed: u64) -> Vec<Box<dyn Bot<Ssangnyuk>>> {
    Level::ALL
        .into_iter()
        .map(|l| {
            let mut b = ssangnyuk_bot(l, seed);
            // Debug builds are slow: a small look-ahead budget keeps the test fast.
            b.set_budget(Budget::nodes(600));
            b
        })
        .collect()
}

fn sanyao_bots(seed: u64) -> Vec<Box<dyn Bot<SanYao>>> {
    Level::ALL
        .into_iter()
        .map(|l| {
            let mut b = sanyao_bot(l, seed);
            b.set_budget(Budget::nodes(1_500));
            b
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn ssangnyuk_bots_only_play_legal_plays(seed in any::<u64>(), plies in 0usize..120, a in 1i64..=6, b in 1i64..=6) {
        let pos = ssangnyuk_position(seed, plies);
        let dice = sn::Dice::new(a, b).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let legal = pos.legal_plays(dice);
        for mut bot in ssangnyuk_bots(seed) {
            let choice = bot.choose(&pos, dice);
            match choice {
                Some(p) => prop_assert!(legal.iter().any(|l| l.result() == p.result()), "{} played an illegal play", bot.level()),
                None => prop_assert!(legal.is_empty(), "{} passed with a legal play", bot.level()),
            }
        }
    }

    #[test]
    fn sanyao_bots_only_play_legal_moves(seed in any::<u64>(), plies in 0usize..60) {
        let pos = sanyao_position(seed, plies);
        let legal = pos.legal_moves();
        for mut bot in sanyao_bots(seed) {
            match bot.choose(&pos, ()) {
                Some(h) => prop_assert!(legal.contains(h), "{} chose hole {h}", bot.level()),
                None => prop_assert!(legal.is_empty(), "{} passed with a legal move", bot.level()),
            }
        }
    }
}

/// Plays a Ssangnyuk game between two levels with seeded dice; returns the positions.
fn ssangnyuk_game(levels: [Level; 2], seed: u64) -> Vec<sn::Position> {
    let mut bots = [
        ssangnyuk_bot(levels[0], seed),
        ssangnyuk_bot(levels[1], seed + 1),
    ];
    for b in &mut bots {
        b.set_budget(Budget::nodes(600));
    }
    let mut dice = Rng::seed_from_u64(seed);
    let mut pos = sn::Position::opening(Rules::SEED, Color::White);
    let mut seen = vec![pos];
    for _ in 0..2_000 {
        if pos.outcome().is_some() {
            break;
        }
        let who = usize::from(pos.turn() == Color::Black);
        let d = madang_bot::ssangnyuk::roll(&mut dice);
        pos = match bots[who].choose(&pos, d) {
            Some(p) => *p.result(),
            None => panic!("no play offered in a game still on"),
        };
        seen.push(pos);
    }
    seen
}

#[test]
fn a_fixed_seed_gives_a_fixed_ssangnyuk_game() {
    let one = ssangnyuk_game([Level::Hard, Level::Random], 11);
    assert_eq!(one, ssangnyuk_game([Level::Hard, Level::Random], 11));
    assert!(
        one.last().is_some_and(|p| p.outcome().is_some()),
        "the game ends"
    );
    assert_ne!(one, ssangnyuk_game([Level::Hard, Level::Random], 12));
}

fn sanyao_match(levels: [Level; 2], seed: u64) -> Vec<usize> {
    let mut bots = [sanyao_bot(levels[0], seed), sanyao_bot(levels[1], seed + 1)];
    for b in &mut bots {
        b.set_budget(Budget::nodes(1_500));
    }
    let mut pos = sanyao::Position::opening(sanyao::Player::South);
    let mut holes = Vec::new();
    for _ in 0..3_000 {
        if pos.outcome().is_some() {
            break;
        }
        let Some(h) = bots[pos.turn().index()].choose(&pos, ()) else {
            break;
        };
        holes.push(h);
        match pos.play(h) {
            Ok(r) => pos = r.position,
            Err(e) => panic!("illegal move {h}: {e}"),
        }
    }
    holes
}

#[test]
fn a_fixed_seed_gives_a_fixed_sanyao_match() {
    let one = sanyao_match([Level::Hard, Level::Random], 5);
    assert!(!one.is_empty());
    assert_eq!(one, sanyao_match([Level::Hard, Level::Random], 5));
}

/// A seed-rules position from (point, signed count) pairs (White positive), the rest off.
fn board(checkers: &[(usize, i64)], turn: Color) -> sn::Position {
    let mut points = [0i64; 24];
    for &(point, n) in checkers {
        points[point - 1] = n;
    }
    let on = |sign: i64| -> i64 { points.iter().filter(|v| v.signum() == sign).sum::<i64>() };
    let setup = sn::Setup {
        points: points.iter().map(|&v| sn::PointSetup::Signed(v)).collect(),
        bar: [0, 0],
        off: [15 - on(1), 15 + on(-1)],
        turn,
        rules: None,
    };
    match sn::Position::from_setup(&setup) {
        Ok(p) => p,
        Err(e) => panic!("a valid setup: {e}"),
    }
}

/// The shipped network's winning chance for the side to move.
fn net_value(pos: &sn::Position) -> f32 {
    let Some(net) = madang_bot::ssangnyuk::net::embedded() else {
        panic!("the embedded weights do not parse")
    };
    net.value(&madang_bot::ssangnyuk::view::View::new(pos, pos.turn()))
}

#[test]
fn the_shipped_network_loads_and_round_trips() {
    let Some(net) = madang_bot::ssangnyuk::net::embedded() else {
        panic!("the embedded weights do not parse")
    };
    let again = madang_bot::ssangnyuk::net::Net::from_bytes(&net.to_quantised_bytes());
    assert_eq!(again, Some(net));
}

#[test]
fn the_network_knows_who_is_about_to_win_a_race() {
    // White has two checkers left in its home board and bears both off with any roll; Black has
    // all fifteen still to bring round. Same board, each side to move.
    let checkers = [(5, 1), (6, 1), (7, -5), (8, -5), (9, -5)];
    let white = net_value(&board(&checkers, Color::White));
    let black = net_value(&board(&checkers, Color::Black));
    assert!(
        white > 0.9,
        "the side about to bear off its last checkers: {white}"
    );
    assert!(black < 0.1, "the side that cannot catch up: {black}");
    let opening = net_value(&sn::Position::opening(Rules::SEED, Color::White));
    assert!(
        (0.3..0.7).contains(&opening),
        "the opening is roughly even for the side to move: {opening}"
    );
}

#[test]
fn the_network_and_the_hard_player_hit_the_checker_about_to_get_home() {
    // Black has three checkers left, two on its last point and one on point 20; White is far
    // behind in the race. White's straggler on 22 can hit the checker on 20 with the 2 of a 2-1
    // and send it round the board again: White's only real chance. No roll ends the game
    // within the hard player's look-ahead, so its choice rests on the network's judgement.
    let pos = board(&[(3, 2), (22, 1), (20, -1), (24, -2)], Color::White);
    let Ok(dice) = sn::Dice::new(2, 1) else {
        panic!("a roll")
    };
    let plays = pos.legal_plays(dice);
    let hits = |p: &sn::Play| p.result().bar(Color::Black) == 1;
    let (hitting, quiet): (Vec<&sn::Play>, Vec<&sn::Play>) = plays.iter().partition(|p| hits(p));
    assert!(
        !hits(&plays[0]) && hitting.len() < quiet.len(),
        "the hitting plays are neither first nor most of the {} plays",
        plays.len()
    );
    // Black's chance after each play (Black is to move then): every hit leaves it less.
    let worst_hit = hitting
        .iter()
        .map(|p| net_value(p.result()))
        .fold(0.0, f32::max);
    let best_quiet = quiet
        .iter()
        .map(|p| net_value(p.result()))
        .fold(1.0, f32::min);
    assert!(
        worst_hit < best_quiet,
        "Black's chance after a hit {worst_hit}, after the best other play {best_quiet}"
    );
    let mut bot = ssangnyuk_bot(Level::Hard, 1);
    let Some(choice) = bot.choose(&pos, dice) else {
        panic!("no play chosen")
    };
    assert!(hits(&choice), "the hard player let the checker go home");
}

#[test]
fn level_names_round_trip() {
    for l in Level::ALL {
        assert_eq!(Level::from_name(l.name()), Some(l));
    }
    assert_eq!(Level::from_name("grandmaster"), None);
}
