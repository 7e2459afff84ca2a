/**
 * Where everything sits on the card, in tenths of a millimetre of a 59 x 86 mm card (the printed size),
 * so the numbers can be checked against a real card with a ruler.
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const CARD = { width: 590, height: 860, cornerRadius: 16, border: 22 } as const;

export const NAME_BAR: Box = { x: 38, y: 38, width: 514, height: 72 };
export const NAME_TEXT = { x: 58, baseline: 91, size: 46, minSize: 34, maxWidth: 398 } as const;
export const ATTRIBUTE_ICON = { cx: 510, cy: 74, r: 30 } as const;

/** The row of Level or Rank stars under the name bar: Levels end at the right, Ranks start at the left. */
export const STAR_ROW = { cy: 138, r: 16, pitch: 36, left: 58, right: 532 } as const;
/** The Spell/Trap type line ("[Spell Card]" and its icon) where monsters have stars. */
export const SPELL_TRAP_LINE = { right: 538, baseline: 148, size: 30, iconSize: 28 } as const;

export const ART: Box = { x: 70, y: 160, width: 450, height: 450 };
/** Pendulum art is wider and runs down behind the Pendulum box. */
export const PENDULUM_ART: Box = { x: 40, y: 160, width: 510, height: 472 };
export const PENDULUM_BOX: Box = { x: 40, y: 530, width: 510, height: 102 };
export const PENDULUM_SCALE_WIDTH = 58;

export const SET_NUMBER = { right: 520, baseline: 636, size: 17 } as const;
export const PENDULUM_SET_NUMBER = { right: 548, baseline: 645, size: 15 } as const;

export const TEXT_BOX: Box = { x: 40, y: 646, width: 510, height: 184 };
export const PENDULUM_TEXT_BOX: Box = { x: 40, y: 651, width: 510, height: 179 };
export const TEXT_PADDING = 12;
export const TYPE_LINE = { size: 23, gap: 6 } as const;
export const STAT_LINE = { size: 23, height: 30 } as const;

/** Font sizes the text box tries, largest first; below the last the text overflows. */
export const TEXT_SIZES: readonly number[] = [21, 20, 19, 18, 17, 16, 15, 14, 13, 12];
export const PENDULUM_TEXT_SIZES: readonly number[] = [18, 17, 16, 15, 14, 13, 12, 11];

export const PASSCODE = { x: 30, baseline: 848, size: 17 } as const;
