import type { CardDeclaration } from '../../../core/model/cards';
import type { Scenario } from '../../../core/model/scenario';
import type { CardLookup } from '../../../engine/cardCatalog';
import { runScenario } from '../../../engine/runScenario';
import { exportCards, type EdoproExport, type ExportOptions } from '../exportSet';
import { runDuel, type CardPool } from '../ocgcore/duelDriver';
import type { OcgcoreLibrary } from '../ocgcore/loadOcgcore';
import { scriptFolder } from '../scriptFolder';
import { refereeQuestions } from './refereeQuestions';
import { scenarioToDuel, type ExportedPool } from './scenarioToDuel';

/** Both engines' answer to one question: legal (the monster ends on the field) or not; null: not asked. */
export interface RefereeAnswer {
  readonly card: string;
  readonly id: string;
  readonly title: string;
  readonly ours: boolean | null;
  readonly edopro: boolean | null;
  /** Why a side could not be asked, or what went wrong (a script error, an unanswerable prompt). */
  readonly note: string;
  /** Lua errors the engine logged while asking. */
  readonly scriptErrors: readonly string[];
  /** The engine instance crashed while asking (it must be replaced before the next question). */
  readonly crashed?: string;
}

/** Passcodes the referee gives cards without an `id` (fillers, custom cards). */
export const REFEREE_ASSIGN_FROM = 900000000;

export function exportedPool(exported: EdoproExport): { pool: CardPool; view: ExportedPool } {
  const byName = new Map(exported.cards.map((c) => [c.card.name.value, c]));
  return {
    pool: { rows: new Map(exported.cards.map((c) => [c.passcode, c.row])), scripts: scriptFolder(exported) },
    view: {
      codeOf: (name) => byName.get(name)?.passcode,
      summonOptions: (name) => byName.get(name)?.script.summonOptions ?? [],
      isMonster: (name) => byName.get(name)?.card.kind === 'monster',
    },
  };
}

/** Every card a scenario names (board and steps), resolved through the lookup. */
export function scenarioCards(scenarios: readonly Scenario[], lookup: CardLookup): CardDeclaration[] {
  const names = new Set<string>();
  for (const s of scenarios) {
    for (const side of [s.you, s.opponent]) for (const cards of Object.values(side.zones)) for (const c of cards) names.add(c.name.value);
    for (const step of s.steps) {
      const a = step.action as unknown as Record<string, unknown>;
      for (const value of Object.values(a)) {
        if (value && typeof value === 'object' && 'name' in (value as object)) names.add((value as { name: string }).name);
        if (Array.isArray(value)) for (const v of value) if (v && typeof v === 'object' && 'name' in v) names.add((v as { name: string }).name);
      }
    }
  }
  return [...names].map((n) => lookup.resolve(n)).filter((d): d is CardDeclaration => d !== undefined);
}

/** Our engine's answer to a question variant: every preparing step legal, and the monster on the field after the last. */
function ourVerdict(scenario: Scenario, lookup: CardLookup, subject: string): { legal: boolean; prepared: boolean } {
  const run = runScenario(scenario, lookup);
  if (run.error) return { legal: false, prepared: true };
  const steps = run.steps;
  const prepared = steps.slice(0, -1).every((s) => s.legal);
  const last = steps[steps.length - 1];
  // On the field: either side's (the Kaiju and Lava Golem are Special Summoned to the opponent's field).
  const onField = (side: typeof last.board.you) => [...side.monsters, ...(side.extraMonsters ?? [])].some((m) => m?.name === subject);
  return { legal: prepared && last !== undefined && last.legal && (onField(last.board.you) || onField(last.board.opponent)), prepared };
}

/**
 * A support card the question activates whose exported script is partly a stub (its text names something
 * the scripts cannot do yet): such a question says nothing about the summoning rules, so it is not asked.
 */
function stubbedSupport(variants: readonly Scenario[], view: ExportedPool, exported: EdoproExport, subject: string): string | null {
  for (const variant of variants) {
    for (const step of variant.steps) {
      if (step.action.kind !== 'activate') continue;
      const name = step.action.card.name;
      const card = exported.cards.find((c) => c.card.name.value === name);
      if (card && name !== subject && card.script.stubs.length > 0) return `the exported script of "${name}" has a stub (${card.script.stubs[0]})`;
    }
  }
  void view;
  return null;
}

