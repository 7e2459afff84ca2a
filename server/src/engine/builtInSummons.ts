import type { Zone } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { requireDistinct, requireNamed } from './cardChoice';
import { attachOverlay, moveToPile } from './cardMovement';
import { payCosts } from './costs';
import { card, freeMonsterZones, type PlayerId } from './gameState';
import { fitMaterials } from './materialMatching';
import { requireConditions } from './procedureConditions';
import { requireSpecialSummonable } from './specialSummonRules';
import { completeSpecialSummon, recordSummon } from './summonEvents';
import { requireOwnMainPhase } from './turnRules';
import { refuse } from './verdict';

/**
 * Summons performed as game actions, without a chain (rule 2): Flip Summon, a monster's built-in Special
 * Summon procedure, and Synchro, Xyz and Link Summons. Each opens the summon negation window.
 */

export function flipSummon(context: ActionContext, player: PlayerId, name: string): void {
  const state = context.state;
  requireOwnMainPhase(state, player, 'A Flip Summon');
  const id = requireNamed(context, name, [{ player, zone: 'monsters' }], player, 'Flip Summoned');
  const instance = card(state, id);
  if (instance.faceUp) refuse('not-face-down', `"${name}" is face-up; only a face-down Defense Position monster can be Flip Summoned (rule 1).`);
  if (instance.placedTurn === state.turn.turn) refuse('flip-summon-same-turn', `"${name}" was Set this turn; it cannot be Flip Summoned until a later turn (rule 1).`);
  instance.faceUp = true;
  instance.position = 'attack';
  instance.arrivedBy = 'flip';
  context.note(`"${name}" was Flip Summoned (it does not use the Normal Summon) (rule 1).`);
  recordSummon(context, player, [id], 'flip');
}

const PROCEDURE_SEARCH: readonly Exclude<Zone, 'field'>[] = ['hand', 'graveyard', 'banished', 'deck', 'extra'];

export function specialSummonByProcedure(context: ActionContext, player: PlayerId, name: string, costNames: readonly string[], tributeNames: readonly string[]): void {
  const state = context.state;
  requireOwnMainPhase(state, player, 'A built-in Special Summon');
  const id = requireNamed(context, name, PROCEDURE_SEARCH.map((zone) => ({ player, zone })), player, 'Special Summoned by its procedure');
  const rules = context.rulesOf(id);
  const methods = rules?.profile?.specialSummon.methods.filter((m) => m.kind === 'procedure') ?? [];
  if (methods.length === 0) refuse('no-summon-procedure', `"${name}" has no built-in Special Summon procedure (rule 2).`);
  const zone = card(state, id).location.zone as Exclude<Zone, 'field'>;
  const method = methods.find((m) => m.zones?.includes(zone));
  if (!method || method.clause?.kind !== 'procedure') {
    refuse('procedure-wrong-zone', `"${name}" is in ${zoneWords(zone)}, but its procedure works only from ${methods.map((m) => (m.zones ?? []).map(zoneWords).join(' or ')).join(' or ')} (rule 2).`);
  }
  const procedure = method.clause.procedure;
  // Rule 2: Special Summons need no Tributes unless the card's own condition says so.
  if (tributeNames.length > 0 && !procedure.costs.some((c) => c.kind === 'tribute')) {
    refuse('special-summon-needs-no-tributes', `The procedure of "${name}" Tributes nothing: Special Summons need no Tributes unless the card's own condition says so (rule 2; errata 5).`);
  }
  requireSpecialSummonable(context, id, { ignoreConditions: false, mechanic: 'procedure', description: 'its own procedure' });
  requireConditions(context, player, procedure.conditions, name);
  payCosts(context, player, procedure.costs, [...costNames, ...tributeNames], [id]);
  if (freeMonsterZones(state, player) === 0) refuse('no-free-monster-zone', `${player === 0 ? 'You have' : 'Your opponent has'} no free Monster Zone (rule 1).`);
  completeSpecialSummon(context, id, player, 'attack', true, 'procedure');
  context.note(`"${name}" was Special Summoned by its built-in procedure: properly summoned; the summon is in the negation window (rules 2, 3).`);
}

