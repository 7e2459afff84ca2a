import type { ServerState } from '../serverState';

/** Open, change and close of the client's documents: the store follows them and validations are scheduled. */
export function listenToDocuments(state: ServerState): void {
  const { documents, store } = state;
  // A document just opened is validated at once: nothing is being typed yet, so there is no burst to absorb.
  documents.onDidOpen((event) => {
    store.opened(event.document);
    state.justOpened.add(event.document.uri);
  });
  documents.onDidChangeContent((event) => {
    const uri = event.document.uri;
    store.changed(event.document);
    state.outcomes.forget(uri);
    if (state.justOpened.delete(uri)) state.validateSoon(uri, 0);
    else {
      // The validation this schedules follows an edit: its cost sizes the next edits' wait.
      state.costs.edited(uri);
      state.validateSoon(uri, state.costs.delayFor(uri));
    }
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    if (store.closed(uri) === 'removed') state.forget(uri);
    else state.validateSoon(uri, 0);
  });
}
