import type { CardFace } from './cardFace';
import { linkArrowPoints, spellTrapIcon, starPoints } from './cardIcons';
import {
  ART,
  ATTRIBUTE_ICON,
  type Box,
  CARD,
  NAME_BAR,
  NAME_TEXT,
  PASSCODE,
  PENDULUM_ART,
  PENDULUM_BOX,
  PENDULUM_SCALE_WIDTH,
  PENDULUM_SET_NUMBER,
  PENDULUM_TEXT_BOX,
  PENDULUM_TEXT_SIZES,
  SET_NUMBER,
  SPELL_TRAP_LINE,
  STAR_ROW,
  STAT_LINE,
  TEXT_BOX,
  TEXT_PADDING,
  TEXT_SIZES,
  TYPE_LINE,
} from './cardLayout';
import {
  ATTRIBUTE_COLOURS,
  FRAME_COLOURS,
  type FrameColours,
  LEVEL_STAR,
  LINK_ARROW,
  OVERFLOW_INK,
  PENDULUM_SCALE,
  RANK_STAR,
  TEXT_BOX as PARCHMENT,
} from './framePalette';
import { type Attributes, element, formatNumber, textNode } from './svgWriter';
import { type FittedText, fitLine, fitName, fitTextBox, SMALL_CAPS_SCALE } from './textFitting';
import { FACE_STYLE, FONT_FAMILY, type FontFace, measureText } from './textMetrics';

export interface RenderedCard {
  readonly svg: string;
  /** The printed text (or the Pendulum Effect) did not fit even at the smallest size and was cut. */
  readonly textOverflowed: boolean;
}

export interface RenderOptions {
  /** The SVG's width attribute (its height follows the card's proportions); default the card's 590 units. */
  readonly width?: number;
}

