import type { CardDeclaration } from '../../../core/model/cards';
import { revealInvisibles } from '../../../core/text/markdown';
import { luaComment } from '../luaComment';

/**
 * The starting file of a card's own Lua ("CardScript: Create Effect Script", the quick fix of CS0712): the
 * engine's own structure (`local s,id=GetID()`, `function s.initial_effect(c) ... end`) with nothing
 * registered yet, and what the export does with it. The card's name is in a comment only, on one line,
 * its invisible characters shown (a bidi control must not reorder the code around it).
 */
export function starterLuaScript(card: CardDeclaration, newline = '\n'): string {
  return [
    `-- ${luaComment(revealInvisibles(card.name.value))}: its effects, in EDOPro's Lua.`,
    "-- cardscript export edopro writes c<passcode>.lua with the summoning of the card's summon { } block",
    '-- (procedures, revive limit, summoning conditions), then this file as it is, and calls this',
    "-- s.initial_effect(c) after registering that summoning: register the card's effects here, not its summoning.",
    'local s,id=GetID()',
    'function s.initial_effect(c)',
    '\t-- local e1=Effect.CreateEffect(c)',
    '\t-- e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)',
    '\t-- e1:SetCode(EVENT_SUMMON_SUCCESS)',
    '\t-- e1:SetOperation(s.operation)',
    '\t-- c:RegisterEffect(e1)',
    'end',
    '',
  ].join(newline);
}

/** Windows refuses these as file names whatever their extension. */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/**
 * Where a new own Lua file of the card goes, relative to its card file: `effects/<name>.lua` from the
 * card's name in lower-case letters, digits and `-` (never a device name), `-2`, `-3`, ... when `taken`.
 */
export function effectScriptPathFor(card: CardDeclaration, taken: (relative: string) => boolean): string {
  const words = card.name.value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let base = words.slice(0, 48).replace(/-+$/, '') || 'card';
  if (DEVICE_NAMES.test(base)) base = `card-${base}`;
  for (let n = 1; ; n++) {
    const relative = `effects/${base}${n === 1 ? '' : `-${n}`}.lua`;
    if (!taken(relative)) return relative;
  }
}
