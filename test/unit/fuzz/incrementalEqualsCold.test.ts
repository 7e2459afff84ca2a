import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import type { DocumentText } from '../../../server/src/core/text/documentText';
import { type AnalyzedDocument, analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';
import { ALL_FAMILIES_ENABLED, type EnabledFamilies } from '../../../server/src/core/diagnostics/checkFamilies';
import { capDiagnostics } from '../../../server/src/core/diagnostics/diagnosticCap';
import { CardWorkspace, type CheckTier, type DocumentCheck } from '../../../server/src/core/workspace/cardWorkspace';
import type { CheckedWorkspace } from '../../../server/src/core/workspace/documentCheck';
import { DEFAULT_CHECKS } from '../../../server/src/core/analysis/defaultChecks';
import { BUNDLED_LIBRARY_SOURCE, BUNDLED_LIBRARY_URI } from '../../../server/src/engine/library/bundledLibrary';
import { createEngineCheck } from '../../../server/src/simulation/engineCheck';
import { assertWorkspaceCleanly } from './documentInvariants';
import { editedDocumentText } from './documentTextEdits';
import { applyEdit, type Edit, editArbitrary, fuzzOptions, sampleCardTexts } from './fuzzInputs';

/**
 * Whatever a CardWorkspace caches or reuses between versions, its answers must equal a cold analysis:
 * random sequences of edits, removals, re-additions, copied cards (duplicates) and renamed references are
 * applied to one long-lived workspace, and after every operation each document's diagnostics equal those of
 * a fresh workspace fed the current texts (in a different order).
 *
 * The long-lived workspace runs the standard checks (the default checks and the engine's) as the server does,
 * reusing per-card results (cardCheckReuse.ts) and keeping the diagnostics per segment (shownDiagnostics.ts);
 * the cold one runs the same checks unmarked, over whole documents, so the comparison also proves that
 * skipping clean cards changes nothing. What the server publishes (the capped list, read from the kept
 * records) is compared with capDiagnostics of the cold list, under caps that cut these small documents.
 */

type Operation =
  | { readonly kind: 'edit'; readonly doc: number; readonly edit: Edit }
  | { readonly kind: 'remove'; readonly doc: number }
  | { readonly kind: 'restore'; readonly doc: number }
  | { readonly kind: 'copy'; readonly from: number; readonly to: number; readonly at: number; readonly length: number }
  | { readonly kind: 'rename'; readonly doc: number; readonly which: number; readonly name: number }
  | { readonly kind: 'resend'; readonly doc: number; readonly sameVersion: boolean }
  | { readonly kind: 'touch'; readonly doc: number; readonly which: number; readonly shift: boolean };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('edit' as const), doc: fc.nat(), edit: editArbitrary }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), doc: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), doc: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('copy' as const), from: fc.nat(), to: fc.nat(), at: fc.nat(), length: fc.integer({ min: 50, max: 900 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('rename' as const), doc: fc.nat(), which: fc.nat(), name: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resend' as const), doc: fc.nat(), sameVersion: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('touch' as const), doc: fc.nat(), which: fc.nat(), shift: fc.boolean() }) },
);

const examples = sampleCardTexts().filter((s) => !s.name.startsWith('generated'));

function initialTexts(seed: number): Map<string, string> {
  const texts = new Map<string, string>();
  // Every other pool damaged (unknown names with their did-you-mean, printed-text mismatches, contradictions):
  // diagnostics kept per card and per segment across the edits, against the cold workspace's.
  for (const file of generateCardSet({ cards: 60, files: 3, seed, damage: seed % 2 === 0 ? 0.4 : 0 }).files) texts.set(`file:///ws/${file.name}`, file.text);
  for (const example of examples.slice(seed % Math.max(1, examples.length), (seed % Math.max(1, examples.length)) + 2)) {
    texts.set(`file:///ws/examples/${example.name}`, example.text);
  }
  return texts;
}

const LIBRARY = [analyzeDocument(BUNDLED_LIBRARY_URI, BUNDLED_LIBRARY_SOURCE)];
const CHECKS: readonly DocumentCheck[] = [...DEFAULT_CHECKS, createEngineCheck()];
/**
 * The same checks without the per-card and per-segment marks (the slow one still slow, for the fast tier):
 * every run checks every card of the document.
 */
const WHOLE_DOCUMENT_CHECKS: readonly DocumentCheck[] = CHECKS.map((check) =>
  Object.assign((document: AnalyzedDocument, workspace: CheckedWorkspace) => check(document, workspace), { slow: check.slow }),
);

/** The server's workspace: did-you-mean asked when a diagnostic is handed out (in most runs; eager in the others). */
const liveWorkspace = (seed: number) => new CardWorkspace(CHECKS, LIBRARY, { deferDidYouMean: seed % 4 !== 0 });

function coldWorkspace(texts: ReadonlyMap<string, string>, uris: readonly string[]): CardWorkspace {
  // Nothing kept: each check runs over each whole document, nothing read from per-segment records.
  const cold = new CardWorkspace(WHOLE_DOCUMENT_CHECKS, LIBRARY, { keepCheckResults: false });
  for (const uri of [...uris].reverse()) cold.setDocument(uri, texts.get(uri)!, 0);
  return cold;
}

/** What `cardscript check` runs: the marked checks with nothing kept per card, did-you-mean made when read. */
function oneShotWorkspace(texts: ReadonlyMap<string, string>, uris: readonly string[]): CardWorkspace {
  const oneShot = new CardWorkspace(CHECKS, LIBRARY, { keepCheckResults: false, deferDidYouMean: true });
  for (const uri of uris) oneShot.setDocument(uri, texts.get(uri)!, 0);
  return oneShot;
}

const quotedStrings = (text: string) => [...text.matchAll(/"(?:[^"\\\r\n]|\\.)*"/g)];

function snapshot(workspace: CardWorkspace, uris: readonly string[]): string {
  return JSON.stringify(uris.map((uri) => [uri, workspace.diagnosticsFor(uri)]));
}

/**
 * What a server publishes (shownDiagnosticsFor: read from the diagnostics kept per segment) against
 * capDiagnostics of the cold list, for a cap small enough to cut these documents' lists (the capped order is
 * by position, the uncapped the full list's), with and without some families, for both tiers.
 */
interface ShownReading {
  readonly limit: number;
  readonly enabled: EnabledFamilies;
  readonly tier: CheckTier;
}

const shownReading: fc.Arbitrary<ShownReading> = fc.record({
  limit: fc.constantFrom(1, 2, 5, 12, 40, 1000),
  enabled: fc.constantFrom(ALL_FAMILIES_ENABLED, { ...ALL_FAMILIES_ENABLED, references: false }, { ...ALL_FAMILIES_ENABLED, summoning: false, effects: false }),
  tier: fc.constantFrom<CheckTier>('all', 'all', 'fast'),
});

function shownSnapshot(workspace: CardWorkspace, uris: readonly string[], { limit, enabled, tier }: ShownReading): string {
  return JSON.stringify(uris.map((uri) => [uri, workspace.shownDiagnosticsFor(uri, enabled, tier, limit)]));
}

function cappedSnapshot(cold: CardWorkspace, uris: readonly string[], { limit, enabled, tier }: ShownReading): string {
  return JSON.stringify(uris.map((uri) => [uri, capDiagnostics(cold.diagnosticsFor(uri, enabled, tier), limit)]));
}

/**
 * One long-lived workspace and the texts it should hold, driven by random operations. With `chunkSize`, the
 * live workspace is given each version as the server gives it: a DocumentText edited from the previous
 * version's, in chunks of that many characters (the others are given strings).
 */
class Session {
  readonly original: Map<string, string>;
  readonly uris: string[];
  readonly texts: Map<string, string>;
  private readonly versions: Map<string, number>;
  private readonly contents = new Map<string, DocumentText>();
  readonly live: CardWorkspace;

  constructor(
    seed: number,
    private readonly chunkSize = 0,
  ) {
    this.live = liveWorkspace(seed);
    this.original = initialTexts(seed);
    this.uris = [...this.original.keys()];
    this.texts = new Map(this.original);
    this.versions = new Map(this.uris.map((uri) => [uri, 1]));
    for (const [uri, text] of this.texts) this.live.setDocument(uri, this.given(uri, text), 1);
  }

  private given(uri: string, text: string): string | DocumentText {
    if (this.chunkSize === 0) return text;
    const content = editedDocumentText(this.contents.get(uri), text, this.chunkSize);
    this.contents.set(uri, content);
    return content;
  }

  present(): string[] {
    return this.uris.filter((uri) => this.texts.has(uri));
  }

  private set(uri: string, text: string, sameVersion = false): void {
    const version = (this.versions.get(uri) ?? 0) + (sameVersion ? 0 : 1);
    this.versions.set(uri, version);
    this.texts.set(uri, text);
    this.live.setDocument(uri, this.given(uri, text), version);
  }

  apply(op: Operation): void {
    const { texts, live } = this;
    const pick = (n: number) => this.uris[n % this.uris.length];
    switch (op.kind) {
      case 'edit': {
        const uri = pick(op.doc);
        if (texts.has(uri)) this.set(uri, applyEdit(texts.get(uri)!, op.edit));
        break;
      }
      case 'remove':
        texts.delete(pick(op.doc));
        live.removeDocument(pick(op.doc));
        break;
      case 'restore':
        this.set(pick(op.doc), this.original.get(pick(op.doc))!);
        break;
      case 'copy': {
        const from = texts.get(pick(op.from));
        const uri = pick(op.to);
        const to = texts.get(uri);
        if (from === undefined || to === undefined) break;
        const start = from.indexOf('monster "', op.at % (from.length + 1));
        const chunk = start < 0 ? from.slice(0, op.length) : from.slice(start, start + op.length);
        this.set(uri, `${to}\n${chunk}\n`);
        break;
      }
      case 'rename': {
        // Point a quoted name at another card's name (a duplicate, a dangling or a newly resolved reference).
        const uri = pick(op.doc);
        const text = texts.get(uri);
        if (text === undefined) break;
        const strings = quotedStrings(text);
        const names = [...texts.values()].flatMap((t) => quotedStrings(t)).map((m) => m[0]);
        if (strings.length === 0 || names.length === 0) break;
        const target = strings[op.which % strings.length];
        this.set(uri, text.slice(0, target.index) + names[op.name % names.length] + text.slice(target.index + target[0].length));
        break;
      }
      case 'resend': {
        const uri = pick(op.doc);
        if (texts.has(uri)) this.set(uri, texts.get(uri)!, op.sameVersion);
        break;
      }
      case 'touch': {
        // Typing inside a card that stays valid: a digit of a number, or a line inserted before a card (every
        // later card keeps its text and moves).
        const uri = pick(op.doc);
        const text = texts.get(uri);
        if (text === undefined) break;
        const sites = op.shift ? [...text.matchAll(/^(monster|spell|trap) "/gm)] : [...text.matchAll(/\d/g)];
        if (sites.length === 0) break;
        const at = sites[op.which % sites.length].index;
        const next = op.shift ? `# note\n${text.slice(at)}` : `${(Number(text[at]) + 1) % 10}${text.slice(at + 1)}`;
        this.set(uri, text.slice(0, at) + next);
        break;
      }
    }
  }
}

test('after random edit sequences, every diagnostic equals a cold analysis of the final texts', { timeout: 120_000 }, () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1000 }),
      fc.array(fc.tuple(operation, shownReading), { minLength: 1, maxLength: 12 }),
      fc.constantFrom(0, 0, 9, 200),
      (seed, steps, chunkSize) => {
        const session = new Session(seed, chunkSize);
        const { live, uris, texts } = session;
        live.diagnosticsFor(uris[0]); // warm whatever the workspace caches before the edits start

        for (const [op, reading] of steps) {
          session.apply(op);
          const present = session.present();
          const cold = coldWorkspace(texts, present);
          // The shown list first: it is read from the kept records before diagnosticsFor builds anything.
          assert.equal(
            shownSnapshot(live, present, reading),
            cappedSnapshot(cold, present, reading),
            `shown ${JSON.stringify(reading.limit)} ${reading.tier}, after ${JSON.stringify(op).slice(0, 200)}`,
          );
          const expected = snapshot(cold, present);
          assert.equal(snapshot(live, present), expected, `after ${JSON.stringify(op).slice(0, 200)}`);
          assert.equal(snapshot(oneShotWorkspace(texts, present), present), expected, `one-shot, after ${JSON.stringify(op).slice(0, 200)}`);
          assert.deepEqual([...live.allCardNames()].sort(), [...cold.allCardNames()].sort());
          for (const uri of uris.filter((u) => !texts.has(u))) assert.deepEqual(live.diagnosticsFor(uri), [], `removed ${uri} still has diagnostics`);
        }
        assertWorkspaceCleanly(live, texts);
      },
    ),
    fuzzOptions(60),
  );
});

test('per-card results reused across many versions (documents checked now and then) equal a cold analysis', { timeout: 120_000 }, () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1000 }),
      fc.array(fc.tuple(operation, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), shownReading), { minLength: 1, maxLength: 16 }),
      fc.constantFrom(0, 0, 9, 200),
      (seed, steps, chunkSize) => {
        const session = new Session(seed, chunkSize);
        const { live, texts } = session;
        for (const uri of session.present()) live.diagnosticsFor(uri);
        for (const [op, asked, reading] of steps) {
          session.apply(op);
          // As the server does: some documents are checked after this change, the others only later.
          const present = session.present();
          for (const [i, uri] of present.entries()) if (asked[i % asked.length]) live.shownDiagnosticsFor(uri, reading.enabled, reading.tier, reading.limit);
        }
        const present = session.present();
        const cold = coldWorkspace(texts, present);
        const reading: ShownReading = { limit: 7, enabled: ALL_FAMILIES_ENABLED, tier: 'all' };
        assert.equal(shownSnapshot(live, present, reading), cappedSnapshot(cold, present, reading));
        assert.equal(snapshot(live, present), snapshot(cold, present));
      },
    ),
    fuzzOptions(60),
  );
});
