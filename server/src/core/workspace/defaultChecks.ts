import { checkContradictions } from '../analysis/contradictionChecks';
import { checkDuplicateNames } from '../analysis/duplicateNames';
import { checkNomi } from '../analysis/nomiChecks';
import { checkReferences } from '../analysis/referenceChecks';
import { checkTributes } from '../analysis/tributeChecks';
import type { DocumentCheck } from './cardWorkspace';

/**
 * The checks every adapter (server, CLI, tests) runs, in one list so that editor and CI agree.
 * Add a check here and it runs everywhere.
 */
export const DEFAULT_CHECKS: readonly DocumentCheck[] = [
  checkDuplicateNames,
  checkContradictions, // CS02xx
  checkTributes, // CS03xx
  checkNomi, // CS04xx
  checkReferences, // CS05xx
];
