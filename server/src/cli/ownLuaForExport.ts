import type { CardDeclaration, CardFile } from '../core/model/cards';
import type { DiagnosticCode } from '../core/diagnostics/diagnosticCodes';
import type { Span } from '../core/text/span';
import { loadEdoproEngine } from '../interop/edopro/ocgcore/bundledOcgcore';
import type { OcgcoreLibrary } from '../interop/edopro/ocgcore/loadOcgcore';
import { luaSyntaxError } from '../interop/edopro/ownLua/luaSyntax';
import { ownLuaProblemMessage, readOwnLuaFile } from '../interop/edopro/ownLua/ownLuaFiles';
import type { OwnLuaSource } from '../interop/edopro/ownLuaScript';

export interface OwnLuaProblem {
  readonly card: CardDeclaration;
  /** The `script` field's path. */
  readonly span: Span;
  readonly code: DiagnosticCode;
  readonly message: string;
}

export interface OwnLuaForExport {
  /** Each card's own Lua, as read. */
  readonly source: OwnLuaSource;
  /** A file missing, outside the card file's folder, unreadable or that does not parse: the export writes nothing. */
  readonly problems: readonly OwnLuaProblem[];
  /** Why the files could not be compiled (EDOPro's engine did not load); null when they were, or there were none. */
  readonly unchecked: string | null;
}

/**
 * The own Lua files of the cards `cardscript export edopro` exports, read from beside their card files
 * and compiled (never run) in EDOPro's engine, so a file that would break the card's whole script in
 * EDOPro (a syntax error stops the summoning too) is an error here. The command line is trusted: the
 * user ran it on their own files. The engine is loaded only when a card has its own Lua.
 */
export async function ownLuaForExport(
  files: readonly CardFile[],
  loadEngine: () => Promise<OcgcoreLibrary> = () => loadEdoproEngine(),
): Promise<OwnLuaForExport> {
  const cards = files.flatMap((file) => file.cards).filter((card) => card.ownLua);
  const texts = new Map<CardDeclaration, string>();
  const problems: OwnLuaProblem[] = [];
  for (const card of cards) {
    const read = readOwnLuaFile(card);
    if (read.ok) texts.set(card, read.text);
    else problems.push({ card, span: card.ownLua!.span, code: read.code, message: ownLuaProblemMessage(card.ownLua!.value, read.problem) });
  }
  let unchecked: string | null = null;
  if (texts.size > 0) {
    let lib: OcgcoreLibrary | undefined;
    try {
      lib = await loadEngine();
    } catch (error) {
      unchecked = `the own Lua of ${texts.size} card(s) was not compiled: EDOPro's engine could not be loaded (${error instanceof Error ? error.message : String(error)})`;
    }
    for (const [card, text] of lib ? texts : []) {
      const error = luaSyntaxError(lib!, text);
      if (!error) continue;
      texts.delete(card);
      problems.push({
        card,
        span: card.ownLua!.span,
        code: 'CS0713',
        message: ownLuaProblemMessage(card.ownLua!.value, `does not parse: line ${error.line}: ${error.message}`),
      });
    }
  }
  problems.sort((a, b) => (a.card.uri < b.card.uri ? -1 : a.card.uri > b.card.uri ? 1 : a.span.start - b.span.start));
  const source: OwnLuaSource = (card) => {
    const text = texts.get(card);
    return text !== undefined ? { text } : { refused: 'it was not read' };
  };
  return { source, problems, unchecked };
}
