import { renderWebviewPage } from '../webview/webviewPage';

/**
 * The Preview panel's page. Pure (no `vscode` import) so tests can check it. The same frame as the
 * simulation panel (client/src/webview/webviewPage.ts): a CSP with no sources but the page's nonce'd
 * script and style (and `data:` images), and nothing card-derived parsed as HTML. The card arrives by postMessage as SVG text
 * and is shown as an <img> of a data: URI: an SVG image runs no script and loads nothing, whatever it holds;
 * names and messages are set with textContent.
 */
export function renderPreviewHtml(nonce: string, cspSource: string): string {
  return renderWebviewPage({
    title: 'CardScript preview',
    nonce,
    cspSource,
    images: 'data',
    css: PREVIEW_CSS,
    body: `<main>
  <img id="card" alt="" hidden>
  <p id="status" role="status"></p>
  <ul id="notes"></ul>
</main>`,
    script: PREVIEW_SCRIPT,
  });
}

const PREVIEW_CSS = `
body { font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); color: var(--vscode-foreground);
  background: var(--vscode-editor-background); margin: 0; padding: 16px; }
main { display: flex; flex-direction: column; align-items: center; gap: 10px; }
#card { width: min(100%, 472px); height: auto; border-radius: 12px; box-shadow: 0 6px 22px rgba(0, 0, 0, 0.45); }
#status { margin: 0; opacity: 0.8; text-align: center; overflow-wrap: anywhere; }
#notes { margin: 0; padding: 0; list-style: none; text-align: center; }
#notes li { color: var(--vscode-editorWarning-foreground, #cca700); }
`;

/** Runs in the webview: shows each card it is sent, reports back what it showed (for the e2e tests). */
const PREVIEW_SCRIPT = `
(function () {
  const vscode = acquireVsCodeApi();
  const image = document.getElementById('card');
  const status = document.getElementById('status');
  const notes = document.getElementById('notes');
  let shown = null;
  const utf8Base64 = (text) => {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  };
  image.addEventListener('load', () => {
    if (shown) vscode.postMessage({ type: 'shown', name: shown, width: image.naturalWidth, height: image.naturalHeight });
  });
  image.addEventListener('error', () => vscode.postMessage({ type: 'failed', name: shown }));
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object') return;
    notes.textContent = '';
    if (message.type === 'card' && typeof message.svg === 'string' && typeof message.name === 'string') {
      shown = message.name;
      image.alt = message.name;
      image.src = 'data:image/svg+xml;base64,' + utf8Base64(message.svg);
      image.hidden = false;
      status.textContent = message.name;
      for (const note of Array.isArray(message.notes) ? message.notes : []) {
        const item = document.createElement('li');
        item.textContent = String(note);
        notes.appendChild(item);
      }
    } else if (message.type === 'empty') {
      status.textContent = String(message.message || '');
      if (!shown) image.hidden = true;
    }
  });
  vscode.postMessage({ type: 'ready' });
})();
`;
