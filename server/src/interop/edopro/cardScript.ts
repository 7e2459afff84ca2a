import type { CardDeclaration } from '../../core/model/cards';
import { writeEffects } from './effectScripts';
import { LuaScriptBuilder, type SummonOptionDescription } from './luaScriptBuilder';
import { clauseFreeTexts, printedStubs, type StubDetail } from './printedStubs';
import { luaComment } from './luaComment';
import type { ScriptContext } from './scriptContext';
import { runtimePreamble } from './sharedRuntime';
import { writeSummonClauses } from './summonClauseScripts';
import { ownLuaInitialEffect, type OwnLuaText } from './ownLuaScript';
import { summonSourceComment } from './summonSource';

export interface CardScriptText {
  /** `c<passcode>.lua` */
  readonly fileName: string;
  /** The script's text, written anew on each read. */
  readonly lua: string;
  /** What the card states that the script does not implement (each also a comment in the script). */
  readonly stubs: readonly string[];
  readonly summonOptions: readonly SummonOptionDescription[];
  /** The stubs among the summoning clauses: the referee does not ask about a card with any. */
  readonly summonStubs: readonly string[];
  /**
   * Every stub, those of `stubs` first, then what the printed card states beyond its clauses and effect
   * block (printedStubs.ts: the effect text of an Extra Deck or Ritual Monster, a Pendulum Monster's
   * procedures, a printed method without a clause), each with the sentence it is about: the summary counts
   * these. The printed ones are comments in the script too, but not in `stubs` or `summonStubs`, so what
   * the referee asks stays what the clauses say.
   */
  readonly stubDetails: readonly StubDetail[];
}

/**
 * The Lua script of one card, `c<passcode>.lua`: `s.initial_effect(c)` registers the card's summoning
 * clauses and its effect with the engine's own API. It loads the export's shared runtime
 * (sharedRuntime.ts) for the helpers and constants, defines no globals and needs nothing else but the
 * engine, so it loads in the bare engine and in EDOPro after its constant.lua / utility.lua.
 *
 * The text is written anew each time `lua` is read, not kept: an export holds every card's stubs and
 * summon options until it is written, and 10,000 scripts' text held as well would add about 20 MB.
 */
export function cardScript(card: CardDeclaration, passcode: number, context: ScriptContext): CardScriptText {
  return new ScriptWrittenOnRead(card, passcode, context, scriptParts(card, passcode, context));
}

/** A class, not an object literal with a getter: V8 gives each such literal its own property dictionary and closure (~500 bytes a card). */
class ScriptWrittenOnRead implements CardScriptText {
  readonly fileName: string;
  readonly stubs: readonly string[];
  readonly summonOptions: readonly SummonOptionDescription[];
  readonly summonStubs: readonly string[];
  readonly stubDetails: readonly StubDetail[];

  constructor(
    private readonly card: CardDeclaration,
    private readonly passcode: number,
    private readonly context: ScriptContext,
    parts: ScriptParts,
  ) {
    this.fileName = `c${passcode}.lua`;
    this.stubs = parts.stubs;
    this.summonOptions = parts.script.summonOptions;
    this.summonStubs = parts.script.summonStubs;
    this.stubDetails = parts.stubDetails;
  }

  get lua(): string {
    return scriptText(this.card, this.passcode, scriptParts(this.card, this.passcode, this.context));
  }
}

/** The built script (its printed stubs among its comments) and its stubs: `stubs` without the printed ones. */
interface ScriptParts {
  readonly script: LuaScriptBuilder;
  readonly stubs: readonly string[];
  readonly stubDetails: readonly StubDetail[];
  /** The card's own Lua, merged after the generated summoning (undefined: none, or a stub says why not). */
  readonly own: OwnLuaText | undefined;
}

function scriptParts(card: CardDeclaration, passcode: number, context: ScriptContext): ScriptParts {
  const script = new LuaScriptBuilder(passcode);
  script.inSummonClauses = true;
  if (card.kind === 'monster') writeSummonClauses(card, script, context);
  script.inSummonClauses = false;
  const own = ownLuaOf(card, script, context);
  // The card's own Lua gives its effects: an `effect { }` block is then CardScript's own engine's alone.
  if (own) {
    if (card.effectStatements.length > 0) script.comment("The effect { } block is not exported: the card's own Lua gives its effects.");
  } else writeEffects(card, script, context);
  if (card.ownLua) {
    // No effect stub: the card's effects are its own Lua's (or a stub says why that is not here).
  } else if (card.kind !== 'monster' && card.effectStatements.length === 0 && card.text?.value) {
    script.stub('the card has no effect block: its printed text is not implemented');
  } else if (card.kind === 'monster' && card.frame?.value === 'effect' && card.effectStatements.length === 0 && card.text?.value) {
    script.stub('its printed effect text has no effect block: not implemented');
  }
  const stubs = script.stubs.slice();
  const summonCount = script.summonStubs.length;
  const freeTexts = card.kind === 'monster' ? clauseFreeTexts(card) : [];
  const printed = printedStubs(card, context);
  for (const stub of printed) script.stub(stub.missing);
  const stubDetails: StubDetail[] = [
    ...stubs.map((missing, index): StubDetail => ({
      kind: index < summonCount ? 'summon' : 'effect',
      missing,
      sentence: freeTexts.find((text) => missing.includes(`"${text}"`)) ?? (index < summonCount ? null : (card.text?.value ?? null)),
    })),
    ...printed,
  ];
  return { script, stubs, stubDetails, own };
}

function scriptText(card: CardDeclaration, passcode: number, { script, own }: ScriptParts): string {
  const body = script.body();
  return [
    `-- ${luaComment(`"${card.name.value}" (${passcode})`)}: generated by CardScript (cardscript export edopro)`,
    ...(own ? [`-- Its effects are its own Lua, ${luaComment(own.path)}, merged below as written (it may need what EDOPro defines).`] : []),
    ...(card.kind === 'monster' ? summonSourceComment(card) : []),
    'local s=self_table',
    ...runtimePreamble(body),
    ...(own ? ownLuaInitialEffect(body, own) : ['function s.initial_effect(c)', body, 'end']),
    '',
  ].join('\n');
}

/** The card's own Lua for its script, or undefined (none; or refused, which a stub then says). */
function ownLuaOf(card: CardDeclaration, script: LuaScriptBuilder, context: ScriptContext): OwnLuaText | undefined {
  if (!card.ownLua) return undefined;
  const path = card.ownLua.value;
  const result = context.ownLuaOf?.(card) ?? { refused: 'the export was given no file' };
  if ('text' in result) return { path, text: result.text };
  script.stub(`its own Lua "${path}" is not in this script (${result.refused}): its effects are not implemented`);
  return undefined;
}
