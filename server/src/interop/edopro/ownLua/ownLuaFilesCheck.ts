import * as fs from 'fs';
import type { Diagnostic } from '../../../core/diagnostics/diagnostic';
import { diagnosticCode, type DiagnosticCode } from '../../../core/diagnostics/diagnosticCodes';
import type { CardDeclaration } from '../../../core/model/cards';
import { ownLuaPathProblem } from '../../../core/model/ownLuaPath';
import type { DocumentCheck } from '../../../core/workspace/cardWorkspace';
import { pathFromUri } from '../../../files/fileUris';
import { pathInsideCardFolder } from '../../../files/insideCardFolder';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';
import { luaSyntaxError, type LuaSyntaxError } from './luaSyntax';
import { type OwnLuaFile, ownLuaProblemMessage, readOwnLuaBeside } from './ownLuaFiles';
import type { OwnLuaSource } from '../ownLuaScript';

/** Why a workspace's own Lua is not given to EDOPro's engine in Restricted Mode (the panel says it). */
export const RESTRICTED_MODE_REFUSAL = 'the workspace is not trusted (Restricted Mode): its own Lua is not run';

export interface OwnLuaFilesOptions {
  /** EDOPro's engine, loaded on the first file to compile; absent: files are not compiled (no CS0713). */
  readonly loadEngine?: () => Promise<OcgcoreLibrary>;
  /** Told when what the check reports may have changed without a card file changing (the engine loaded, trust granted). */
  readonly changed?: () => void;
  /** Told why the engine could not be loaded (once). */
  readonly log?: (message: string) => void;
  /** Whether the workspace is trusted at the start (the client's Restricted Mode); default true. */
  readonly trusted?: boolean;
}

/** One card's file as last read: kept while its stat stays the same. */
interface KeptFile {
  readonly stamp: string;
  readonly read: OwnLuaFile;
  /** undefined: not compiled yet. */
  syntax?: LuaSyntaxError | null;
}

/**
 * The editor's (and `cardscript check`'s) view of the cards' own Lua files (`script "path"`): the
 * check behind CS0711 (a link out of the folder; the path's form is the lowering's), CS0712 (missing,
 * unreadable), CS0713 (does not parse, compiled in EDOPro's engine, never run) and CS0714 (no
 * initial_effect), and the source the EDOPro referee exports them from. In Restricted Mode nothing is
 * given to the engine: no file is compiled and the referee gets none (RESTRICTED_MODE_REFUSAL). A file
 * is read again only when its stat changes.
 */
export class OwnLuaFiles {
  private trusted: boolean;
  private engine: OcgcoreLibrary | undefined;
  private engineState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  private readonly kept = new Map<string, KeptFile>();

