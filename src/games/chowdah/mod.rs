//! Chowdah (rummy + mahjong), per `seeds/000_…txt` and RULES-NOTES.

pub mod arrange;
pub mod contract;
pub mod deck;
pub mod melds;
pub mod scoring;
