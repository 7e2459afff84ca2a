/**
 * What a card shows when printed: the renderer's input, plain data (no spans, no syntax). Built from a
 * declaration by faceOfCard (cardFaceOf.ts); tests and other front ends may build one directly.
 */

/** The colour of the frame. Pendulum monsters add `pendulum` and keep their own frame for the top half. */
export type FrameKind = 'normal' | 'effect' | 'ritual' | 'fusion' | 'synchro' | 'xyz' | 'link' | 'token' | 'spell' | 'trap';

import type { LinkArrow } from '../model/cards';

export { LINK_ARROWS, type LinkArrow } from '../model/cards';

export interface PendulumFace {
  readonly leftScale: number;
  readonly rightScale: number;
  /** The Pendulum Effect, printed in its own box above the monster text. */
  readonly text: string;
}

export interface CardFace {
  readonly name: string;
  readonly frame: FrameKind;
  readonly pendulum?: PendulumFace;
  /** Upper-case attribute word (`DARK`); Spells and Traps show SPELL / TRAP instead. */
  readonly attribute?: string;
  /** The printed type line without brackets, e.g. `Fiend / Effect`; for Spells/Traps `Spell Card`. */
  readonly typeLine?: string;
  /** Spell/Trap kind whose icon follows the type line (`quick-play`, `continuous`, ...); none for normal. */
  readonly spellTrapIcon?: SpellTrapIcon;
  readonly level?: number;
  readonly rank?: number;
  readonly linkRating?: number;
  readonly linkArrows: readonly LinkArrow[];
  readonly atk?: number | '?';
  readonly def?: number | '?';
  /** Printed text (for Normal Monsters, flavour text, set in italics). */
  readonly text: string;
  /** The 8-digit password, printed bottom left. */
  readonly passcode?: number;
  /** The set number (`SOTC-EN001`) or the set's code, printed under the art. */
  readonly setNumber?: string;
  /**
   * The art's href, already resolved by the adapter (a data: URI of the file the card names, or a webview
   * URI). Absent: a neutral placeholder is drawn.
   */
  readonly artHref?: string;
}

export type SpellTrapIcon = 'quick-play' | 'continuous' | 'field' | 'equip' | 'ritual' | 'counter';
