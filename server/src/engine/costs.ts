import type { Cost } from '../core/model/cards';
import type { ActionContext } from './actionContext';
import { cardsInPlaces, describePlaces, type Place, placesOf } from './cardChoice';
import { describeFilter, type FilterReference, matchesFilter } from './cardFilters';
import { moveToPile } from './cardMovement';
import { card, opponentOf, type PlayerId } from './gameState';
import { fitMaterials, requireUsableAsMaterial } from './materialMatching';
import { refuse } from './verdict';
import { fitsNonMonsters } from '../core/model/filterCardTypes';

/**
 * Pays procedure and activation costs (docs/language.md, PROCEDURE-BLOCK). The step may name the cards
 * it pays with; named cards are used first, the rest is chosen in board order. Returns the cards paid,
 * which `named-next-level` and `same-level-as-tributed` look at. The card being summoned or activated
 * (`exclude`) never pays for itself.
 */
export function payCosts(
  context: ActionContext,
  player: PlayerId,
  costs: readonly Cost[],
  namedCards: readonly string[],
  exclude: readonly number[] = [],
): number[] {
  const remainingNames = [...namedCards];
  const paid: number[] = [];
  for (const cost of costs) {
    context.tick();
    switch (cost.kind) {
      case 'payLp': {
        const lp = context.state.players[player].lp;
        const amount = cost.amount === 'half' ? Math.floor(lp / 2) : cost.amount;
        if (amount > lp) refuse('not-enough-lp', `Paying ${amount} LP needs at least ${amount} LP; ${player === 0 ? 'you have' : 'your opponent has'} ${lp}.`);
        context.state.players[player].lp -= amount;
        context.note(`Paid ${amount} LP.`);
        break;
      }
      case 'text':
        context.note(`Cost "${cost.text}" is not machine-checked: assumed paid.`);
        break;
      case 'materials':
        paid.push(...payWithMaterials(context, player, cost, remainingNames, exclude));
        break;
      default: {
        const places = costPlaces(cost, player);
        const count = cost.filter.count.min;
        const reference: FilterReference = { costCards: paid };
        // "1 card" is any card, "1 monster" a monster (rules §7): the filter's noun says which (grammar/readFilter.ts).
        const fits = (id: number) => !paid.includes(id) && !exclude.includes(id) && matchesFilter(context, id, cost.filter, reference);
        const candidates = cardsInPlaces(context.state, places).filter(fits);
        const chosen: number[] = [];
        const isNamedForLater = (id: number) =>
          remainingNames.includes(card(context.state, id).name) &&
          candidates.filter((c) => card(context.state, c).name === card(context.state, id).name).length <=
            remainingNames.filter((n) => n === card(context.state, id).name).length;
        // Named cards first, in the order written.
        for (let i = 0; i < remainingNames.length && chosen.length < count;) {
          const id = candidates.find((c) => card(context.state, c).name === remainingNames[i] && !chosen.includes(c));
          if (id === undefined) {
            i++;
            continue;
          }
          chosen.push(id);
          remainingNames.splice(i, 1);
        }
        // The rest in board order; a named card that fits no cost is refused below.
        for (const id of candidates) if (chosen.length < count && !chosen.includes(id) && !isNamedForLater(id)) chosen.push(id);
        if (chosen.length < count) {
          refuse(
            'cost-cannot-be-paid',
            `The cost "${verbOf(cost)} ${describeFilter(cost.filter)}" needs ${count} fitting card(s) in ${placeWords(cost)}; ${candidates.length === 0 ? 'there are none' : `only ${candidates.length} fit${namedCards.length > 0 ? ' among the cards named' : ''}`}.`,
          );
        }
        for (const id of chosen) {
          moveToPile(context.state, context.catalog, id, cost.kind === 'banish' ? 'banished' : cost.kind === 'returnToHand' ? 'hand' : 'graveyard');
          paid.push(id);
        }
        context.note(`${capitalize(verbOf(cost))} ${chosen.map((id) => `"${card(context.state, id).name}"`).join(', ')} as a cost.`);
      }
    }
  }
  if (remainingNames.length > 0) {
    refuse(
      'cost-cannot-be-paid',
      `${remainingNames.map((n) => `"${n}"`).join(', ')} ${remainingNames.length > 1 ? 'do' : 'does'} not fit any cost of this summon or activation.`,
    );
  }
  return paid;
}

/**
 * Contact Fusion (docs/language.md): the cards paid are the Fusion Materials written on the summoned card
 * (`exclude[0]`), chosen by name first; they must fit its material lines. Not a Fusion Summon.
 */
