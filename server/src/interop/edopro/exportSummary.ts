import { missingMaterials } from '../../core/analysis/missingMaterials';
import { isExtraDeckFrame } from '../../core/model/cards';
import { revealInvisibles } from '../../core/text/markdown';
import type { EdoproExport, ExportedCard } from './exportSet';
import { SHARED_RUNTIME } from './sharedRuntime';

/** One stub of a card: the card's sentence it is about (null: none to quote) and what its script does not implement. */
export interface SummaryStub {
  readonly sentence: string | null;
  readonly missing: string;
  /** A stub of the printed text beyond the clauses and effect block (an Extra Deck Monster's effect text, a Pendulum Monster's procedures): not in `stubs`. */
  readonly printed: boolean;
}

/** A card's stubs of one kind (summoning or effect). */
export interface CardStubs {
  readonly name: string;
  readonly passcode: number;
  /** Where the card is in a deck: Fusion, Synchro, Xyz and Link Monsters in the Extra Deck, every other card in the Main Deck. */
  readonly deck: 'main' | 'extra';
  readonly stubs: readonly SummaryStub[];
}

/** Stubs counted by where their cards are. */
export interface StubCount {
  readonly total: number;
  readonly mainDeck: number;
  readonly extraDeck: number;
}

/** What an export did, in plain data: the CLI prints it, the extension shows it, tests read it. */
export interface ExportSummary {
  readonly cards: number;
  readonly monsters: number;
  readonly spells: number;
  readonly traps: number;
  /** The scripts' shared runtime in script/ (`cardscript_runtime_<tag>.lua`): it must be copied with them. */
  readonly runtimeFile: string;
  /** Cards whose passcode came from --assign-ids. */
  readonly assigned: readonly { readonly name: string; readonly passcode: number }[];
  /**
   * Each card with a stub its clauses or effect statements wrote (or a Spell, Trap or Effect Monster with
   * text but no effect block): what its script does not implement. `summonStubs` and `effectStubs` hold
   * these and what the printed card states beyond them.
   */
  readonly stubs: readonly { readonly name: string; readonly passcode: number; readonly stubs: readonly string[] }[];
  /** Each card whose script does not implement part of how it is summoned, with the sentence and what is missing. */
  readonly summonStubs: readonly CardStubs[];
  /** Each card whose script does not implement part of what it does, with the sentence and what is missing. */
  readonly effectStubs: readonly CardStubs[];
  /** Each card that names no materials (no Ritual Spell) its mechanic needs, and what the export wrote instead (CS0211). */
  readonly defaulted: readonly {
    readonly name: string;
    readonly passcode: number;
    readonly mechanic: string;
    readonly lacks: string;
    readonly instead: string;
  }[];
  /** Each card with alternate artworks: the passcodes of the rows written with its passcode as `alias`. */
  readonly artworks: readonly { readonly name: string; readonly passcode: number; readonly artworks: readonly number[] }[];
  readonly counts: {
    /** Scripts with any stub, of either kind. */
    readonly scriptsWithStubs: number;
    readonly summonStubs: StubCount;
    readonly effectStubs: StubCount;
    readonly defaulted: number;
    /** Database rows of alternate artworks (besides one row per card). */
    readonly artworkRows: number;
  };
}

export function exportSummary(exported: EdoproExport): ExportSummary {
  const count = (kind: string) => exported.cards.filter((c) => c.card.kind === kind).length;
  const assigned = new Set(exported.assigned);
  const summonStubs = stubsOfKind(exported.cards, 'summon');
  const effectStubs = stubsOfKind(exported.cards, 'effect');
  const defaulted = exported.cards.flatMap((c) => {
    const missing = c.card.kind === 'monster' ? missingMaterials(c.card) : undefined;
    return missing ? [{ name: c.card.name.value, passcode: c.passcode, mechanic: missing.mechanic, lacks: missing.lacks, instead: missing.instead }] : [];
  });
  const artworks = exported.cards
    .filter((c) => c.artworks.length > 0)
    .map((c) => ({ name: c.card.name.value, passcode: c.passcode, artworks: c.artworks.map((a) => a.passcode) }));
  return {
    cards: exported.cards.length,
    monsters: count('monster'),
    spells: count('spell'),
    traps: count('trap'),
    runtimeFile: SHARED_RUNTIME.fileName,
    assigned: exported.cards.filter((c) => assigned.has(c.card.name.value)).map((c) => ({ name: c.card.name.value, passcode: c.passcode })),
    stubs: exported.cards.filter((c) => c.script.stubs.length > 0).map((c) => ({ name: c.card.name.value, passcode: c.passcode, stubs: c.script.stubs })),
    summonStubs,
    effectStubs,
    defaulted,
    artworks,
    counts: {
      scriptsWithStubs: exported.cards.filter((c) => c.script.stubDetails.length > 0).length,
      summonStubs: stubCount(summonStubs),
      effectStubs: stubCount(effectStubs),
      defaulted: defaulted.length,
      artworkRows: artworks.reduce((n, a) => n + a.artworks.length, 0),
    },
  };
}

