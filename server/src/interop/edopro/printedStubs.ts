import { printedEffectText } from '../../core/analysis/printedEffectText';
import { type CardDeclaration, type Condition, type Cost, isExtraDeckFrame, type MonsterDeclaration } from '../../core/model/cards';
import type { ScriptContext } from './scriptContext';

/** One thing a card states that its script does not implement: the card's sentence (null: none to quote) and what is missing. */
export interface StubDetail {
  /** A summoning stub (how the card is summoned) or an effect stub (what it does). */
  readonly kind: 'summon' | 'effect';
  readonly sentence: string | null;
  readonly missing: string;
}

/** "Must be Special Summoned ..." and "Must first be Special Summoned ...", but not "... with a card effect" (rules §6: not Nomi). */
const NOMI_SENTENCE = /\bmust (?:first )?be special summoned\b(?!\s+(?:\(from [^)]*\)\s+)?(?:with|by) a card effect)/i;

/**
 * What the printed card states beyond its clauses and effect block that its script cannot implement: the
 * effect text of an Extra Deck or Ritual Monster without an `effect { }` block, a Pendulum Monster's
 * Pendulum Effect and Pendulum procedures, a printed Nomi or Semi-Nomi method no clause gives, and a
 * method "by the effect of" a card the export does not hold. The frame `effect` Monsters and the Spells
 * and Traps without an effect block are stubbed by cardScript.ts itself, as before. A card's own Lua
 * (`script "path"`) gives its effects: no effect stub for it.
 */
export function printedStubs(card: CardDeclaration, context: ScriptContext): StubDetail[] {
  if (card.kind !== 'monster') return [];
  const stubs: StubDetail[] = [];
  const frame = card.frame?.value;
  if (card.pendulum) {
    stubs.push({
      kind: 'summon',
      sentence: null,
      missing: 'its activation as a Pendulum Scale and its Pendulum Summon are not written: EDOPro cannot place it in a Pendulum Zone',
    });
  }
  const nomi = card.text ? NOMI_SENTENCE.exec(card.text.value) : null;
  if (nomi && !card.summon.some((c) => c.kind === 'procedure' || c.kind === 'byEffectOf' || c.kind === 'ownEffect' || c.kind === 'mustMechanic')) {
    stubs.push({
      kind: 'summon',
      sentence: sentenceAround(card.text!.value, nomi.index),
      missing: 'the printed method has no summoning clause: no procedure is written, so EDOPro cannot summon it that way',
    });
  }
  for (const clause of card.summon) {
    if (clause.kind === 'byEffectOf' && !clause.archetype && context.passcodeOf(clause.card.value) === undefined) {
      stubs.push({
        kind: 'summon',
        sentence: nomi ? sentenceAround(card.text!.value, nomi.index) : null,
        missing: `its method, the effect of "${clause.card.value}", is not in the exported set: nothing summons it that way`,
      });
    }
  }
  // A card with its own Lua has its effects there (cardScript.ts stubs a file it was not given).
  if ((isExtraDeckFrame(frame) || frame === 'ritual') && card.effectStatements.length === 0 && !card.ownLua) {
    const effect = printedEffectText(card);
    if (effect) stubs.push({ kind: 'effect', sentence: effect, missing: 'its printed effect text has no effect block: not implemented' });
  }
  if (card.pendulum && card.pendulumText?.value && !card.ownLua) {
    stubs.push({
      kind: 'effect',
      sentence: card.pendulumText.value,
      missing: "its Pendulum Effect is not implemented (an effect block is the monster's own effect)",
    });
  }
  return stubs;
}

/** The sentence of `text` that the offset is in: from after the previous sentence's end to its own. */
function sentenceAround(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  const end = text.slice(offset).search(/[.!?](?:\s|$)/);
  return text.slice(start < 0 ? 0 : start + 2, end < 0 ? text.length : offset + end + 1).trim();
}

/**
 * The free texts of a monster's clauses (`summon requires "..."`, `condition "..."`, `cost "..."`): the
 * sentence a clause's stub quotes, so the summary can say which sentence is not implemented.
 */
export function clauseFreeTexts(card: MonsterDeclaration): string[] {
  const texts: string[] = [];
  const ofConditions = (conditions: readonly Condition[] | undefined) => {
    for (const c of conditions ?? []) if (c.kind === 'text') texts.push(c.text);
  };
  const ofCosts = (costs: readonly Cost[]) => {
    for (const c of costs) if (c.kind === 'text') texts.push(c.text);
  };
  for (const clause of card.summon) {
    if (clause.kind === 'summonRequires') texts.push(clause.text);
    else if (clause.kind === 'procedure' || clause.kind === 'normalSummonOnlyBy') {
      ofConditions(clause.procedure.conditions);
      ofCosts(clause.procedure.costs);
    } else if (clause.kind === 'withoutTributes') ofConditions(clause.conditions);
    else if (clause.kind === 'cannotNormalSummonIf') ofConditions([clause.condition]);
  }
  return texts;
}
