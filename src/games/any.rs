//! Enum dispatch over the games, for the table layer.
