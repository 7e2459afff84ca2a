import type { RuleCode } from './ruleCodes';

/** The engine's answer to one action: allowed, or refused by a named rule with a sentence citing it. */
export type Verdict = { readonly legal: true } | { readonly legal: false; readonly code: RuleCode; readonly reason: string };

export const LEGAL: Verdict = { legal: true };

export function illegal(code: RuleCode, reason: string): Verdict {
  return { legal: false, code, reason };
}

/**
 * Thrown inside an action to refuse it; the engine catches it and rolls the state back, so the
 * rule checks can sit next to the code that needs them instead of in one long up-front validator.
 */
export class RuleViolation extends Error {
  constructor(
    readonly code: RuleCode,
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`);
  }

  get verdict(): Verdict {
    return illegal(this.code, this.reason);
  }
}

export function refuse(code: RuleCode, reason: string): never {
  throw new RuleViolation(code, reason);
}
