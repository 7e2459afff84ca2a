import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { escapeXmlAttribute, escapeXmlText } from '../../../server/src/core/render/svgWriter';
import { fuzzOptions, ODD_CHARACTERS } from '../fuzz/fuzzInputs';

// eslint-disable-next-line no-control-regex -- as svgWriter.ts
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The escapes written out in full, as every string went through them before the one-test shortcut. */
const fullText = (text: string) => text.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fullAttribute = (value: string) =>
  fullText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\t\n\r]/g, (ch) => `&#${ch.charCodeAt(0)};`);

test('the escapes skip only strings they would leave unchanged', () => {
  const piece = fc.oneof(
    fc.constantFrom(...ODD_CHARACTERS, '&', '<', '>', '"', "'", '\t', '\n', '\r', 'plain', ' '),
    fc.string({ maxLength: 3, unit: 'binary' }),
  );
  fc.assert(
    fc.property(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
      (text) => {
        assert.equal(escapeXmlText(text), fullText(text));
        assert.equal(escapeXmlAttribute(text), fullAttribute(text));
      },
    ),
    fuzzOptions(2000),
  );
});
