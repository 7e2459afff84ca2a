import type { CardFilter, OncePerTurn, Zone } from '../core/model/cards';
import { zoneName } from '../core/analysis/summoningProfile';
import { namesRank, synchroTunersAllowed } from '../core/model/materialRules';
import type { ActionContext } from './actionContext';
import { levelOf } from './cardCatalog';
import { describeFilter, matchesFilter } from './cardFilters';
import { type Place, requireDistinct, requireNamed } from './cardChoice';
import { attachOverlay, moveToPile } from './cardMovement';
import { payCosts } from './costs';
import { card, opponentOf, type PlayerId } from './gameState';
import { fitMaterials, linkValuesCanMake, requireUsableAsMaterial } from './materialMatching';
import { synchroTreatments, type Treatment, treatedContext, xyzTreatments } from './materialTreatments';
import { chooseSlot, type ZoneRequest } from './monsterZones';
import { conditionFailure, requireConditions } from './procedureConditions';
import { requireSpecialSummonable } from './specialSummonRules';
import { completeSpecialSummon, recordSummon } from './summonEvents';
import { requireOwnMainPhase } from './turnRules';
import { refuse, RuleViolation } from './verdict';

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
  if (context.rulesOf(id)?.profile?.normalSummon.cannotFlipSummon)
    refuse('cannot-flip-summon', `"${name}" says "Cannot be Flip Summoned": it stays face-down until an attack or an effect flips it (rules 1, 3).`);
  if (instance.placedTurn === state.turn.turn)
    refuse('flip-summon-same-turn', `"${name}" was Set this turn; it cannot be Flip Summoned until a later turn (rule 1).`);
  instance.faceUp = true;
  instance.position = 'attack';
  instance.arrivedBy = 'flip';
  context.note(`"${name}" was Flip Summoned (it does not use the Normal Summon) (rule 1).`);
  recordSummon(context, player, [id], 'flip');
}

const PROCEDURE_SEARCH: readonly Exclude<Zone, 'field'>[] = ['hand', 'graveyard', 'banished', 'deck', 'extra', 'pendulum'];

