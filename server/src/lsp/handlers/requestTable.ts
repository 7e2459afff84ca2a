import { CODE_ACTION_ROUTES } from './codeActions';
import { CODE_LENS_ROUTES } from './codeLens';
import { COMPLETION_ROUTES } from './completion';
import { DIAGNOSTIC_ROUTES } from './diagnostics';
import { EFFECT_SCRIPT_ROUTES } from './effectScripts';
import { EXPORT_EDOPRO_ROUTES } from './exportEdopro';
import { FOLDING_ROUTES } from './folding';
import { FORMATTING_ROUTES } from './formatting';
import { HOVER_ROUTES } from './hover';
import { INLAY_HINT_ROUTES } from './inlayHints';
import { NAVIGATION_ROUTES } from './navigation';
import { PREVIEW_ROUTES } from './preview';
import type { RequestRoute } from './route';
import { SEMANTIC_TOKENS_ROUTES } from './semanticTokens';
import { SIGNATURE_HELP_ROUTES } from './signatureHelp';
import { SIMULATION_ROUTES } from './simulation';
import { SYMBOL_ROUTES } from './symbols';

/** Every request the server answers once initialized, by the handler module (lsp/handlers/<key>.ts) that answers it. */
export const REQUEST_TABLE: Readonly<Record<string, readonly RequestRoute[]>> = {
  symbols: SYMBOL_ROUTES,
  folding: FOLDING_ROUTES,
  signatureHelp: SIGNATURE_HELP_ROUTES,
  hover: HOVER_ROUTES,
  completion: COMPLETION_ROUTES,
  navigation: NAVIGATION_ROUTES,
  formatting: FORMATTING_ROUTES,
  codeActions: CODE_ACTION_ROUTES,
  semanticTokens: SEMANTIC_TOKENS_ROUTES,
  inlayHints: INLAY_HINT_ROUTES,
  codeLens: CODE_LENS_ROUTES,
  simulation: SIMULATION_ROUTES,
  preview: PREVIEW_ROUTES,
  effectScripts: EFFECT_SCRIPT_ROUTES,
  exportEdopro: EXPORT_EDOPRO_ROUTES,
  diagnostics: DIAGNOSTIC_ROUTES,
};
