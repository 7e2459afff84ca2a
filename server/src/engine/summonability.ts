import type { ActionContext } from './actionContext';
import { requireSpecialSummonable, type SummonWay } from './specialSummonRules';
import { LEGAL, RuleViolation, type Verdict } from './verdict';

/** The verdict of `requireSpecialSummonable` without refusing: for choosing among candidates. */
export function specialSummonVerdict(context: ActionContext, id: number, way: SummonWay): Verdict {
  try {
    requireSpecialSummonable(context, id, way);
    return LEGAL;
  } catch (error) {
    if (error instanceof RuleViolation) return error.verdict;
    throw error;
  }
}