/** Draws one card as it would be printed. Pure: the same face gives the same SVG text on every machine. */
export function renderCardSvg(face: CardFace, options: RenderOptions = {}): RenderedCard {
  const colours = FRAME_COLOURS[face.frame];
  const isSpellTrap = face.frame === 'spell' || face.frame === 'trap';
  const lowerColours = face.pendulum ? FRAME_COLOURS.spell : colours;
  const parts: string[] = [];
  let overflowed = false;

  parts.push(definitions(colours, face));
  parts.push(frame(face, colours));
  parts.push(nameBar(face, colours));
  parts.push(attributeIcon(face));
  if (isSpellTrap) parts.push(spellTrapLine(face));
  else parts.push(stars(face));
  parts.push(art(face));
  if (face.linkArrows.length > 0 || face.frame === 'link') parts.push(linkArrows(face));
  if (face.pendulum) {
    const pendulum = pendulumBox(face);
    parts.push(pendulum.svg);
    overflowed ||= pendulum.overflowed;
  }
  if (face.setNumber) parts.push(setNumber(face, lowerColours));
  const textBox = textBoxOf(face, isSpellTrap);
  parts.push(textBox.svg);
  overflowed ||= textBox.overflowed;
  if (face.passcode !== undefined) parts.push(passcode(face.passcode, lowerColours));

  const width = options.width ?? CARD.width;
  const svg = element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${CARD.width} ${CARD.height}`,
      width,
      height: (width * CARD.height) / CARD.width,
      role: 'img',
      'aria-label': face.name,
      'font-family': FONT_FAMILY,
    },
    [element('title', {}, [textNode(face.name)]), ...parts],
  );
  return { svg, textOverflowed: overflowed };
}

function definitions(colours: FrameColours, face: CardFace): string {
  const gradient = (id: string, c: FrameColours) =>
    element('linearGradient', { id, x1: 0, y1: 0, x2: 1, y2: 1 }, [
      element('stop', { offset: 0, 'stop-color': c.light }),
      element('stop', { offset: 0.55, 'stop-color': c.dark }),
      element('stop', { offset: 1, 'stop-color': c.light }),
    ]);
  const defs = [
    gradient('cs-frame', colours),
    gradient('cs-frame-lower', FRAME_COLOURS.spell),
    element('linearGradient', { id: 'cs-placeholder', x1: 0, y1: 0, x2: 0, y2: 1 }, [
      element('stop', { offset: 0, 'stop-color': '#7a8696' }),
      element('stop', { offset: 1, 'stop-color': '#39414d' }),
    ]),
    element('radialGradient', { id: 'cs-attribute', cx: 0.38, cy: 0.32, r: 0.75 }, [
      element('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.55 }),
      element('stop', { offset: 0.6, 'stop-color': '#ffffff', 'stop-opacity': 0 }),
    ]),
    element('clipPath', { id: 'cs-card' }, [element('rect', { width: CARD.width, height: CARD.height, rx: CARD.cornerRadius })]),
  ];
  const artBox = face.pendulum ? PENDULUM_ART : ART;
  defs.push(element('clipPath', { id: 'cs-art' }, [element('rect', { ...boxAttributes(artBox) })]));
  return element('defs', {}, defs);
}

function boxAttributes(box: Box): Attributes {
  return { x: box.x, y: box.y, width: box.width, height: box.height };
}

function frame(face: CardFace, colours: FrameColours): string {
  const children = [element('rect', { width: CARD.width, height: CARD.height, rx: CARD.cornerRadius, fill: 'url(#cs-frame)' })];
  if (face.pendulum) {
    // Pendulum frames: the monster's colour above the Pendulum box's middle, the Spell green below it.
    const split = PENDULUM_BOX.y + PENDULUM_BOX.height / 2;
    children.push(element('rect', { y: split, width: CARD.width, height: CARD.height - split, fill: 'url(#cs-frame-lower)', 'clip-path': 'url(#cs-card)' }));
  }
  children.push(
    element('rect', {
      x: 7,
      y: 7,
      width: CARD.width - 14,
      height: CARD.height - 14,
      rx: CARD.cornerRadius - 6,
      fill: 'none',
      stroke: colours.rim,
      'stroke-width': 3,
      'stroke-opacity': 0.7,
    }),
  );
  children.push(
    element('rect', {
      x: 1.5,
      y: 1.5,
      width: CARD.width - 3,
      height: CARD.height - 3,
      rx: CARD.cornerRadius,
      fill: 'none',
      stroke: '#1b1b1b',
      'stroke-width': 3,
    }),
  );
  return element('g', { class: 'card-frame', 'data-frame': face.frame, 'data-pendulum': face.pendulum ? 'true' : undefined }, children);
}

function textElement(text: string, faceName: FontFace, size: number, attributes: Attributes): string {
  const style = FACE_STYLE[faceName];
  return element(
    'text',
    {
      ...attributes,
      'font-size': size,
      'font-weight': style.weight === 'normal' ? undefined : style.weight,
      'font-style': style.style === 'normal' ? undefined : style.style,
    },
    [textNode(text)],
  );
}

/** Longer names are cut for drawing (the SVG's title keeps the whole name): no card prints more. */
const MAX_DRAWN_NAME = 100;

function nameBar(face: CardFace, colours: FrameColours): string {
  const chars = [...face.name];
  const drawn = chars.length > MAX_DRAWN_NAME ? `${chars.slice(0, MAX_DRAWN_NAME - 1).join('')}\u2026` : face.name;
  const fitted = fitName(drawn, 'bold', NAME_TEXT.size, NAME_TEXT.minSize, NAME_TEXT.maxWidth);
  const spans = fitted.runs.map((run) => element('tspan', { 'font-size': run.small ? fitted.size * SMALL_CAPS_SCALE : undefined }, [textNode(run.text)]));
  // Compressed with a horizontal scale, as printed names are (textLength does not reach into tspans everywhere).
  const squeeze = fitted.compressedTo === undefined ? 1 : fitted.compressedTo / fitted.width;
  const name = element(
    'text',
    {
      transform: `translate(${NAME_TEXT.x} ${NAME_TEXT.baseline})${squeeze === 1 ? '' : ` scale(${formatNumber(squeeze)} 1)`}`,
      'font-size': fitted.size,
      'font-weight': 'bold',
      fill: colours.nameInk,
      'data-compressed': fitted.compressedTo === undefined ? undefined : 'true',
    },
    spans,
  );
  return element('g', { class: 'card-name' }, [
    element('rect', { ...boxAttributes(NAME_BAR), rx: 4, fill: 'url(#cs-frame)', stroke: colours.rim, 'stroke-width': 3 }),
    element('rect', {
      x: NAME_BAR.x + 4,
      y: NAME_BAR.y + 4,
      width: NAME_BAR.width - 8,
      height: NAME_BAR.height - 8,
      rx: 2,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.35,
      'stroke-width': 2,
    }),
    name,
  ]);
}

function attributeIcon(face: CardFace): string {
  const word = face.frame === 'spell' ? 'SPELL' : face.frame === 'trap' ? 'TRAP' : face.attribute;
  if (!word) return '';
  const fill = ATTRIBUTE_COLOURS[word] ?? '#6b6b6b';
  const { cx, cy, r } = ATTRIBUTE_ICON;
  const size = 15;
  const fit = fitLine(word, 'bold', size, r * 1.6);
  return element('g', { class: 'attribute', 'data-attribute': word }, [
    element('circle', { cx, cy, r, fill, stroke: '#f3ecd8', 'stroke-width': 3.5 }),
    element('circle', { cx, cy, r: r + 2, fill: 'none', stroke: '#1b1b1b', 'stroke-width': 1.5 }),
    element('circle', { cx, cy, r: r - 2, fill: 'url(#cs-attribute)' }),
    textElement(word, 'bold', size, {
      x: cx,
      y: cy + size * 0.36,
      'text-anchor': 'middle',
      fill: '#ffffff',
      textLength: fit.compressedTo,
      lengthAdjust: fit.compressedTo === undefined ? undefined : 'spacingAndGlyphs',
    }),
  ]);
}

function stars(face: CardFace): string {
  const isRank = face.frame === 'xyz';
  const count = isRank ? face.rank : face.frame === 'link' ? undefined : face.level;
  if (!count || count <= 0) return '';
  const shown = Math.min(count, 13);
  const palette = isRank ? RANK_STAR : LEVEL_STAR;
  const { cy, r, pitch, left, right } = STAR_ROW;
  const children: string[] = [];
  for (let i = 0; i < shown; i++) {
    const cx = isRank ? left + r + i * pitch : right - r - i * pitch;
    children.push(element('circle', { cx, cy, r, fill: palette.disc, stroke: palette.discEdge, 'stroke-width': 2 }));
    children.push(element('polygon', { points: starPoints(cx, cy + 1, r * 0.82), fill: palette.star }));
  }
  return element('g', { class: 'stars', 'data-kind': isRank ? 'rank' : 'level', 'data-count': shown }, children);
}

function spellTrapLine(face: CardFace): string {
  const label = face.typeLine ?? (face.frame === 'spell' ? 'Spell Card' : 'Trap Card');
  const { right, baseline, size, iconSize } = SPELL_TRAP_LINE;
  const close = ']';
  const closeWidth = measureText(close, 'bold', size);
  const iconGap = face.spellTrapIcon ? iconSize + 12 : 0;
  const labelRight = right - closeWidth - iconGap;
  const children = [
    textElement(`[${label}`, 'bold', size, { x: labelRight, y: baseline, 'text-anchor': 'end', fill: '#111111' }),
    textElement(close, 'bold', size, { x: right, y: baseline, 'text-anchor': 'end', fill: '#111111' }),
  ];
  if (face.spellTrapIcon) {
    const x = labelRight + 6;
    const y = baseline - iconSize + 4;
    children.push(
      element('g', { class: 'spell-trap-icon', 'data-icon': face.spellTrapIcon }, [
        element('circle', { cx: x + iconSize / 2, cy: y + iconSize / 2, r: iconSize / 2 + 2, fill: '#f6f0de', stroke: '#111111', 'stroke-width': 1.5 }),
        spellTrapIcon(face.spellTrapIcon, x + 4, y + 4, iconSize - 8, '#b3121a'),
      ]),
    );
  }
  return element('g', { class: 'type-line spell-trap-type' }, children);
}

function art(face: CardFace): string {
  const box = face.pendulum ? PENDULUM_ART : ART;
  const bevel = element('rect', {
    x: box.x - 6,
    y: box.y - 6,
    width: box.width + 12,
    height: box.height + 12,
    fill: '#1b1b1b',
    stroke: '#d8c9a3',
    'stroke-width': 2,
  });
  if (face.artHref) {
    return element('g', { class: 'art', 'data-art': 'image' }, [
      bevel,
      element('rect', { ...boxAttributes(box), fill: '#20242b' }),
      element('image', { ...boxAttributes(box), href: face.artHref, preserveAspectRatio: 'xMidYMid slice', 'clip-path': 'url(#cs-art)' }),
    ]);
  }
  // A neutral placeholder: a picture-frame glyph (sun and hills) on slate, nothing that looks like real art.
  const cx = box.x + box.width / 2;
  const cy = box.y + (face.pendulum ? 200 : box.height / 2);
  const glyph: Attributes = { fill: '#ffffff', 'fill-opacity': 0.22 };
  return element('g', { class: 'art', 'data-art': 'placeholder' }, [
    bevel,
    element('rect', { ...boxAttributes(box), fill: 'url(#cs-placeholder)' }),
    element('rect', { x: cx - 90, y: cy - 70, width: 180, height: 140, rx: 10, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.3, 'stroke-width': 6 }),
    element('circle', { ...glyph, cx: cx + 38, cy: cy - 28, r: 18 }),
    element('polygon', { ...glyph, points: `${cx - 78},${cy + 58} ${cx - 28},${cy - 6} ${cx + 6},${cy + 30} ${cx + 30},${cy + 10} ${cx + 78},${cy + 58}` }),
  ]);
}

function linkArrows(face: CardFace): string {
  const box = face.pendulum ? PENDULUM_ART : ART;
  const children = (['top-left', 'top', 'top-right', 'left', 'right', 'bottom-left', 'bottom', 'bottom-right'] as const).map((arrow) => {
    const on = face.linkArrows.includes(arrow);
    return element('polygon', {
      points: linkArrowPoints(arrow, box),
      fill: on ? LINK_ARROW.on : LINK_ARROW.off,
      stroke: on ? LINK_ARROW.onEdge : LINK_ARROW.offEdge,
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
      'data-arrow': arrow,
      'data-on': on ? 'true' : 'false',
    });
  });
  return element('g', { class: 'link-arrows' }, children);
}

function pendulumBox(face: CardFace): { svg: string; overflowed: boolean } {
  const pendulum = face.pendulum!;
  const box = PENDULUM_BOX;
  const scale = (value: number, x: number, colour: string, side: 'left' | 'right') => {
    const cx = x + PENDULUM_SCALE_WIDTH / 2;
    const arrowY = box.y + 30;
    const arrow =
      side === 'left'
        ? `${cx - 14},${arrowY - 10} ${cx + 14},${arrowY - 10} ${cx},${arrowY + 10}`
        : `${cx - 14},${arrowY - 10} ${cx + 14},${arrowY - 10} ${cx},${arrowY + 10}`;
    return element('g', { class: 'pendulum-scale', 'data-side': side }, [
      element('polygon', { points: arrow, fill: colour, stroke: '#111111', 'stroke-width': 1.5 }),
      textElement(String(value), 'bold', 34, { x: cx, y: box.y + 76, 'text-anchor': 'middle', fill: '#111111' }),
    ]);
  };
  const textLeft = box.x + PENDULUM_SCALE_WIDTH;
  const textWidth = box.width - 2 * PENDULUM_SCALE_WIDTH;
  const fitted = fitTextBox(pendulum.text, 'regular', textWidth - 2 * 8, box.height - 12, PENDULUM_TEXT_SIZES);
  const children = [
    element('rect', { ...boxAttributes(box), fill: PARCHMENT.fill, 'fill-opacity': 0.55, stroke: PARCHMENT.edge, 'stroke-width': 2 }),
    element('rect', { x: textLeft, y: box.y, width: textWidth, height: box.height, fill: PARCHMENT.fill, stroke: PARCHMENT.edge, 'stroke-width': 2 }),
    scale(pendulum.leftScale, box.x, PENDULUM_SCALE.left, 'left'),
    scale(pendulum.rightScale, box.x + box.width - PENDULUM_SCALE_WIDTH, PENDULUM_SCALE.right, 'right'),
    paragraph(fitted, 'regular', textLeft + 8, box.y + 6, textWidth - 16, 'pendulum-text'),
  ];
  if (fitted.overflowed) children.push(overflowBadge(textLeft + textWidth / 2, box.y + box.height));
  return { svg: element('g', { class: 'pendulum' }, children), overflowed: fitted.overflowed };
}

function paragraph(fitted: FittedText, faceName: FontFace, x: number, top: number, width: number, className: string): string {
  const lines = fitted.lines.map((line, index) => {
    const y = top + fitted.size * 0.95 + index * fitted.lineHeight;
    // Pinning every line's length keeps the layout even when a viewer substitutes another font.
    const stretch = line.justified && line.width > width * 0.82;
    return textElement(line.text, faceName, fitted.size, {
      x,
      y,
      fill: PARCHMENT.ink,
      textLength: stretch ? width : line.width,
      lengthAdjust: 'spacing',
    });
  });
  return element(
    'g',
    { class: className, 'data-size': fitted.size, 'data-lines': fitted.lines.length, 'data-overflowed': fitted.overflowed ? 'true' : undefined },
    lines,
  );
}

/** A red tag centred on (x, y), on the box's lower edge where it hides no text. */
function overflowBadge(x: number, y: number): string {
  const label = 'TEXT OVERFLOWS';
  const size = 12;
  const width = measureText(label, 'bold', size) + 12;
  const height = size + 6;
  return element('g', { class: 'overflow' }, [
    element('rect', { x: x - width / 2, y: y - height / 2, width, height, rx: 3, fill: '#ffffff', stroke: OVERFLOW_INK, 'stroke-width': 1.5 }),
    textElement(label, 'bold', size, { x, y: y + size * 0.36, 'text-anchor': 'middle', fill: OVERFLOW_INK }),
  ]);
}

function setNumber(face: CardFace, colours: FrameColours): string {
  const spot = face.pendulum ? PENDULUM_SET_NUMBER : SET_NUMBER;
  const right = face.frame === 'link' && !face.pendulum ? spot.right - 70 : spot.right;
  const fit = fitLine(face.setNumber!, 'regular', spot.size, 220);
  return element('g', { class: 'set-number' }, [
    textElement(face.setNumber!, 'regular', spot.size, {
      x: right,
      y: spot.baseline,
      'text-anchor': 'end',
      fill: colours.nameInk,
      textLength: fit.compressedTo,
      lengthAdjust: fit.compressedTo === undefined ? undefined : 'spacingAndGlyphs',
    }),
  ]);
}

function textBoxOf(face: CardFace, isSpellTrap: boolean): { svg: string; overflowed: boolean } {
  const box = face.pendulum ? PENDULUM_TEXT_BOX : TEXT_BOX;
  const inner = box.width - 2 * TEXT_PADDING;
  const children = [element('rect', { ...boxAttributes(box), fill: PARCHMENT.fill, stroke: PARCHMENT.edge, 'stroke-width': 3 })];
  let top = box.y + TEXT_PADDING - 4;
  let bottom = box.y + box.height - TEXT_PADDING + 4;
  if (!isSpellTrap) {
    const typeLine = `[${face.typeLine ?? 'Monster'}]`;
    const fit = fitLine(typeLine, 'bold', TYPE_LINE.size, inner);
    children.push(
      textElement(typeLine, 'bold', TYPE_LINE.size, {
        class: 'type-line',
        x: box.x + TEXT_PADDING,
        y: top + TYPE_LINE.size * 0.9,
        fill: PARCHMENT.ink,
        textLength: fit.compressedTo,
        lengthAdjust: fit.compressedTo === undefined ? undefined : 'spacingAndGlyphs',
      }),
    );
    top += TYPE_LINE.size + TYPE_LINE.gap;
    bottom = box.y + box.height - STAT_LINE.height - 6;
    children.push(statLine(face, box));
  }
  // Normal Monsters print flavour text, in italics.
  const textFace: FontFace = face.frame === 'normal' ? 'italic' : 'regular';
  const fitted = fitTextBox(face.text, textFace, inner, bottom - top, TEXT_SIZES);
  children.push(paragraph(fitted, textFace, box.x + TEXT_PADDING, top, inner, 'card-text'));
  if (fitted.overflowed) {
    // Monsters: on the rule above ATK/DEF, at the left; Spells/Traps: on the box's lower edge.
    children.push(
      isSpellTrap
        ? overflowBadge(box.x + box.width / 2, box.y + box.height)
        : overflowBadge(box.x + TEXT_PADDING + 60, box.y + box.height - STAT_LINE.height - 2),
    );
  }
  return { svg: element('g', { class: 'text-box' }, children), overflowed: fitted.overflowed };
}

function statText(value: number | '?' | undefined): string {
  return value === undefined ? '?' : String(value);
}

function statLine(face: CardFace, box: Box): string {
  const ruleY = box.y + box.height - STAT_LINE.height - 2;
  const right = box.x + box.width - TEXT_PADDING;
  const baseline = box.y + box.height - 10;
  const second = face.frame === 'link' ? `LINK-${face.linkRating ?? '?'}` : `DEF/${statText(face.def)}`;
  const first = `ATK/${statText(face.atk)}`;
  const secondWidth = Math.max(measureText(second, 'bold', STAT_LINE.size), measureText('DEF/0000', 'bold', STAT_LINE.size));
  return element('g', { class: 'stats' }, [
    element('line', { x1: box.x + TEXT_PADDING, x2: right, y1: ruleY, y2: ruleY, stroke: PARCHMENT.rule, 'stroke-width': 2 }),
    textElement(first, 'bold', STAT_LINE.size, { x: right - secondWidth - 22, y: baseline, 'text-anchor': 'end', fill: PARCHMENT.ink }),
    textElement(second, 'bold', STAT_LINE.size, { x: right, y: baseline, 'text-anchor': 'end', fill: PARCHMENT.ink }),
  ]);
}

function passcode(value: number, colours: FrameColours): string {
  return element('g', { class: 'passcode' }, [
    textElement(String(value).padStart(8, '0'), 'regular', PASSCODE.size, { x: PASSCODE.x, y: PASSCODE.baseline, fill: colours.nameInk }),
  ]);
}
