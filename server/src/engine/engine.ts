import type { ScenarioAction } from '../core/model/scenario';
import { ActionContext, DEFAULT_LIMITS, type EngineLimits } from './actionContext';
import { activate } from './activation';
import { extraDeckSummon, flipSummon, specialSummonByProcedure } from './builtInSummons';
import type { CardCatalog } from './cardCatalog';
import { resolveChain } from './chainResolution';
import { card, cloneGame, type GameState, type PlayerId } from './gameState';
import { invariantViolations } from './invariants';
import { moveByScenario, setSpellOrTrap, changePhase, endTurn, drawByScenario, summonViaSpell } from './manualActions';
import { normalSummonOrSet } from './normalSummon';
import { activateAsScale, pendulumSummon } from './pendulum';
import { closeNegationWindow, negatePendingSummon } from './summonEvents';
import { illegal, LEGAL, refuse, RuleViolation, type Verdict } from './verdict';

export interface StepOutcome {
  readonly verdict: Verdict;
  /** What happened, in sentences, for the trace and the reason column. */
  readonly notes: readonly string[];
}

/**
 * The rules engine for one duel. Every action runs on a copy of the state: an illegal action changes
 * nothing; a legal one replaces the state once the invariants hold. Pure: no I/O, no editor types.
 */
export class Engine {
  private current: GameState;
  private actions = 0;
  private readonly cardCount: number;
  private haltedBy: Verdict | null = null;

  constructor(
    readonly catalog: CardCatalog,
    initial: GameState,
    readonly limits: EngineLimits = DEFAULT_LIMITS,
  ) {
    this.current = initial;
    this.cardCount = Object.keys(initial.cards).length;
    const problems = invariantViolations(initial, this.cardCount, limits);
    if (problems.length > 0) this.haltedBy = illegal('invariant-violated', `The starting board is inconsistent: ${problems.join(' ')}`);
  }

  get state(): GameState {
    return this.current;
  }

  /** Set once the engine stopped (step limit, invariant violation); every later action is refused with it. */
  get halted(): Verdict | null {
    return this.haltedBy;
  }

  perform(actor: PlayerId, action: ScenarioAction): StepOutcome {
    return this.run((context) => dispatch(context, actor, action));
  }

  /**
   * Ends the scenario's open business before its final expectations: a summon in the negation window
   * succeeds and a held chain resolves.
   */
  settle(): StepOutcome {
    if (this.current.chain.length === 0 && !this.current.pendingSummon) return { verdict: LEGAL, notes: [] };
    return this.run((context) => {
      if (context.state.chain.length > 0) resolveChain(context);
      closeNegationWindow(context);
    });
  }

  private run(body: (context: ActionContext) => void): StepOutcome {
    if (this.haltedBy) return { verdict: this.haltedBy, notes: [] };
    this.actions++;
    if (this.actions > this.limits.maxActions) {
      this.haltedBy = illegal(
        'step-limit-exceeded',
        `The scenario was stopped after ${this.limits.maxActions} steps (the engine's step limit), so that a runaway scenario cannot hang the editor.`,
      );
      return { verdict: this.haltedBy, notes: [] };
    }
    const scratch = cloneGame(this.current);
    const context = new ActionContext(this.catalog, scratch, this.limits);
    try {
      body(context);
    } catch (error) {
      if (!(error instanceof RuleViolation)) {
        // An engine bug must not take the editor down: stop this duel with a clear verdict instead.
        this.haltedBy = illegal('invariant-violated', `Engine error: ${error instanceof Error ? error.message : String(error)}`);
        return { verdict: this.haltedBy, notes: context.notes };
      }
      if (error.code === 'step-limit-exceeded') this.haltedBy = error.verdict;
      return { verdict: error.verdict, notes: context.notes };
    }
    const problems = invariantViolations(scratch, this.cardCount, this.limits);
    if (problems.length > 0) {
      this.haltedBy = illegal('invariant-violated', `Engine invariant broken: ${problems.join(' ')}`);
      return { verdict: this.haltedBy, notes: context.notes };
    }
    this.current = scratch;
    return { verdict: LEGAL, notes: context.notes };
  }
}

function dispatch(context: ActionContext, actor: PlayerId, action: ScenarioAction): void {
  const state = context.state;
  if (state.players.some((p) => p.lp <= 0) && action.kind !== 'move' && action.kind !== 'changePhase') {
    refuse('game-over', `${state.players[0].lp <= 0 ? 'You have' : 'Your opponent has'} 0 LP: the duel is over.`);
  }
  switch (action.kind) {
    case 'activate':
      activate(context, actor, {
        card: action.card.name,
        respond: action.respond,
        targets: names(action.targets),
        materials: names(action.materials),
        summon: action.summon?.name ?? null,
        tributes: names(action.tributes),
        costs: names(action.costs),
        hold: action.hold,
      });
      return;
    case 'resolveChain':
      resolveChain(context);
      return;
    case 'negate': {
      if (!state.pendingSummon) {
        const recent = state.recentSummons[state.recentSummons.length - 1];
        if (recent && recent.chainLink > 0) {
          refuse(
            'summon-not-negatable',
            `"${card(state, recent.cardIds[0]).name}" was Special Summoned by a card effect: it cannot be negated as a summon (rule 2).`,
          );
        }
        refuse('no-summon-to-negate', 'No Normal, Flip or built-in Special Summon is in the summon negation window (rule 2).');
      }
      const unstoppable = state.pendingSummon.cardIds.find((id) => context.rulesOf(id)?.profile?.specialSummon.summonNegatable === false);
      if (unstoppable !== undefined) refuse('summon-cannot-be-negated', `"${card(state, unstoppable).name}" says its Summon cannot be negated.`);
      negatePendingSummon(context);
      return;
    }
    case 'fusionSummon':
    case 'ritualSummon':
      summonViaSpell(context, actor, action);
      return;
    default:
      break;
  }
  // Every other action closes the summon negation window (the summon succeeded) and is a new event.
  closeNegationWindow(context);
  switch (action.kind) {
    case 'normalSummon':
    case 'set': {
      const request = {
        card: action.card.name,
        set: action.kind === 'set',
        tributes: names(action.tributes),
        payingLp: action.payingLp,
        option: action.option,
        optionTag: action.optionTag,
        costs: names(action.costs),
      };
      if (action.kind === 'set' && setSpellOrTrap(context, actor, action.card.name)) return;
      normalSummonOrSet(context, actor, request);
      return;
    }
    case 'flipSummon':
      flipSummon(context, actor, action.card.name);
      return;
    case 'specialSummonByProcedure':
      specialSummonByProcedure(context, actor, action.card.name, names(action.costs), names(action.tributes), action.zone ?? null);
      return;
    case 'extraDeckSummon':
      extraDeckSummon(context, actor, action.mechanic, action.card.name, names(action.materials), action.zone ?? null);
      return;
    case 'pendulumSummon':
      pendulumSummon(context, actor, names(action.cards));
      return;
    case 'activateScale':
      activateAsScale(context, actor, action.card.name);
      return;
    case 'move':
      moveByScenario(context, actor, action);
      return;
    case 'changePhase':
      changePhase(context, action.phase);
      return;
    case 'endTurn':
      endTurn(context);
      return;
    case 'draw':
      drawByScenario(context, actor, action.count);
      return;
  }
}

function names(refs: readonly { readonly name: string }[]): string[] {
  return refs.map((r) => r.name);
}
