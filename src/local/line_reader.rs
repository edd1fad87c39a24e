//! One line of a line protocol, read in bounded memory: `paiju stdio` must answer a 2 MiB line
//! with an error and go on with the next, not collect the line first (a 50 MB line took 474 MB).

use std::io::BufRead;

/// What [`read_line`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// The input ended before another byte.
    End,
    /// A line (its bytes without the newline are in the buffer).
    Read,
    /// A line of this many bytes (without the newline), longer than allowed: it was read to its
    /// end and dropped, so the next read starts at the next line.
    TooLong(usize),
}

/// Reads one line into `line` (cleared first), keeping at most `max` bytes of it: the rest of
/// a longer line is read through in the reader's own buffer and dropped, never collected.
pub fn read_line(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    max: usize,
) -> std::io::Result<Line> {
    line.clear();
    let mut len = 0usize;
    let mut any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            // The input ended; a last line without its newline still counts.
            return Ok(match (any, len > max) {
                (false, _) => Line::End,
                (true, false) => Line::Read,
                (true, true) => Line::TooLong(len),
            });
        }
        any = true;
        let newline = available.iter().position(|&b| b == b'\n');
        let part = &available[..newline.unwrap_or(available.len())];
        len += part.len();
        if len <= max {
            line.extend_from_slice(part);
        } else {
            line.clear();
        }
        let used = part.len() + usize::from(newline.is_some());
        input.consume(used);
        if newline.is_some() {
            return Ok(if len > max {
                Line::TooLong(len)
            } else {
                Line::Read
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Cursor};

    /// Reads every line of `input` through a reader whose buffer holds `buffer` bytes.
    fn lines(input: &[u8], max: usize, buffer: usize) -> Vec<(Line, Vec<u8>)> {
        let mut reader = BufReader::with_capacity(buffer, Cursor::new(input.to_vec()));
        let mut line = Vec::new();
        let mut out = Vec::new();
        loop {
            match read_line(&mut reader, &mut line, max).unwrap() {
                Line::End => return out,
                l => out.push((l, line.clone())),
            }
        }
    }

    #[test]
    fn lines_up_to_the_limit_are_read_and_longer_ones_dropped_to_their_newline() {
        let input = b"abc\n0123456789\n01234567890\nxyz\n\nlast";
        for buffer in [1, 3, 8, 64] {
            let got = lines(input, 10, buffer);
            let want = vec![
                (Line::Read, b"abc".to_vec()),
                (Line::Read, b"0123456789".to_vec()),
                (Line::TooLong(11), Vec::new()),
                (Line::Read, b"xyz".to_vec()),
                (Line::Read, Vec::new()),
                (Line::Read, b"last".to_vec()),
            ];
            assert_eq!(got, want, "a buffer of {buffer} bytes");
        }
    }

    #[test]
    fn a_long_last_line_without_a_newline_is_too_long_and_then_the_input_ends() {
        let input = vec![b'a'; 100];
        assert_eq!(
            lines(&input, 10, 16),
            vec![(Line::TooLong(100), Vec::new())]
        );
    }

    #[test]
    fn an_oversized_line_never_grows_the_buffer_past_the_limit() {
        let mut input = vec![b'x'; 5_000_000];
        input.extend_from_slice(b"\nok\n");
        let mut reader = BufReader::new(Cursor::new(input));
        let mut line = Vec::with_capacity(16);
        assert_eq!(
            read_line(&mut reader, &mut line, 1_000).unwrap(),
            Line::TooLong(5_000_000)
        );
        assert!(line.capacity() <= 2_000, "held {} bytes", line.capacity());
        assert_eq!(
            read_line(&mut reader, &mut line, 1_000).unwrap(),
            Line::Read
        );
        assert_eq!(line, b"ok");
    }
}
