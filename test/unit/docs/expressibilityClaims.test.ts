import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { runScenarioDeclaration } from '../../../server/src/engine/runScenario';
import { engineLookupFor } from '../../../server/src/simulation/engineLookup';
import { createStandardWorkspace } from '../../../server/src/simulation/standardWorkspace';

/**
 * The docs and the examples' comments must not say the language cannot write something it writes. Every
 * sentence that claims a gap ("not expressible", "no clause", "the engine has no ...") must name a gap kept
 * in GAPS below, with why; and none may name a construct of KNOWN_CONSTRUCTS, each of which is shown to
 * lower cleanly here, so the list cannot outlive the language either.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

const GAP_CLAIM = new RegExp([
  /not expressible/,
  /\b(?:that|for) no clause\b|\bno clause (?:for|gives|says|expresses)\b/,
  /\b(?:engine|language|vocabulary|grammar) (?:has|knows) no\b[^.;:]*?\b(?:yet|filters?|clauses?|phrases?|words?|Summons?|Phase)\b/,
  /\bhas no (?:filter words?|clause|phrase)\b/,
  /(?:cannot|can't|can not) be (?:written|expressed) (?:in|as|with) (?:the language|CardScript|a clause|a filter)/,
].map((part) => part.source).join('|'), 'i');

/** The gaps the docs may state: what the sentence must mention, and why it is a gap today. */
const GAPS: readonly { readonly mentions: RegExp; readonly why: string }[] = [
  { mentions: /battled|Battle Phase/, why: 'the engine has no Battle Phase, so no condition can ask whether a monster battled' },
  { mentions: /highest ATK|comparison between monsters/, why: 'no filter word compares one monster with another' },
  { mentions: /^\*\*Printed conditions still not expressible\*\*/, why: 'the heading of the table of the gaps above' },
  { mentions: /Cannot be Link\s+Summoned to the Extra Monster Zone/, why: 'no summoning clause restricts the zone a Link Summon uses' },
  { mentions: /"Must be Special Summoned \.\.\." that no clause gives/, why: 'the export counts printed sentences the card has no clause for: a statement about a card, not the language' },
  { mentions: /link between this card and the monster/, why: 'the effect vocabulary has no lasting link between two cards (Call of the Haunted)' },
  { mentions: /equipping/, why: 'the effect vocabulary has no Equip' },
  { mentions: /cannot attack.*End Phase/, why: 'the engine has no battles and no End Phase effects' },
  {
    mentions: /Vampire Sucker.*a grant to other cards/,
    why: "a summoning clause speaks of its own card; none grants other cards Tributes while it is face-up (Vampire Sucker's Zombies)",
  },
];

/** Constructs the language has: the words a gap claim must not use for them, and a card that uses each. */
const KNOWN_CONSTRUCTS: readonly { readonly names: RegExp; readonly card: string }[] = [
  {
    names: /Link Arrows?/i,
    card: 'monster "Probe Link" {\n  frame link\n  attribute DARK\n  race Cyberse\n  link 2\n  arrows bottom-left, bottom-right\n  atk 1600\n  summon {\n    link materials 2 effect monsters\n  }\n}\n',
  },
  {
    names: /archetype filter|archetype "/i,
    card: 'spell "Probe Spell" {\n  kind normal\n  effect {\n    target 1 archetype "LV" monster in your graveyard\n    special summon target ignoring summoning conditions\n  }\n}\n',
  },
  {
    names: /Pendulum Summon\b/,
    card: [
      'monster "Probe Low Scale" {\n  frame normal pendulum\n  scale 1\n  attribute DARK\n  race Dragon\n  level 4\n  atk 1000 def 1000\n}\n',
      'monster "Probe High Scale" {\n  frame normal pendulum\n  scale 8\n  attribute DARK\n  race Dragon\n  level 4\n  atk 1000 def 1000\n}\n',
      'monster "Probe Drake" {\n  frame normal\n  attribute DARK\n  race Dragon\n  level 4\n  atk 1800 def 1000\n}\n',
      'scenario "Probe Pendulum" {\n  you {\n    hand "Probe Drake"\n    pendulum "Probe Low Scale", "Probe High Scale"\n  }\n',
      '  step pendulum summon "Probe Drake" expect legal\n  expect "Probe Drake" pendulum summoned\n}\n',
    ].join(''),
  },
  {
    names: /exact ATK|exactly \d+ ATK|with atk/i,
    card: 'monster "Probe Exact" {\n  frame effect\n  attribute DARK\n  race Fiend\n  level 7\n  atk 2500 def 2000\n  summon {\n    special summon by procedure from hand {\n      cost send 1 monster with atk 1500 from field to graveyard\n    }\n  }\n}\n',
  },
  {
    names: /level \S+ apart|Levels? apart/i,
    card: 'monster "Probe Apart" {\n  frame effect\n  attribute DARK\n  race Fiend\n  level 7\n  atk 2500 def 2000\n  summon {\n    special summon by procedure from hand {\n      cost send 1 tuner monster from field to graveyard\n      cost send 1 non-tuner monster level 8 apart from field to graveyard\n    }\n  }\n}\n',
  },
];

