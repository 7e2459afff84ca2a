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
  scored.sort(
    (a, b) => b.score - a.score || compare(a.symbol.name, b.symbol.name) || compare(a.symbol.uri, b.symbol.uri) || a.symbol.span.start - b.symbol.span.start,
  );
  return scored.map((entry) => entry.symbol);
}

/**
 * Subsequence match: undefined when some query character is missing. Higher is better: each matched
 * character scores, more when it continues the previous match, starts a word, or starts the name.
 * The best alignment wins (so "rebo" matches the word "reborn", not the r of "monster").
 */
export function fuzzyScore(query: string, candidate: string): number | undefined {
  if (query.length === 0) return 0;
  if (!isSubsequence(query, candidate)) return undefined;
  const NONE = -Infinity;
  const n = candidate.length;
  const charScore = (j: number) => 1 + (j === 0 ? 4 : isWordBoundary(candidate.charCodeAt(j - 1)) ? 2 : 0);
  // previous[j]: best score with the previous query character matched at candidate position j.
  let previous = new Float64Array(n).fill(NONE);
  for (let j = 0; j < n; j++) if (candidate.charCodeAt(j) === query.charCodeAt(0)) previous[j] = charScore(j);
  for (let i = 1; i < query.length; i++) {
    const next = new Float64Array(n).fill(NONE);
    const ch = query.charCodeAt(i);
    let bestBefore = NONE; // best previous[k] for k < j - 1
    for (let j = 0; j < n; j++) {
      if (j >= 2 && previous[j - 2] > bestBefore) bestBefore = previous[j - 2];
      if (candidate.charCodeAt(j) !== ch) continue;
      const contiguous = j >= 1 && previous[j - 1] !== NONE ? previous[j - 1] + 3 : NONE;
      const best = Math.max(bestBefore, contiguous);
      if (best !== NONE) next[j] = best + charScore(j);
    }
    previous = next;
  }
  let best = NONE;
  for (let j = 0; j < n; j++) if (previous[j] > best) best = previous[j];
  return best === NONE ? undefined : best - n * 0.01;
}

function isSubsequence(query: string, candidate: string): boolean {
  let at = 0;
  for (let i = 0; i < query.length; i++) {
    at = candidate.indexOf(query[i], at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/** Space, `-`, quote or bracket: the next character starts a word. */
function isWordBoundary(code: number): boolean {
  return code === 32 || code === 9 || code === 45 || code === 34 || code === 39 || code === 40;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
