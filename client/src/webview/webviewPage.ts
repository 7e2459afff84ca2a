/**
 * The page frame every CardScript webview uses (the simulation panel, the Preview): one place for the
 * Content Security Policy and the nonce rule, so that no page can loosen them by accident. Pure (no
 * `vscode` import) so tests can check it. The policy allows nothing but the page's own nonce'd script and
 * style (plus the webview's stylesheet source) and, where a page needs them, `data:` images
 * (docs/security.md).
 */
export interface WebviewPage {
  readonly title: string;
  /** A fresh random value per render: the only script and style allowed are the ones carrying it. */
  readonly nonce: string;
  /** The webview's `cspSource`, for styles. */
  readonly cspSource: string;
  /** `'none'` (default) or `data:` (an SVG card shown as an <img> of a data: URI runs no script and loads nothing). */
  readonly images?: 'none' | 'data';
  readonly css: string;
  /** The body's markup: fixed by the page, never card-derived (card data travels as JSON or by postMessage). */
  readonly body: string;
  readonly script: string;
}

export function webviewCsp(nonce: string, cspSource: string, images: 'none' | 'data' = 'none'): string {
  return [
    "default-src 'none'",
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    images === 'data' ? 'img-src data:' : "img-src 'none'",
    "connect-src 'none'",
    "frame-src 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function renderWebviewPage(page: WebviewPage): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${webviewCsp(page.nonce, page.cspSource, page.images)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${page.title}</title>
<style nonce="${page.nonce}">${page.css}</style>
</head>
<body>
${page.body}
<script nonce="${page.nonce}">${page.script}</script>
</body>
</html>`;
}

/**
 * JSON that can sit inside a `<script type="application/json">` element: no `<`, `>` or `&` (so no
 * `</script>` or comment can close it) and no U+2028/U+2029 (line terminators in older JavaScript).
 */
export function jsonForScriptElement(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return JSON.stringify(value, replacer)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
