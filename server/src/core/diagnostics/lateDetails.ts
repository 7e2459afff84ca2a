import type { Diagnostic, Fix } from './diagnostic';

/**
 * Details of a diagnostic made when it is first handed out of the workspace rather than when its check
 * runs: the did-you-mean of an unknown name (WorkspaceOptions.deferDidYouMean), a query of the name index
 * per name, where most of a damaged file's unknown names lie past the 1,000 shown per file. The check
 * returns a plain diagnostic of the usual shape (no getters: they gave every diagnostic a hidden class of
 * its own and cost the edit path) and registers how to compute its details; whoever hands diagnostics out
 * (capDiagnostics, the shown and full lists of CardWorkspace) hands out finished(d) instead: a new object,
 * made once per diagnostic, so the check's own object is never changed after the check returned it. What
 * the details hold must be what the check would have made when it ran: they may read only what stays the
 * same while the diagnostic is kept (the declarations).
 */
export interface LateDetails {
  readonly message: string;
  readonly fixes: readonly Fix[];
}

const unfinished = new WeakMap<Diagnostic, () => LateDetails | undefined>();
const finishedCopies = new WeakMap<Diagnostic, Diagnostic>();

/** Registers how to compute the details of `diagnostic` when it is handed out (undefined: it has none to add). */
export function finishLater<D extends Diagnostic>(diagnostic: D, details: () => LateDetails | undefined): D {
  unfinished.set(diagnostic, details);
  return diagnostic;
}

/** The diagnostic as handed out: with its late details if its check left any, the same object each time. */
export function finished(diagnostic: Diagnostic): Diagnostic {
  const details = unfinished.get(diagnostic);
  if (!details) return diagnostic;
  let copy = finishedCopies.get(diagnostic);
  if (!copy) {
    const made = details();
    // The spread keeps the diagnostic's fields in their order, `fixes` last when it had none: as published before.
    copy = made ? { ...diagnostic, message: made.message, fixes: made.fixes } : diagnostic;
    finishedCopies.set(diagnostic, copy);
  }
  return copy;
}
