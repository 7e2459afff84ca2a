import type { Span } from '../text/span';
import type { CardWorkspace } from '../workspace/cardWorkspace';

export interface WorkspaceSymbol {
  readonly name: string;
  readonly kind: 'monster' | 'spell' | 'trap' | 'scenario';
  readonly uri: string;
  /** The declaration's name, quotes included. */
  readonly span: Span;
  /** The set the file declares (its header), or '' when it has none. */
  readonly containerName: string;
}

/**
 * Cards and scenarios of every document whose name contains the query's characters in order
 * (case-insensitive), best matches first: contiguous and early matches score higher.
 */
export function workspaceSymbols(workspace: CardWorkspace, query: string): WorkspaceSymbol[] {
  const needle = query.toLowerCase().replace(/\s+/g, ' ').trim();
  const scored: { symbol: WorkspaceSymbol; score: number }[] = [];
  for (const document of workspace.documents()) {
    const containerName = document.file.setHeader?.name.value ?? '';
    const declarations = [...document.file.cards, ...document.file.scenarios];
    for (const declaration of declarations) {
      const score = fuzzyScore(needle, declaration.name.value.toLowerCase());
      if (score === undefined) continue;
      scored.push({
        symbol: { name: declaration.name.value, kind: declaration.kind, uri: document.uri, span: declaration.name.span, containerName },
        score,
      });
    }
  }
  scored.sort((a, b) => b.score - a.score || compare(a.symbol.name, b.symbol.name) || compare(a.symbol.uri, b.symbol.uri) || a.symbol.span.start - b.symbol.span.start);
  return scored.map((entry) => entry.symbol);
}

/**
 * Subsequence match: undefined when some query character is missing. Higher is better: each matched
 * character scores, more when it continues the previous match, starts a word, or starts the name.
 * The best alignment wins (so "rebo" matches the word "reborn", not the r of "monster").
 */
export function fuzzyScore(query: string, candidate: string): number | undefined {
  const q = [...query];
  const c = [...candidate];
  if (q.length === 0) return 0;
  const NONE = -Infinity;
  const charScore = (j: number) => 1 + (j === 0 ? 4 : /[\s\-"'(]/.test(c[j - 1]) ? 2 : 0);
  // previous[j]: best score with the previous query character matched at candidate position j.
  let previous: number[] = c.map((ch, j) => (ch === q[0] ? charScore(j) : NONE));
  for (let i = 1; i < q.length; i++) {
    const next: number[] = new Array<number>(c.length).fill(NONE);
    let bestBefore = NONE; // best previous[k] for k < j - 1
    for (let j = 0; j < c.length; j++) {
      if (j >= 2) bestBefore = Math.max(bestBefore, previous[j - 2]);
      if (c[j] !== q[i]) continue;
      const contiguous = j >= 1 && previous[j - 1] !== NONE ? previous[j - 1] + 3 : NONE;
      const best = Math.max(bestBefore, contiguous);
      if (best !== NONE) next[j] = best + charScore(j);
    }
    previous = next;
  }
  const best = Math.max(...previous);
  return best === NONE ? undefined : best - c.length * 0.01;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
