import { summoningProfile } from '../../../core/analysis/summoningProfile';
import { lowerFile } from '../../../core/lowering/lowerCards';
import { parse } from '../../../core/syntax/parser';
import type { ImportedFile } from '../importCards';
import { type TextSummoning, textSummoning } from './summoningVerdict';

/**
 * What the imported files say of each monster's summoning, by passcode: the files are read back as
 * `cardscript check` reads them, so the comparison is with the cards as written, not with an
 * intermediate form of the importer's.
 */
export function importedSummoning(files: readonly ImportedFile[]): Map<number, TextSummoning> {
  const byPasscode = new Map<number, TextSummoning>();
  for (const file of files) {
    const lowered = lowerFile(`cardscript-import:///${file.name}`, parse(file.text).tree);
    for (const card of lowered.file.cards) {
      if (card.kind !== 'monster' || card.id === undefined) continue;
      byPasscode.set(card.id.value, textSummoning(summoningProfile(card)));
    }
  }
  return byPasscode;
}
