import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CardDeclaration, ScenarioDeclaration } from '../model/cards';
import type { NameSuggestion } from '../text/nameSuggestionIndex';
import type { AnalyzedDocument } from './analyzedDocument';
import type { CardResolver } from './cardResolver';
import type { Segment } from './declarationSegments';

/**
 * What a check sees of the workspace (CardWorkspace implements it): declared apart from the workspace so
 * the files that run checks (cardCheckReuse.ts, shownDiagnostics.ts) need not import the workspace.
 */
export interface CheckedWorkspace extends CardResolver {
  /** Counts every change of the workspace's documents or libraries. */
  readonly revision: number;
  /** Counts the changes of the declarations only (CardWorkspace.declarationRevision). */
  readonly declarationRevision: number;
  /** WorkspaceOptions.deferDidYouMean: the reference checks read it. */
  readonly defersDidYouMean: boolean;
  getDocument(uri: string): AnalyzedDocument | undefined;
  documents(): readonly AnalyzedDocument[];
  libraryCard(name: string): CardDeclaration | undefined;
  isLibraryCard(card: CardDeclaration): boolean;
  libraryOf(card: CardDeclaration): string | undefined;
  closestCardName(name: string): NameSuggestion;
  allCards(): readonly CardDeclaration[];
  allScenarios(): readonly ScenarioDeclaration[];
}

/** A check over one document that may look at the whole workspace through the resolver. */
export interface DocumentCheck {
  (document: AnalyzedDocument, workspace: CheckedWorkspace): readonly Diagnostic[];
  /**
   * The check keeps the per-card contract of cardCheckReuse.ts (what it reports is per card, and whether it
   * reports anything for a card depends on that card's text and the workspace's declarations only), so an
   * edit re-runs it for the edited cards only. Mark a check with perCardCheck().
   */
  readonly perCard?: boolean;
  /**
   * The check is slow (the engine's): a server publishes the other checks' diagnostics first and runs this
   * one after, a few cards at a time, so that a newer edit stops it (diagnosticsFor's `tier`, warmSlowChecks).
   */
  readonly slow?: boolean;
  /**
   * For a document made of segments (declarationSegments.ts), what the check reports is, in order, what this
   * reports for each segment, and depends on the segment's text alone: a workspace keeps it per segment
   * (shownDiagnostics.ts). Mark a check with perSegmentCheck().
   */
  readonly perSegment?: (document: AnalyzedDocument, segment: Segment) => readonly Diagnostic[];
}

/** Marks a check as reporting per segment (DocumentCheck.perSegment), `ofSegment` being what it reports for one. */
export function perSegmentCheck(
  check: (document: AnalyzedDocument, workspace: CheckedWorkspace) => readonly Diagnostic[],
  ofSegment: (document: AnalyzedDocument, segment: Segment) => readonly Diagnostic[],
): DocumentCheck {
  return Object.assign((document: AnalyzedDocument, workspace: CheckedWorkspace) => check(document, workspace), { perSegment: ofSegment });
}

/** Marks a check as slow: published in a second tier, after the others (DocumentCheck.slow). */
export function slowCheck(check: DocumentCheck): DocumentCheck {
  return Object.assign((document: AnalyzedDocument, workspace: CheckedWorkspace) => check(document, workspace), {
    perCard: check.perCard,
    perSegment: check.perSegment,
    slow: true,
  });
}

/** Which checks a diagnosticsFor call runs: all of them, or all but the slow ones (the first tier). */
export type CheckTier = 'all' | 'fast';

/** Marks a check as keeping the per-card contract (cardCheckReuse.ts). */
export function perCardCheck(check: (document: AnalyzedDocument, workspace: CheckedWorkspace) => readonly Diagnostic[]): DocumentCheck {
  return Object.assign((document: AnalyzedDocument, workspace: CheckedWorkspace) => check(document, workspace), { perCard: true });
}
