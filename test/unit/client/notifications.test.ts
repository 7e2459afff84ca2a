import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { notice } from '../../../client/src/notifications';
import { notificationLinks, notificationVisibleText, shownAs } from '../../hostile/userView';
import { CLEAN_NAMES, HOSTILE_NAMES, iconsDrawn } from './hostileNames';

/** A notification's links and icons: VS Code's linked-text syntax, and icons unless backslash-escaped. */
const drawn = (text: string) => [...notificationLinks(text).filter((m) => !m.startsWith('$(')), ...iconsDrawn(text)];

/** Templates of our own, each with the data in one place; `fill` is the template as plain text. */
const TEMPLATES: readonly { readonly shown: (name: string) => string; readonly fill: (name: string) => string; readonly own: readonly string[] }[] = [
  { shown: (name) => notice`CardScript: nothing exported: ${name}`, fill: (name) => `CardScript: nothing exported: ${name}`, own: [] },
  { shown: (name) => notice`${name}`, fill: (name) => name, own: [] },
  { shown: (name) => notice`CardScript: Scenario "${name}" failed.`, fill: (name) => `CardScript: Scenario "${name}" failed.`, own: [] },
  // Our own icons stay icons, before or after the data (a trailing backslash in the data does not escape them).
  { shown: (name) => notice`$(check) ${name}`, fill: (name) => `$(check) ${name}`, own: ['$(check)'] },
  { shown: (name) => notice`${name}$(sync~spin) ${name}`, fill: (name) => `${name}$(sync~spin) ${name}`, own: ['$(sync~spin)'] },
  // The data meets the template where a link or icon would start.
  { shown: (name) => notice`[Open]${name}`, fill: (name) => `[Open]${name}`, own: [] },
  { shown: (name) => notice`${name}(command:workbench.action.terminal.new)`, fill: (name) => `${name}(command:workbench.action.terminal.new)`, own: [] },
  { shown: (name) => notice`cost $${name}`, fill: (name) => `cost $${name}`, own: [] },
];

describe('notice: card data in a notification or the status bar', () => {
  for (const name of HOSTILE_NAMES) {
    it(`forms no link or icon, and reads the same: ${JSON.stringify(name).slice(0, 80)}`, () => {
      for (const template of TEMPLATES) {
        const shown = template.shown(name);
        assert.deepEqual(drawn(shown), template.own, `links or icons in ${JSON.stringify(shown)}`);
        assert.equal(notificationVisibleText(shown), template.fill(shownAs(name)));
      }
    });
  }

  it('would form them without escaping: the names are hostile', () => {
    const unescaped = TEMPLATES.flatMap((template) => HOSTILE_NAMES.map((name) => template.fill(name)));
    for (const attack of ['[Run](command:workbench.action.terminal.new)', '$(bug)'])
      assert.ok(
        unescaped.some((text) => drawn(text).includes(attack)),
        attack,
      );
    assert.ok(drawn(`[Open](command:workbench.action.terminal.new)`).length > 0, 'a boundary link is a link');
    assert.deepEqual(drawn('C:\\$(sync~spin) x'), [], 'a backslash before our icon escapes it');
  });

  it('reveals a word joiner of the data itself (only ours draw nothing)', () => {
    assert.equal(notice`CardScript: ${'a\u2060(b)'}`, 'CardScript: a<U+2060>(b)');
  });

  it('leaves clean text and numbers byte for byte', () => {
    for (const name of CLEAN_NAMES) {
      assert.equal(notice`CardScript: nothing exported: ${name}`, `CardScript: nothing exported: ${name}`);
      assert.equal(notice`$(check) ${name} $(error)`, `$(check) ${name} $(error)`);
    }
    assert.equal(notice`reading ${11}/${120} card files`, 'reading 11/120 card files');
    assert.equal(notice`validated in ${'1.5 ms'}`, 'validated in 1.5 ms');
    assert.equal(notice`CardScript: the language server could not start.`, 'CardScript: the language server could not start.');
  });
});
