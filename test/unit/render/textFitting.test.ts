import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fitName, fitTextBox, smallCapsRuns, wrapText } from '../../../server/src/core/render/textFitting';
import { measureText } from '../../../server/src/core/render/textMetrics';
import { escapeXmlAttribute, escapeXmlText } from '../../../server/src/core/render/svgWriter';

const SIZES = [21, 18, 15, 12];

test('wrapped lines stay within the width; a word longer than a line is broken', () => {
  const lines = wrapText(`short words then ${'x'.repeat(80)} end`, 'regular', 20, 200);
  for (const line of lines) assert.ok(line.width <= 200 + 1e-9, `${line.text}: ${line.width}`);
  assert.equal(
    lines
      .map((l) => l.text)
      .join('')
      .replace(/ /g, ''),
    `shortwordsthen${'x'.repeat(80)}end`,
  );
  assert.deepEqual(
    lines.map((l) => l.justified),
    [...lines.slice(1).map(() => true), false],
  );
});

test('the text box keeps the largest size that fits and steps down for longer text', () => {
  const short = fitTextBox('Draw 1 card.', 'regular', 480, 120, SIZES);
  assert.equal(short.size, 21);
  assert.equal(short.overflowed, false);
  const long = fitTextBox('Once per turn: you can draw 1 card. '.repeat(8), 'regular', 480, 120, SIZES);
  assert.ok(long.size < 21 && long.size >= 12, `size ${long.size}`);
  assert.equal(long.overflowed, false);
  assert.ok(long.lines.length * long.lineHeight <= 120);
});

test('past the smallest size the text is cut with an ellipsis and marked overflowed', () => {
  const fitted = fitTextBox('word '.repeat(2000), 'regular', 480, 120, SIZES);
  assert.equal(fitted.size, 12);
  assert.equal(fitted.overflowed, true);
  assert.ok(fitted.lines[fitted.lines.length - 1].text.endsWith('\u2026'));
  assert.ok(fitted.lines.every((line) => line.width <= 480 + 1e-9));
});

test('a name too wide for its bar is compressed, and set smaller only past the compression limit', () => {
  assert.equal(fitName('Kuriboh', 'bold', 46, 34, 398).compressedTo, undefined);
  const medium = fitName('Dark Magician Girl', 'bold', 46, 34, 398);
  assert.equal(medium.size, 46);
  assert.equal(medium.compressedTo, 398);
  assert.ok(medium.width > 398 && medium.width * 0.62 <= 398);
  const huge = fitName('A'.repeat(200), 'bold', 46, 34, 398);
  assert.equal(huge.size, 34);
  assert.equal(huge.compressedTo, 398);
});

test('small capitals: lower-case letters become smaller capitals, the rest stays', () => {
  assert.deepEqual(smallCapsRuns('Dark Magician'), [
    { text: 'D', small: false },
    { text: 'ARK', small: true },
    { text: ' M', small: false },
    { text: 'AGICIAN', small: true },
  ]);
  assert.deepEqual(smallCapsRuns('<x>'), [
    { text: '<', small: false },
    { text: 'X', small: true },
    { text: '>', small: false },
  ]);
});

test('the metrics know the font: wider letters measure wider, unknown characters get a wide default', () => {
  assert.ok(measureText('W', 'regular', 10) > measureText('i', 'regular', 10));
  assert.ok(measureText('W', 'bold', 10) >= measureText('W', 'regular', 10));
  assert.ok(measureText('\u4e00', 'regular', 10) > 0);
});

test('XML escapes: markup characters, quotes, and characters XML forbids', () => {
  assert.equal(escapeXmlText('<script>&</script>'), '&lt;script&gt;&amp;&lt;/script&gt;');
  assert.equal(escapeXmlAttribute('"a\' b'), '&quot;a&apos; b');
  assert.equal(escapeXmlText('a\u0000b\u001bc\ud800d'), 'a\ufffdb\ufffdc\ufffdd');
  assert.equal(escapeXmlText('\ud83d\ude00'), '\ud83d\ude00', 'a surrogate pair stays');
});

test('a huge name and text draw a bounded card: the name is cut for drawing, the text overflows', async () => {
  const { renderCardSvg } = await import('../../../server/src/core/render/renderCardSvg');
  const name = 'Nn'.repeat(50_000);
  const { svg, textOverflowed } = renderCardSvg({ name, frame: 'effect', linkArrows: [], text: 'word '.repeat(200_000) });
  assert.equal(textOverflowed, true);
  assert.ok((svg.match(/<tspan/g) ?? []).length <= 100, 'at most 100 drawn name characters');
  assert.ok(svg.includes(`<title>${name}</title>`), 'the title keeps the whole name');
  assert.ok(svg.length < 2 * name.length + 50_000, `${svg.length} characters`);
});
