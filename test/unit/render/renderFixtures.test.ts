import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { loadPngRenderer } from '../../../server/src/render/pngRenderer';
import { renderDeclaration } from '../../../server/src/render/renderDeclaration';
import { decodePng, differingShare } from './pngFiles';
import { part, parseSvg, type SvgElement, textOf, walk } from './svgTree';
import { fixtureNames } from '../../helpers/fixtureFiles';

/**
 * The card renderer, data-driven: every `test/fixtures/render/NAME.card` (one per frame kind, plus long
 * names, overflowing text, art and hostile strings) has beside it
 *   NAME.expected  what the SVG shows, read back from it: parts, texts, colours, sizes;
 *   NAME.png       the SVG rasterised by resvg with the bundled fonts, compared within a small tolerance.
 * Run with UPDATE_EXPECT=1 to rewrite both after an intended change, then look at the pictures.
 */
const fixtureDir = path.resolve(__dirname, '../../../../test/fixtures/render');
const update = process.env.UPDATE_EXPECT === '1';
/** A pixel differs when a channel moves by more than this; a fixture fails when more than MAX_SHARE differ. */
const CHANNEL_THRESHOLD = 40;
const MAX_SHARE = 0.005;
const PNG_WIDTH = 295;

function attributes(element: SvgElement | undefined, ...names: string[]): string {
  if (!element) return '';
  return names
    .filter((n) => element.attributes[n] !== undefined)
    .map((n) => `${n}=${element.attributes[n]}`)
    .join(' ');
}

/** What a person sees on the card, read back from the SVG. */
export function summarize(svg: string): string {
  const root = parseSvg(svg);
  const out: string[] = [];
  const elements = [...walk(root)];
  assert.ok(
    !elements.some((e) => /^(script|foreignObject|iframe|a)$/i.test(e.tag) || Object.keys(e.attributes).some((a) => /^on/i.test(a))),
    'no script, link or event handler',
  );
  out.push(`title ${JSON.stringify(textOf(elements.find((e) => e.tag === 'title')!))}`);
  const gradient = elements.find((e) => e.attributes.id === 'cs-frame');
  const stops = gradient ? gradient.children.filter((c): c is SvgElement => typeof c !== 'string').map((s) => s.attributes['stop-color']) : [];
  const frame = part(root, 'card-frame');
  out.push(`frame ${frame?.attributes['data-frame']}${frame?.attributes['data-pendulum'] ? ' pendulum' : ''} gradient ${stops.join(' ')}`);
  const name = part(root, 'card-name');
  const nameText = name && [...walk(name)].find((e) => e.tag === 'text');
  out.push(`name ${JSON.stringify(nameText ? textOf(nameText) : '')} ${attributes(nameText, 'font-size', 'fill', 'transform')}`);
  const attribute = part(root, 'attribute');
  if (attribute)
    out.push(
      `attribute ${attribute.attributes['data-attribute']} ${attributes(
        [...walk(attribute)].find((e) => e.tag === 'circle'),
        'fill',
      )}`,
    );
  const stars = part(root, 'stars');
  if (stars) out.push(`stars ${stars.attributes['data-kind']} ${stars.attributes['data-count']}`);
  const spellTrap = part(root, 'spell-trap-type');
  if (spellTrap) {
    const icon = part(spellTrap, 'spell-trap-icon');
    out.push(`spell/trap line ${JSON.stringify(textOf(spellTrap))}${icon ? ` icon ${icon.attributes['data-icon']}` : ''}`);
  }
  const art = part(root, 'art');
  const image = art && [...walk(art)].find((e) => e.tag === 'image');
  out.push(`art ${art?.attributes['data-art']}${image ? ` ${image.attributes.href.slice(0, 22)}...` : ''}`);
  const arrows = part(root, 'link-arrows');
  if (arrows) {
    const list = [...walk(arrows)].filter((e) => e.tag === 'polygon');
    out.push(
      `link arrows on: ${
        list
          .filter((a) => a.attributes['data-on'] === 'true')
          .map((a) => a.attributes['data-arrow'])
          .join(', ') || '(none)'
      } (${list.length} drawn)`,
    );
  }
  const pendulum = part(root, 'pendulum');
  if (pendulum) {
    const scales = [...walk(pendulum)].filter((e) => (e.attributes.class ?? '') === 'pendulum-scale').map((s) => `${s.attributes['data-side']} ${textOf(s)}`);
    const text = part(pendulum, 'pendulum-text');
    out.push(`pendulum scales ${scales.join(', ')}; text ${attributes(text, 'data-size', 'data-lines', 'data-overflowed')}`);
    for (const line of text?.children ?? []) if (typeof line !== 'string') out.push(`  | ${textOf(line)}`);
  }
  const typeLine = [...walk(root)].find((e) => e.attributes.class === 'type-line');
  if (typeLine) out.push(`type line ${JSON.stringify(textOf(typeLine))}`);
  const text = part(root, 'card-text');
  const firstLine = text?.children.find((c): c is SvgElement => typeof c !== 'string');
  out.push(`text ${attributes(text, 'data-size', 'data-lines', 'data-overflowed')} ${attributes(firstLine, 'font-style', 'fill')}`.trimEnd());
  for (const line of text?.children ?? []) if (typeof line !== 'string') out.push(`  | ${textOf(line)}`);
  if (part(root, 'overflow')) out.push(`overflow badge ${JSON.stringify(textOf(part(root, 'overflow')!))}`);
  const stats = part(root, 'stats');
  if (stats)
    out.push(
      `stats ${[...walk(stats)]
        .filter((e) => e.tag === 'text')
        .map((e) => JSON.stringify(textOf(e)))
        .join(' ')}`,
    );
  const setNumber = part(root, 'set-number');
  if (setNumber) out.push(`set number ${JSON.stringify(textOf(setNumber))}`);
  const passcode = part(root, 'passcode');
  if (passcode) out.push(`passcode ${JSON.stringify(textOf(passcode))}`);
  return out.join('\n');
}