export function specialSummonByProcedure(
  context: ActionContext,
  player: PlayerId,
  name: string,
  costNames: readonly string[],
  tributeNames: readonly string[],
  zoneRequest: ZoneRequest = null,
): void {
  const state = context.state;
  requireOwnMainPhase(state, player, 'A built-in Special Summon');
  const id = requireNamed(
    context,
    name,
    PROCEDURE_SEARCH.map((zone) => ({ player, zone })),
    player,
    'Special Summoned by its procedure',
  );
  const rules = context.rulesOf(id);
  const methods = rules?.profile?.specialSummon.methods.filter((m) => m.kind === 'procedure') ?? [];
  if (methods.length === 0) refuse('no-summon-procedure', `"${name}" has no built-in Special Summon procedure (rule 2).`);
  const location = card(state, id).location.zone;
  const zone = (location === 'spells' ? 'pendulum' : location) as Exclude<Zone, 'field'>;
  // A face-up card of the Extra Deck is in both `extra` and `face-up-extra`.
  const zonesHere: readonly Zone[] = zone === 'extra' && card(state, id).faceUp ? ['face-up-extra', 'extra'] : [zone];
  // Several procedures (the Kaiju): the first from this zone whose conditions hold, else the first from this zone.
  const fromHere = methods.filter((m) => m.zones?.some((z) => zonesHere.includes(z)));
  // A procedure whose (written) conditions hold is preferred to one without conditions.
  const holds = (m: (typeof fromHere)[number]) =>
    m.clause?.kind === 'procedure' && m.clause.procedure.conditions.every((c) => conditionFailure(context, player, c) === null);
  const conditional = (m: (typeof fromHere)[number]) => m.clause?.kind === 'procedure' && m.clause.procedure.conditions.length > 0;
  const method = fromHere.find((m) => holds(m) && conditional(m)) ?? fromHere.find(holds) ?? fromHere[0];
  if (!method || method.clause?.kind !== 'procedure') {
    refuse(
      'procedure-wrong-zone',
      `"${name}" is in ${zoneName(zonesHere[0])}, but its procedure works only from ${methods.map((m) => (m.zones ?? []).map(zoneName).join(' or ')).join(' or ')} (rule 2).`,
    );
  }
  const clause = method.clause;
  const procedure = clause.procedure;
  // Rule 2: Special Summons need no Tributes unless the card's own condition says so.
  if (tributeNames.length > 0 && !procedure.costs.some((c) => c.kind === 'tribute')) {
    refuse(
      'special-summon-needs-no-tributes',
      `The procedure of "${name}" Tributes nothing: Special Summons need no Tributes unless the card's own condition says so (rule 2; errata 5).`,
    );
  }
  requireSpecialSummonable(context, id, { ignoreConditions: false, mechanic: 'procedure', description: 'its own procedure' });
  const useKey = requireOncePerTurn(context, player, id, procedure.oncePerTurn ?? 'none', `procedure:${methods.indexOf(method)}`, 'Special Summoned this way');
  // "You can only Special Summon "X" once per turn this way" said once for all its procedures: one count they share.
  const sharedKey = rules?.profile?.specialSummon.proceduresOncePerTurn
    ? requireOncePerTurn(context, player, id, 'hard', 'procedures', 'Special Summoned by one of its procedures')
    : null;
  requireConditions(context, player, procedure.conditions, name);
  payCosts(context, player, procedure.costs, [...costNames, ...tributeNames], [id]);
  // "to your opponent's field" (Lava Golem, the Kaiju): the opponent controls it; you summoned it.
  const controller = clause.toOpponent ? opponentOf(player) : player;
  const fromExtra = zone === 'extra';
  const linkedOnly = fromExtra && (context.rulesOf(id)?.monster?.frame?.value === 'link' || card(state, id).faceUp);
  const slot = chooseSlot(state, context.catalog, controller, name, { linkedOnly, fromExtraDeck: fromExtra }, zoneRequest);
  completeSpecialSummon(context, id, controller, clause.position ?? 'attack', true, 'procedure', { slot, summoner: player });
  markOncePerTurn(context, player, useKey);
  markOncePerTurn(context, player, sharedKey);
  context.note(
    `"${name}" was Special Summoned by its built-in procedure${clause.toOpponent ? " to the opponent's field" : ''}: properly summoned; the summon is in the negation window (rules 2, 3).`,
  );
}

/**
 * "Once per turn" (soft: per copy) and "You can only ... once per turn this way" (hard: per name): refuses a
 * second use this turn; returns the key to mark once the use succeeded.
 */
export function requireOncePerTurn(context: ActionContext, player: PlayerId, id: number, limit: OncePerTurn, what: string, verb: string): string | null {
  if (limit === 'none') return null;
  const name = card(context.state, id).name;
  const key = limit === 'hard' ? `name:${name}:${what}` : `copy:${id}:${what}`;
  const used = context.state.turn.allowance[player].oncePerTurnUsed ?? [];
  if (used.includes(key)) {
    refuse(
      'once-per-turn-used',
      limit === 'hard'
        ? `"${name}" was already ${verb} this turn: "You can only ... once per turn" counts every copy of the name.`
        : `This copy of "${name}" was already ${verb} this turn ("Once per turn").`,
    );
  }
  return key;
}

export function markOncePerTurn(context: ActionContext, player: PlayerId, key: string | null): void {
  if (key === null) return;
  const allowance = context.state.turn.allowance[player];
  (allowance.oncePerTurnUsed ??= []).push(key);
}

