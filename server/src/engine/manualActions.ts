import { isInArchetype } from '../core/model/archetypes';
import type { Phase, ScenarioAction } from '../core/model/scenario';
import type { ActionContext } from './actionContext';
import { activate } from './activation';
import { cardsInPlaces, everyPlace, findNamed, requireNamed } from './cardChoice';
import { draw, moveToPile, placeMonster, placeSpell } from './cardMovement';
import { card, emptyAllowance, opponentOf, type PlayerId, zoneLabel } from './gameState';
import { phaseName, requireOpenGameState, requireOwnMainPhase } from './turnRules';
import { refuse } from './verdict';

/**
 * Scenario actions that are not summons or activations: moving a card by hand (not a summon, and not
 * rule-checked), setting a Spell/Trap, phases and turns, drawing, and the named Fusion/Ritual forms.
 */

export function moveByScenario(context: ActionContext, actor: PlayerId, action: ScenarioAction & { kind: 'move' }): void {
  const state = context.state;
  const id = requireNamed(context, action.card.name, everyPlace(actor), actor, 'moved');
  const instance = card(state, id);
  const from = instance.location;
  if (action.verb === 'discard' && from.zone !== 'hand') refuse('card-not-found', `"${action.card.name}" is not in the hand, so it cannot be discarded.`);
  if (action.to === 'field') {
    const rules = context.rulesOf(id);
    // Placed, not summoned: no summon happened, nothing is properly summoned by it.
    if (rules?.cardType === 'monster')
      placeMonster(state, id, instance.owner, { position: 'attack', faceUp: true, turn: state.turn.turn, arrivedBy: 'placed' });
    else placeSpell(state, id, instance.owner, false, state.turn.turn);
  } else {
    moveToPile(state, context.catalog, id, action.to);
  }
  state.recentSummons = [];
  const where = card(state, id).location;
  const redirected = where.zone === 'extra' && action.to !== 'extra' ? ' (an Extra Deck monster goes back there)' : '';
  const reset = where.zone === 'hand' || where.zone === 'deck' || where.zone === 'extra' ? '; it is no longer properly summoned (rule 3)' : '';
  context.note(`"${action.card.name}" moved from the ${zoneLabel(from)} to the ${zoneLabel(where)}${redirected}${reset}.`);
}

/** `set "X"` for a Spell or Trap: returns false when X is a monster (a Normal Set then). */
export function setSpellOrTrap(context: ActionContext, actor: PlayerId, name: string): boolean {
  const state = context.state;
  const id = findNamed(context, name, [{ player: actor, zone: 'hand' }]);
  const rules = id === undefined ? undefined : context.rulesOf(id);
  if (id === undefined || !rules || rules.cardType === 'monster') return false;
  requireOwnMainPhase(state, actor, `Setting "${name}"`);
  placeSpell(state, id, actor, false, state.turn.turn);
  state.recentSummons = [];
  context.note(`"${name}" was Set${rules.cardType === 'trap' || rules.spellSpeed === 2 ? '; it cannot be activated this turn (errata 5)' : ''}.`);
  return true;
}

export function changePhase(context: ActionContext, phase: Phase): void {
  requireOpenGameState(context.state, 'Changing the phase');
  context.state.turn.phase = phase;
  context.state.recentSummons = [];
  context.note(`It is now the ${phaseName(phase)}.`);
}

/** Ends the turn: the other player's turn starts; they draw for the Draw Phase and go to Main Phase 1. */
export function endTurn(context: ActionContext): void {
  const state = context.state;
  requireOpenGameState(state, 'Ending the turn');
  state.turn.turn++;
  state.turn.turnPlayer = opponentOf(state.turn.turnPlayer);
  state.turn.allowance = [emptyAllowance(), emptyAllowance()];
  state.turn.activations = [];
  state.recentSummons = [];
  const drawn = draw(state, context.catalog, state.turn.turnPlayer, 1);
  state.turn.phase = 'main1';
  context.note(`Turn ${state.turn.turn} (${state.turn.turnPlayer === 0 ? 'yours' : "your opponent's"}): drew ${drawn} card(s), now in Main Phase 1.`);
}

export function drawByScenario(context: ActionContext, actor: PlayerId, count: number): void {
  const drawn = draw(context.state, context.catalog, actor, count);
  context.state.recentSummons = [];
  context.note(`${actor === 0 ? 'You' : 'Your opponent'} drew ${drawn} card(s).`);
}

/**
 * `fusion summon "X" materials ...` / `ritual summon "X" tributing ...`: activates the card that does it
 * (the one named by `using`, else the first card in hand or Set whose effect Fusion/Ritual Summons).
 */
export function summonViaSpell(context: ActionContext, actor: PlayerId, action: ScenarioAction & { kind: 'fusionSummon' | 'ritualSummon' }): void {
  const effectKind = action.kind;
  let spellName = action.using?.name;
  if (spellName === undefined) {
    const candidates = cardsInPlaces(context.state, [
      { player: actor, zone: 'spells' },
      { player: actor, zone: 'hand' },
    ]).filter((id) => context.rulesOf(id)?.effect.effects.some((e) => e.kind === effectKind));
    const target = context.catalog.rules(action.card.name);
    const ritualSpell = target?.monster?.summon.find((c) => c.kind === 'ritualSpell');
    const preferred =
      ritualSpell?.kind === 'ritualSpell'
        ? candidates.find(
            (id) =>
              card(context.state, id).name === ritualSpell.card.value ||
              (ritualSpell.archetype === true && isInArchetype(context.rulesOf(id)!.declaration, ritualSpell.card.value)),
          )
        : undefined;
    const chosen = preferred ?? candidates[0];
    if (chosen === undefined) {
      refuse(
        'card-not-found',
        `No card in ${actor === 0 ? 'your' : "your opponent's"} hand or Spell & Trap Zones can ${action.kind === 'fusionSummon' ? 'Fusion' : 'Ritual'} Summon "${action.card.name}"; add one or name it with 'using'.`,
      );
    }
    spellName = card(context.state, chosen).name;
  }
  activate(context, actor, {
    card: spellName,
    respond: false,
    targets: [],
    materials: action.materials.map((m) => m.name),
    summon: action.card.name,
    tributes: [],
    costs: [],
    hold: action.hold,
  });
}
