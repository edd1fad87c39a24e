//! Delivery's own state: what it forgets when a shard comes and goes.

use super::*;

fn delivery() -> Arc<Delivery> {
    let (tx, _rx) = mpsc::unbounded_channel();
    Delivery::new(
        Arc::new(Http::new("test")),
        tx,
        Painter::start(1),
        Background::start(1).unwrap(),
    )
}

fn log_message(message: u64) -> LogMessage {
    LogMessage {
        at: PanelAt { place: 1, message },
        content: "Ann plays 3.".into(),
        started: 0,
    }
}

#[test]
fn a_fenced_or_regained_channel_starts_a_new_log_message_rather_than_appending_above_the_other_process_posts()
 {
    let (a, b) = (ChannelId(10), ChannelId(20));
    let d = delivery();
    d.logs.insert(a, log_message(100));
    d.logs.insert(b, log_message(200));
    d.fence(3, &[a]);
    assert!(d.fences().is_fenced(a));
    assert!(!d.logs.contains_key(&a), "forgotten when the shard goes");
    assert!(
        d.logs.contains_key(&b),
        "another shard's channel keeps its log message"
    );
    // A send that ended as the fence went up noted its message after all.
    d.logs.insert(a, log_message(101));
    d.lift(3, &[a]);
    assert!(!d.fences().is_fenced(a));
    assert!(
        !d.logs.contains_key(&a),
        "forgotten when the shard comes back"
    );
    d.stop();
}
