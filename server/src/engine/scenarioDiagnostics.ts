import type { Diagnostic } from '../core/diagnostics/diagnostic';
import type { CardFile } from '../core/model/cards';
import { lowerEffects } from '../core/lowering/lowerEffects';
import { lowerScenario } from '../core/lowering/lowerScenario';
import type { CardLookup } from './cardCatalog';
import { checkScenarioSetup } from './scenarioSetupChecks';

/**
 * The engine-side diagnostics of one file: effect statements outside the vocabulary (CS07xx) and
 * scenarios that cannot be set up (CS06xx). Shaped to be wrapped as a workspace DocumentCheck:
 *
 *   const check: DocumentCheck = (document, workspace) => engineDiagnostics(document.file, withLibrary(workspace));
 *
 * where the lookup resolves workspace cards first, then the bundled library.
 */
export function engineDiagnostics(file: CardFile, lookup: CardLookup): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of file.cards) {
    if (card.effectStatements.length > 0) diagnostics.push(...lowerEffects(file.uri, card.effectStatements).diagnostics);
  }
  for (const declaration of file.scenarios) {
    const lowered = lowerScenario(declaration);
    diagnostics.push(...lowered.diagnostics, ...checkScenarioSetup(lowered.scenario, lookup));
  }
  return diagnostics;
}