export function extraDeckSummon(context: ActionContext, player: PlayerId, mechanic: 'synchro' | 'xyz' | 'link', name: string, materialNames: readonly string[]): void {
  const state = context.state;
  const label = { synchro: 'Synchro Summon', xyz: 'Xyz Summon', link: 'Link Summon' }[mechanic];
  requireOwnMainPhase(state, player, `A ${label}`);
  const id = requireNamed(context, name, [{ player, zone: 'extra' }], player, `${label}ed`);
  const monster = context.rulesOf(id)?.monster;
  if (monster?.frame?.value !== mechanic) refuse('not-summonable-by-this-mechanic', `"${name}" is not a ${mechanic[0].toUpperCase()}${mechanic.slice(1)} Monster, so it cannot be ${label}ed.`);
  const materials = requireDistinct(context, materialNames, [{ player, zone: 'monsters' }], player, `used as ${label} Material`);
  for (const material of materials) {
    if (!card(state, material).faceUp) refuse('materials-invalid', `"${card(state, material).name}" is face-down; ${label} Materials must be face-up monsters you control.`);
  }
  const clauseKind = mechanic === 'synchro' ? 'synchroMaterials' : mechanic === 'xyz' ? 'xyzMaterials' : 'linkMaterials';
  const clause = monster.summon.find((c) => c.kind === clauseKind);
  if (clause && 'materials' in clause) {
    const fit = fitMaterials(context, clause.materials, materials, false);
    if (!fit.fits) refuse('materials-invalid', `The chosen materials for "${name}" do not fit: ${fit.problem} (rule 3).`);
  }
  if (mechanic === 'synchro') {
    const total = materials.reduce((sum, m) => sum + (levelOf(context.rulesOf(m)) ?? 0), 0);
    const level = monster.level?.value ?? 0;
    const tuners = materials.filter((m) => context.rulesOf(m)?.monster?.tuner).length;
    if (tuners !== 1) refuse('materials-invalid', `A Synchro Summon uses exactly 1 Tuner; the materials include ${tuners}.`);
    if (total !== level) refuse('materials-invalid', `The Synchro Materials' Levels total ${total}; "${name}" is Level ${level}, and they must be equal.`);
  }
  if (mechanic === 'xyz') {
    const rank = monster.rank?.value;
    const levels = new Set(materials.map((m) => levelOf(context.rulesOf(m))));
    if (levels.size !== 1 || (rank !== undefined && !levels.has(rank))) refuse('materials-invalid', `Xyz Materials must all have the same Level, equal to the Rank of "${name}" (${rank}).`);
  }
  if (mechanic === 'link') {
    const rating = monster.linkRating?.value ?? materials.length;
    if (materials.length !== rating) refuse('materials-invalid', `"${name}" is Link-${rating}: it needs ${rating} Link Materials, not ${materials.length}.`);
  }
  requireSpecialSummonable(context, id, { ignoreConditions: false, mechanic, description: `its ${label}` });
  for (const material of materials) {
    if (mechanic !== 'xyz') moveToPile(state, context.catalog, material, 'graveyard');
  }
  if (freeMonsterZones(state, player) === 0 && mechanic !== 'xyz') refuse('no-free-monster-zone', 'No free Monster Zone for the summoned monster (rule 1).');
  if (mechanic === 'xyz') {
    // Xyz Materials stay under the Xyz Monster; they free their zones when attached.
    const holderSlotFree = freeMonsterZones(state, player) + materials.length > 0;
    if (!holderSlotFree) refuse('no-free-monster-zone', 'No free Monster Zone for the summoned monster (rule 1).');
    const parked: number[] = [];
    for (const material of materials) {
      moveToPile(state, context.catalog, material, 'graveyard');
      parked.push(material);
    }
    completeSpecialSummon(context, id, player, 'attack', true, mechanic);
    for (const material of parked) attachOverlay(state, material, id);
  } else {
    completeSpecialSummon(context, id, player, 'attack', true, mechanic);
  }
  context.note(`"${name}" was ${label}ed with ${materials.map((m) => `"${card(state, m).name}"`).join(', ')}: properly summoned; the summon is in the negation window (rules 2, 3).`);
}

function zoneWords(zone: Zone): string {
  return { hand: 'the hand', deck: 'the Deck', extra: 'the Extra Deck', graveyard: 'the GY', banished: 'banishment', field: 'the field' }[zone];
}
