//! What a `paiju rules GAME …` tool answers: lines for stdout and the exit code — 0, or 1 when
//! the answer is "no" (cards that make no combination). A refusal of the question itself
//! (`Err`) goes to stderr with exit code 2.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub lines: Vec<String>,
    pub exit: i32,
}

impl Answer {
    pub fn yes(lines: Vec<String>) -> Answer {
        Answer { lines, exit: 0 }
    }

    pub fn no(lines: Vec<String>) -> Answer {
        Answer { lines, exit: 1 }
    }
}

impl From<Vec<String>> for Answer {
    fn from(lines: Vec<String>) -> Answer {
        Answer::yes(lines)
    }
}