  constructor(private readonly options: OwnLuaFilesOptions = {}) {
    this.trusted = options.trusted !== false;
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** The client's trust changed (VS Code grants trust during a session; revoking it reloads the window). */
  setTrusted(trusted: boolean): void {
    if (trusted === this.trusted) return;
    this.trusted = trusted;
    this.options.changed?.();
  }

  /** A `.lua` file changed on disk: the next check stats every card's file again (it does anyway) and reports anew. */
  filesChanged(): void {
    this.options.changed?.();
  }

  /** An engine already loaded (the CLI loads it before it checks). */
  useEngine(lib: OcgcoreLibrary): void {
    this.engine = lib;
    this.engineState = 'loaded';
  }

  /** The workspace check: whole-document (it reads the disk, so no result is kept per card by the workspace). */
  readonly check: DocumentCheck = (document) => {
    const diagnostics: Diagnostic[] = [];
    for (const card of document.file.cards) if (card.ownLua) diagnostics.push(...this.diagnosticsOf(card));
    return diagnostics;
  };

  /** The referee's source: trusted, readable, parsing files only. */
  readonly source: OwnLuaSource = (card) => {
    const refusal = this.refusalOf(card);
    if (refusal !== undefined) return { refused: refusal };
    const file = this.fileOf(card);
    return file && file.read.ok ? { text: file.read.text } : { refused: 'it cannot be read' };
  };

  /** Why the card's own Lua cannot be given to EDOPro's engine now, or undefined when it can. */
  refusalOf(card: CardDeclaration): string | undefined {
    if (!card.ownLua) return undefined;
    if (!this.trusted) return RESTRICTED_MODE_REFUSAL;
    const file = this.fileOf(card);
    if (!file) return `"${card.ownLua.value}" ${ownLuaPathProblem(card.ownLua.value) ?? 'cannot be found'}`;
    if (!file.read.ok) return `"${card.ownLua.value}" ${file.read.problem}`;
    const syntax = this.syntaxOf(file);
    if (syntax === undefined) return `"${card.ownLua.value}" is not compiled yet (EDOPro's engine is loading)`;
    if (syntax) return `"${card.ownLua.value}" does not parse: line ${syntax.line}: ${syntax.message}`;
    return undefined;
  }

  private diagnosticsOf(card: CardDeclaration): Diagnostic[] {
    const own = card.ownLua!;
    // The path's form is the lowering's CS0711.
    if (ownLuaPathProblem(own.value)) return [];
    const file = this.fileOf(card);
    const at = (code: DiagnosticCode, problem: string): Diagnostic => ({
      span: own.span,
      severity: diagnosticCode(code).severity,
      code,
      message: ownLuaProblemMessage(own.value, problem),
    });
    if (!file) return [at('CS0712', 'cannot be found: the card file is not saved on disk')];
    if (!file.read.ok) return [at(file.read.code, file.read.problem)];
    const found: Diagnostic[] = [];
    const syntax = this.trusted ? this.syntaxOf(file) : undefined;
    if (syntax) found.push(at('CS0713', `does not parse: line ${syntax.line}: ${syntax.message}`));
    if (!/initial_effect/.test(file.read.text))
      found.push(at('CS0714', 'defines no initial_effect: it registers no effect (write function s.initial_effect(c) ... end)'));
    return found;
  }

  /** The card's file, read again when its stat changed; undefined for a card file not on disk or a path that leads out. */
  private fileOf(card: CardDeclaration): KeptFile | undefined {
    const cardFile = pathFromUri(card.uri);
    const luaPath = card.ownLua?.value;
    if (cardFile === undefined || luaPath === undefined) return undefined;
    const absolute = pathInsideCardFolder(cardFile, luaPath);
    if (absolute === undefined) return undefined;
    const key = `${cardFile}\u0000${luaPath}`;
    const stamp = stampOf(absolute);
    const kept = this.kept.get(key);
    if (kept && kept.stamp === stamp && stamp !== 'missing') return kept;
    const fresh: KeptFile = { stamp, read: readOwnLuaBeside(cardFile, luaPath) };
    this.kept.set(key, fresh);
    return fresh;
  }

  /** The file's syntax error (null: none), or undefined while the engine is not there. */
  private syntaxOf(file: KeptFile): LuaSyntaxError | null | undefined {
    if (!file.read.ok) return undefined;
    if (file.syntax !== undefined) return file.syntax;
    if (!this.engine) {
      this.startLoading();
      return undefined;
    }
    file.syntax = luaSyntaxError(this.engine, file.read.text);
    return file.syntax;
  }

  private startLoading(): void {
    const load = this.options.loadEngine;
    if (!load || this.engineState !== 'idle') return;
    this.engineState = 'loading';
    load().then(
      (lib) => {
        this.useEngine(lib);
        this.options.changed?.();
      },
      (error: unknown) => {
        this.engineState = 'failed';
        this.options.log?.(
          `The cards' own Lua files are not compiled: EDOPro's engine could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
        );
      },
    );
  }
}

/** What changes when a file does: its size, its modification time and its inode (a link pointed elsewhere). */
function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
  } catch {
    return 'missing';
  }
}
