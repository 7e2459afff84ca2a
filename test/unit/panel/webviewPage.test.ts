import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPanelHtml } from '../../../client/src/panel/renderPanelHtml';
import { renderPreviewHtml } from '../../../client/src/preview/renderPreviewHtml';
import { jsonForScriptElement, webviewCsp } from '../../../client/src/webview/webviewPage';
import { MALICIOUS_MODEL } from './panelFixtures';

const cspOf = (html: string) => /Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];

test('both webviews use the one page frame: the same CSP, only the image source differs', () => {
  assert.equal(cspOf(renderPanelHtml(MALICIOUS_MODEL, 'N1', 'vscode-resource:')), webviewCsp('N1', 'vscode-resource:', 'none'));
  assert.equal(cspOf(renderPreviewHtml('N2', 'vscode-resource:')), webviewCsp('N2', 'vscode-resource:', 'data'));
  assert.match(webviewCsp('N', 's'), /img-src 'none'/);
  assert.match(webviewCsp('N', 's', 'data'), /img-src data:(;|$)/);
});

test('JSON for a script element cannot close it, open a comment or break a line', () => {
  const text = jsonForScriptElement({ name: '</script><!-- & \u2028\u2029 >' });
  assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(text), { name: '</script><!-- & \u2028\u2029 >' });
});
