import type { EngineLimits } from './actionContext';
import { type GameState, MONSTER_SLOT_COUNT, PILE_ZONES, PLAYERS, SPELL_ZONE_COUNT } from './gameState';
import { normalSummonLimit } from './turnRules';

/**
 * The engine's own invariants, checked after every step: no card lost or duplicated across
 * zones, at most 5 monsters and 5 Spells/Traps per player, counters within their limits. A violation is
 * an engine bug, never a rules verdict.
 */
export function invariantViolations(state: GameState, expectedCards: number, limits: EngineLimits): string[] {
  const problems: string[] = [];
  const seen = new Map<number, number>();
  const count = (id: number, where: string, check: (location: GameState['cards'][number]['location']) => boolean) => {
    seen.set(id, (seen.get(id) ?? 0) + 1);
    const instance = state.cards[id];
    if (!instance) problems.push(`Card id ${id} in ${where} has no instance.`);
    else if (!check(instance.location)) problems.push(`"${instance.name}" (${id}) is in ${where} but its location says ${instance.location.zone}.`);
  };
  for (const player of PLAYERS) {
    const side = state.players[player];
    for (const zone of PILE_ZONES) {
      for (const id of side[zone]) count(id, `player ${player}'s ${zone}`, (l) => l.zone === zone && l.player === player);
    }
    if (side.monsters.length !== MONSTER_SLOT_COUNT)
      problems.push(`Player ${player} has ${side.monsters.length} Monster Zones instead of ${MONSTER_SLOT_COUNT} (5 Main, 2 Extra).`);
    if (side.spells.length !== SPELL_ZONE_COUNT) problems.push(`Player ${player} has ${side.spells.length} Spell & Trap Zones instead of ${SPELL_ZONE_COUNT}.`);
    side.monsters.forEach((id, slot) => {
      if (id === null) return;
      count(id, `player ${player}'s Monster Zone ${slot}`, (l) => l.zone === 'monsters' && l.player === player && l.slot === slot);
      if (state.cards[id] && state.cards[id].position === null) problems.push(`"${state.cards[id].name}" is on a Monster Zone without a battle position.`);
    });
    side.spells.forEach((id, slot) => {
      if (id !== null) count(id, `player ${player}'s Spell & Trap Zone ${slot}`, (l) => l.zone === 'spells' && l.player === player && l.slot === slot);
    });
    for (const [holder, list] of Object.entries(side.overlays)) {
      const holderCard = state.cards[Number(holder)];
      if (!holderCard || holderCard.location.zone !== 'monsters') problems.push(`Xyz Materials are attached to ${holder}, which is not on the field.`);
      for (const id of list) count(id, `the Xyz Materials of ${holder}`, (l) => l.zone === 'overlay' && l.holder === Number(holder));
    }
    if (side.lp < 0 || !Number.isInteger(side.lp)) problems.push(`Player ${player} has ${side.lp} LP.`);
    const allowance = state.turn.allowance[player];
    const limit = normalSummonLimit(state, player);
    if (allowance.normalSummonsUsed < 0 || allowance.normalSummonsUsed > limit) {
      problems.push(`Player ${player} used ${allowance.normalSummonsUsed} Normal Summons with a limit of ${limit}.`);
    }
  }
  for (const [id, times] of seen) {
    if (times > 1) problems.push(`"${state.cards[id]?.name ?? id}" (${id}) is in ${times} places at once.`);
  }
  for (const idText of Object.keys(state.cards)) {
    const id = Number(idText);
    if (!seen.has(id)) problems.push(`"${state.cards[id].name}" (${id}) is in no zone: it was lost.`);
    if (state.cards[id].location.zone !== 'monsters' && state.cards[id].position !== null)
      problems.push(`"${state.cards[id].name}" has a battle position outside a Monster Zone.`);
  }
  const total = Object.keys(state.cards).length;
  if (total !== expectedCards) problems.push(`The duel has ${total} cards; it started with ${expectedCards}.`);
  if (state.chain.length > limits.maxChainLinks) problems.push(`The chain has ${state.chain.length} links (limit ${limits.maxChainLinks}).`);
  if (state.resolvingLink !== 0) problems.push(`A chain link (${state.resolvingLink}) is still marked as resolving between actions.`);
  if (state.pendingSummon) {
    for (const id of state.pendingSummon.cardIds) {
      if (state.cards[id]?.location.zone !== 'monsters')
        problems.push(`The summon in the negation window names "${state.cards[id]?.name}", which is not on the field.`);
    }
  }
  return problems;
}
