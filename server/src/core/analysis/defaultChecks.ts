import { checkContradictions } from './contradictionChecks';
import { checkDuplicateNames } from './duplicateNames';
import { checkInvisibleCharacters, invisibleCharactersOfSegment } from './invisibleCharacters';
import { checkMaterialGrants } from './materialGrantChecks';
import { checkMissingMaterials } from './missingMaterials';
import { checkNomi } from './nomiChecks';
import { checkSpecialSummonType } from './specialSummonType';
import { checkSharedProcedureCount } from './sharedProcedureCount';
import { checkReferences } from './referenceChecks';
import { checkTributes } from './tributeChecks';
import { type DocumentCheck, perCardCheck, perSegmentCheck } from '../workspace/cardWorkspace';

/**
 * The checks every adapter (server, CLI, tests) runs, in one list so that editor and CI agree.
 * Add a check here and it runs everywhere. The per-card ones look at one card at a time and at other cards
 * only through their names and kinds (definitionsOf, resolve), so each keeps the per-card contract
 * (cardCheckReuse.ts) and an edit re-runs them for the edited card only. A check that reads more of other
 * cards (their clauses, effects, ATK), or whose diagnostics point into other cards (CS0107's related
 * locations), must not be marked perCardCheck: it would keep its cards from being reused at all.
 */
export const DEFAULT_CHECKS: readonly DocumentCheck[] = [
  checkDuplicateNames, // CS0107: how many cards have this name (document-wide: it points at other cards; bounded per name)
  perCardCheck(checkContradictions), // CS02xx: the card alone
  perCardCheck(checkMissingMaterials), // CS0211: the card alone
  perCardCheck(checkSpecialSummonType), // CS0212: the card alone
  perCardCheck(checkSharedProcedureCount), // CS0214: the card alone
  perCardCheck(checkMaterialGrants), // CS0215: the card alone
  perCardCheck(checkTributes), // CS03xx: the card alone
  perCardCheck(checkNomi), // CS04xx: the card alone
  perCardCheck(checkReferences), // CS05xx: whether referenced names exist, and their kinds and spell kinds
  perSegmentCheck(checkInvisibleCharacters, invisibleCharactersOfSegment), // CS0007: bidi controls and zero-width characters in strings and comments (kept per segment)
];
