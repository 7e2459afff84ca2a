import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

export type LensCommand = 'cardscript.simulateCard' | 'cardscript.runScenario';

/** A code lens in plain data: where, what it says, which command it runs on which declaration. */
export interface CodeLensItem {
  /** The declaration's keyword: the lens shows on that line. */
  readonly span: Span;
  readonly title: string;
  readonly command: LensCommand;
  readonly target: { readonly uri: string; readonly name: string };
}

/**
 * "Simulate summon" above every monster, "Run scenario" above every scenario (product.md, point 4).
 * Declarations without a name (a half-typed `monster`) get no lens: there is nothing to run yet.
 */
export function codeLenses(document: AnalyzedDocument): CodeLensItem[] {
  const lenses: CodeLensItem[] = [];
  for (const card of document.file.cards) {
    if (card.kind !== 'monster' || card.name.value === '') continue;
    lenses.push({
      span: card.keywordSpan,
      title: 'Simulate summon',
      command: 'cardscript.simulateCard',
      target: { uri: document.uri, name: card.name.value },
    });
  }
  for (const scenario of document.file.scenarios) {
    if (scenario.name.value === '') continue;
    lenses.push({
      span: scenario.keywordSpan,
      title: 'Run scenario',
      command: 'cardscript.runScenario',
      target: { uri: document.uri, name: scenario.name.value },
    });
  }
  return lenses.sort((a, b) => a.span.start - b.span.start);
}