function deckOf(exported: ExportedCard): 'main' | 'extra' {
  return exported.card.kind === 'monster' && isExtraDeckFrame(exported.card.frame?.value) ? 'extra' : 'main';
}

function stubsOfKind(cards: readonly ExportedCard[], kind: 'summon' | 'effect'): CardStubs[] {
  return cards.flatMap((c) => {
    const scriptStubs = c.script.stubs.length;
    const stubs = c.script.stubDetails.flatMap((d, index) =>
      d.kind === kind ? [{ sentence: d.sentence, missing: d.missing, printed: index >= scriptStubs }] : [],
    );
    return stubs.length > 0 ? [{ name: c.card.name.value, passcode: c.passcode, deck: deckOf(c), stubs }] : [];
  });
}

function stubCount(cards: readonly CardStubs[]): StubCount {
  const of = (deck: 'main' | 'extra') => cards.filter((c) => c.deck === deck).reduce((n, c) => n + c.stubs.length, 0);
  const mainDeck = of('main');
  const extraDeck = of('extra');
  return { total: mainDeck + extraDeck, mainDeck, extraDeck };
}

/** At most this many characters of a sentence are quoted in the text summary (the JSON has it whole). */
const SENTENCE_LENGTH = 80;

function excerpt(text: string): string {
  return text.length <= SENTENCE_LENGTH ? text : `${text.slice(0, SENTENCE_LENGTH)}…`;
}

/**
 * The summary for people: the CLI prints it, the extension appends it to its output channel. Card names are
 * quoted with their control and invisible characters revealed (`<U+001B>`), for the output channel too.
 * The stubs of the clauses and effect statements come first, as they always have; the stubs of the printed
 * text, the counts, the defaulted materials and the artworks follow, each on lines of its own.
 */
export function formatExportSummary(summary: ExportSummary, out: string): string {
  const lines = [
    `Exported ${summary.cards} card(s) (${summary.monsters} monsters, ${summary.spells} spells, ${summary.traps} traps) to ${out}: cards.cdb and script/c<passcode>.lua`,
    `The scripts load script/${summary.runtimeFile}, their shared runtime: copy it with them.`,
  ];
  if (summary.assigned.length > 0) lines.push(`Assigned passcodes: ${summary.assigned.map((a) => `"${a.name}" ${a.passcode}`).join(', ')}`);
  const printed = [...printedLines(summary.summonStubs, 'summoning'), ...printedLines(summary.effectStubs, 'effect')];
  if (summary.stubs.length === 0 && printed.length === 0) lines.push('Every script implements its card fully (no stubs).');
  else if (summary.stubs.length > 0) {
    lines.push(`${summary.stubs.length} script(s) with stubs (commented in the script; the rest of the card works):`);
    for (const s of summary.stubs) lines.push(`  "${s.name}" (c${s.passcode}.lua): ${s.stubs.join('; ')}`);
  }
  if (printed.length > 0)
    lines.push(`${printed.length} stub(s) of the printed text beyond the clauses and effect blocks (commented in the script):`, ...printed);
  const { summonStubs, effectStubs } = summary.counts;
  if (summonStubs.total + effectStubs.total > 0) {
    lines.push(
      `Stubs counted: ${summonStubs.total} summoning (${summonStubs.mainDeck} Main Deck, ${summonStubs.extraDeck} Extra Deck), ${effectStubs.total} effect (${effectStubs.mainDeck} Main Deck, ${effectStubs.extraDeck} Extra Deck), in ${summary.counts.scriptsWithStubs} script(s).`,
    );
  }
  if (summary.defaulted.length > 0) {
    lines.push(`${summary.defaulted.length} card(s) name no materials their mechanic needs (cardscript check: CS0211); the export wrote instead:`);
    for (const d of summary.defaulted) lines.push(`  "${d.name}" (c${d.passcode}.lua): no ${d.lacks}: ${d.instead}`);
  }
  if (summary.artworks.length > 0) {
    lines.push(
      `Alternate artworks: ${summary.counts.artworkRows} row(s) with an alias: ${summary.artworks.map((a) => `"${a.name}" ${a.artworks.join(', ')}`).join('; ')}`,
    );
  }
  return revealInvisibles(`${lines.join('\n')}\n`);
}

/** One line per printed stub: the card, where it is, the kind, what is missing and the sentence. */
function printedLines(cards: readonly CardStubs[], kind: string): string[] {
  return cards.flatMap((card) =>
    card.stubs
      .filter((s) => s.printed)
      .map(
        (s) =>
          `  "${card.name}" (c${card.passcode}.lua, ${card.deck === 'extra' ? 'Extra' : 'Main'} Deck, ${kind}): ${s.missing}${s.sentence ? ` ("${excerpt(s.sentence)}")` : ''}`,
      ),
  );
}
