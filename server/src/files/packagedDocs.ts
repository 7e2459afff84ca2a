import * as fs from 'fs';
import * as path from 'path';
import { fileUriFromPath } from './fileUris';

/**
 * The `file:` URI of a document shipped in docs/ of the installed package (the .vsix, the npm package),
 * for links that must resolve where the user is: a diagnostic's `codeDescription`, SARIF's `helpUri`.
 * The bundles sit in dist/ and the compiled sources in out/server/src/...: the package is the nearest
 * directory above this file with a package.json. Undefined when its docs/ has no such file (then no link
 * is better than a dead one).
 */
export function packagedDocUri(name: string, from: string = __dirname): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      const candidate = path.join(dir, 'docs', name);
      return fs.existsSync(candidate) ? fileUriFromPath(candidate) : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
