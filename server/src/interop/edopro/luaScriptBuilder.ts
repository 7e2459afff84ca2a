import { luaComment } from './luaComment';

/**
 * Collects the parts of one card script: blocks of `initial_effect(c)` (each in its own `do ... end`, so
 * locals never clash), the revive limit, and stubs: what the card states that the script does not
 * implement, each said in a comment where it would go and listed for the export summary.
 */
export class LuaScriptBuilder {
  private readonly blocks: string[] = [];
  readonly stubs: string[] = [];
  /** The stubs written while the summoning clauses were (they can change how the card is summoned). */
  readonly summonStubs: string[] = [];
  inSummonClauses = false;
  /** Descriptions of the optional Normal Summon/Set procedures: what the engine's SELECT_OPTION lists. */
  readonly summonOptions: SummonOptionDescription[] = [];
  private reviveLimit = false;
  private descriptions = 0;

  constructor(readonly passcode: number) {}

  /** A block of statements; `c` is the card, `id` its passcode. */
  block(comment: string, lines: readonly string[]): void {
    this.blocks.push(`  -- ${luaComment(comment)}\n  do\n${lines.map((l) => `    ${l}`).join('\n')}\n  end`);
  }

  comment(text: string): void {
    this.blocks.push(`  -- ${luaComment(text)}`);
  }

  /** A statement of the card that the script cannot implement: a comment says so, the summary lists it. */
  stub(text: string): void {
    this.stubs.push(text);
    if (this.inSummonClauses) this.summonStubs.push(text);
    this.blocks.push(`  -- CardScript stub (not implemented in this script): ${luaComment(text)}`);
  }

  enableReviveLimit(): void {
    this.reviveLimit = true;
  }

  /** A fresh effect description, as EDOPro numbers strings: passcode * 16 + index. */
  nextDescription(): number {
    return this.passcode * 16 + this.descriptions++;
  }

  body(): string {
    const parts = this.reviveLimit
      ? ['  -- Revive limit: from the GY or banishment (and by effects from the hand or Deck) only once properly summoned.\n  c:EnableReviveLimit()']
      : [];
    return [...parts, ...this.blocks].join('\n');
  }
}

export interface SummonOptionDescription {
  /** Normal Summon options, an Extra Deck summon procedure (synchro, xyz, link), or another card's LP for Tributes (payLp: Mausoleum of the Emperor). */
  readonly option: 'withoutTributes' | 'tributeOption' | 'synchro' | 'xyz' | 'link' | 'payLp';
  readonly tag: string | null;
  readonly set: boolean;
  /** Tributes the procedure takes. */
  readonly tributes: number;
  readonly description: number;
}

/** Lines that create, configure and register one effect `e` on `c`. */
export function effectLines(settings: readonly string[]): string[] {
  return ['local e=Effect.CreateEffect(c)', ...settings.map((s) => `e:${s}`), 'c:RegisterEffect(e)'];
}
