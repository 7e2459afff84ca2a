import type { CardDeclaration } from '../../core/model/cards';
import { luaComment } from './luaComment';
import { fallbacksNamedIn } from './edoproFallbackNames';

/** The card's own Lua file (`script "path"`) as an exporter was given it. */
export interface OwnLuaText {
  /** The path as the card writes it. */
  readonly path: string;
  readonly text: string;
}

/** What an exporter gets for a card that names its own Lua: the text, or why it is not in the export. */
export type OwnLuaResult = { readonly text: string } | { readonly refused: string };

/**
 * Gives the exporter each card's own Lua (the CLI and the server read it from disk beside the card file; the
 * server refuses it in Restricted Mode). Asked only for cards with a `script` field.
 */
export type OwnLuaSource = (card: CardDeclaration) => OwnLuaResult;

/**
 * The end of a card script whose card has its own Lua, after the prelude: the generated summoning (`body`,
 * the statements `s.initial_effect` would hold) in a local function, the card's own file as written, and an
 * `s.initial_effect(c)` that registers the summoning first and then calls the file's own
 * `s.initial_effect(c)`. The file is an ordinary EDOPro card script (`local s,id=GetID()`, `function
 * s.initial_effect(c) ... end`, helpers on `s`); it runs in a function of its own (its locals do not
 * crowd the prelude's) whose globals come from EDOPro's where they exist and from the fallbacks of
 * edoproFallbackNames.ts where they do not (the bare engine).
 */
export function ownLuaInitialEffect(body: string, own: OwnLuaText): string[] {
  const fallbacks = fallbacksNamedIn(own.text);
  return [
    "-- The summoning CardScript writes from the card's summon { } block: s.initial_effect (at the end) registers it first.",
    'local function cardscript_summoning(c)',
    body,
    'end',
    "-- EDOPro's names the card's own Lua uses, for an engine without EDOPro's constant.lua and utility.lua: EDOPro's own come first.",
    `local cardscript_edopro_names={${fallbacks.map(([name, value]) => `${name}=${value}`).join(',')}}`,
    'local cardscript_own_lua',
    'do',
    '  local _ENV=setmetatable({},{__index=function(_,name) local value=_G[name] if value==nil then value=cardscript_edopro_names[name] end return value end,__newindex=_G})',
    '  cardscript_own_lua=function(...)',
    `-- >>> The card's own Lua, ${luaComment(own.path)}, as written:`,
    own.text,
    `-- <<< End of ${luaComment(own.path)}.`,
    '  end',
    'end',
    'cardscript_own_lua(...)',
    'local cardscript_own_initial_effect=s.initial_effect',
    'function s.initial_effect(c)',
    '  cardscript_summoning(c)',
    '  if cardscript_own_initial_effect then cardscript_own_initial_effect(c) end',
    'end',
  ];
}