export function extraDeckSummon(
  context: ActionContext,
  player: PlayerId,
  mechanic: 'synchro' | 'xyz' | 'link',
  name: string,
  materialNames: readonly string[],
  zoneRequest: ZoneRequest = null,
): void {
  const state = context.state;
  const label = { synchro: 'Synchro Summon', xyz: 'Xyz Summon', link: 'Link Summon' }[mechanic];
  requireOwnMainPhase(state, player, `A ${label}`);
  const id = requireNamed(context, name, [{ player, zone: 'extra' }], player, `${label}ed`);
  const monster = context.rulesOf(id)?.monster;
  if (monster?.frame?.value !== mechanic)
    refuse('not-summonable-by-this-mechanic', `"${name}" is not a ${mechanic[0].toUpperCase()}${mechanic.slice(1)} Monster, so it cannot be ${label}ed.`);
  // The card's own conditions first: "Cannot be Synchro Summoned", "Must be Special Summoned with a card effect".
  requireSpecialSummonable(context, id, { ignoreConditions: false, mechanic, description: `its ${label}` });
  // "You can also use 1 monster your opponent controls as material to Link Summon this card": the opponent's
  // Monster Zones are searched after the player's own.
  const fromOpponent = monster.summon.flatMap((c) => (c.kind === 'opponentMaterials' && c.mechanic === mechanic ? [c.filter] : []));
  const places: Place[] = [{ player, zone: 'monsters' }, ...(fromOpponent.length > 0 ? [{ player: opponentOf(player), zone: 'monsters' as const }] : [])];
  const materials = requireDistinct(context, materialNames, places, player, `used as ${label} Material`);
  requireOpponentMaterials(context, player, materials, fromOpponent, label);
  // Ghostrick Festival: "you can also use face-down "Ghostrick" monsters you control as material".
  const faceDownAllowed = monster.summon.flatMap((c) => (c.kind === 'faceDownMaterials' ? [c.filter] : []));
  for (const material of materials) {
    if (card(state, material).faceUp || faceDownAllowed.some((filter) => matchesFilter(context, material, filter))) continue;
    refuse(
      'materials-invalid',
      `"${card(state, material).name}" is face-down; ${label} Materials must be face-up monsters you control${faceDownAllowed.length > 0 ? ` (face-down ones only if they fit ${faceDownAllowed.map((filter) => describeFilter(filter)).join(' or ')})` : ''}.`,
    );
  }
  requireUsableAsMaterial(context, materials, mechanic);
  const clauseKind = mechanic === 'synchro' ? 'synchroMaterials' : mechanic === 'xyz' ? 'xyzMaterials' : 'linkMaterials';
  const clause = monster.summon.find((c) => c.kind === clauseKind);
  // "You can also Xyz Summon this card by using ... as material": tried when the ordinary materials do not fit.
  // "An Xyz Summon of this card can only be done with the above materials": its alternatives are not used.
  const onlyAbove = monster.summon.some((c) => c.kind === 'onlyWithMaterials' && c.mechanic === mechanic);
  const alternatives = mechanic === 'xyz' && !onlyAbove ? monster.summon.filter((c) => c.kind === 'alternativeXyzMaterials') : [];
  // An alternative whose materials fit but whose condition does not hold ("if a "Rank-Up-Magic" Quick-Play Spell was activated this turn").
  let unmetAlternative: string | null = null;
  for (const alternative of alternatives) {
    if (alternative.kind !== 'alternativeXyzMaterials') continue;
    const fit = fitMaterials(context, alternative.materials, materials, false, alternative.conditions);
    const unmet = fit.fits && alternative.activatedThisTurn ? conditionFailure(context, player, alternative.activatedThisTurn) : null;
    if (unmet !== null) unmetAlternative ??= unmet;
    else if (fit.fits) {
      const key = requireOncePerTurn(context, player, id, alternative.oncePerTurn ?? 'none', 'alternative-xyz', 'Xyz Summoned this way');
      completeAlternativeXyz(context, player, id, name, materials, zoneRequest);
      markOncePerTurn(context, player, key);
      return;
    }
  }
  const checkMaterials = (treated: ActionContext): void => {
    if (clause && 'materials' in clause) {
      const fit = fitMaterials(treated, clause.materials, materials, false, clause.conditions);
      if (!fit.fits && unmetAlternative !== null) {
        refuse('procedure-condition-not-met', `The materials fit only the alternative Xyz Summon of "${name}", which needs ${unmetAlternative} (rule 3).`);
      }
      if (!fit.fits) refuse('materials-invalid', `The chosen materials for "${name}" do not fit: ${fit.problem} (rule 3).`);
    }
    if (mechanic === 'synchro') {
      const total = materials.reduce((sum, m) => sum + (levelOf(treated.rulesOf(m)) ?? 0), 0);
      const level = monster.level?.value ?? 0;
      const tuners = materials.filter((m) => treated.rulesOf(m)?.monster?.tuner).length;
      // Exactly 1 Tuner, unless the material line prints more ("3 Tuners + 1 non-Tuner Synchro Monster", rules §7).
      const allowed = synchroTunersAllowed(clause && 'materials' in clause ? clause.materials : []);
      if (tuners < 1 || tuners > allowed) {
        refuse(
          'materials-invalid',
          allowed === 1
            ? `A Synchro Summon uses exactly 1 Tuner; the materials include ${tuners}.`
            : `The Synchro Materials of "${name}" include ${tuners} Tuner(s); its material line takes 1 to ${allowed}.`,
        );
      }
      if (total !== level) refuse('materials-invalid', `The Synchro Materials' Levels total ${total}; "${name}" is Level ${level}, and they must be equal.`);
    }
    if (mechanic === 'xyz') {
      const rank = monster.rank?.value;
      // Xyz Monsters have no Level: they are Xyz Material only where the line names their Rank ("2 Rank 4 Xyz
      // Monsters", rules §7), and the line's filter has matched it; the same-Level rule binds the others.
      const leveled = materials.filter((m) => levelOf(treated.rulesOf(m)) !== undefined);
      const byRank = clause && 'materials' in clause && clause.materials.some(namesRank);
      const levels = new Set(leveled.map((m) => levelOf(treated.rulesOf(m))));
      // A Rank 0 Xyz Monster's materials have no common Level: its material line says what they are.
      if (rank !== 0 && leveled.length < materials.length && !byRank)
        refuse(
          'materials-invalid',
          `Xyz Materials must all have the same Level, equal to the Rank of "${name}" (${rank}); an Xyz Monster has no Level, and the material line names no Rank.`,
        );
      if (rank !== 0 && leveled.length > 0 && (levels.size !== 1 || (rank !== undefined && !levels.has(rank))))
        refuse('materials-invalid', `Xyz Materials must all have the same Level, equal to the Rank of "${name}" (${rank}).`);
    }
  };
  // "Can be treated as a Level 3 or 5 monster for the Xyz Summon of a WATER monster", "can treat it as a non-Tuner":
  // the materials are checked as they stand for this monster (engine/materialTreatments.ts); a Synchro Summon
  // tries each way its Tuners may stand, the first way is every Tuner a Tuner.
  const ways =
    mechanic === 'synchro'
      ? synchroTreatments(context, materials, id)
      : [mechanic === 'xyz' ? xyzTreatments(context, materials, id, monster.rank?.value) : new Map<number, Treatment>()];
  let refusal: RuleViolation | null = null;
  for (const way of ways) {
    try {
      checkMaterials(treatedContext(context, way));
      refusal = null;
      break;
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      refusal ??= error;
    }
  }
  if (refusal !== null) throw refusal;
  if (mechanic === 'link') {
    const rating = monster.linkRating?.value ?? materials.length;
    // Rules 6: a Link Monster material counts 1 or its Link Rating; the values add up exactly to the rating.
    if (!linkValuesCanMake(context, materials, rating)) {
      refuse(
        'materials-invalid',
        `"${name}" is Link-${rating}: its materials must count exactly ${rating} (1 each, a Link Monster 1 or its Link Rating); ${materials.length} material(s) cannot make ${rating} (rules 6).`,
      );
    }
  }
  // Master Rule (April 2020): a Link Monster goes to an Extra Monster Zone or a zone a Link Arrow points to;
  // the materials leave first, so their zones (and their arrows) are gone.
  const parked: number[] = [];
  for (const material of materials) {
    if (mechanic !== 'xyz') moveToPile(state, context.catalog, material, 'graveyard');
    else {
      // Xyz Materials stay under the Xyz Monster; they free their zones when attached (parked on the way).
      moveToPile(state, context.catalog, material, 'graveyard');
      parked.push(material);
    }
  }
  const slot = chooseSlot(state, context.catalog, player, name, { linkedOnly: mechanic === 'link', fromExtraDeck: true }, zoneRequest);
  completeSpecialSummon(context, id, player, 'attack', true, mechanic, { slot });
  for (const material of parked) attachOverlay(state, material, id);
  context.note(
    `"${name}" was ${label}ed with ${materials.map((m) => `"${card(state, m).name}"`).join(', ')}: properly summoned; the summon is in the negation window (rules 2, 3).`,
  );
}

