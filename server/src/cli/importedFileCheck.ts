import type { ImportedFileError } from '../interop/edopro/importCards';
import { createStandardWorkspace } from '../simulation/standardWorkspace';

/**
 * The check the import runs on the files it is about to write: `cardscript check` on them alone, as
 * `cardscript check DIR` would run it. Every error it reports that no remark above the card announces
 * becomes one (importCards' `check` option), so no written file draws an error the import did not say.
 */

/** The errors of each file, in the files' order. */
export function checkImportedFiles(files: readonly { readonly name: string; readonly text: string }[]): ImportedFileError[][] {
  const workspace = createStandardWorkspace({ keepCheckResults: false, deferDidYouMean: true });
  const uri = (i: number) => `file:///cardscript-import/${i}/${encodeURIComponent(files[i].name)}`;
  files.forEach((file, i) => workspace.setDocument(uri(i), file.text, 0));
  return files.map((_, i) =>
    workspace
      .diagnosticsFor(uri(i))
      .filter((d) => d.severity === 'error')
      .map((d) => ({ offset: d.span.start, code: d.code, message: d.message })),
  );
}
