import type { SummoningProfile } from '../../server/src/core/analysis/summoningProfile';
import type { Zone } from '../../server/src/core/model/cards';

/**
 * What the summoning profile itself answers to a referee question, read from its fields alone, with no
 * board and no engine: the revival questions (summoning-rules.md §3, §4, §6), whose answer is the
 * profile's revive limit, its Nomi restriction, its bans and the zones it forbids. The one-truth property
 * holds EDOPro's answer to these, not only to our engine's. undefined: the profile does not answer this
 * question on its own (a board decides it), with `why` saying so.
 */
export type ProfileVerdict = { readonly legal: boolean } | { readonly legal: undefined; readonly why: string };

interface RevivalQuestion {
  readonly zone: Zone;
  /** The card was properly summoned before, and is still (not returned to the hand or Deck since). */
  readonly properlySummoned: boolean;
  /** The effect ignores the Summoning conditions (Level Modulation, Level Up!). */
  readonly ignoringConditions: boolean;
  /** The question's setup Special Summons it earlier in the same turn (its proper summon). */
  readonly summonedBefore: boolean;
}

/** The referee's revival questions (engine/summonMatrix.ts routeSpecs), as the profile reads them. */
const REVIVAL_QUESTIONS: Readonly<Record<string, RevivalQuestion>> = {
  'reborn-before': { zone: 'graveyard', properlySummoned: false, ignoringConditions: false, summonedBefore: false },
  'level-modulation-before': { zone: 'graveyard', properlySummoned: false, ignoringConditions: true, summonedBefore: false },
  'reborn-after': { zone: 'graveyard', properlySummoned: true, ignoringConditions: false, summonedBefore: true },
  'call-of-the-haunted-after': { zone: 'graveyard', properlySummoned: true, ignoringConditions: false, summonedBefore: true },
  'dimensional-inversion-after': { zone: 'banished', properlySummoned: true, ignoringConditions: false, summonedBefore: true },
  'level-modulation-after': { zone: 'graveyard', properlySummoned: true, ignoringConditions: true, summonedBefore: true },
  // Back in the hand the proper-summon status is reset (§3): the revival is as if it never was.
  'return-to-hand-then-revive': { zone: 'graveyard', properlySummoned: false, ignoringConditions: false, summonedBefore: true },
  // Level Up! summons from the Deck ignoring the conditions: the revive limit does not bind there (§3, §4).
  'level-up-from-deck': { zone: 'deck', properlySummoned: false, ignoringConditions: true, summonedBefore: false },
};

export function profileVerdict(profile: SummoningProfile, questionId: string): ProfileVerdict {
  const question = REVIVAL_QUESTIONS[questionId];
  if (!question) return { legal: undefined, why: 'not a revival question: the board decides it' };
  const special = profile.specialSummon;
  if (question.summonedBefore && special.oncePerTurn) {
    return { legal: undefined, why: 'it can be Special Summoned only once per turn, and the question summons it twice' };
  }
  // From the GY by an effect that respects the conditions: the two revival answers the hover shows.
  if (question.zone === 'graveyard' && !question.ignoringConditions) {
    return { legal: question.properlySummoned ? special.revivableAfterProperSummon : special.revivableWithoutProperSummon };
  }
  if (!special.allowed) return { legal: false };
  // "Cannot be Special Summoned from the GY" is a Summoning condition: ignoring them lifts it (docs/language.md, "Rule notes").
  if (special.forbiddenZones.includes(question.zone) && !question.ignoringConditions) return { legal: false };
  // The revive limit binds in the GY and banishment until a proper summon, even ignoring the conditions (§3).
  const reviveLimited = special.restriction !== 'none';
  if (reviveLimited && !question.properlySummoned && (question.zone === 'graveyard' || question.zone === 'banished')) return { legal: false };
  if (question.ignoringConditions) return { legal: special.ignoringConditions };
  // Only its own method ever summons a Nomi, unless the effect ignores the conditions.
  return { legal: special.restriction !== 'nomi' };
}
