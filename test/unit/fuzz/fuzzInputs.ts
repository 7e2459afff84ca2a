import * as fs from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { generateCardSet } from '../../../scripts/bench/generateCardSet';
import { fixtureFilesUnder } from '../../helpers/fixtureFiles';

/**
 * Inputs for the fuzz suites: language fragments, odd Unicode and line endings, random edits of real card
 * files. FUZZ_RUNS=10 multiplies every run count for a deeper local session; FUZZ_SEED=n replays a failure
 * (fast-check prints the seed and path of any counterexample).
 */
export const RUN_SCALE = Math.max(1, Number(process.env.FUZZ_RUNS ?? '1') || 1);

export function fuzzOptions(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  const options = { numRuns: numRuns * RUN_SCALE, includeErrorInReport: true };
  return seed === undefined ? options : { ...options, seed };
}

/** Characters that break naive code: BOM, zero-width, RTL overrides, combining marks, surrogates (paired and lone), NUL, odd line breaks. */
export const ODD_CHARACTERS: readonly string[] = [
  '\uFEFF',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u061C',
  '\u0301',
  '\u0308',
  '\u20DD',
  'e\u0301',
  '\uD83D\uDE00',
  '\uD83C\uDDEF\uD83C\uDDF5',
  '\uD83D\uDC69\u200D\uD83D\uDCBB',
  '\uD800',
  '\uDC00',
  '\uDBFF',
  '\uDFFF',
  '\u0000',
  '\u0007',
  '\u000B',
  '\u000C',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u00A0',
  '\u3000',
  '\u00DF',
  '\u0130',
  '\uFB01',
  '\u05D0',
  '\u0627',
  '\u4E00',
  '\uFFFD',
  '\uFFFF',
  '\\',
  '"',
  '\\"',
];

export const LINE_BREAKS: readonly string[] = ['\n', '\r\n', '\r', '\n\r', '\r\r\n'];

/** Pieces of the language, so random text reaches deep into lowering and the checks. */
export const LANGUAGE_FRAGMENTS: readonly string[] = [
  'monster',
  'spell',
  'trap',
  'scenario',
  'set',
  'code',
  'summon',
  'effect',
  'frame',
  'tuner',
  'attribute',
  'race',
  'level',
  'rank',
  'link',
  'atk',
  'def',
  'id',
  'text',
  'next',
  'kind',
  'normal',
  'ritual',
  'fusion',
  'synchro',
  'xyz',
  'token',
  'DARK',
  'LIGHT',
  'Fiend',
  'Dragon',
  'cannot',
  'special',
  'by',
  'procedure',
  'from',
  'hand',
  'deck',
  'extra',
  'graveyard',
  'gy',
  'banished',
  'field',
  'or',
  'must',
  'first',
  'only',
  'tributes',
  'tribute',
  'requires',
  'can',
  'to',
  'without',
  'materials',
  'spell',
  'exactly',
  'at',
  'least',
  'condition',
  'cost',
  'banish',
  'send',
  'discard',
  'pay',
  'half',
  'lp',
  'opponent',
  'controls',
  'monsters',
  'you',
  'control',
  'no',
  'has',
  'target',
  'ignoring',
  'summoning',
  'conditions',
  'negate',
  'activation',
  'trigger',
  'when',
  'if',
  'summons',
  'destroy',
  'all',
  'add',
  'draw',
  'gain',
  'step',
  'expect',
  'legal',
  'illegal',
  'in',
  'monsters',
  'properly',
  'summoned',
  'activate',
  'respond',
  'resolve',
  'chain',
  'x',
  'lv',
  'non-tuner',
  'named-next-level',
  '?',
  '0',
  '1',
  '3',
  '4',
  '7',
  '12',
  '-1',
  '2100',
  '99999999999999999999999',
  '3x',
  '"Cyber Dragon"',
  '"Dark Necrofear"',
  '"Monster Reborn"',
  '""',
  '"',
  '"unterminated',
  '"a\\"b"',
  '"\\\\"',
  '{',
  '}',
  '{}',
  ',',
  '+',
  ';',
  '#',
  '# comment',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  'cannot normal summon or set',
  'must special summon by procedure from hand',
  'special summon by procedure from hand or graveyard',
  'must first special summon by effect of "X"',
  'fusion materials "A" + "B" + 1 FIRE monster',
  'ritual spell "R" level exactly',
  'synchro materials 1 tuner + 1 or more non-tuner monsters',
  'xyz materials 2 level 4 monsters',
  'link materials 2 or more effect monsters',
  'can tribute 3 to summon or set tag "t"',
  'can summon without tributes atk 1900',
  'requires 3 tributes cannot set',
  'condition graveyard has exactly 3 DARK monsters',
  'cost banish 1 LIGHT monster from graveyard',
  'cost pay half lp',
];

export const fragmentSoup = (maxLength = 120): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...LANGUAGE_FRAGMENTS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS, ...LINE_BREAKS) }),
      { maxLength, size: 'max' },
    )
    .chain((pieces) =>
      fc
        .array(fc.constantFrom(' ', '', '\n', ' '), { minLength: pieces.length, maxLength: pieces.length })
        .map((gaps) => pieces.map((p, i) => p + gaps[i]).join('')),
    );

/** Any UTF-16 code unit, including lone surrogates. */
export const anyCodeUnits = (maxLength = 400): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength, size: 'max' });

/** Random bytes decoded the ways an editor might: UTF-8 with replacement, Latin-1, UTF-16LE (odd length too). */
export const randomBytesAsText = (maxLength = 600): fc.Arbitrary<string> =>
  fc
    .tuple(fc.uint8Array({ maxLength, size: 'max' }), fc.constantFrom('utf8', 'latin1', 'utf16le'))
    .map(([bytes, encoding]) => Buffer.from(bytes).toString(encoding as BufferEncoding));

export interface Edit {
  readonly at: number;
  readonly remove: number;
  readonly insert: string;
}

export const editArbitrary: fc.Arbitrary<Edit> = fc.record({
  at: fc.nat(),
  remove: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(60)),
  insert: fc.oneof(fc.constant(''), fc.constantFrom(...LANGUAGE_FRAGMENTS, ...ODD_CHARACTERS, ...LINE_BREAKS), anyCodeUnits(8), fragmentSoup(6)),
});

/** Applies an edit whose position is taken modulo the text length (so any generated edit lands somewhere). */
export function applyEdit(text: string, edit: Edit): string {
  const at = text.length === 0 ? 0 : edit.at % (text.length + 1);
  const end = Math.min(text.length, at + edit.remove);
  return text.slice(0, at) + edit.insert + text.slice(end);
}

/** Every `.card` file under examples/ (possibly none yet) and a few small generated sets. */
export function sampleCardTexts(): readonly { readonly name: string; readonly text: string }[] {
  const root = path.resolve(__dirname, '../../../../examples');
  const samples = fixtureFilesUnder(root, (name) => name.endsWith('.card')).map((full) => ({
    name: path.relative(root, full),
    text: fs.readFileSync(full, 'utf8'),
  }));
  for (const seed of [1, 2]) {
    for (const file of generateCardSet({ cards: 45, files: 1, seed, prefix: `generated-${seed}` }).files) samples.push({ name: file.name, text: file.text });
  }
  return samples;
}
