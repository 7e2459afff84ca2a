import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Statement } from '../syntax/syntaxTree';
import { EFFECT_PHRASES } from '../grammar/effectPhrases';
import { readPhrase } from '../grammar/readPhrase';
import type { CardEffect, Effect } from '../model/effects';
import { isSummoningEffect } from '../model/effects';
import { LoweringContext } from '../model/lowering';

export interface LoweredEffects {
  readonly effect: CardEffect;
  readonly diagnostics: readonly Diagnostic[];
}

/** Lowers a card's raw `effect { }` statements into typed effects, reporting statements outside the vocabulary. */
export function lowerEffects(uri: string, statements: readonly Statement[]): LoweredEffects {
  const context = new LoweringContext(uri);
  const effects: Effect[] = [];
  let seenResolution = false;
  for (const statement of statements) {
    if (statement.block) context.report(statement.block.open, 'CS0704', 'Effect statements take no { } block.');
    const effect = lowerEffectStatement(statement, context);
    if (!effect) continue;
    if (effect.kind === 'cost' || effect.kind === 'target') {
      // Costs and targets happen on activation; written after resolution lines they read as if paid later.
      if (seenResolution) {
        context.report(
          statement,
          'CS0705',
          `"${effect.kind}" lines are applied when the card is activated, before any other line resolves; move this line above the effect lines.`,
          'warning',
        );
      }
    } else if (effect.kind !== 'trigger') {
      seenResolution = true;
    }
    effects.push(effect);
  }
  checkTargetsUsed(effects, context);
  return { effect: { effects, summons: effects.some(isSummoningEffect) }, diagnostics: context.diagnostics };
}

const USES_TARGET: ReadonlySet<Effect['kind']> = new Set(['specialSummonTarget', 'destroyTarget', 'banishTarget', 'returnTarget']);

function checkTargetsUsed(effects: readonly Effect[], context: LoweringContext): void {
  const hasTarget = effects.some((e) => e.kind === 'target');
  for (const effect of effects) {
    if (USES_TARGET.has(effect.kind) && !hasTarget) {
      context.report(effect.span, 'CS0703', 'This line acts on "target", but the effect has no "target ..." line to choose one.');
    }
  }
}

/** Reads one effect statement, or reports it (CS0701 unknown, CS0702 malformed) at the word that breaks. */
export function lowerEffectStatement(statement: Statement, context: LoweringContext): Effect | undefined {
  return readPhrase(EFFECT_PHRASES, statement, context, { noun: 'effect statement', code: 'CS0701', partialCode: 'CS0702' })?.value;
}
