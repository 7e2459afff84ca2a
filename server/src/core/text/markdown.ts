/**
 * Escapes text (card names, printed text) for Markdown hovers: card files are data, so nothing in them may
 * turn into links, HTML or formatting when rendered. Callers embed the result mid-line (inside quotes), so
 * characters that only matter at the start of a line (`-`, `#`, `1.`) are left alone.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>&~|]/g, (ch) => (ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '&' ? '&amp;' : `\\${ch}`));
}
