//! Rendering tests.
