import type { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { findNamed, requireNamed } from './cardChoice';
import { placeMonster } from './cardMovement';
import { card, PENDULUM_SLOTS, type PlayerId } from './gameState';
import { chooseSlot } from './monsterZones';
import { requireSpecialSummonable } from './specialSummonRules';
import { recordSummon, requireOnlyOne } from './summonEvents';
import { requireOwnMainPhase } from './turnRules';
import { refuse } from './verdict';

/**
 * Pendulum (rulebook; docs/language.md "Pendulum"): the Pendulum Zones are the leftmost and rightmost
 * Spell & Trap Zones. The Pendulum Summon is a built-in Special Summon, once per turn, of monsters from the
 * hand and the face-up Extra Deck whose Levels are strictly between the two Scales.
 */

/** `activate "X" as pendulum scale`: a Pendulum Monster from the hand to a free Pendulum Zone. */
export function activateAsScale(context: ActionContext, player: PlayerId, name: string): void {
  const state = context.state;
  requireOwnMainPhase(state, player, `Activating "${name}" as a Pendulum Scale`);
  const id = requireNamed(context, name, [{ player, zone: 'hand' }], player, 'activated as a Pendulum Scale');
  if (!context.rulesOf(id)?.monster?.pendulum)
    refuse('not-a-pendulum-monster', `"${name}" is not a Pendulum Monster, so it cannot be placed in a Pendulum Zone (rulebook).`);
  const row = state.players[player].spells;
  const slot = PENDULUM_SLOTS.find((s) => row[s] === null);
  if (slot === undefined) refuse('no-free-pendulum-zone', `Both of ${player === 0 ? 'your' : "your opponent's"} Pendulum Zones are taken (rulebook).`);
  const instance = card(state, id);
  state.players[player].hand.splice(state.players[player].hand.indexOf(id), 1);
  row[slot] = id;
  instance.location = { zone: 'spells', player, slot };
  instance.faceUp = true;
  instance.placedTurn = state.turn.turn;
  state.recentSummons = [];
  context.note(`"${name}" was activated in the ${slot === 0 ? 'left' : 'right'} Pendulum Zone (Scale ${scaleOf(context, id)}).`);
}

function scaleOf(context: ActionContext, id: number): number {
  return context.rulesOf(id)?.monster?.scale?.value ?? 0;
}

/** The two Scales in the player's Pendulum Zones, lower first, or undefined without two Pendulum Monsters there. */
export function scalesOf(context: ActionContext, player: PlayerId): readonly [number, number] | undefined {
  const row = context.state.players[player].spells;
  const ids = PENDULUM_SLOTS.map((s) => row[s]);
  if (ids.some((id) => id === null || !context.rulesOf(id)?.monster?.pendulum)) return undefined;
  const scales = ids.map((id) => scaleOf(context, id!)).sort((a, b) => a - b);
  return [scales[0], scales[1]];
}

export function pendulumSummon(context: ActionContext, player: PlayerId, names: readonly string[]): void {
  const state = context.state;
  requireOwnMainPhase(state, player, 'A Pendulum Summon');
  const allowance = state.turn.allowance[player];
  if (allowance.pendulumSummoned)
    refuse('pendulum-summon-used', `${player === 0 ? 'You have' : 'Your opponent has'} already Pendulum Summoned this turn (once per turn, rulebook).`);
  const scales = scalesOf(context, player);
  if (!scales) refuse('no-pendulum-scales', 'A Pendulum Summon needs a Pendulum Monster in each of your two Pendulum Zones (rulebook).');
  const [low, high] = scales;
  const chosen: number[] = [];
  for (const name of names) {
    const faceUpExtra = (id: number) => card(state, id).location.zone !== 'extra' || card(state, id).faceUp;
    const id = findNamed(
      context,
      name,
      [
        { player, zone: 'hand' },
        { player, zone: 'extra' },
      ],
      new Set(chosen),
      faceUpExtra,
    );
    if (id === undefined) {
      const elsewhere = findNamed(context, name, [{ player, zone: 'extra' }], new Set(chosen));
      refuse(
        elsewhere !== undefined ? 'not-pendulum-summonable' : 'card-not-found',
        elsewhere !== undefined
          ? `"${name}" is face-down in the Extra Deck; only face-up Pendulum Monsters are Pendulum Summoned from there (rulebook).`
          : `"${name}" is not in your hand or face-up Extra Deck, so it cannot be Pendulum Summoned.`,
      );
    }
    const rules = context.rulesOf(id);
    const fromExtra = card(state, id).location.zone === 'extra';
    if (fromExtra && !rules?.monster?.pendulum)
      refuse('not-pendulum-summonable', `"${name}" is not a Pendulum Monster; only Pendulum Monsters are Pendulum Summoned from the Extra Deck (rulebook).`);
    const level = levelOf(rules);
    if (level === undefined || level <= low || level >= high) {
      refuse(
        'level-not-between-scales',
        `"${name}" is ${level === undefined ? 'a monster without a Level' : `Level ${level}`}; the Scales are ${low} and ${high}, so only Levels ${low + 1} to ${high - 1} can be Pendulum Summoned (rulebook).`,
      );
    }
    if (rules?.profile && !rules.profile.specialSummon.pendulumSummonable && rules.profile.specialSummon.restriction === 'nomi') {
      refuse(
        'nomi-only-own-method',
        `"${name}" is a Nomi monster: only ${rules.profile.specialSummon.properMethod} can Special Summon it, not a Pendulum Summon (rule 3).`,
      );
    }
    requireSpecialSummonable(context, id, { ignoreConditions: false, mechanic: 'pendulum', description: 'a Pendulum Summon' });
    requireOnlyOne(context, id, player);
    chosen.push(id);
  }
  if (chosen.length === 0) refuse('effect-cannot-be-applied', 'A Pendulum Summon names at least one monster.');
  allowance.pendulumSummoned = true;
  for (const id of chosen) {
    const fromExtra = card(state, id).location.zone === 'extra';
    // Master Rule (April 2020): from the face-up Extra Deck only to an Extra Monster Zone or a linked zone.
    const slot = chooseSlot(state, context.catalog, player, card(state, id).name, { linkedOnly: fromExtra, fromExtraDeck: fromExtra }, null);
    const proper = context.rulesOf(id)?.profile?.specialSummon.methods.some((m) => m.mechanic === 'pendulum') === true;
    placeMonster(state, id, player, { position: 'attack', faceUp: true, turn: state.turn.turn, arrivedBy: 'special', slot });
    card(state, id).specialMethod = 'pendulum';
    if (proper) card(state, id).properlySummoned = true;
  }
  recordSummon(context, player, chosen, 'special');
  context.note(
    `Pendulum Summoned ${chosen.map((id) => `"${card(state, id).name}"`).join(', ')} with Scales ${low} and ${high}: a built-in Special Summon, in the negation window (rulebook).`,
  );
}
