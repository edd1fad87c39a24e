//! Table settings for 幺地人: the match length and the payment variants
//! (docs/rules/yaodiren.md#options).

use crate::games::options::{AUTO_PASS, OptionError, OptionSpec, Options};
use serde::{Deserialize, Serialize};

/// How a win's 番 turn into a payment (docs/rules/yaodiren.md#fan-番-and-payment: base × 2^番;
/// option base × (1 + 番)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Payment {
    /// base × 2^番.
    Double,
    /// base × (1 + 番).
    Add,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// Hands in the match. A redeal because nobody opened does not count; a 荒牌 does.
    pub hands: u32,
    /// What one 番-0 win is worth from each payer.
    pub base: u32,
    pub payment: Payment,
    /// Option (docs/rules/yaodiren.md#options): count at most 3 or 4 番 for payment.
    pub fan_cap: Option<u8>,
    /// Option (default on, docs/rules/yaodiren.md#options): an all-black hand wins without the
    /// 砣 threshold.
    pub black_exempt: bool,
    /// House rule (default off): the win test keeps exposed kans as they were laid down. By
    /// default it splits all tiles (exposed and concealed) afresh
    /// (docs/rules/yaodiren.md#winning-胡).
    pub fixed_kans: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            hands: 3,
            base: 1,
            payment: Payment::Double,
            fan_cap: None,
            black_exempt: true,
            fixed_kans: false,
        }
    }
}

pub const HANDS: OptionSpec = OptionSpec::int("hands", 1, 50, "3");
pub const BASE: OptionSpec = OptionSpec::int("base", 1, 1000, "1");
pub const PAYMENT: OptionSpec = OptionSpec::choice("payment", &["double", "add"], "double");
pub const FAN_CAP: OptionSpec = OptionSpec::choice("fan-cap", &["none", "3", "4"], "none");
pub const BLACK_EXEMPT: OptionSpec = OptionSpec::flag("black-exempt", true);
pub const FIXED_KANS: OptionSpec = OptionSpec::flag("fixed-kans", false);
pub const OPTION_SPECS: &[OptionSpec] = &[
    HANDS,
    BASE,
    PAYMENT,
    FAN_CAP,
    BLACK_EXEMPT,
    FIXED_KANS,
    AUTO_PASS,
];

impl Config {
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.check_known(OPTION_SPECS)?;
        let payment = match options.choice(&PAYMENT)? {
            "add" => Payment::Add,
            _ => Payment::Double,
        };
        // Checked here, read by the table (`Game::forced_pass`).
        options.flag(&AUTO_PASS)?;
        let fan_cap = match options.choice(&FAN_CAP)? {
            "3" => Some(3),
            "4" => Some(4),
            _ => None,
        };
        Ok(Config {
            hands: u32::try_from(options.int(&HANDS)?).expect("at least 1"),
            base: u32::try_from(options.int(&BASE)?).expect("at least 1"),
            payment,
            fan_cap,
            black_exempt: options.flag(&BLACK_EXEMPT)?,
            fixed_kans: options.flag(&FIXED_KANS)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_options() {
        assert_eq!(
            Config::from_options(&Options::new()).unwrap(),
            Config::default()
        );
        let o = Options::parse_pairs([
            "hands=5",
            "base=2",
            "payment=add",
            "fan-cap=4",
            "black-exempt=off",
            "fixed-kans=on",
        ]);
        let c = Config::from_options(&o).unwrap();
        assert_eq!(
            c,
            Config {
                hands: 5,
                base: 2,
                payment: Payment::Add,
                fan_cap: Some(4),
                black_exempt: false,
                fixed_kans: true,
            }
        );
        for bad in ["hands=0", "fan-cap=5", "payment=triple", "colour=red"] {
            assert!(
                Config::from_options(&Options::parse_pairs([bad])).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn specs_defaults_parse_to_the_default_config() {
        let mut o = Options::new();
        for s in OPTION_SPECS {
            o = o.with(s.key, s.default);
        }
        assert_eq!(Config::from_options(&o).unwrap(), Config::default());
    }

    #[test]
    fn serde_is_stable_and_tolerant() {
        let json = serde_json::to_value(Config::default()).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"hands": 3, "base": 1, "payment": "double", "fan_cap": null, "black_exempt": true, "fixed_kans": false})
        );
        let c: Config = serde_json::from_str("{\"hands\": 1}").unwrap();
        assert_eq!(c.hands, 1);
        assert!(c.black_exempt);
        assert!(!c.fixed_kans);
    }
}
