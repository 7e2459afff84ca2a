/**
 * Answers to the engine's prompts during a referee step: choose the cards the step names first (its
 * tributes, materials, targets, costs), then any that complete the choice; take the planned entry of a
 * SELECT_OPTION; never chain (the referee asks about one action at a time); the opponent declines.
 * Returns undefined for messages that need no answer, null for a prompt it cannot answer.
 */

export interface PromptPlan {
  prefer: readonly number[];
  /** The SELECT_OPTION entry to take (an effect description); null: the ordinary summon (1) if listed, else the first. */
  readonly optionDescription: number | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
const MSG = {
  SELECT_BATTLECMD: 10,
  SELECT_EFFECTYN: 12,
  SELECT_YESNO: 13,
  SELECT_OPTION: 14,
  SELECT_CARD: 15,
  SELECT_CHAIN: 16,
  SELECT_PLACE: 18,
  SELECT_POSITION: 19,
  SELECT_TRIBUTE: 20,
  SORT_CHAIN: 21,
  SELECT_SUM: 23,
  SELECT_DISFIELD: 24,
  SORT_CARD: 25,
  SELECT_UNSELECT_CARD: 26,
  ANNOUNCE_RACE: 140,
  ANNOUNCE_ATTRIB: 141,
  ANNOUNCE_CARD: 142,
  ANNOUNCE_NUMBER: 143,
} as const;

const RESPONSE = {
  SELECT_EFFECTYN: 2,
  SELECT_YESNO: 3,
  SELECT_OPTION: 4,
  SELECT_CARD: 5,
  SELECT_UNSELECT_CARD: 7,
  SELECT_CHAIN: 8,
  SELECT_DISFIELD: 9,
  SELECT_PLACE: 10,
  SELECT_POSITION: 11,
  SELECT_TRIBUTE: 12,
  SELECT_SUM: 14,
  SORT_CARD: 15,
} as const;

/** Indices of `cards` to pick: preferred codes first (each preferred entry used once), then the rest, `count` in all. */
export function preferredIndices(cards: readonly { code: number }[], prefer: readonly number[], count: number): number[] {
  const chosen: number[] = [];
  const wanted = [...prefer];
  cards.forEach((card, i) => {
    const at = wanted.indexOf(card.code);
    if (at >= 0 && chosen.length < count) {
      chosen.push(i);
      wanted.splice(at, 1);
    }
  });
  for (let i = 0; i < cards.length && chosen.length < count; i++) if (!chosen.includes(i)) chosen.push(i);
  return chosen;
}

/** Which preferred cards are among these (so a "1 to N" choice takes exactly the named ones). */
function preferredCount(cards: readonly { code: number }[], prefer: readonly number[]): number {
  return preferredIndices(cards, prefer, cards.length).filter((i, k) => k < cards.length && prefer.includes(cards[i].code)).length;
}

/** A subset of the offered amounts (plus the must-select ones) that a SELECT_SUM accepts. */
export function sumSelection(message: any, prefer: readonly number[]): number[] | null {
  const must = (message.selects_must as any[]).map((c) => c.amount as number);
  const cards = message.selects as any[];
  const value = (amount: number, high: boolean) => {
    const low = amount & 0xffff,
      hi = amount >>> 16;
    if (!hi) return low;
    return high ? Math.max(low, hi) : Math.min(low, hi);
  };
  const accepts = (picked: number[]): boolean => {
    const all = [...must, ...picked.map((i) => cards[i].amount as number)];
    if (message.select_max === 0) {
      // Exactly the amount, with min..max cards (either value of a card with two counts may be used).
      if (picked.length < message.min || picked.length > message.max) return false;
      const reach = (k: number, left: number): boolean =>
        k === all.length ? left === 0 : [all[k] & 0xffff, all[k] >>> 16].filter((v, j) => j === 0 || v > 0).some((v) => reach(k + 1, left - v));
      return reach(0, message.amount);
    }
    // At least the amount, and without any one card it would not reach it.
    const sum = all.reduce((s, a) => s + value(a, false), 0);
    const most = all.reduce((s, a) => s + value(a, true), 0);
    const least = Math.min(...all.map((a) => value(a, false)));
    return most >= message.amount && sum - least < message.amount;
  };
  // Strict like the card prompts: when the step names some of these cards, only they are used.
  const named = cards.map((c, i) => (prefer.includes(c.code) ? i : -1)).filter((i) => i >= 0);
  if (named.length > 0) return accepts(named) ? named : null;
  const order = preferredIndices(cards, prefer, cards.length);
  const limit = Math.min(order.length, 12);
  const search = (start: number, picked: number[]): number[] | null => {
    if (picked.length > 0 && accepts(picked)) return picked;
    for (let k = start; k < limit; k++) {
      const found = search(k + 1, [...picked, order[k]]);
      if (found) return found;
    }
    return null;
  };
  return search(0, []);
}

function firstFreePlace(message: any): { player: number; location: number; sequence: number } | null {
  const mask = message.field_mask as number;
  const ranges: [number, number, number][] = [
    [0, 0x4, 0],
    [0, 0x8, 8],
    [1, 0x4, 16],
    [1, 0x8, 24],
  ];
  for (const [player, location, base] of ranges) {
    const me = message.player as number;
    const who = player === 0 ? me : 1 - me;
    // Main Monster Zones 0-4, then the Extra Monster Zones 5-6; Spell & Trap Zones 0-4.
    for (let seq = 0; seq < (location === 0x4 ? 7 : 5); seq++) if (!(mask & (1 << (base + seq)))) return { player: who, location, sequence: seq };
  }
  return null;
}

export function answerPrompt(message: any, plan: PromptPlan): object | null | undefined {
  const mine = message.player === 0;
  switch (message.type) {
    case MSG.SELECT_CHAIN:
      return { type: RESPONSE.SELECT_CHAIN, index: message.forced && message.selects.length > 0 ? 0 : null };
    case MSG.SELECT_EFFECTYN:
      return { type: RESPONSE.SELECT_EFFECTYN, yes: mine };
    case MSG.SELECT_YESNO:
      return { type: RESPONSE.SELECT_YESNO, yes: mine };
    case MSG.SELECT_OPTION: {
      const options = (message.options as bigint[]).map(Number);
      const index = options.indexOf(plan.optionDescription ?? 1);
      if (index < 0 && plan.optionDescription !== null) return null;
      return { type: RESPONSE.SELECT_OPTION, index: Math.max(0, index) };
    }
    case MSG.SELECT_CARD:
    case MSG.SELECT_TRIBUTE: {
      // Strict: a step that names its cards gets exactly those; only a prompt about cards it names none of
      // (say, a position or a zone's card the step leaves open) takes the first ones offered.
      const named = preferredCount(message.selects, plan.prefer);
      const type = message.type === MSG.SELECT_CARD ? RESPONSE.SELECT_CARD : RESPONSE.SELECT_TRIBUTE;
      if (!mine) return { type, indicies: preferredIndices(message.selects, [], message.min) };
      // The named cards cannot be chosen here: cancel the action when the engine allows it, else give up.
      if ((named === 0 && plan.prefer.length > 0 && message.min > 0) || (named > 0 && named < message.min)) return message.can_cancel ? { type } : null;
      const count = named > 0 ? Math.min(message.max, named) : message.min;
      const indicies = named > 0 ? preferredIndices(message.selects, plan.prefer, count).slice(0, count) : preferredIndices(message.selects, [], count);
      if (indicies.length < message.min) return null;
      consume(plan, message.selects, indicies);
      return { type: message.type === MSG.SELECT_CARD ? RESPONSE.SELECT_CARD : RESPONSE.SELECT_TRIBUTE, indicies };
    }
    case MSG.SELECT_UNSELECT_CARD: {
      // Finish once allowed, unless a card the step names can still be chosen (a step gets exactly its cards).
      const namedLeft = preferredCount(message.select_cards, plan.prefer) > 0;
      if (message.can_finish && message.unselect_cards.length >= message.min && !namedLeft) return { type: RESPONSE.SELECT_UNSELECT_CARD, index: null };
      if (message.select_cards.length === 0) return null;
      const [index] = preferredIndices(message.select_cards, plan.prefer, 1);
      consume(plan, message.select_cards, [index]);
      return { type: RESPONSE.SELECT_UNSELECT_CARD, index };
    }
    case MSG.SELECT_SUM: {
      const indicies = sumSelection(message, plan.prefer);
      return indicies ? { type: RESPONSE.SELECT_SUM, indicies } : null;
    }
    case MSG.SELECT_PLACE:
    case MSG.SELECT_DISFIELD: {
      const place = firstFreePlace(message);
      return place ? { type: message.type === MSG.SELECT_PLACE ? RESPONSE.SELECT_PLACE : RESPONSE.SELECT_DISFIELD, places: [place] } : null;
    }
    case MSG.SELECT_POSITION: {
      const positions = message.positions as number;
      const pick = [0x1, 0x4, 0x2, 0x8].find((p) => positions & p) ?? 0x1;
      return { type: RESPONSE.SELECT_POSITION, position: pick };
    }
    case MSG.SORT_CARD:
    case MSG.SORT_CHAIN:
      return { type: RESPONSE.SORT_CARD, order: null };
    case MSG.SELECT_BATTLECMD:
      return { type: 0, action: 3, index: 0 };
    default:
      return message.type >= 10 && message.type < 30 ? null : undefined;
  }
}

/** Preferred codes are used once: a step naming "Tribute A" does not pick A's twin for a later prompt. */
function consume(plan: PromptPlan, cards: readonly { code: number }[], picked: readonly number[]): void {
  const rest = [...plan.prefer];
  for (const i of picked) {
    const at = rest.indexOf(cards[i].code);
    if (at >= 0) rest.splice(at, 1);
  }
  plan.prefer = rest;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
