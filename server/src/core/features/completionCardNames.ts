import type { CardDeclaration } from '../model/cards';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';
import type { CompletionItem } from './completion';
import { matchRank } from './completionMatch';
import { cardDetail } from './documentSymbols';

/** Card names offered by completion, filtered, ranked and capped per request. */

/**
 * At most this many card names per answer (10,000-card workspaces would otherwise send megabytes per
 * keystroke). A cut list is incomplete: the client asks again as the user types more of the name.
 */
export const MAX_CARD_NAME_ITEMS = 200;


/** A card name as completion filters it, computed once per set of names (completion must stay fast on 10,000 cards). */
interface CardEntry {
  readonly name: string;
  readonly lower: string;
  readonly escaped: string;
}

const entriesCache = new WeakMap<CardWorkspace, { readonly revision: number; readonly entries: readonly CardEntry[] }>();
const detailCache = new WeakMap<CardDeclaration, string>();

/** The names change only with the workspace's declarations (declarationRevision); sorted by name. */
function cardEntries(workspace: CardWorkspace): readonly CardEntry[] {
  const revision = workspace.declarationRevision;
  const cached = entriesCache.get(workspace);
  if (cached && cached.revision === revision) return cached.entries;
  const names = [...workspace.allCardNames()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = names.map((name) => ({ name, lower: name.toLowerCase(), escaped: name.replace(/[\\"]/g, (ch) => `\\${ch}`) }));
  entriesCache.set(workspace, { revision, entries });
  return entries;
}

/**
 * The card names of one request: those matching what is typed before the cursor (completionMatch.ts), best
 * matches first, at most MAX_CARD_NAME_ITEMS of them (then the answer is incomplete). Each item carries
 * its card's detail; its printed text is left to completionItem/resolve.
 */
export class CardNames {
  isIncomplete = false;

  constructor(
    private readonly document: AnalyzedDocument,
    private readonly offset: number,
    private readonly workspace: CardWorkspace,
  ) {}

  /** Card names of the workspace (and the library): bare inside quotes, quoted elsewhere. */
  items(replaceSpan: Span, quoted: boolean): CompletionItem[] {
    const typed = this.offset > replaceSpan.start ? this.document.content.slice(replaceSpan.start, Math.min(this.offset, replaceSpan.end)) : '';
    const chosen = matchingEntries(cardEntries(this.workspace), typed.toLowerCase(), MAX_CARD_NAME_ITEMS);
    if (chosen.cut) this.isIncomplete = true;
    return chosen.entries.map((entry) => {
      const card = this.workspace.resolve(entry.name);
      return {
        label: entry.name,
        kind: 'card',
        insertText: quoted ? `"${entry.escaped}"` : entry.escaped,
        isSnippet: false,
        detail: card ? cachedDetail(card) : 'card',
        documentation: '',
        filterText: entry.name,
        replaceSpan,
        ...(card?.text ? { resolve: { card: entry.name } } : {}),
      };
    });
  }
}

/** The best `limit` entries for the query: by match rank, then by name; `cut` when more matched. */
function matchingEntries(entries: readonly CardEntry[], query: string, limit: number): { entries: CardEntry[]; cut: boolean } {
  if (query.length === 0) return { entries: entries.slice(0, limit), cut: entries.length > limit };
  const ranks: CardEntry[][] = [[], [], [], []];
  for (const entry of entries) {
    const rank = matchRank(query, entry.lower);
    if (rank !== undefined) ranks[rank].push(entry);
  }
  const matched = ranks.flat();
  return { entries: matched.slice(0, limit), cut: matched.length > limit };
}

function cachedDetail(card: CardDeclaration): string {
  let detail = detailCache.get(card);
  if (detail === undefined) {
    detail = cardDetail(card);
    detailCache.set(card, detail);
  }
  return detail;
}

