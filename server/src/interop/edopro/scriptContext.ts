import type { CardDeclaration } from '../../core/model/cards';
import type { OwnLuaResult } from './ownLuaScript';

/** What a script generator may ask about the rest of the exported pool. */
export interface ScriptContext {
  /** The passcode of a card of the pool, by name. */
  passcodeOf(name: string): number | undefined;
  resolve(name: string): CardDeclaration | undefined;
  /** Names of the monsters whose "must be Special Summoned by the effect of" names this card. */
  properlySummonedBy(cardName: string): readonly string[];
  /** The passcode of the card each exported monster's `next level` names (Level Up!), by passcode. */
  nextLevels?(): ReadonlyMap<number, number>;
  /** The card's own Lua (asked for cards with a `script` field; ExportOptions.ownLua). */
  ownLuaOf?(card: CardDeclaration): OwnLuaResult;
}