function payWithMaterials(
  context: ActionContext,
  player: PlayerId,
  cost: Cost & { kind: 'materials' },
  remainingNames: string[],
  exclude: readonly number[],
): number[] {
  const summoned = exclude[0];
  const monster = summoned === undefined ? undefined : context.rulesOf(summoned)?.monster;
  const line = monster?.summon.find((c) => c.kind === 'fusionMaterials');
  if (!line || line.kind !== 'fusionMaterials')
    refuse('cost-cannot-be-paid', 'This procedure pays with "the above" Fusion Materials, but the card has no "fusion materials" line.');
  const places = placesOf(cost.from, cost.eitherField ? 'any' : 'your', player);
  const candidates = cardsInPlaces(context.state, places).filter((id) => !exclude.includes(id));
  const chosen: number[] = [];
  const total = line.materials.reduce((n, m) => n + m.count.min, 0);
  for (let i = 0; i < remainingNames.length && chosen.length < total;) {
    const id = candidates.find((c) => card(context.state, c).name === remainingNames[i] && !chosen.includes(c));
    if (id === undefined) {
      i++;
      continue;
    }
    chosen.push(id);
    remainingNames.splice(i, 1);
  }
  for (const material of line.materials) {
    let need = material.count.min - chosen.filter((id) => matchesFilter(context, id, material)).length;
    for (const id of candidates) {
      if (need <= 0 || chosen.length >= total) break;
      if (!chosen.includes(id) && matchesFilter(context, id, material)) {
        chosen.push(id);
        need--;
      }
    }
  }
  const allowSubstitutes = context.rulesOf(summoned)?.profile?.specialSummon.fusionSubstitutesAllowed !== false;
  const fit = fitMaterials(context, line.materials, chosen, allowSubstitutes, line.conditions);
  if (!fit.fits)
    refuse(
      'cost-cannot-be-paid',
      `The Contact Fusion of "${monster!.name.value}" needs its Fusion Materials in ${describePlaces(places, player)}: ${fit.problem}.`,
    );
  requireUsableAsMaterial(context, chosen, 'fusion');
  const destination = cost.action === 'banish' ? 'banished' : cost.action === 'shuffle' ? 'deck' : 'graveyard';
  for (const id of chosen) moveToPile(context.state, context.catalog, id, destination);
  context.note(
    `${cost.action === 'banish' ? 'Banished' : cost.action === 'shuffle' ? 'Shuffled into the Deck' : 'Sent to the GY'} ${chosen.map((id) => `"${card(context.state, id).name}"`).join(', ')} (the Fusion Materials; not a Fusion Summon).`,
  );
  return chosen;
}

/** Where a cost's cards are taken from. */
export function costPlaces(cost: Exclude<Cost, { kind: 'payLp' } | { kind: 'text' } | { kind: 'materials' }>, player: PlayerId): Place[] {
  switch (cost.kind) {
    case 'tribute':
      return [{ player: cost.side === 'opponent' ? opponentOf(player) : player, zone: 'monsters' }];
    case 'discard':
      return [{ player, zone: 'hand' }];
    case 'returnToHand':
      // "by returning 1 Spell/Trap you control to the hand": the Spell & Trap Zones too.
      return fitsNonMonsters(cost.filter)
        ? [
            { player, zone: 'monsters' },
            { player, zone: 'spells' },
          ]
        : [{ player, zone: 'monsters' }];
    default:
      return placesOf(cost.from, 'your', player);
  }
}

function verbOf(cost: Cost): string {
  switch (cost.kind) {
    case 'banish':
      return 'banish';
    case 'tribute':
      return 'Tribute';
    case 'send':
      return 'send';
    case 'discard':
      return 'discard';
    case 'returnToHand':
      return 'return to the hand';
    default:
      return 'pay';
  }
}

function placeWords(cost: Cost): string {
  switch (cost.kind) {
    case 'tribute':
      return cost.side === 'opponent' ? "your opponent's Monster Zones" : 'your Monster Zones';
    case 'discard':
      return 'your hand';
    case 'returnToHand':
      return fitsNonMonsters(cost.filter) ? 'your Monster Zones or Spell & Trap Zones' : 'your Monster Zones';
    case 'banish':
    case 'send':
      return cost.from.map((zone) => (zone === 'graveyard' ? 'your GY' : `your ${zone === 'face-up-extra' ? 'face-up Extra Deck' : zone}`)).join(' or ');
    default:
      return 'play';
  }
}

function capitalize(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}
