import { isExtraDeckFrame, type MonsterDeclaration } from '../model/cards';

/**
 * One term of a printed material line: a count and words up to `monster(s)` or `Tuner(s)` (not inside
 * `non-Tuner`), with what qualifies it (`with the same Rank`, `, except "Number" monsters`, `, including a
 * Tuner`, `with 1000 or less ATK`, `in the Extra Monster Zone`), or a name in quotes (`"Cyber Dragon"`, `3 "Cyber Dragon"`,
 * `"Salamangreat" monster`). Every repetition is over characters that cannot start the next part and
 * stops at a `+` or a `.`, so a long text costs time linear in its length.
 */
const MONSTER = String.raw`(?<![-\w])(?:monsters?|tuners?)(?![-\w])`;
const NOUN = String.raw`(?<![-\w])(?:monsters?|tuners?|rank|level|names?|attributes?|types?|atk|def)(?![-\w])`;
const WORDS = String.raw`(?:[^+."]|"[^"]*")*?`;
const QUALIFIERS = String.raw`(?:\s*,?\s+(?:(?:with|except|including)\b${WORDS}${NOUN}|in (?:the |your )?(?:extra monster zone|main monster zones?|monster zones?|gy|graveyard|hand)\b))*`;
const TERM = String.raw`(?:(?:\d+\+?|\d+ or more)\s+${WORDS}${MONSTER}${QUALIFIERS}|(?:\d+\+?\s+)?"[^"]*"(?:(?:\s+[\w-]+){0,3}?\s+${MONSTER}${QUALIFIERS})?)`;
const MATERIAL_LINE = new RegExp(String.raw`^\s*${TERM}(?:\s*\+\s*${TERM})*\s*\.?`, 'i');

/**
 * Printed sentences that state how the card is summoned (its summoning clauses say them), not an effect:
 * "Must be Special Summoned ...", "Cannot be Normal Summoned/Set.", "You can Ritual Summon this card with
 * ...", "Cannot be used as material for an Xyz Summon.", "(Transfer its materials to this card.)".
 */
const SUMMONING_SENTENCES: readonly RegExp[] = [
  /^(?:this card )?(?:must|cannot|can only) (?:first )?be (?:[\w/-]+ ){0,3}?(?:summoned|set)\b/i,
  /^(?:this card )?cannot be used as (?:an? )?(?:[\w-]+ )?materials?\b/i,
  /^you can (?:only )?ritual summon this card with\b/i,
  /^(?:once per turn, )?(?:if [^,]*, )?you can also [\w-]+ summon (?:this card|"[^"]*")/i,
  /^an? [\w-]+ summon of this card can only be (?:done|conducted) with\b/i,
  /^you can special summon this card \(from your [^)]*\) by\b/i,
  /^you can only (?:special summon|control)\b/i,
  /^\(?transfer its materials to this card\b/i,
  /^\((?:this card is )?(?:always |not |also )?(?:treated as|also)\b/i,
  /^\(you do not use\b/i,
  /\byou can also use face-down\b/i,
  /\bsummon cannot be negated\b/i,
];

/**
 * The effect text of an Extra Deck or Ritual Monster: its printed text without the material line it opens
 * with (Fusion, Synchro, Xyz, Link) and without the sentences that state how it is summoned. Empty when
 * the text says nothing else: such a card has no effect to implement.
 */
export function printedEffectText(card: MonsterDeclaration): string {
  const text = card.text?.value ?? '';
  const rest = isExtraDeckFrame(card.frame?.value) ? text.replace(MATERIAL_LINE, '') : text;
  return rest
    .split(/(?<=[.!?]\)?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\w/.test(sentence) && !SUMMONING_SENTENCES.some((pattern) => pattern.test(sentence)))
    .join(' ');
}
