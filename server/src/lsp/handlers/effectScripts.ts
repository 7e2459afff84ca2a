import { CREATE_EFFECT_SCRIPT_REQUEST, type CreateEffectScriptParams, type CreateEffectScriptResult } from '../customProtocol';
import { effectScriptFor } from '../effectScriptRequests';
import type { ServerState } from '../serverState';
import { route } from './route';

/** `cardscript/createEffectScript`: the starting Lua file of the card under the cursor (effectScriptRequests.ts). */
export function createEffectScript(state: ServerState, params: CreateEffectScriptParams): CreateEffectScriptResult {
  const { store } = state;
  const document = typeof params?.uri === 'string' ? store.get(params.uri) : undefined;
  if (!document) return { ok: false, message: "The card's document is not open or not a CardScript file." };
  const offset = typeof params.offset === 'number' ? params.offset : -1;
  const card = document.file.cards.find((c) => c.span.start <= offset && offset <= c.span.end);
  if (!card) return { ok: false, message: 'Put the cursor inside a card to create its effect script.' };
  return effectScriptFor(document, card, store.versionOf(document.uri));
}

export const EFFECT_SCRIPT_ROUTES = [
  route({
    method: CREATE_EFFECT_SCRIPT_REQUEST,
    on: (c, answer) => c.onRequest(CREATE_EFFECT_SCRIPT_REQUEST, answer),
    guard: {
      name: 'createEffectScript',
      fallback: (): CreateEffectScriptResult => ({ ok: false, message: 'The effect script could not be made (see the server log).' }),
    },
    handle: createEffectScript,
  }),
];
