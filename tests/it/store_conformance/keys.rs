//! The store's request keys (one record per key, across tables, written with the entries it
//! names) and its refusal to append to a closed table, for every backend.

use super::*;
use paiju::table::store::{KeyRecord, RequestKey};

fn key(k: &str, request: &str) -> RequestKey {
    RequestKey {
        key: k.into(),
        request: request.into(),
    }
}

pub(crate) async fn a_request_key_is_recorded_once_across_tables<S: Store>(s: Arc<S>) {
    let (h1, h2) = (header(1, 10, None), header(2, 20, None));
    s.create_keyed(&h1, &entries(0, 1), &[], Some(&key("open-1", "r1")))
        .await
        .unwrap();
    assert_eq!(
        s.request("open-1").await.unwrap(),
        Some(KeyRecord {
            key: "open-1".into(),
            request: "r1".into(),
            table: h1.id,
            first: 0,
            last: 0,
            at: entry(0, None).at,
        })
    );
    // The same key at another table, for another request: refused whole, nothing stored.
    s.create(&h2, &[]).await.unwrap();
    let again = s
        .append_keyed(h2.id, &entries(0, 2), &[], Some(&key("open-1", "r2")))
        .await;
    assert!(matches!(again, Err(StoreError::KeyUsed(k)) if k == "open-1"));
    assert!(s.load(h2.id).await.unwrap().unwrap().entries.is_empty());
    // A creation under a used key is refused whole too: no table, no open channel.
    let h3 = header(3, 30, None);
    let again = s
        .create_keyed(&h3, &entries(0, 1), &[], Some(&key("open-1", "r1")))
        .await;
    assert!(matches!(again, Err(StoreError::KeyUsed(_))));
    assert!(s.load(h3.id).await.unwrap().is_none());
    assert_eq!(s.open_in_channel(ChannelId(30)).await.unwrap(), None);
    // A keyed batch records the entries it made, first to last.
    s.append_keyed(h1.id, &entries(1, 4), &[], Some(&key("bid-2", "r3")))
        .await
        .unwrap();
    let record = s.request("bid-2").await.unwrap().unwrap();
    assert_eq!((record.table, record.first, record.last), (h1.id, 1, 3));
    assert_eq!(s.request("never").await.unwrap(), None);
}

pub(crate) async fn request_keys_expire_after_their_window<S: Store>(s: Arc<S>) {
    let h = header(1, 10, None);
    s.create_keyed(&h, &entries(0, 1), &[], Some(&key("old", "r")))
        .await
        .unwrap();
    let mut late = entries(1, 2);
    late[0].at = Timestamp(late[0].at.0 + 1_000);
    s.append_keyed(h.id, &late, &[], Some(&key("new", "r")))
        .await
        .unwrap();
    assert_eq!(s.expire_requests(Timestamp(late[0].at.0)).await.unwrap(), 1);
    assert_eq!(s.request("old").await.unwrap(), None);
    assert!(s.request("new").await.unwrap().is_some());
    assert_eq!(s.expire_requests(Timestamp(late[0].at.0)).await.unwrap(), 0);
}

pub(crate) async fn a_closed_table_takes_no_more_entries<S: Store>(s: Arc<S>) {
    let h = header(1, 10, None);
    s.create(&h, &entries(0, 2)).await.unwrap();
    s.close(h.id).await.unwrap();
    // A command that waited behind the one that ended the table must not land after it.
    assert!(is_conflict(s.append(h.id, &entries(2, 3)).await));
    assert_eq!(s.load(h.id).await.unwrap().unwrap().entries, entries(0, 2));
}