/**
 * The opponent's monsters among the materials: each face-up and fitting a filter of the card's clauses, and no
 * more than their counts allow (EDOPro's engine: only for this card's own Summon, the rest from your field).
 */
function requireOpponentMaterials(context: ActionContext, player: PlayerId, materials: readonly number[], filters: readonly CardFilter[], label: string): void {
  const theirs = materials.filter((m) => card(context.state, m).location.player !== player);
  if (theirs.length === 0) return;
  const allowed = filters.some((f) => f.count.max === null) ? Infinity : filters.reduce((sum, f) => sum + (f.count.max ?? 0), 0);
  if (theirs.length > allowed)
    refuse(
      'materials-invalid',
      `${theirs.length} of the ${label} Materials are your opponent's monsters; this card allows at most ${allowed} (the others must be yours).`,
    );
  for (const material of theirs) {
    if (!card(context.state, material).faceUp)
      refuse(
        'materials-invalid',
        `"${card(context.state, material).name}" is a face-down monster your opponent controls; only face-up ones can be its ${label} Material.`,
      );
    if (!filters.some((f) => matchesFilter(context, material, f)))
      refuse(
        'materials-invalid',
        `"${card(context.state, material).name}" is your opponent's, and is not ${filters.map((f) => describeFilter(f)).join(' or ')}: only such a monster they control can be its ${label} Material.`,
      );
  }
}

