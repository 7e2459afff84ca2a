import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileUriFromPath, pathFromUri } from '../../../server/src/lsp/fileUris';

/** Paths -> the URI VS Code (vscode-uri) gives the same file, so disk and editor agree on one key. */
const CASES: readonly { path: string; platform: NodeJS.Platform; uri: string }[] = [
  { path: '/work/set/cards.card', platform: 'linux', uri: 'file:///work/set/cards.card' },
  { path: '/work/my set/Dark #1.card', platform: 'linux', uri: 'file:///work/my%20set/Dark%20%231.card' },
  { path: "/w/it's (new)!.card", platform: 'linux', uri: 'file:///w/it%27s%20%28new%29%21.card' },
  { path: '/w/a@b:c.card', platform: 'linux', uri: 'file:///w/a%40b%3Ac.card' },
  { path: '/w/Ünïcode.card', platform: 'linux', uri: 'file:///w/%C3%9Cn%C3%AFcode.card' },
  { path: 'C:\\Users\\me\\cards.card', platform: 'win32', uri: 'file:///c%3A/Users/me/cards.card' },
];

describe('fileUriFromPath', () => {
  for (const { path, platform, uri } of CASES) {
    it(`${path} (${platform})`, () => assert.equal(fileUriFromPath(path, platform), uri));
  }
});

describe('pathFromUri', () => {
  it('round-trips POSIX paths', () => {
    for (const { path, platform } of CASES.filter((c) => c.platform === 'linux')) {
      assert.equal(pathFromUri(fileUriFromPath(path, platform)), path);
    }
  });
  it('answers undefined for other schemes and broken URIs', () => {
    assert.equal(pathFromUri('untitled:Untitled-1'), undefined);
    assert.equal(pathFromUri('vscode-vfs://github/x/y.card'), undefined);
    assert.equal(pathFromUri('file://host-without-path%'), undefined);
  });
});

describe('the CLI and the server spell a file the same way', () => {
  it('a file read by the CLI has the URI the server (and VS Code) give it', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const nodePath = await import('node:path');
    const { readCardFiles } = await import('../../../server/src/cli/cardFileInput');
    const folder = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'cardscript uri '));
    const file = nodePath.join(folder, "it's (new)! #1.card");
    fs.writeFileSync(file, 'monster "A" {\n}\n');
    const read = readCardFiles([folder], { cwd: folder, stdout: () => {}, stderr: () => {} });
    assert.ok(read.ok);
    assert.deepEqual(
      read.inputs.map((i) => i.uri),
      [fileUriFromPath(file)],
    );
    assert.match(read.inputs[0].uri, /it%27s%20%28new%29%21%20%231\.card$/);
  });
});
