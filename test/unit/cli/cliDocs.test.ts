import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { CHECK_COMMAND, RENDER_COMMAND, SIMULATE_COMMAND, TEXT_COMMAND } from '../../../server/src/cli/cliArguments';
import type { CommandSpec } from '../../../server/src/cli/commandOptions';
import { EXPORT_COMMAND } from '../../../server/src/cli/exportEdoproCommand';
import { IMPORT_COMMAND } from '../../../server/src/cli/importEdoproCommand';
import { LSP_COMMAND } from '../../../server/src/cli/lspCommand';
import { REPO_ROOT } from './runBuiltCli';

/**
 * docs/cli.md is kept true to the commands' option tables (the same tables `COMMAND --help` is generated
 * from): every option of every command is written in that command's section, so a new flag cannot ship
 * undocumented.
 */
const DOCS = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'cli.md'), 'utf8');

/** The `## ` section whose heading names the command (`## \`simulate\``, `## \`cardscript export edopro ...\``). */
function section(spec: CommandSpec): string {
  const parts = DOCS.split(/^(?=## )/m);
  const found = parts.find((part) => new RegExp(`^## \`(cardscript )?${spec.name}\\b`).test(part));
  assert.ok(found, `docs/cli.md has no section for ${spec.name}`);
  return found;
}

describe('docs/cli.md documents every option of every command', () => {
  for (const spec of [CHECK_COMMAND, SIMULATE_COMMAND, RENDER_COMMAND, TEXT_COMMAND, LSP_COMMAND, EXPORT_COMMAND, IMPORT_COMMAND]) {
    it(spec.name, () => {
      const text = section(spec);
      assert.deepEqual(
        spec.options.filter((o) => !text.includes(`--${o.name}`)).map((o) => `--${o.name}`),
        [],
      );
    });
  }

  it('the synopsis at the top names every option of simulate', () => {
    const synopsis = DOCS.slice(DOCS.indexOf('```'), DOCS.indexOf('```', DOCS.indexOf('```') + 3));
    for (const option of SIMULATE_COMMAND.options) assert.ok(synopsis.includes(`--${option.name}`), `--${option.name}`);
  });
});
