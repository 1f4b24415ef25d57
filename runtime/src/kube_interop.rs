//! Driving `kube::runtime::Controller` from a shared informer, so a process that uses both
//! opens one watch per Kind: the informer's notifications become the controller's trigger
//! stream, and a reflector store kept in step with the informer its reader.
//!
//! Behind the `kube-controller` feature, because kube 5 keeps `Controller::for_stream` behind
//! its `unstable-runtime` feature, which this one turns on.

use std::sync::{Arc, Mutex};

use futures::Stream;
use kube::runtime::reflector::{self, Store};
use kube::runtime::watcher;
use tokio::sync::mpsc;

use crate::{EventHandlerFns, Kind, SharedIndexInformer};

impl<K: Kind> SharedIndexInformer<K> {
    /// A reflector store and a trigger stream fed by this informer, for
    /// `kube::runtime::Controller::for_stream(stream, store)`: every add, update and delete
    /// the informer sees (the objects already cached first) is applied to the store and sent
    /// on the stream. The store is ready at once and holds the objects as the informer has
    /// them (a second copy of each: kube's store owns its objects).
    pub fn kube_controller_input(
        &self,
    ) -> (
        Store<K>,
        impl Stream<Item = Result<K, watcher::Error>> + Send + 'static,
    ) {
        let (reader, mut writer) = reflector::store::<K>();
        // Ready and empty; the handler's replay of the cache fills it.
        writer.apply_watcher_event(&watcher::Event::Init);
        writer.apply_watcher_event(&watcher::Event::InitDone);
        let writer = Arc::new(Mutex::new(writer));
        let (tx, rx) = mpsc::unbounded_channel::<Result<K, watcher::Error>>();
        let apply = {
            let (writer, tx) = (writer.clone(), tx.clone());
            move |obj: &Arc<K>| {
                let obj = (**obj).clone();
                writer
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .apply_watcher_event(&watcher::Event::Apply(obj.clone()));
                let _ = tx.send(Ok(obj));
            }
        };
        let apply_update = apply.clone();
        self.add_event_handler(
            EventHandlerFns::new()
                .on_add(move |obj, _| apply(obj))
                .on_update(move |_, new| apply_update(new))
                .on_delete(move |obj: &Arc<K>| {
                    let obj = (**obj).clone();
                    writer
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .apply_watcher_event(&watcher::Event::Delete(obj.clone()));
                    let _ = tx.send(Ok(obj));
                }),
        );
        (reader, tokio_stream_from(rx))
    }
}

/// The receiver as a stream.
fn tokio_stream_from<T: Send + 'static>(
    mut rx: mpsc::UnboundedReceiver<T>,
) -> impl Stream<Item = T> + Send + 'static {
    futures::stream::poll_fn(move |cx| rx.poll_recv(cx))
}
