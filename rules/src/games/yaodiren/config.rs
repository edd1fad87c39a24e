//! Table settings for 幺地人: the match length and the payment variants the seed and
//! RULES-NOTES name.

use crate::games::options::{OptionError, OptionSpec, OptionValues, Options};
use serde::{Deserialize, Serialize};

/// How a win's 番 turn into a payment (RULES-NOTES: base × 2^番; option base × (1 + 番)).
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
    /// RULES-NOTES option: count at most 3 or 4 番 for payment.
    pub fan_cap: Option<u8>,
    /// RULES-NOTES option (default on): an all-black hand wins without the 砣 threshold.
    pub black_exempt: bool,
    /// House rule (default off): the win test keeps exposed kans as they were laid down. By
    /// default it splits "all cards (exposed and concealed)" afresh (RULES-NOTES, 胡).
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

pub const OPTION_SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "hands",
        values: OptionValues::Integer { min: 1, max: 50 },
        default: "3",
    },
    OptionSpec {
        key: "base",
        values: OptionValues::Integer { min: 1, max: 1000 },
        default: "1",
    },
    OptionSpec {
        key: "payment",
        values: OptionValues::Choice(&["double", "add"]),
        default: "double",
    },
    OptionSpec {
        key: "fan-cap",
        values: OptionValues::Choice(&["none", "3", "4"]),
        default: "none",
    },
    OptionSpec {
        key: "black-exempt",
        values: OptionValues::Choice(&["on", "off"]),
        default: "on",
    },
    OptionSpec {
        key: "fixed-kans",
        values: OptionValues::Choice(&["on", "off"]),
        default: "off",
    },
];

impl Config {
    pub fn from_options(options: &Options) -> Result<Config, OptionError> {
        options.check_known(OPTION_SPECS)?;
        let payment = match options.choice("payment", "double", &["double", "add"])? {
            "add" => Payment::Add,
            _ => Payment::Double,
        };
        let fan_cap = match options.choice("fan-cap", "none", &["none", "3", "4"])? {
            "3" => Some(3),
            "4" => Some(4),
            _ => None,
        };
        Ok(Config {
            hands: options.int("hands", 3, 1, 50)? as u32,
            base: options.int("base", 1, 1, 1000)? as u32,
            payment,
            fan_cap,
            black_exempt: options.flag("black-exempt", true)?,
            fixed_kans: options.flag("fixed-kans", false)?,
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
            "claim_timeout=60s",
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
