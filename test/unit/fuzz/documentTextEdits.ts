import { DocumentText } from '../../../server/src/core/text/documentText';

/**
 * `text` as the server would hold it after editing `previous` into it: the one stretch where they differ
 * (found here plainly, character by character) replaced with DocumentText.edited, so the new version shares
 * the previous one's untouched chunks, as an editor's didChange makes it (lsp/openTextDocument.ts).
 * `chunkSize`: small, so that edits land on and across chunk boundaries.
 */
export function editedDocumentText(previous: DocumentText | undefined, text: string, chunkSize: number): DocumentText {
  if (!previous) return DocumentText.of(text, chunkSize);
  const old = DocumentText.chunkTextsOf(previous).join('');
  let start = 0;
  while (start < old.length && start < text.length && old[start] === text[start]) start++;
  let suffix = 0;
  while (suffix < Math.min(old.length, text.length) - start && old[old.length - 1 - suffix] === text[text.length - 1 - suffix]) suffix++;
  const edited = previous.edited(start, old.length - suffix, text.slice(start, text.length - suffix));
  if (DocumentText.chunkTextsOf(edited).join('') !== text) throw new Error('DocumentText.edited did not make the text it was asked for');
  return edited;
}
