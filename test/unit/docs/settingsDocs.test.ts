import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../analysis/checkFixtures';

/**
 * The settings table of README.md ("### Settings") against package.json's contributes.configuration:
 * every setting has a row with its default, and every row is a setting.
 */
interface SettingSchema {
  readonly default?: unknown;
}

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  contributes: { configuration: { properties: Record<string, SettingSchema> } | { properties: Record<string, SettingSchema> }[] };
};
const configuration = manifest.contributes.configuration;
const settings = new Map((Array.isArray(configuration) ? configuration : [configuration]).flatMap((section) => Object.entries(section.properties)));

const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const section = /^### Settings\n([\s\S]*?)(?=^#)/m.exec(readme)?.[1] ?? '';
const rows = new Map([...section.matchAll(/^\| `([^`]+)` \| `([^`]*)` \|/gm)].map((m) => [m[1], m[2]]));

describe('settings in README.md', () => {
  it('package.json contributes settings and README.md has a settings table', () => {
    assert.ok(settings.size > 0, 'package.json contributes.configuration has properties');
    assert.ok(rows.size > 0, 'README.md has a "### Settings" table');
  });
  for (const [name, schema] of settings) {
    it(`${name}: a row with its default`, () => {
      assert.ok(rows.has(name), `README.md's settings table has no row for ${name}`);
      assert.equal(rows.get(name), JSON.stringify(schema.default), `the default README.md gives ${name}`);
    });
  }
  it('every row is a setting of package.json', () => {
    assert.deepEqual([...rows.keys()].filter((name) => !settings.has(name)), []);
  });
});
