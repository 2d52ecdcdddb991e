//! The machine a comparison ran on, and when, for the report: times mean little without
//! the CPU that made them.

use std::time::{SystemTime, UNIX_EPOCH};

/// The machine, as far as the report needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct System {
    /// The CPU's model name (from /proc/cpuinfo on Linux), or `unknown`.
    pub cpu: String,
    /// Cores (hardware threads) this process may use.
    pub cores: usize,
    /// The operating system, as Rust names it: `linux`, `macos`, `windows`.
    pub os: &'static str,
    /// The CPU architecture, as Rust names it: `x86_64`, `aarch64`.
    pub arch: &'static str,
}

impl System {
    /// Look at the machine this process runs on.
    pub fn detect() -> System {
        System {
            cpu: cpu_model().unwrap_or_else(|| "unknown".to_string()),
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            os: std::env::consts::OS,
            arch: std::env::consts::ARCH,
        }
    }
}

fn cpu_model() -> Option<String> {
    let info = std::fs::read_to_string("/proc/cpuinfo").ok()?;
    cpu_model_in(&info)
}

/// The first `model name` (x86) or `Model` / `Hardware` (ARM) line of /proc/cpuinfo.
fn cpu_model_in(info: &str) -> Option<String> {
    ["model name", "Model", "Hardware"].iter().find_map(|key| {
        info.lines().find_map(|line| {
            let (name, value) = line.split_once(':')?;
            (name.trim() == *key && !value.trim().is_empty()).then(|| value.trim().to_string())
        })
    })
}

/// The current time in UTC as RFC 3339, to the second: `2025-11-22T03:04:05Z`.
pub fn utc_now_rfc3339() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    rfc3339(seconds)
}

fn rfc3339(unix_seconds: u64) -> String {
    let days = (unix_seconds / 86_400) as i64;
    let rest = unix_seconds % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Days since 1970-01-01 to (year, month, day) in the proleptic Gregorian calendar
/// (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_rfc3339_utc() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(1_763_780_645), "2025-11-22T03:04:05Z");
    }

    #[test]
    fn cpu_model_is_read_from_cpuinfo() {
        let x86 = "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R) CPU @ 2.20GHz\n";
        assert_eq!(
            cpu_model_in(x86).as_deref(),
            Some("Intel(R) Xeon(R) CPU @ 2.20GHz")
        );
        assert_eq!(
            cpu_model_in("Model\t: Raspberry Pi 4\n").as_deref(),
            Some("Raspberry Pi 4")
        );
        assert_eq!(cpu_model_in("processor: 0\n"), None);
    }
}
