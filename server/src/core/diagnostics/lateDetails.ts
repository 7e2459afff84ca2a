import type { Diagnostic } from './diagnostic';

/**
 * Details of a diagnostic made when it is first handed out of the workspace rather than when its check
 * runs: the did-you-mean of an unknown name (WorkspaceOptions.deferDidYouMean), a query of the name index
 * per name, where most of a damaged file's unknown names lie past the 1,000 shown per file. The diagnostic
 * is a plain object of the usual shape from the start (no getters: they gave every diagnostic a hidden class
 * of its own and cost the edit path); its check registers how to finish it, and whoever hands diagnostics
 * out (capDiagnostics, the shown and full lists of CardWorkspace) finishes those it hands out, in place,
 * before anything reads their message or fixes. What finishing adds must be what the check would have made
 * when it ran: it may read only what stays the same while the diagnostic is kept (the declarations).
 */
const unfinished = new WeakMap<Diagnostic, (diagnostic: Mutable<Diagnostic>) => void>();

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Registers how to finish `diagnostic` when it is handed out (its message and fixes, set in place). */
export function finishLater<D extends Diagnostic>(diagnostic: D, finish: (diagnostic: Mutable<Diagnostic>) => void): D {
  unfinished.set(diagnostic, finish);
  return diagnostic;
}

/** The diagnostic, finished (once) if its check left details for later. */
export function finished(diagnostic: Diagnostic): Diagnostic {
  const finish = unfinished.get(diagnostic);
  if (finish) {
    unfinished.delete(diagnostic);
    finish(diagnostic);
  }
  return diagnostic;
}