const fixtures = fixtureNames(fixtureDir, (f) => f.endsWith('.card'));

test('there is a render fixture for every frame kind', () => {
  const frames = new Set<string>();
  for (const file of fixtures) {
    const { file: cards } = analyzeDocument('file:///f.card', fs.readFileSync(path.join(fixtureDir, file), 'utf8'));
    for (const card of cards.cards) frames.add(card.kind === 'monster' ? (card.frame?.value ?? '') : card.kind);
  }
  for (const kind of ['normal', 'effect', 'ritual', 'fusion', 'synchro', 'xyz', 'link', 'token', 'spell', 'trap'])
    assert.ok(frames.has(kind), `no fixture for ${kind}`);
  assert.ok(fixtures.includes('pendulum.card'));
});

for (const file of fixtures) {
  const base = file.replace(/\.card$/, '');
  test(`render fixture ${file}`, async () => {
    const cardPath = path.join(fixtureDir, file);
    const document = analyzeDocument(pathToFileURL(cardPath).href, fs.readFileSync(cardPath, 'utf8'));
    assert.equal(document.file.cards.length, 1, 'one card per render fixture');
    const card = document.file.cards[0];
    const rendered = renderDeclaration(card, document.file.setHeader, { width: PNG_WIDTH });
    const actual = `${summarize(rendered.svg)}\n${rendered.artProblem ? `art problem: ${rendered.artProblem}\n` : ''}`;
    const expectedPath = path.join(fixtureDir, `${base}.expected`);
    const pngPath = path.join(fixtureDir, `${base}.png`);
    const png = await loadPngRenderer();
    if (update || !fs.existsSync(expectedPath)) {
      fs.writeFileSync(expectedPath, actual);
      fs.writeFileSync(pngPath, png.render(rendered.svg));
      if (!update) assert.fail(`wrote missing ${expectedPath} and ${base}.png; review them and rerun`);
    }
    assert.equal(actual, fs.readFileSync(expectedPath, 'utf8'));
    const drawn = png.renderPixels(rendered.svg);
    const reference = decodePng(fs.readFileSync(pngPath));
    assert.deepEqual([drawn.width, drawn.height], [reference.width, reference.height], 'image size');
    const share = differingShare(drawn.pixels, reference.pixels, CHANNEL_THRESHOLD);
    assert.ok(share <= MAX_SHARE, `${(share * 100).toFixed(2)}% of the pixels differ from ${base}.png (at most ${MAX_SHARE * 100}% may)`);
  });
}
