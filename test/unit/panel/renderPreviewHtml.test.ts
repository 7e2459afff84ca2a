import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPreviewHtml } from '../../../client/src/preview/renderPreviewHtml';

test("the Preview page allows only its nonce'd script and style and data: images", () => {
  const html = renderPreviewHtml('N0NCE', 'vscode-resource:');
  const csp = /Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'nonce-N0NCE'(;|$)/);
  assert.match(csp, /img-src data:(;|$)/);
  assert.ok(!/unsafe/.test(csp), csp);
  assert.equal((html.match(/<script nonce="N0NCE">/g) ?? []).length, 1);
  assert.ok(!/innerHTML|insertAdjacentHTML|document\.write/.test(html), 'the page never parses strings as HTML');
});
