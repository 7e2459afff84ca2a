import type { CardCatalog, CardRules } from './cardCatalog';
import { card, type GameState } from './gameState';
import { refuse } from './verdict';

export interface EngineLimits {
  /** Actions one engine may perform (scenario steps, matrix routes). */
  readonly maxActions: number;
  /** Elementary operations (card moves, effect lines) within one action: stops runaway chains. */
  readonly maxOperationsPerAction: number;
  /** Chain links in one chain. */
  readonly maxChainLinks: number;
}

export const DEFAULT_LIMITS: EngineLimits = { maxActions: 10_000, maxOperationsPerAction: 10_000, maxChainLinks: 64 };

/** What one action works on: the catalog, a scratch copy of the state, and the notes it writes for the trace. */
export class ActionContext {
  readonly notes: string[] = [];
  private operations = 0;

  constructor(
    readonly catalog: CardCatalog,
    readonly state: GameState,
    readonly limits: EngineLimits,
  ) {}

  /** The rules of the card instance `id`; undefined for a name with no definition (reported as CS0601 on the scenario). */
  rulesOf(id: number): CardRules | undefined {
    return this.catalog.rules(card(this.state, id).name);
  }

  nameOf(id: number): string {
    return card(this.state, id).name;
  }

  note(text: string): void {
    this.notes.push(text);
  }

  /** Counts one elementary operation; refuses the action once the limit is passed. */
  tick(): void {
    this.operations++;
    if (this.operations > this.limits.maxOperationsPerAction) {
      refuse('step-limit-exceeded', `The action needed more than ${this.limits.maxOperationsPerAction} operations; it was stopped as a runaway.`);
    }
  }
}
