import type { LinkArrow, SpellTrapIcon } from './cardFace';
import { type Attributes, element, formatNumber } from './svgWriter';

/** The small drawings of a card (stars, Spell/Trap icons, Link Arrows), as SVG paths; no font glyphs. */

function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${formatNumber(x)},${formatNumber(y)}`).join(' ');
}

/** A five-pointed star centred on (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.42;
  const list: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    list.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points(list);
}

/** The Spell/Trap kind icons, drawn in a `size` square whose top-left corner is (x, y). */
export function spellTrapIcon(kind: SpellTrapIcon, x: number, y: number, size: number, ink: string): string {
  const s = size / 100;
  const at = (px: number, py: number): [number, number] => [x + px * s, y + py * s];
  const fill: Attributes = { fill: ink };
  const stroke: Attributes = { fill: 'none', stroke: ink, 'stroke-width': 11 * s, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  switch (kind) {
    case 'quick-play':
      return element('polygon', { ...fill, points: points([at(58, 6), at(20, 56), at(46, 56), at(36, 94), at(80, 40), at(53, 40), at(66, 6)]) });
    case 'continuous': {
      const [lx, ly] = at(31, 50);
      const [rx] = at(69, 50);
      const loop = { ...stroke, rx: 19 * s, ry: 15 * s, cy: ly };
      return element('g', {}, [element('ellipse', { ...loop, cx: lx }), element('ellipse', { ...loop, cx: rx })]);
    }
    case 'field':
      return element('polygon', {
        ...fill,
        points: points([at(50, 4), at(60, 40), at(96, 50), at(60, 60), at(50, 96), at(40, 60), at(4, 50), at(40, 40)]),
      });
    case 'equip':
      return element('polygon', {
        ...fill,
        points: points([
          at(38, 8),
          at(62, 8),
          at(62, 38),
          at(92, 38),
          at(92, 62),
          at(62, 62),
          at(62, 92),
          at(38, 92),
          at(38, 62),
          at(8, 62),
          at(8, 38),
          at(38, 38),
        ]),
      });
    case 'ritual': {
      const p = (px: number, py: number) => at(px, py).map(formatNumber).join(',');
      return element('path', {
        ...fill,
        d: `M${p(50, 4)} C${p(62, 30)} ${p(86, 42)} ${p(84, 66)} C${p(82, 86)} ${p(66, 96)} ${p(50, 96)} C${p(32, 96)} ${p(16, 84)} ${p(16, 64)} C${p(16, 50)} ${p(26, 40)} ${p(32, 30)} C${p(36, 44)} ${p(42, 50)} ${p(48, 52)} C${p(44, 36)} ${p(46, 20)} ${p(50, 4)} Z`,
      });
    }
    case 'counter': {
      const p = (px: number, py: number) => at(px, py).map(formatNumber).join(',');
      return element('g', {}, [
        element('path', { ...stroke, d: `M${p(22, 64)} A${formatNumber(30 * s)},${formatNumber(30 * s)} 0 1 1 ${p(70, 74)}` }),
        element('polygon', { ...fill, points: points([at(54, 66), at(86, 62), at(74, 94)]) }),
      ]);
    }
  }
}

/** One Link Arrow around the art `box`: a triangle pointing outwards, on its side or corner. */
export function linkArrowPoints(arrow: LinkArrow, box: { x: number; y: number; width: number; height: number }): string {
  const { x, y, width, height } = box;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const half = 44;
  const reach = 30;
  const inset = 6;
  switch (arrow) {
    case 'top':
      return points([
        [cx - half, y + inset],
        [cx + half, y + inset],
        [cx, y + inset - reach],
      ]);
    case 'bottom':
      return points([
        [cx - half, y + height - inset],
        [cx + half, y + height - inset],
        [cx, y + height - inset + reach],
      ]);
    case 'left':
      return points([
        [x + inset, cy - half],
        [x + inset, cy + half],
        [x + inset - reach, cy],
      ]);
    case 'right':
      return points([
        [x + width - inset, cy - half],
        [x + width - inset, cy + half],
        [x + width - inset + reach, cy],
      ]);
    default: {
      const sx = arrow.endsWith('left') ? -1 : 1;
      const sy = arrow.startsWith('top') ? -1 : 1;
      const ox = sx < 0 ? x : x + width;
      const oy = sy < 0 ? y : y + height;
      const apex: [number, number] = [ox + sx * 22, oy + sy * 22];
      return points([apex, [apex[0] - sx * 64, apex[1] - sy * 14], [apex[0] - sx * 14, apex[1] - sy * 64]]);
    }
  }
}
