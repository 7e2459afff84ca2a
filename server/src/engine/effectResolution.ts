import type { Effect } from '../core/model/effects';
import type { ActionContext } from './actionContext';
import { cardsInPlaces, placesOf } from './cardChoice';
import { describeFilter, matchesFilter } from './cardFilters';
import { draw, moveToPile } from './cardMovement';
import { card, type ChainLink, freeMonsterZones, opponentOf, PENDULUM_SLOTS, PLAYERS, type PlayerId } from './gameState';
import { requireSpecialSummonable, type SummonWay } from './specialSummonRules';
import { chooseSlot } from './monsterZones';
import { completeSpecialSummon, negatePendingSummon } from './summonEvents';
import { grantExtraNormalSummon, grantNormalSummonLimit, grantOpponentTribute, grantPayLpPerTribute, isContinuous } from './summonGrants';
import { RuleViolation } from './verdict';

/**
 * Applies a resolving chain link's effect lines in order (docs/language.md, "Effect statements").
 * Costs, targets and choices were fixed on activation; here an effect that can no longer do its job
 * (its target left, its summon became impossible) does nothing, which the trace says, but the
 * activation stays legal.
 */
export function applyEffects(context: ActionContext, link: ChainLink): void {
  const rules = context.rulesOf(link.cardId);
  const effects = rules?.effect.effects ?? [];
  const name = rules?.name ?? card(context.state, link.cardId).name;
  const affected: number[] = [];
  for (const effect of effects) {
    context.tick();
    try {
      applyEffect(context, link, effect, name, affected);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      if (error.code === 'step-limit-exceeded') throw error;
      context.note(`"${name}": ${error.reason} The effect does nothing.`);
    }
  }
}

