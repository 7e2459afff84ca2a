import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPanelHtml } from '../../../client/src/panel/renderPanelHtml';
import { MALICIOUS_MODEL, MALICIOUS_NAME } from './panelFixtures';

const html = renderPanelHtml(MALICIOUS_MODEL, 'NONCE123', 'vscode-resource:');

test('the CSP allows only nonce scripts and no network', () => {
  const csp = /Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'nonce-NONCE123'(;|$)/);
  assert.match(csp, /connect-src 'none'/);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
});

test('every executable script carries the nonce; the data block is not executable', () => {
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
  assert.equal(scripts.length, 2, 'exactly the data block and the page script');
  assert.deepEqual(scripts, [' type="application/json" id="model"', ' nonce="NONCE123"']);
});

test('card names never appear raw in the HTML', () => {
  assert.equal(html.includes('<img'), false);
  assert.equal(html.includes('</script><script>alert'), false);
  assert.equal(html.includes(MALICIOUS_NAME), false);
  // ... but they survive the round trip as data, invisible characters shown as <U+XXXX>.
  const data = /<script type="application\/json" id="model">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  assert.equal(JSON.parse(data).title, MALICIOUS_NAME.replace('\u2028', '<U+2028>'));
});

test('the page builds nodes with textContent, never innerHTML', () => {
  assert.equal(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/.test(html), false);
});