interface Sentence { readonly file: string; readonly text: string }

/** How far from the claim's own words a construct's name counts as what the claim is about. */
const NEARBY = 80;

/** The claim's words with NEARBY characters on each side: what the sentence says cannot be written. */
function claimContext(text: string): string {
  const match = GAP_CLAIM.exec(text);
  if (!match) return '';
  return text.slice(Math.max(0, match.index - NEARBY), match.index + match[0].length + NEARBY);
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
}

/** A Markdown file's sentences: a paragraph's lines joined, a table row on its own. */
function markdownSentences(file: string, markdown: string): Sentence[] {
  return markdown.split(/\n\s*\n/).flatMap((block) => {
    const parts = block.trimStart().startsWith('|') ? block.split('\n') : [block.replace(/\n/g, ' ')];
    return parts.flatMap(sentencesOf).map((text) => ({ file, text }));
  });
}

/** A card file's comment sentences: consecutive `#` lines joined. */
function commentSentences(file: string, source: string): Sentence[] {
  const sentences: Sentence[] = [];
  let comment: string[] = [];
  for (const line of [...source.split(/\r?\n/), '']) {
    const match = /^\s*#\s?(.*)$/.exec(line);
    if (match) {
      comment.push(match[1]);
      continue;
    }
    if (comment.length > 0) sentences.push(...sentencesOf(comment.join(' ')).map((text) => ({ file, text })));
    comment = [];
  }
  return sentences;
}

function cardFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cardFiles(full) : entry.name.endsWith('.card') ? [full] : [];
  });
}

function gapClaims(): Sentence[] {
  const docs = fs.readdirSync(path.join(repoRoot, 'docs')).filter((name) => name.endsWith('.md')).map((name) => path.join('docs', name));
  const sentences = [
    ...[...docs, 'README.md'].flatMap((file) => markdownSentences(file, fs.readFileSync(path.join(repoRoot, file), 'utf8'))),
    ...cardFiles(path.join(repoRoot, 'examples')).flatMap((file) => commentSentences(path.relative(repoRoot, file), fs.readFileSync(file, 'utf8'))),
  ];
  return sentences.filter((sentence) => GAP_CLAIM.test(sentence.text));
}

describe('claims that the language cannot write something', () => {
  const claims = gapClaims();

  test('the scan finds the gaps the docs state (it is not blind)', () => {
    assert.ok(claims.some((claim) => /battled/.test(claim.text)), claims.map((c) => c.text).join('\n'));
  });

  test('every claim names a kept gap', () => {
    const unexplained = claims.filter((claim) => !GAPS.some((gap) => gap.mentions.test(claim.text)));
    assert.deepEqual(unexplained.map((claim) => `${claim.file}: ${claim.text}`), []);
  });

  test('no claim names, next to its words, a construct the language has', () => {
    const wrong = claims.flatMap((claim) => KNOWN_CONSTRUCTS.filter((known) => known.names.test(claimContext(claim.text))).map((known) => `${claim.file}: ${claim.text} (${known.names})`));
    assert.deepEqual(wrong, []);
  });

  test('every gap kept is still claimed somewhere (none outlives its sentence)', () => {
    const unused = GAPS.filter((gap) => !claims.some((claim) => gap.mentions.test(claim.text)));
    assert.deepEqual(unused.map((gap) => String(gap.mentions)), []);
  });

  // Sentences the docs once held about constructs the language has: each must be caught.
  const wrongClaims = [
    'The engine has no Pendulum Summon yet, so `pendulum summoned` is never met.',
    'Not expressible: Link Arrows (Top, Bottom-Left, Bottom-Right).',
    'Not expressible: the printed target is a "LV" monster; the vocabulary has no archetype filter.',
  ];
  for (const text of wrongClaims) {
    test(`a wrong claim is caught: ${text}`, () => {
      assert.ok(GAP_CLAIM.test(text), 'read as a claim');
      assert.ok(KNOWN_CONSTRUCTS.some((known) => known.names.test(claimContext(text))), 'about a construct the language has');
    });
  }

  for (const known of KNOWN_CONSTRUCTS) {
    test(`the language writes ${known.names}`, () => {
      const workspace = createStandardWorkspace();
      const uri = 'file:///probe.card';
      const document = workspace.setDocument(uri, known.card);
      const errors = workspace.diagnosticsFor(uri).filter((d) => d.severity === 'error');
      assert.deepEqual(errors.map((d) => `${d.code}: ${d.message}`), []);
      for (const scenario of document.file.scenarios) {
        const { run } = runScenarioDeclaration(scenario, engineLookupFor(workspace));
        assert.ok(run.passed, `${scenario.name.value}: ${JSON.stringify(run.steps.map((step) => [step.actionText, step.legal, step.reason]))}`);
      }
    });
  }
});
