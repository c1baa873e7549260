//! What a self-play run counts: wins, draws, move times and the pairs' results, all in memory
//! that does not grow with the number of games or moves.

use hdrhistogram::Histogram;

/// Move times in microseconds, kept as a histogram (three significant figures, about 200 KB
/// whatever the run's length) rather than a list: a run of 150,000 San Yao matches once held
/// every move's time and grew to gigabytes.
pub struct Times(Histogram<u64>);

/// The longest time told apart from longer ones: an hour, in microseconds.
const LONGEST: u64 = 3_600_000_000;

impl Default for Times {
    fn default() -> Self {
        let Ok(h) = Histogram::new_with_bounds(1, LONGEST, 3) else {
            unreachable!("1 us to an hour at three significant figures are valid bounds")
        };
        Times(h)
    }
}

impl Times {
    /// Records one move's time (an hour or more counts as an hour).
    pub fn record(&mut self, micros: u64) {
        self.0.saturating_record(micros);
    }

    /// How many moves were timed.
    pub fn len(&self) -> u64 {
        self.0.len()
    }

    /// The time at quantile `q` (0 to 1) in milliseconds; 0 with no moves.
    pub fn millis_at(&self, q: f64) -> f64 {
        if self.0.is_empty() {
            return 0.0;
        }
        self.0.value_at_quantile(q) as f64 / 1000.0
    }

    fn merge(&mut self, other: &Times) {
        // Both have the same bounds, so every value fits; only a count overflowing u64 could
        // fail, far beyond any run.
        let _ = self.0.add(&other.0);
    }
}

/// One game's result as the pairs see it.
#[derive(Clone, Copy)]
pub struct Played {
    /// The winner: 0 the first-named player, 1 the second; `None` for a draw.
    pub winner: Option<usize>,
    /// The side of the board (0 South, 1 North) that won the first round, if it had a winner
    /// (San Yao only).
    pub first_round: Option<usize>,
}

/// The results of pairs of games that share their chance (a San Yao opening, a Ssangnyuk dice
/// sequence) with the players' seats swapped.
#[derive(Default)]
pub struct Pairs {
    /// Pairs one player won both games of, on both seats: the first-named, the second-named.
    pub swept: [u64; 2],
    /// Pairs each player won one game of: the same side of the board won both games.
    pub split: u64,
    /// Pairs with a drawn game.
    pub drawn: u64,
    /// Pairs in which the same side of the board won the first round in both games, whoever
    /// sat there: the opening alone decided the round.
    pub opening_decided: u64,
}

impl Pairs {
    /// Every pair counted.
    pub fn count(&self) -> u64 {
        self.swept[0] + self.swept[1] + self.split + self.drawn
    }

    /// Counts the pair of `games[0]` (the first-named player on the first seat) and `games[1]`
    /// (seats swapped).
    pub fn add(&mut self, games: [Played; 2]) {
        match games.map(|g| g.winner) {
            [Some(a), Some(b)] if a == b => self.swept[a] += 1,
            [Some(_), Some(_)] => self.split += 1,
            _ => self.drawn += 1,
        }
        if let [Some(a), Some(b)] = games.map(|g| g.first_round) {
            self.opening_decided += u64::from(a == b);
        }
    }

    fn merge(&mut self, other: &Pairs) {
        for i in 0..2 {
            self.swept[i] += other.swept[i];
        }
        self.split += other.split;
        self.drawn += other.drawn;
        self.opening_decided += other.opening_decided;
    }
}

/// A run's counts.
#[derive(Default)]
pub struct Tally {
    /// Games won by the first-named and the second-named player.
    pub wins: [u64; 2],
    /// Drawn games.
    pub draws: u64,
    /// Each player's time per move.
    pub times: [Times; 2],
    /// The same, only for moves with more than one legal choice.
    pub chosen: [Times; 2],
    /// The pairs' results (whole pairs only).
    pub pairs: Pairs,
}

impl Tally {
    /// Counts one game's result.
    pub fn add(&mut self, game: Played) {
        match game.winner {
            Some(w) => self.wins[w] += 1,
            None => self.draws += 1,
        }
    }

    /// Adds another thread's counts.
    pub fn merge(&mut self, other: &Tally) {
        for i in 0..2 {
            self.wins[i] += other.wins[i];
            self.times[i].merge(&other.times[i]);
            self.chosen[i].merge(&other.chosen[i]);
        }
        self.draws += other.draws;
        self.pairs.merge(&other.pairs);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(winner: Option<usize>, first_round: Option<usize>) -> Played {
        Played {
            winner,
            first_round,
        }
    }

    #[test]
    fn a_pair_is_swept_split_or_drawn() {
        let mut p = Pairs::default();
        p.add([game(Some(0), None), game(Some(0), None)]);
        p.add([game(Some(1), None), game(Some(1), None)]);
        p.add([game(Some(0), None), game(Some(1), None)]);
        p.add([game(None, None), game(Some(1), None)]);
        assert_eq!((p.swept, p.split, p.drawn, p.count()), ([1, 1], 1, 1, 4));
    }

    #[test]
    fn the_opening_decides_a_round_when_one_side_wins_it_in_both_games() {
        let mut p = Pairs::default();
        p.add([game(Some(0), Some(1)), game(Some(1), Some(1))]);
        p.add([game(Some(0), Some(0)), game(Some(0), Some(1))]);
        // A drawn first round in either game decides nothing.
        p.add([game(Some(0), None), game(Some(1), Some(0))]);
        assert_eq!(p.opening_decided, 1);
    }

    #[test]
    fn times_keep_their_quantiles_within_half_a_percent() {
        let mut t = Times::default();
        for us in 1..=1000 {
            t.record(us * 1000);
        }
        assert_eq!(t.len(), 1000);
        // Beyond the bounds: counted, as the longest time.
        t.record(u64::MAX);
        assert_eq!(t.len(), 1001);
        assert!(t.millis_at(1.0) >= 3_600_000.0);
        for (q, ms) in [(0.5, 500.0), (0.95, 950.0)] {
            let got = t.millis_at(q);
            assert!((got - ms).abs() <= ms * 0.005, "{q}: {got} ms, not {ms}");
        }
    }
}
