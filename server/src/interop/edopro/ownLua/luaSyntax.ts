import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';

/** Where a Lua text stops parsing, as EDOPro's Lua (5.3, in its engine) says it. */
export interface LuaSyntaxError {
  /** 1-based line of the text. */
  readonly line: number;
  /** The Lua message without its position ("unexpected symbol near '='"). */
  readonly message: string;
}

/** The name the text is compiled under: Lua prefixes each message with it and the line. */
const CHUNK = 'own';

/**
 * Compiles a card's own Lua in the engine's own Lua (`load`, which compiles and never runs), the first
 * syntax error or null. The text goes into a long string whose brackets it cannot close, so nothing of
 * it runs whatever it holds; only this file's two lines of code do, in a duel made for the check alone.
 */
export function luaSyntaxError(lib: OcgcoreLibrary, text: string): LuaSyntaxError | null {
  const log: string[] = [];
  const duel = lib.createDuel({
    flags: 0n,
    seed: [1n, 2n, 3n, 4n],
    team1: { drawCountPerTurn: 1, startingDrawCount: 0, startingLP: 8000 },
    team2: { drawCountPerTurn: 1, startingDrawCount: 0, startingLP: 8000 },
    cardReader: () => null,
    scriptReader: () => null,
    errorHandler: (_type: number, message: string) => log.push(message),
  });
  if (!duel) return { line: 1, message: "EDOPro's engine could not make a duel to compile it in" };
  try {
    const close = longStringClose(text);
    // The newline after the opening bracket is not part of a long string: the text keeps its own lines.
    const source = `local f,e=load([${close.slice(1, -1)}[\n${text}${close},"=${CHUNK}","t") if not f then error(e,0) end`;
    if (lib.loadScript(duel, 'cardscript-syntax-check.lua', source)) return null;
  } finally {
    lib.destroyDuel(duel);
  }
  const message = log.join('\n');
  const position = new RegExp(`^${CHUNK}:(\\d+): `).exec(message);
  return position ? { line: Number(position[1]), message: message.slice(position[0].length) } : { line: 1, message };
}

/** `]]`, `]=]`, `]==]`, ...: the first closing long bracket that the text, followed by it, holds only at its end. */
export function longStringClose(text: string): string {
  for (let level = 0; ; level++) {
    const close = `]${'='.repeat(level)}]`;
    if ((text + close).indexOf(close) === text.length) return close;
  }
}
