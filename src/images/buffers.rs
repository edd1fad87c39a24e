//! The drawing threads' big buffers, kept from one picture to the next: a table's pixels
//! are megabytes and its palette indices one more. Allocated afresh for every picture, they
//! were zeroed (by the allocator or the OS) and then written again — memory traffic that
//! the moves running beside the drawing threads paid for, since they share the machine's
//! caches (docs/images.md#speed). Each thread keeps its own; every byte of a kept buffer is
//! written again before it is read.

use std::cell::RefCell;

/// A buffer larger than this is not kept (only an unusually big picture needs one).
const KEEP_AT_MOST: usize = 16 << 20;

thread_local! {
    static PIXELS: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static INDICES: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// This thread's pixel buffer (empty, with the capacity it had).
pub fn pixels() -> Vec<u8> {
    let mut v = PIXELS.with(|b| std::mem::take(&mut *b.borrow_mut()));
    v.clear();
    v
}

/// Gives a pixel buffer back for the next picture.
pub fn keep_pixels(v: Vec<u8>) {
    if v.capacity() <= KEEP_AT_MOST {
        PIXELS.with(|b| *b.borrow_mut() = v);
    }
}

/// This thread's index buffer, at least `len` long (its bytes are whatever the last picture
/// left: the caller writes every one it reads).
pub fn indices(len: usize) -> Vec<u8> {
    let mut v = INDICES.with(|b| std::mem::take(&mut *b.borrow_mut()));
    if v.len() < len {
        v.resize(len, 0);
    }
    v
}

/// Gives an index buffer back for the next picture.
pub fn keep_indices(v: Vec<u8>) {
    if v.capacity() <= KEEP_AT_MOST {
        INDICES.with(|b| *b.borrow_mut() = v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_buffer_comes_back_with_its_room_and_a_huge_one_is_not_kept() {
        let mut v = pixels();
        v.resize(1000, 7);
        let room = v.capacity();
        keep_pixels(v);
        let again = pixels();
        assert!(again.is_empty(), "handed out empty");
        assert_eq!(again.capacity(), room, "the same allocation");
        keep_pixels(Vec::with_capacity(KEEP_AT_MOST + 1));
        assert_eq!(pixels().capacity(), 0, "too big to keep");
        let i = indices(10);
        assert_eq!(i.len(), 10);
        keep_indices(i);
        assert!(indices(5).len() >= 5);
    }
}