/** Asks both engines every referee question about one monster (or only the questions `only` names, by id). */
export function refereeMonster(
  lib: OcgcoreLibrary,
  cardName: string,
  lookup: CardLookup,
  only?: ReadonlySet<string>,
  exportOptions: Pick<ExportOptions, 'ownLua'> = {},
): RefereeAnswer[] {
  const steps = refereeMonsterSteps(lib, cardName, lookup, only, exportOptions);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * `refereeMonster` one duel at a time: it pauses after each duel the real engine plays, so a server can
 * let other requests through between them (a card's questions take up to half a second).
 */
export function* refereeMonsterSteps(
  lib: OcgcoreLibrary,
  cardName: string,
  lookup: CardLookup,
  only?: ReadonlySet<string>,
  exportOptions: Pick<ExportOptions, 'ownLua'> = {},
): Generator<void, RefereeAnswer[]> {
  const { questions: all, lookup: fillers } = refereeQuestions(cardName, lookup);
  const questions = only ? all.filter((q) => only.has(q.id)) : all;
  const variants = questions.flatMap((q) => q.variants);
  // The cards' own Lua (exportOptions.ownLua) is merged as `cardscript export edopro` merges it.
  const exported = exportCards(scenarioCards(variants, fillers), { assignIdsFrom: REFEREE_ASSIGN_FROM, ...exportOptions });
  const { pool, view } = exportedPool(exported);
  const answers: RefereeAnswer[] = [];
  const subjectCode = view.codeOf(cardName);
  const subject = exported.cards.find((c) => c.card.name.value === cardName);
  // A card that summons itself by its own effect: that effect is one of its summoning routes, so its stubs count too.
  const ownEffect = subject?.card.kind === 'monster' && subject.card.summon.some((c) => c.kind === 'ownEffect');
  const subjectStubs = (ownEffect ? subject?.script.stubs : subject?.script.summonStubs) ?? [];
  for (const question of questions) {
    const base = { card: cardName, id: question.id, title: question.title };
    if (subjectStubs.length > 0) {
      answers.push({
        ...base,
        ours: null,
        edopro: null,
        note: `not asked: the summoning clauses of "${cardName}" are partly a stub (${subjectStubs[0]})`,
        scriptErrors: [],
      });
      continue;
    }
    if (question.skip !== undefined || question.variants.length === 0) {
      answers.push({ ...base, ours: null, edopro: null, note: `not asked: ${question.skip ?? 'no variant'}`, scriptErrors: [] });
      continue;
    }
    if (exported.problems.length > 0 || subjectCode === undefined) {
      answers.push({ ...base, ours: null, edopro: null, note: `not exported: ${exported.problems.map((p) => p.message).join('; ')}`, scriptErrors: [] });
      continue;
    }
    let ours = false;
    let oursPrepared = true;
    let edopro = false;
    let edoproPrepared = true;
    let unmapped = '';
    const errors: string[] = [];
    const notes: string[] = [];
    const stubbed = stubbedSupport(question.variants, view, exported, cardName);
    if (stubbed) {
      answers.push({ ...base, ours: null, edopro: null, note: `not asked: ${stubbed}`, scriptErrors: [] });
      continue;
    }
    // The duel driver moves cards with a tool card in your Spell & Trap Zone, which "you control no cards" counts.
    const needsNoCards =
      subject?.card.kind === 'monster' &&
      subject.card.summon.some((c) => c.kind === 'procedure' && c.procedure.conditions.some((k) => k.kind === 'youControlNoCards'));
    if (needsNoCards && question.variants.some((v) => v.steps.some((step) => step.action.kind === 'move'))) {
      answers.push({
        ...base,
        ours: null,
        edopro: null,
        note: 'not asked: the referee moves cards with a tool card on your field, which "you control no cards" counts',
        scriptErrors: [],
      });
      continue;
    }
    for (const variant of question.variants) {
      const mine = ourVerdict(variant, fillers, cardName);
      ours ||= mine.legal;
      if (!mine.prepared) oursPrepared = false;
      const translation = scenarioToDuel(variant, view);
      if (!translation.mapped) {
        unmapped = translation.reason;
        continue;
      }
      const steps = translation.question.steps.map((s, i) => (i === translation.question.steps.length - 1 ? { ...s, subject: subjectCode } : s));
      const result = runDuel(lib, pool, { ...translation.question, steps });
      yield;
      if (result.crashed) {
        answers.push({
          ...base,
          ours,
          edopro: null,
          note: `EDOPro not asked: the engine crashed (${result.crashed})`,
          scriptErrors: [],
          crashed: result.crashed,
        });
        return answers;
      }
      errors.push(...result.log);
      const outcomes = result.steps;
      const prepared = outcomes.slice(0, -1).every((o) => o.offered && o.error === null);
      if (!prepared) edoproPrepared = false;
      const last = outcomes[outcomes.length - 1];
      if (last?.error) notes.push(last.error);
      if (prepared && last && last.offered && last.onField) edopro = true;
    }
    if (unmapped && question.variants.length === 1) {
      answers.push({ ...base, ours, edopro: null, note: `EDOPro not asked: ${unmapped}`, scriptErrors: errors });
      continue;
    }
    const note = [
      !oursPrepared && !ours ? 'our engine refused a preparing step' : '',
      !edoproPrepared && !edopro ? 'EDOPro refused a preparing step' : '',
      ...new Set(notes),
    ]
      .filter(Boolean)
      .join('; ');
    answers.push({ ...base, ours, edopro, note, scriptErrors: [...new Set(errors)] });
  }
  return answers;
}
