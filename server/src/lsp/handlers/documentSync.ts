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
    state.validateSoon(uri, state.justOpened.delete(uri) ? 0 : state.costs.delayFor(uri, event.document.content.length));
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    if (store.closed(uri) === 'removed') state.forget(uri);
    else state.validateSoon(uri, 0);
  });
}