function applyEffect(context: ActionContext, link: ChainLink, effect: Effect, cardName: string, affected: number[]): void {
  const state = context.state;
  const player = link.player;
  const waySummon = (ignoreConditions: boolean): SummonWay => ({
    ignoreConditions,
    byCard: cardName,
    description: `the effect of "${cardName}"${ignoreConditions ? ' (ignoring the Summoning conditions)' : ''}`,
  });
  switch (effect.kind) {
    case 'cost':
    case 'target':
    case 'trigger':
    case 'fusionSubstitute':
    case 'oncePerTurn':
      return;
    case 'specialSummonSelf': {
      // Rules 6: the card's own way of Special Summoning itself (properly summoned by it).
      if (!stillWhereItSummonsItselfFrom(context, link.cardId)) {
        context.note(`"${cardName}" is no longer where it was activated; nothing is summoned.`);
        return;
      }
      summonByEffect(context, link.cardId, player, { ignoreConditions: false, byCard: cardName, description: 'its own effect' }, effect.position ?? 'attack');
      return;
    }
    case 'specialSummonTarget': {
      const target = link.targets[0];
      if (target === undefined || !stillWhereItSummonsItselfFrom(context, target)) {
        context.note(`"${cardName}": its target is no longer there; nothing is summoned.`);
        return;
      }
      summonByEffect(context, target, player, waySummon(effect.ignoreConditions), effect.position ?? 'attack', effect.toOpponent === true);
      return;
    }
    case 'specialSummonFrom': {
      const choice = link.summonChoice;
      if (choice === null || !stillWhereItSummonsItselfFrom(context, choice)) {
        context.note(`"${cardName}": the chosen monster is no longer there; nothing is summoned.`);
        return;
      }
      summonByEffect(context, choice, player, waySummon(effect.ignoreConditions), effect.position ?? 'attack', effect.toOpponent === true);
      return;
    }
    case 'specialSummonFirstFromDeck':
      excavateAndSummon(context, link, effect, cardName, waySummon(effect.ignoreConditions));
      return;
    case 'fusionSummon':
    case 'ritualSummon': {
      const monster = link.summonChoice;
      if (monster === null) return;
      const mechanic = effect.kind === 'fusionSummon' ? 'fusion' : 'ritual';
      const missing = link.materials.find((m) => !stillAvailable(context, m));
      if (missing !== undefined || card(state, monster).location.zone !== (mechanic === 'fusion' ? 'extra' : 'hand')) {
        context.note(`"${cardName}": a material or the monster is no longer available; nothing is summoned.`);
        return;
      }
      for (const material of link.materials) moveToPile(state, context.catalog, material, 'graveyard');
      const proper = requireSpecialSummonable(context, monster, {
        ignoreConditions: false,
        mechanic,
        description: `the ${mechanic === 'fusion' ? 'Fusion' : 'Ritual'} Summon by "${cardName}"`,
      });
      completeSpecialSummon(context, monster, player, 'attack', proper, mechanic);
      context.note(
        `"${card(state, monster).name}" was ${mechanic === 'fusion' ? 'Fusion' : 'Ritual'} Summoned${link.materials.length > 0 ? ` using ${link.materials.map((m) => `"${card(state, m).name}"`).join(', ')}` : ' without materials'}: properly summoned (rule 3).`,
      );
      return;
    }
    case 'normalSummonLimit':
      grantNormalSummonLimit(context, player, effect.count);
      return;
    case 'extraNormalSummon':
      grantExtraNormalSummon(context, player);
      return;
    case 'payLpPerTributeInstead':
      if (isContinuous(context.rulesOf(link.cardId)?.declaration)) {
        context.note(
          `While "${cardName}" stays face-up, the turn player may pay ${effect.amount} LP per Tribute instead of Tributing (not a Tribute Summon) (rule 1).`,
        );
      } else {
        grantPayLpPerTribute(context, player, effect.amount);
      }
      return;
    case 'opponentTributeThisTurn':
      grantOpponentTribute(context, player);
      return;
    case 'negateSummon':
      if (link.negation?.kind === 'summon' && state.pendingSummon) affected.push(...negatePendingSummon(context));
      return;
    case 'negateActivation': {
      if (link.negation?.kind !== 'activation') return;
      const negation = link.negation;
      const target = state.chain.find((l) => l.number === negation.linkNumber);
      if (target && !target.negated) {
        target.negated = true;
        context.note(`The activation of "${card(state, target.cardId).name}" (chain link ${target.number}) was negated.`);
      }
      return;
    }
    case 'destroyAllMonsters':
      for (const owner of PLAYERS) {
        for (const id of state.players[owner].monsters) if (id !== null) moveToPile(state, context.catalog, id, 'graveyard');
      }
      context.note('All monsters on the field were destroyed.');
      return;
    case 'destroyTarget':
    case 'banishTarget':
    case 'returnTarget': {
      const target = link.targets[0];
      if (target === undefined) return;
      const destination = effect.kind === 'destroyTarget' ? 'graveyard' : effect.kind === 'banishTarget' ? 'banished' : effect.to;
      moveToPile(state, context.catalog, target, destination);
      context.note(
        `"${card(state, target).name}" ${destination === 'graveyard' ? 'was destroyed' : destination === 'banished' ? 'was banished' : `returned to the ${destination}`}.`,
      );
      return;
    }
    case 'destroySummoned':
    case 'banishSummoned': {
      const summoned = link.triggerEvent?.cardIds ?? [];
      for (const id of summoned) {
        const zone = card(state, id).location.zone;
        const justDestroyed = affected.includes(id) && zone === 'graveyard';
        if (zone !== 'monsters' && !justDestroyed) continue;
        if (effect.kind === 'destroySummoned' && zone === 'monsters') {
          moveToPile(state, context.catalog, id, 'graveyard');
          affected.push(id);
          context.note(`"${card(state, id).name}" was destroyed.`);
        } else if (effect.kind === 'banishSummoned') {
          moveToPile(state, context.catalog, id, 'banished');
          context.note(`"${card(state, id).name}" was banished.`);
        }
      }
      return;
    }
    case 'addToHand':
    case 'sendToGraveyard': {
      const places = placesOf(effect.zones, effect.side, player);
      const fits = cardsInPlaces(state, places).filter((id) => id !== link.cardId && matchesFilter(context, id, effect.filter, { costCards: link.costCards }));
      const chosen = fits.slice(0, effect.filter.count.min);
      if (chosen.length < effect.filter.count.min) context.note(`"${cardName}": not enough ${describeFilter(effect.filter)} to move.`);
      for (const id of chosen) moveToPile(state, context.catalog, id, effect.kind === 'addToHand' ? 'hand' : 'graveyard');
      if (chosen.length > 0)
        context.note(`${chosen.map((id) => `"${card(state, id).name}"`).join(', ')} ${effect.kind === 'addToHand' ? 'added to the hand' : 'sent to the GY'}.`);
      return;
    }
    case 'draw': {
      const who: PlayerId = effect.who === 'you' ? player : opponentOf(player);
      const drawn = draw(state, context.catalog, who, effect.count);
      context.note(`${who === 0 ? 'You' : 'Your opponent'} drew ${drawn} card(s).`);
      return;
    }
    case 'gainLp':
      state.players[player].lp += effect.amount;
      return;
    case 'payLp':
      state.players[player].lp = Math.max(0, state.players[player].lp - effect.amount);
      return;
  }
}

