import { checkDuplicateNames } from '../analysis/duplicateNames';
import type { DocumentCheck } from './cardWorkspace';

/**
 * The checks every adapter (server, CLI, tests) runs, in one list so that editor and CI agree.
 * Add a check here and it runs everywhere.
 */
export const DEFAULT_CHECKS: readonly DocumentCheck[] = [checkDuplicateNames];
