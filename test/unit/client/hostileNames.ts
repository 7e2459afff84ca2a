import * as fs from 'node:fs';
import * as path from 'node:path';
import { tokenize } from '../../../server/src/core/syntax/lexer';
import { fixtureNames } from '../../helpers/fixtureFiles';

const repoRoot = path.resolve(__dirname, '../../../..');
const CORPUS = path.join(repoRoot, 'test', 'fixtures', 'hostile');

/**
 * Names a card file can give that try to become something else in the editor: a command link, icons,
 * a bidi override, a terminal escape, a line break, a word joiner of its own, a trailing backslash (which
 * would escape an icon after it), and every string of the hostile corpus (test/fixtures/hostile/*.card).
 */
export const HOSTILE_NAMES: readonly string[] = [
  ...new Set([
    '[Run](command:workbench.action.terminal.new)',
    '$(bug)',
    '$(bug) [Run](command:workbench.action.terminal.new "Open a terminal")',
    'Admin\u202egnp.exe',
    '\u001b[31mred\u001b[0m \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
    'first line\n[Run](command:workbench.action.terminal.new)',
    '[Ru\nn](command:workbench.action.terminal.new)',
    'joined\u2060(command:x)',
    'C:\\',
    '(command:workbench.action.terminal.new)',
    '[Run]',
    '$',
    ...fixtureNames(CORPUS, (name) => name.endsWith('.card')).flatMap((name) =>
      tokenize(fs.readFileSync(path.join(CORPUS, name), 'utf8'))
        .filter((token) => token.kind === 'string')
        .map((token) => token.value),
    ),
  ]),
];

/** Names without anything to escape: what the helpers must leave byte for byte. */
export const CLEAN_NAMES: readonly string[] = [
  'Blue-Eyes White Dragon',
  'Dark Magician (Arkana)',
  'Card [Limited]',
  '100% $ cost (once)',
  'Café «Noir» 🐉',
  'Mother & Child 👩‍👧',
  '',
];

/**
 * The icons VS Code draws in linked text: `$(name)` or `$(name~modifier)`, unless escaped as `\$(name)`
 * (vs/base/common/iconLabels.ts), which shows as text.
 */
export function iconsDrawn(text: string): string[] {
  return [...text.matchAll(/(\\)?\$\(([a-z0-9-]+(?:~[a-z0-9-]*)?)\)/gi)].filter((m) => !m[1]).map((m) => m[0]);
}
