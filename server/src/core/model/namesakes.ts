import type { CardDeclaration } from './cards';

/**
 * Cards of one name that are one card for EDOPro and for references by name:
 * - a version: its `alias` is the passcode (`id` or one of the `artworks`) of another card of the same
 *   name (an older printing, an artwork with data of its own: EDOPro treats it as that card);
 * - a Token: a Token is never in a Deck and no card names it to find it, so a Token may share its name
 *   with a card ("Dark Magician" and the Token some effects summon under that name) or another Token.
 * Every other card of a name defined twice is a second definition (CS0107).
 */

/** Whether `card` is a version of another of `namesakes` (the definitions of its name). */
export function isVersionAmong(card: CardDeclaration, namesakes: readonly CardDeclaration[]): boolean {
  const alias = card.alias?.value;
  if (alias === undefined) return false;
  return namesakes.some(
    (other) =>
      other !== card &&
      other.name.value === card.name.value &&
      (other.id?.value === alias || other.artworks?.value.some((artwork) => artwork.value === alias) === true),
  );
}

function isToken(card: CardDeclaration): boolean {
  return card.kind === 'monster' && card.frame?.value === 'token';
}

/** Whether a definition may share its name with the others without being a second definition. */
export function sharesNameRightly(card: CardDeclaration, namesakes: readonly CardDeclaration[]): boolean {
  return isVersionAmong(card, namesakes) || (isToken(card) && namesakes.length > 1);
}

/** The definitions of one name that clash: every one but the versions and Tokens; none when fewer than two are left. */
export function clashingDefinitions(namesakes: readonly CardDeclaration[]): readonly CardDeclaration[] {
  if (namesakes.length < 2) return [];
  const clashing = namesakes.filter((card) => !sharesNameRightly(card, namesakes));
  return clashing.length < 2 ? [] : clashing;
}

/** The card a reference by name means: the first that is neither a version nor a Token, else the first that is no version, else the first. */
export function primaryDefinition(namesakes: readonly CardDeclaration[]): CardDeclaration | undefined {
  if (namesakes.length < 2) return namesakes[0];
  return namesakes.find((card) => !sharesNameRightly(card, namesakes)) ?? namesakes.find((card) => !isVersionAmong(card, namesakes)) ?? namesakes[0];
}

/** The cards of each name, in the order given. */
export function namesakesByName(cards: Iterable<CardDeclaration>): Map<string, CardDeclaration[]> {
  const byName = new Map<string, CardDeclaration[]>();
  for (const card of cards) {
    const listed = byName.get(card.name.value);
    if (listed) listed.push(card);
    else byName.set(card.name.value, [card]);
  }
  return byName;
}
