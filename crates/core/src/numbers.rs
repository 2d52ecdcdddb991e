//! How numbers are written in every output, in one place: counts with their thousands
//! grouped (`1,234,567`), counts of things (`1 puzzle`, `2 puzzles`), durations with a
//! unit that keeps three or four significant digits, and sizes in megabytes. (How wide
//! text is, where Chinese characters take two columns, is the languages' own:
//! [`crate::lang::width`].)

use std::time::Duration;

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `6122.24` as `6,122.2`: one decimal, the whole part grouped.
pub fn tenths(value: f64) -> String {
    let tenths = (value * 10.0).round().max(0.0) as u64;
    format!("{}.{}", thousands(tenths / 10), tenths % 10)
}

/// `n` things, the noun in the singular for one: `1 puzzle`, `1,000 puzzles`.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!(
        "{} {}",
        thousands(n as u64),
        if n == 1 { one } else { many }
    )
}

/// A duration with a unit that keeps three or four significant digits.
pub fn duration(elapsed: Duration) -> String {
    let ns = elapsed.as_nanos() as f64;
    if ns < 1e3 {
        format!("{ns:.0} ns")
    } else if ns < 1e6 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.2} ms", ns / 1e6)
    } else {
        format!("{:.2} s", ns / 1e9)
    }
}

/// A size in megabytes, to a tenth: `445.0 MB`.
pub fn megabytes(bytes: u64) -> String {
    let tenths = bytes / 100_000;
    format!("{}.{} MB", thousands(tenths / 10), tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(622577597), "622,577,597");
        assert_eq!(tenths(6122.24), "6,122.2");
        assert_eq!(tenths(7.96), "8.0");
        assert_eq!(tenths(0.04), "0.0");
    }

    #[test]
    fn counts_durations_and_sizes() {
        assert_eq!(count(1, "puzzle", "puzzles"), "1 puzzle");
        assert_eq!(count(1200, "core", "cores"), "1,200 cores");
        assert_eq!(duration(Duration::from_nanos(135_123)), "135.1 µs");
        assert_eq!(duration(Duration::from_millis(2_170)), "2.17 s");
        assert_eq!(megabytes(445_012_345), "445.0 MB");
    }
}
