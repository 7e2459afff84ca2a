import type { Severity } from '../diagnostics/diagnostic';

/**
 * Every code of the summoning checks (families 02xx contradictions, 03xx Tributes, 04xx Nomi and
 * Semi-Nomi, 05xx references), with its severity and one-line title. docs/diagnostics.md has a
 * `## CSxxxx` section per code; test/fixtures/diagnostics has a fixture per code.
 */
export interface SummoningCode {
  readonly code: string;
  readonly severity: Severity;
  readonly title: string;
}

const table = [
  // 02xx: contradictions between summoning clauses (rules §1-§3).
  ['CS0201', 'error', '"Cannot be Special Summoned" contradicts a Special Summon method'],
  ['CS0202', 'error', '"Cannot be Special Summoned" on a monster that can only be Special Summoned'],
  ['CS0203', 'error', '"Cannot be Normal Summoned/Set" contradicts a Normal Summon clause'],
  ['CS0204', 'error', '"Cannot be Normal Summoned" leaves a Summon-only clause nothing to do'],
  ['CS0205', 'error', 'A Normal Summon clause on a monster that is never Normal Summoned or Set'],
  ['CS0206', 'error', 'Nomi and Semi-Nomi methods on the same card'],
  ['CS0207', 'error', 'A procedure summons from a zone the card cannot be Special Summoned from'],
  ['CS0208', 'error', '"Must be X Summoned" together with another Special Summon method'],
  ['CS0209', 'error', 'The monster can be summoned by no means at all'],
  ['CS0210', 'error', 'A summoning mechanic that does not match the frame'],
  // 03xx: Tribute counts (rules §1, §4).
  ['CS0301', 'error', 'A Tribute clause with no count'],
  ['CS0302', 'error', 'The Tribute count contradicts the level'],
  ['CS0303', 'error', 'Tributes on a Level 4 or lower monster'],
  ['CS0304', 'error', 'A mandatory Tribute count together with an optional Normal Summon procedure'],
  ['CS0305', 'warning', 'A without-Tributes procedure on a Level 4 or lower monster is pointless'],
  ['CS0306', 'error', 'A Tribute clause on a monster with no level'],
  ['CS0307', 'warning', 'An ordinary Tribute count next to a mandatory one'],
  // 04xx: Nomi and Semi-Nomi (rules §3).
  ['CS0401', 'warning', 'A Nomi or Semi-Nomi monster without "cannot normal summon or set"'],
  ['CS0402', 'information', 'Ambiguous old wording "can only be Special Summoned by"'],
  // 05xx: references to other cards and the printed text.
  ['CS0501', 'warning', 'Unknown Ritual Spell'],
  ['CS0502', 'warning', 'Unknown Fusion Material'],
  ['CS0503', 'warning', 'Unknown card in "by effect of"'],
  ['CS0504', 'warning', 'A referenced card of the wrong kind'],
  ['CS0505', 'warning', 'Unknown card name in a summoning clause'],
  ['CS0511', 'warning', 'Printed text and clauses disagree on "Cannot be Special Summoned"'],
  ['CS0512', 'warning', 'Printed text and clauses disagree on "Cannot be Normal Summoned/Set"'],
  ['CS0513', 'warning', 'Printed text and clauses disagree on "Must be Special Summoned" (Nomi)'],
  ['CS0514', 'warning', 'Printed text and clauses disagree on "Must first be Special Summoned" (Semi-Nomi)'],
  ['CS0515', 'warning', 'Printed text and clauses disagree on "Requires N Tributes"'],
  ['CS0516', 'warning', 'Printed text and clauses disagree on a modern summoning condition (card effect only, cannot be X Summoned, material)'],
] as const;

export type SummoningCodeId = (typeof table)[number][0];

export const SUMMONING_CODES: readonly SummoningCode[] = table.map(([code, severity, title]) => ({ code, severity, title }));

const byCode = new Map(SUMMONING_CODES.map((c) => [c.code, c]));

export function summoningCode(code: SummoningCodeId): SummoningCode {
  return byCode.get(code)!;
}