/** `toOpponent`: "to your opponent's field": the opponent controls it and needs the free zone; `player` summoned it. */
function summonByEffect(context: ActionContext, id: number, player: PlayerId, way: SummonWay, position: 'attack' | 'defense', toOpponent = false): void {
  const proper = requireSpecialSummonable(context, id, { ...way, player });
  const controller = toOpponent ? opponentOf(player) : player;
  const instance = card(context.state, id);
  // From the Extra Deck (Raye, Metamorphosis) the Master Rule places it: a Link Monster, or a face-up Pendulum
  // Monster, only in an Extra Monster Zone or a zone a Link Arrow points to.
  const fromExtra = instance.location.zone === 'extra';
  if (!fromExtra && freeMonsterZones(context.state, controller) === 0) {
    context.note(`No free Monster Zone ${toOpponent ? "on the opponent's field " : ''}for "${instance.name}"; nothing is summoned.`);
    return;
  }
  const linkedOnly = fromExtra && (context.rulesOf(id)?.monster?.frame?.value === 'link' || instance.faceUp);
  const slot = fromExtra ? chooseSlot(context.state, context.catalog, controller, instance.name, { linkedOnly, fromExtraDeck: true }, null) : undefined;
  completeSpecialSummon(context, id, controller, position, proper, 'effect', { summoner: player, ...(slot !== undefined ? { slot } : {}) });
  context.note(
    `"${card(context.state, id).name}" was Special Summoned by ${way.description}${toOpponent ? " to the opponent's field" : ''}${proper ? ' (its proper method: properly summoned)' : ''}.`,
  );
}

/** Monster Gate: excavate until a match; summon it, also send the other excavated cards to the GY. */
function excavateAndSummon(
  context: ActionContext,
  link: ChainLink,
  effect: Effect & { kind: 'specialSummonFirstFromDeck' },
  cardName: string,
  way: SummonWay,
): void {
  const state = context.state;
  const deck = [...state.players[link.player].deck];
  const excavated: number[] = [];
  let found: number | undefined;
  for (const id of deck) {
    context.tick();
    if (matchesFilter(context, id, effect.filter, { costCards: link.costCards })) {
      found = id;
      break;
    }
    excavated.push(id);
  }
  if (found !== undefined) summonByEffect(context, found, link.player, way, 'attack');
  for (const id of excavated) moveToPile(state, context.catalog, id, 'graveyard');
  context.note(
    `"${cardName}" excavated ${excavated.length + (found !== undefined ? 1 : 0)} card(s)${excavated.length > 0 ? `; ${excavated.map((id) => `"${card(state, id).name}"`).join(', ')} went to the GY` : ''}${found === undefined ? '; no card fit, nothing was summoned' : ''}.`,
  );
}

/** Off the field, or (a Pendulum Monster's Pendulum Effect) still in its Pendulum Zone. */
function stillWhereItSummonsItselfFrom(context: ActionContext, id: number): boolean {
  const location = card(context.state, id).location;
  if (location.zone === 'spells') return PENDULUM_SLOTS.includes(location.slot) && context.rulesOf(id)?.monster?.pendulum === true;
  return location.zone !== 'monsters' && location.zone !== 'overlay';
}

function stillAvailable(context: ActionContext, id: number): boolean {
  const zone = card(context.state, id).location.zone;
  return zone === 'hand' || zone === 'monsters' || zone === 'deck' || zone === 'graveyard';
}
