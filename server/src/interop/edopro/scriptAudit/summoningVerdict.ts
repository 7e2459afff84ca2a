import type { SummonCategory, SummoningProfile } from '../../../core/analysis/summoningProfile';
import type { EngineSummoning } from './summonQuestions';

/**
 * The printed text's summoning (the imported card's profile) beside what EDOPro's engine did with the
 * card's own script (summonQuestions.ts): the category (Normal Summonable, Nomi, Semi-Nomi, ...) and the
 * Tributes of the Normal Summon, each disagreement as a sentence for the card's remark and a cause for the
 * tallies (auditTally.ts).
 */

/** What the imported card's profile says, in the terms the engine's answers can be put in. */
export interface TextSummoning {
  readonly category: SummonCategory;
  /** The fewest Tributes its Normal Summon takes with any monsters to Tribute; null: not Normal Summoned that way. */
  readonly tributes: number | null;
  readonly extraDeck: boolean;
  /** "Cannot be Special Summoned from the GY": the questions' revival from the GY cannot tell Semi-Nomi from Nomi. */
  readonly graveyardForbidden: boolean;
}

export function textSummoning(profile: SummoningProfile): TextSummoning {
  const normal = profile.normalSummon;
  // A printed procedure with any Tributes lowers the count (Gilford the Legend's "without Tributing") when the questions'
  // boards meet its conditions: "you control no monsters" holds on the board with no monster to Tribute.
  const unconditional = normal.alternatives
    .filter((a) => a.tributeFilter === undefined && a.conditions.every((c) => a.kind === 'without-tributes' && c.kind === 'youControlNoMonsters'))
    .map((a) => (a.kind === 'without-tributes' ? 0 : a.tributes));
  const counts = [...(normal.tributes === null ? [] : [normal.tributes]), ...unconditional];
  return {
    category: profile.category,
    tributes: normal.allowed && counts.length > 0 ? Math.min(...counts) : null,
    extraDeck: profile.deck === 'extra',
    graveyardForbidden: profile.specialSummon.forbiddenZones.includes('graveyard'),
  };
}

/** The category the engine's answers show (the rules of summoningProfile.ts's deriveCategory, read from behaviour). */
export function engineCategory(answers: EngineSummoning, extraDeck: boolean): SummonCategory {
  const normal = !extraDeck && (answers.normalSummon || answers.set);
  if (answers.revivedUnsummoned) return extraDeck ? 'extra-deck' : normal ? 'normal-summonable' : 'special-summon-only';
  if (answers.revivedAfterProper) return 'semi-nomi';
  // Never revived: a monster that cannot be Special Summoned at all (a Spirit) is still Normal Summonable.
  return normal ? 'normal-summonable' : 'nomi';
}

const CATEGORY_WORDS: Readonly<Record<SummonCategory, string>> = {
  'normal-summonable': 'Normal Summonable',
  nomi: 'Nomi',
  'semi-nomi': 'Semi-Nomi',
  'special-summon-only': 'a Special Summon monster any effect may revive',
  unsummonable: 'unsummonable',
  'extra-deck': 'an Extra Deck monster any effect may revive',
};

export function categoryWords(category: SummonCategory): string {
  return CATEGORY_WORDS[category];
}

/** What the script let the engine do, in words. */
function evidence(answers: EngineSummoning, extraDeck: boolean): string {
  const parts: string[] = [];
  if (!extraDeck)
    parts.push(
      answers.normalSummon
        ? 'lets it be Normal Summoned'
        : answers.set
          ? 'lets it be Set but not Normal Summoned'
          : 'does not let it be Normal Summoned or Set',
    );
  parts.push(
    answers.revivedUnsummoned
      ? 'lets Monster Reborn revive it unsummoned'
      : answers.revivedAfterProper
        ? 'lets Monster Reborn revive it only after a proper summon'
        : 'never lets Monster Reborn revive it',
  );
  return parts.join(' and ');
}

export interface SummoningVerdict {
  readonly category: { readonly text: SummonCategory; readonly script: SummonCategory; readonly agrees: boolean };
  readonly tributes: { readonly text: number | null; readonly script: number | null } | null;
  /** Why the two differ, as tally keys ("text Semi-Nomi, script Normal Summonable"); empty when they agree. */
  readonly causes: readonly string[];
  /** One sentence per difference, for the card's remark. */
  readonly remarks: readonly string[];
}

const tributeWords = (n: number) => `${n} Tribute${n === 1 ? '' : 's'}`;

export function compareSummoning(text: TextSummoning, answers: EngineSummoning): SummoningVerdict {
  const script = engineCategory(answers, text.extraDeck);
  const causes: string[] = [];
  const remarks: string[] = [];
  // The engine cannot tell Nomi from unsummonable (neither is ever revived nor Normal Summoned), nor from a Semi-Nomi
  // monster that cannot be Special Summoned from the GY (the questions revive from the GY).
  const same =
    script === text.category ||
    (script === 'nomi' && text.category === 'unsummonable') ||
    (script === 'nomi' && text.category === 'semi-nomi' && text.graveyardForbidden);
  if (!same) {
    causes.push(`text ${categoryWords(text.category)}, script ${categoryWords(script)}`);
    remarks.push(`the text says ${categoryWords(text.category)}; the script ${evidence(answers, text.extraDeck)} (${categoryWords(script)})`);
  }
  const compared = text.tributes !== null && answers.tributes !== null;
  if (compared && text.tributes !== answers.tributes) {
    causes.push(`text ${tributeWords(text.tributes as number)}, script ${tributeWords(answers.tributes as number)}`);
    remarks.push(
      `the text says its Normal Summon takes ${tributeWords(text.tributes as number)}; the script takes ${tributeWords(answers.tributes as number)}`,
    );
  }
  return {
    category: { text: text.category, script, agrees: same },
    tributes: compared ? { text: text.tributes, script: answers.tributes } : null,
    causes,
    remarks,
  };
}
