import type { CardDeclaration } from '../../core/model/cards';

/** EDOPro passcodes are unsigned 32-bit numbers; 0 means "no card". */
export const MAX_PASSCODE = 0xffffffff;

export interface PasscodeProblem {
  readonly card: CardDeclaration;
  readonly message: string;
}

export interface PasscodeAssignment {
  /** Card name -> passcode, for every card that got one. */
  readonly byName: ReadonlyMap<string, number>;
  readonly problems: readonly PasscodeProblem[];
  /** Names of the cards whose passcode came from `--assign-ids`. */
  readonly assigned: readonly string[];
}

/**
 * Gives every card its passcode: the card's own `id`, or with `assignFrom` the next free number from it.
 * Assigned numbers go to the id-less cards in code-point order of their names, skipping numbers that any
 * card's own `id` takes, so the result depends only on the set of cards: the same cards give the same
 * passcodes on every run and in any file order, and adding a card with an `id` moves no other card.
 * A card without an `id` (and no `assignFrom`) and two cards with one passcode are problems.
 */
export function assignPasscodes(cards: readonly CardDeclaration[], assignFrom?: number): PasscodeAssignment {
  const byName = new Map<string, number>();
  const owner = new Map<number, CardDeclaration>();
  const problems: PasscodeProblem[] = [];
  const withoutId: CardDeclaration[] = [];
  for (const card of cards) {
    const id = card.id?.value;
    if (id === undefined) {
      withoutId.push(card);
      continue;
    }
    if (!Number.isInteger(id) || id <= 0 || id > MAX_PASSCODE) {
      problems.push({ card, message: `"${card.name.value}" has id ${id}, but an EDOPro passcode is a whole number from 1 to ${MAX_PASSCODE}.` });
      continue;
    }
    const other = owner.get(id);
    if (other) {
      problems.push({ card, message: `"${card.name.value}" and "${other.name.value}" have the same passcode ${id}; EDOPro needs one passcode per card.` });
      continue;
    }
    owner.set(id, card);
    byName.set(card.name.value, id);
  }
  const assigned: string[] = [];
  if (assignFrom === undefined) {
    for (const card of withoutId) {
      problems.push({ card, message: `"${card.name.value}" has no id: give it one (\`id 12345678\`) or export with --assign-ids FROM.` });
    }
    return { byName, problems, assigned };
  }
  let next = assignFrom;
  const sorted = [...withoutId].sort((a, b) => (a.name.value < b.name.value ? -1 : a.name.value > b.name.value ? 1 : 0));
  for (const card of sorted) {
    while (owner.has(next)) next++;
    if (next > MAX_PASSCODE) {
      problems.push({ card, message: `--assign-ids ran past the largest passcode ${MAX_PASSCODE} before "${card.name.value}".` });
      continue;
    }
    owner.set(next, card);
    byName.set(card.name.value, next);
    assigned.push(card.name.value);
    next++;
  }
  return { byName, problems, assigned };
}
