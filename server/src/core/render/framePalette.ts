import type { FrameKind } from './cardFace';

/** The colours of one card kind's frame: a diagonal gradient (light to dark) and the ink of its name. */
export interface FrameColours {
  readonly light: string;
  readonly dark: string;
  /** The thin rim around the name bar, the art and the text box. */
  readonly rim: string;
  readonly nameInk: string;
}

/** Close to the printed cards: Normal tan, Effect orange, Ritual blue, Fusion violet, Synchro white, ... */
export const FRAME_COLOURS: Readonly<Record<FrameKind, FrameColours>> = {
  normal: { light: '#f2cf86', dark: '#c2913f', rim: '#8a6223', nameInk: '#1a1206' },
  effect: { light: '#ee9458', dark: '#b75a24', rim: '#7d3810', nameInk: '#1a0d05' },
  ritual: { light: '#8fb1e6', dark: '#4a6db3', rim: '#2b4479', nameInk: '#0b1424' },
  fusion: { light: '#b08fd2', dark: '#70509a', rim: '#45306a', nameInk: '#160d22' },
  synchro: { light: '#fbfbfb', dark: '#c4c4c8', rim: '#7d7d84', nameInk: '#111111' },
  xyz: { light: '#3a3a3e', dark: '#09090b', rim: '#6b6b70', nameInk: '#f4f1e8' },
  link: { light: '#2a6fc4', dark: '#0b2d66', rim: '#07204b', nameInk: '#f4f1e8' },
  token: { light: '#d8d8d8', dark: '#9a9a9a', rim: '#5f5f5f', nameInk: '#111111' },
  spell: { light: '#27ad8c', dark: '#0c6a54', rim: '#064236', nameInk: '#f4f1e8' },
  trap: { light: '#cc5799', dark: '#86275f', rim: '#55173b', nameInk: '#f4f1e8' },
};

/** The attribute circle's fill, by the upper-case word it shows. */
export const ATTRIBUTE_COLOURS: Readonly<Record<string, string>> = {
  DARK: '#5d2c8c',
  LIGHT: '#d8ae1c',
  EARTH: '#7b5230',
  WATER: '#1f6fc1',
  FIRE: '#d3311c',
  WIND: '#2c9a47',
  DIVINE: '#b8901e',
  SPELL: '#118466',
  TRAP: '#ad2f77',
};

/** Parchment of the text boxes, and the inks written on it. */
export const TEXT_BOX = { fill: '#f7efdc', edge: '#b9a27a', ink: '#17120a', rule: '#6b5a3b' } as const;
export const OVERFLOW_INK = '#c0161b';
export const LEVEL_STAR = { disc: '#c92a12', discEdge: '#6e1405', star: '#ffd84a' } as const;
export const RANK_STAR = { disc: '#1b1b1d', discEdge: '#000000', star: '#ffd84a' } as const;
export const LINK_ARROW = { on: '#ff2b2b', onEdge: '#7a0000', off: '#2f3136', offEdge: '#111214' } as const;
export const PENDULUM_SCALE = { left: '#2f78d6', right: '#d6352f' } as const;
