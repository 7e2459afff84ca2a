import type { CardDeclaration } from '../model/cards';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CardWorkspace } from '../workspace/cardWorkspace';
import { memoByRevision } from '../workspace/revisionMemo';
import type { CompletionItem } from './completionItem';
import { CardNameIndex, escapedName } from './completionNameIndex';
import { cardDetail } from './documentSymbols';

/** Card names offered by completion, filtered, ranked and capped per request. */

/**
 * At most this many card names per answer (10,000-card workspaces would otherwise send megabytes per
 * keystroke). A cut list is incomplete: the client asks again as the user types more of the name, so a
 * page only needs what an editor shows at once (VS Code: 12 rows) with room to scroll; 50 names are 6 kB
 * of JSON (200 were 24 kB, encoded by the server and decoded by the client on every keystroke).
 */
export const MAX_CARD_NAME_ITEMS = 50;

const indexMemo = memoByRevision<CardWorkspace, CardNameIndex>();
const detailCache = new WeakMap<CardDeclaration, string>();

/** The names change only with the workspace's declarations (declarationRevision). */
function nameIndex(workspace: CardWorkspace): CardNameIndex {
  return indexMemo(workspace, workspace.declarationRevision, indexOfNames);
}

/** The index of the workspace's names, built on the previous revision's index. */
function indexOfNames(workspace: CardWorkspace, previous: CardNameIndex | undefined): CardNameIndex {
  return new CardNameIndex(workspace.allCardNames(), previous);
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
    const chosen = nameIndex(this.workspace).best(typed.toLowerCase(), MAX_CARD_NAME_ITEMS);
    if (chosen.cut) this.isIncomplete = true;
    return chosen.entries.map((entry) => {
      const card = this.workspace.resolve(entry.name);
      const escaped = escapedName(entry.name);
      return {
        label: entry.name,
        kind: 'card',
        insertText: quoted ? `"${escaped}"` : escaped,
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

function cachedDetail(card: CardDeclaration): string {
  let detail = detailCache.get(card);
  if (detail === undefined) {
    detail = cardDetail(card);
    detailCache.set(card, detail);
  }
  return detail;
}
