import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_FAMILIES_ENABLED } from '../../../server/src/core/diagnostics/checkFamilies';
import { DEFAULT_SETTINGS, normalizeSettings, SettingsCache } from '../../../server/src/lsp/settings';

/** Raw `cardscript` sections as clients send them -> the families switched off. */
const CASES: readonly { name: string; raw: unknown; off: string[] }[] = [
  { name: 'nothing', raw: undefined, off: [] },
  { name: 'an empty section', raw: {}, off: [] },
  { name: 'nested booleans', raw: { checks: { tributes: false, nomi: false, fields: true } }, off: ['tributes', 'nomi'] },
  { name: 'flat dotted keys', raw: { 'checks.references': false }, off: ['references'] },
  { name: 'non-boolean values are ignored', raw: { checks: { summoning: 'no', effects: 0, scenarios: null } }, off: [] },
  { name: 'syntax cannot be switched off', raw: { checks: { syntax: false } }, off: [] },
  { name: 'a wrong shape (array)', raw: ['checks'], off: [] },
  { name: 'checks not an object', raw: { checks: 'all' }, off: [] },
];

describe('normalizeSettings', () => {
  for (const { name, raw, off } of CASES) {
    it(name, () => {
      const settings = normalizeSettings(raw);
      const actuallyOff = Object.entries(settings.checks)
        .filter(([, on]) => !on)
        .map(([family]) => family);
      assert.deepEqual(actuallyOff.sort(), [...off].sort());
      assert.deepEqual(Object.keys(settings.checks).sort(), Object.keys(ALL_FAMILIES_ENABLED).sort());
    });
  }
});

describe('SettingsCache', () => {
  it('asks the client once per resource and again after a change', async () => {
    const asked: string[] = [];
    const cache = new SettingsCache(async (uri) => {
      asked.push(uri);
      return uri.endsWith('b.card') ? { checks: { nomi: false } } : {};
    });
    assert.equal((await cache.get('file:///a.card')).checks.nomi, true);
    assert.equal((await cache.get('file:///b.card')).checks.nomi, false);
    await cache.get('file:///a.card');
    assert.deepEqual(asked, ['file:///a.card', 'file:///b.card']);
    cache.changed(undefined);
    await cache.get('file:///a.card');
    assert.deepEqual(asked, ['file:///a.card', 'file:///b.card', 'file:///a.card']);
  });

  it('falls back to the defaults when the client fails to answer', async () => {
    const cache = new SettingsCache(() => Promise.reject(new Error('no configuration')));
    assert.deepEqual(await cache.get('file:///a.card'), DEFAULT_SETTINGS);
  });

  it('uses the pushed section for clients without workspace/configuration', async () => {
    const cache = new SettingsCache(undefined);
    cache.changed({ cardscript: { checks: { fields: false } } });
    assert.equal((await cache.get('file:///any.card')).checks.fields, false);
  });
});

describe('cardscript.simulation.edoproReferee', () => {
  const cases: readonly [unknown, boolean][] = [
    [undefined, true],
    [{}, true],
    [{ simulation: { edoproReferee: false } }, false],
    [{ 'simulation.edoproReferee': false }, false],
    [{ simulation: { edoproReferee: 'off' } }, true],
    [{ simulation: true }, true],
  ];
  for (const [raw, expected] of cases) {
    it(`${JSON.stringify(raw)} -> ${expected}`, () => assert.equal(normalizeSettings(raw).edoproReferee, expected));
  }
});
