import type { CardDeclaration } from '../../core/model/cards';
import { namesakesByName, primaryDefinition } from '../../core/model/namesakes';

/** EDOPro passcodes are unsigned 32-bit numbers; 0 means "no card". */
export const MAX_PASSCODE = 0xffffffff;

/** What is wrong, for a caller that acts on it (the editor asks for a first passcode on `noId`). */
export type PasscodeProblemKind = 'definedTwice' | 'invalidId' | 'sharedPasscode' | 'noId' | 'assignIdsExhausted' | 'invalidArtwork' | 'sharedArtwork';

export interface PasscodeProblem {
  readonly kind: PasscodeProblemKind;
  readonly card: CardDeclaration;
  readonly message: string;
  /** The other card the problem is about, where there is one (the first definition of a name defined twice). */
  readonly related?: CardDeclaration;
}

export interface PasscodeAssignment {
  /** Card name -> the passcode of the card a reference by that name means (model/namesakes.ts), for every name whose card got one. */
  readonly byName: ReadonlyMap<string, number>;
  /** Each card -> its own passcode (a version or a Token sharing a name has its own). */
  readonly byCard: ReadonlyMap<CardDeclaration, number>;
  readonly problems: readonly PasscodeProblem[];
  /** Names of the cards whose passcode came from `--assign-ids`. */
  readonly assigned: readonly string[];
  /** Each card -> the passcodes of its alternate artworks (`artworks`), for every card that lists any. */
  readonly artworksOf: ReadonlyMap<CardDeclaration, readonly number[]>;
}

/** Who holds a passcode: a card as its own, or as one of its alternate artworks. */
interface Holder {
  readonly card: CardDeclaration;
  readonly artwork: boolean;
}

/**
 * Gives every card its passcode: the card's own `id`, or with `assignFrom` the next free number from it.
 * Assigned numbers go to the id-less cards in code-point order of their names, skipping numbers that any
 * card's own `id` takes, so the result depends only on the set of cards: the same cards give the same
 * passcodes on every run and in any file order, and adding a card with an `id` moves no other card.
 * The passcodes of alternate artworks (`artworks`) are taken like ids and skipped the same way.
 * A card without an `id` (and no `assignFrom`), and a passcode two cards or artworks share, are problems.
 */
export function assignPasscodes(cards: readonly CardDeclaration[], assignFrom?: number): PasscodeAssignment {
  const byCard = new Map<CardDeclaration, number>();
  const owner = new Map<number, Holder>();
  const problems: PasscodeProblem[] = [];
  const withoutId: CardDeclaration[] = [];
  for (const card of cards) {
    const id = card.id?.value;
    if (id === undefined) {
      withoutId.push(card);
      continue;
    }
    if (!Number.isInteger(id) || id <= 0 || id > MAX_PASSCODE) {
      problems.push({
        kind: 'invalidId',
        card,
        message: `"${card.name.value}" has id ${id}, but an EDOPro passcode is a whole number from 1 to ${MAX_PASSCODE}.`,
      });
      continue;
    }
    const other = owner.get(id);
    if (other) {
      problems.push({
        kind: 'sharedPasscode',
        card,
        related: other.card,
        message: `"${card.name.value}" and "${other.card.name.value}" have the same passcode ${id}; EDOPro needs one passcode per card.`,
      });
      continue;
    }
    owner.set(id, { card, artwork: false });
    byCard.set(card, id);
  }
  const artworksOf = claimArtworks(cards, owner, problems);
  const assigned: string[] = [];
  if (assignFrom === undefined) {
    for (const card of withoutId) {
      problems.push({ kind: 'noId', card, message: `"${card.name.value}" has no id: give it one (\`id 12345678\`) or export with --assign-ids FROM.` });
    }
    return { byName: passcodesByName(cards, byCard), byCard, problems, assigned, artworksOf };
  }
  let next = assignFrom;
  const sorted = [...withoutId].sort((a, b) => (a.name.value < b.name.value ? -1 : a.name.value > b.name.value ? 1 : 0));
  for (const card of sorted) {
    while (owner.has(next)) next++;
    if (next > MAX_PASSCODE) {
      problems.push({ kind: 'assignIdsExhausted', card, message: `--assign-ids ran past the largest passcode ${MAX_PASSCODE} before "${card.name.value}".` });
      continue;
    }
    owner.set(next, { card, artwork: false });
    byCard.set(card, next);
    assigned.push(card.name.value);
    next++;
  }
  return { byName: passcodesByName(cards, byCard), byCard, problems, assigned, artworksOf };
}

/** Each name's passcode: its primary definition's (a version or a Token of the name is not what the name means). */
function passcodesByName(cards: readonly CardDeclaration[], byCard: ReadonlyMap<CardDeclaration, number>): Map<string, number> {
  const namesakes = namesakesByName(cards);
  const byName = new Map<string, number>();
  for (const [name, definitions] of namesakes) {
    const primary = primaryDefinition(definitions);
    const passcode = primary ? byCard.get(primary) : undefined;
    if (passcode !== undefined) byName.set(name, passcode);
  }
  return byName;
}

/**
 * The artworks' passcodes, after every card's own `id` has its passcode: each is a passcode of its own in
 * EDOPro (a row of the database), so it is checked and taken like an id.
 */
function claimArtworks(cards: readonly CardDeclaration[], owner: Map<number, Holder>, problems: PasscodeProblem[]): Map<CardDeclaration, number[]> {
  const byCard = new Map<CardDeclaration, number[]>();
  for (const card of cards) {
    for (const artwork of card.artworks?.value ?? []) {
      const code = artwork.value;
      if (!Number.isInteger(code) || code <= 0 || code > MAX_PASSCODE) {
        problems.push({
          kind: 'invalidArtwork',
          card,
          message: `"${card.name.value}" has the artwork passcode ${code}, but an EDOPro passcode is a whole number from 1 to ${MAX_PASSCODE}.`,
        });
        continue;
      }
      const other = owner.get(code);
      if (other) {
        const held =
          other.card === card
            ? other.artwork
              ? 'twice among its own artworks'
              : 'as its own id'
            : `${other.artwork ? 'as an artwork of' : 'as the passcode of'} "${other.card.name.value}"`;
        problems.push({
          kind: 'sharedArtwork',
          card,
          ...(other.card === card ? {} : { related: other.card }),
          message: `"${card.name.value}" lists the artwork passcode ${code}, which is taken ${held}; EDOPro needs one passcode per row.`,
        });
        continue;
      }
      owner.set(code, { card, artwork: true });
      const listed = byCard.get(card);
      if (listed) listed.push(code);
      else byCard.set(card, [code]);
    }
  }
  return byCard;
}