/** The alternative Xyz Summon: the material and its own Xyz Materials all go under the new monster. */
function completeAlternativeXyz(
  context: ActionContext,
  player: PlayerId,
  id: number,
  name: string,
  materials: readonly number[],
  zoneRequest: ZoneRequest,
): void {
  const state = context.state;
  const transferred: number[] = [];
  for (const material of materials) {
    const controller = card(state, material).location.player;
    transferred.push(...(state.players[controller].overlays[material] ?? []), material);
  }
  // Detach the old materials first so that moving the holder does not send them to the GY.
  for (const overlay of transferred) {
    if (!materials.includes(overlay)) moveToPile(state, context.catalog, overlay, 'graveyard');
  }
  for (const material of materials) moveToPile(state, context.catalog, material, 'graveyard');
  const slot = chooseSlot(state, context.catalog, player, name, { linkedOnly: false, fromExtraDeck: true }, zoneRequest);
  completeSpecialSummon(context, id, player, 'attack', true, 'xyz', { slot });
  for (const overlay of transferred) attachOverlay(state, overlay, id);
  context.note(
    `"${name}" was Xyz Summoned by its alternative procedure with ${materials.map((m) => `"${card(state, m).name}"`).join(', ')} (its materials are transferred): properly summoned (rules 2, 3).`,
  );
}
