import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { type CardStubs, exportSummary, type ExportSummary, formatExportSummary } from '../../../server/src/interop/edopro/exportSummary';
import { REPO_ROOT, runBuiltCli } from '../cli/runBuiltCli';
import { SHARED_RUNTIME } from '../../../server/src/interop/edopro/sharedRuntime';

const summaryOf = (text: string): ExportSummary => {
  const exported = exportEdopro([lowerFile('file:///cards.card', parse(text).tree).file], { assignIdsFrom: 100 });
  assert.deepEqual(exported.problems, []);
  return exportSummary(exported);
};

const monster = (name: string, frame: string, lines: readonly string[]) =>
  `monster "${name}" {\n  frame ${frame}\n  attribute DARK\n  race Fiend\n  ${frame === 'xyz' ? 'rank 4' : frame === 'link' ? 'link 2\n  arrows bottom-left, bottom-right' : 'level 4'}\n  atk 1000${frame === 'link' ? '' : ' def 1000'}\n${lines.map((l) => `  ${l}\n`).join('')}}\n`;

const stubsOf = (cards: readonly CardStubs[], name: string) => cards.find((c) => c.name === name);

interface StubCase {
  readonly what: string;
  readonly card: string;
  readonly kind: 'summonStubs' | 'effectStubs';
  readonly deck: 'main' | 'extra';
  readonly sentence: string | null;
  readonly missing: RegExp;
}

/** The stubs the summary did not count before: each is in its kind's list, with the card's sentence and what is missing. */
const PRINTED_STUBS: readonly StubCase[] = [
  {
    what: "a Synchro Monster's effect text past its material line, with no effect block",
    card: monster('Junk', 'synchro', [
      'summon {',
      '  synchro materials 1 tuner + 1 or more non-tuner monsters',
      '}',
      'text "1 Tuner + 1+ non-Tuner monsters. If this card is Synchro Summoned: draw 1 card."',
    ]),
    kind: 'effectStubs',
    deck: 'extra',
    sentence: 'If this card is Synchro Summoned: draw 1 card.',
    missing: /printed effect text has no effect block/,
  },
  {
    what: 'an Xyz Monster whose text has no period after its materials (as imported)',
    card: monster('Utopia', 'xyz', [
      'summon {',
      '  xyz materials 2 level 4 monsters',
      '}',
      'text "2 Level 4 monsters When a monster declares an attack: negate the attack."',
    ]),
    kind: 'effectStubs',
    deck: 'extra',
    sentence: 'When a monster declares an attack: negate the attack.',
    missing: /printed effect text has no effect block/,
  },
  {
    what: "a Ritual Monster's effect text besides its Ritual Spell sentence",
    card:
      monster('Rite', 'ritual', [
        'summon {',
        '  ritual spell "Rite Ritual"',
        '}',
        'text "You can Ritual Summon this card with \\"Rite Ritual\\". Once per turn: draw 1 card."',
      ]) + 'spell "Rite Ritual" {\n  kind ritual\n}\n',
    kind: 'effectStubs',
    deck: 'main',
    sentence: 'Once per turn: draw 1 card.',
    missing: /printed effect text has no effect block/,
  },
  {
    what: 'a printed Nomi method with no clause for it',
    card: monster('Gorz', 'effect', [
      'summon {',
      '  cannot normal summon or set',
      '}',
      'text "Cannot be Normal Summoned/Set. Must be Special Summoned by a secret ritual of the full moon."',
    ]),
    kind: 'summonStubs',
    deck: 'main',
    sentence: 'Must be Special Summoned by a secret ritual of the full moon.',
    missing: /printed method has no summoning clause/,
  },
  {
    what: 'a method by the effect of a card the export does not hold',
    card: monster('Gilded', 'effect', ['summon {', '  cannot normal summon or set', '  must special summon by effect of "Absent Ritual"', '}']),
    kind: 'summonStubs',
    deck: 'main',
    sentence: null,
    missing: /the effect of "Absent Ritual", is not in the exported set/,
  },
  {
    what: "a Pendulum Monster's Pendulum procedures",
    card: monster('Scale', 'normal', ['pendulum', 'scale 4']),
    kind: 'summonStubs',
    deck: 'main',
    sentence: null,
    missing: /activation as a Pendulum Scale and its Pendulum Summon are not written/,
  },
  {
    what: "a Pendulum Monster's Pendulum Effect",
    card: monster('Scale Effect', 'normal', ['pendulum', 'scale 4', 'pendulum-text "Once per turn: gain 300 LP."']),
    kind: 'effectStubs',
    deck: 'main',
    sentence: 'Once per turn: gain 300 LP.',
    missing: /Pendulum Effect is not implemented/,
  },
];

describe('export summary: every stub counted', () => {
  for (const stub of PRINTED_STUBS) {
    test(stub.what, () => {
      const summary = summaryOf(stub.card);
      const name = /monster "([^"]+)"/.exec(stub.card)![1];
      const listed = stubsOf(summary[stub.kind], name);
      assert.ok(listed, `"${name}" is in ${stub.kind}: ${JSON.stringify(summary)}`);
      assert.equal(listed.deck, stub.deck);
      const found = listed.stubs.find((s) => stub.missing.test(s.missing));
      assert.ok(found, JSON.stringify(listed.stubs));
      assert.equal(found.sentence, stub.sentence);
      assert.equal(found.printed, true);
      assert.deepEqual(
        summary.stubs
          .filter((s) => s.name === name)
          .flatMap((s) => s.stubs)
          .filter((s) => stub.missing.test(s)),
        [],
        '`stubs` keeps what it listed before',
      );
      assert.ok(summary.counts[stub.kind][stub.deck === 'main' ? 'mainDeck' : 'extraDeck'] >= 1);
    });
  }

  test('an Extra Deck or Ritual Monster whose text is only its materials and summoning sentences has no effect stub', () => {
    const summary = summaryOf(
      [
        monster('Twin', 'fusion', [
          'summon {',
          '  fusion materials "Cyber" + "Cyber"',
          '  fusion only with materials',
          '}',
          'text "\\"Cyber\\" + \\"Cyber\\" A Fusion Summon of this card can only be done with the above Fusion Materials."',
        ]),
        monster('Shaddoll Fusion', 'fusion', [
          'summon {',
          '  fusion materials 1 archetype "Shaddoll" monster + 1 LIGHT monster',
          '}',
          'text "1 \\"Shaddoll\\" monster + 1 LIGHT monster. Must first be Fusion Summoned. Cannot be used as Fusion Material."',
        ]),
        monster('Gaia', 'synchro', ['summon {', '  synchro materials 1 tuner + 1 or more non-tuner monsters', '}', 'text "1 Tuner + 1+ non-Tuner monsters"']),
        monster('Knight', 'xyz', [
          'summon {',
          '  xyz materials 2 xyz monsters with same rank',
          '}',
          'text "2 Xyz Monsters with the same Rank, except \\"Number\\" monsters."',
        ]),
        monster('Almiraj', 'link', [
          'summon {',
          '  link materials 1 normal-summoned monster atk 1000 or less',
          '}',
          'text "1 Normal Summoned monster with 1000 or less ATK"',
        ]),
        monster('Soldier', 'ritual', ['summon {', '  ritual spell "Soldier Ritual"', '}', 'text "You can Ritual Summon this card with \\"Soldier Ritual\\"."']),
        'spell "Soldier Ritual" {\n  kind ritual\n}\n',
      ].join(''),
    );
    assert.deepEqual(summary.effectStubs, []);
  });

  test('the stubs written before are counted too: a free-text clause is a summoning stub whose sentence is its text', () => {
    const summary = summaryOf(monster('Baou', 'effect', ['summon {', '  summon requires "you control a Flamberge"', '}']));
    const listed = stubsOf(summary.summonStubs, 'Baou');
    assert.deepEqual(listed?.stubs, [
      { sentence: 'you control a Flamberge', missing: 'summon condition "you control a Flamberge" is free text: the script does not check it', printed: false },
    ]);
    assert.deepEqual(summary.stubs, [
      { name: 'Baou', passcode: 100, stubs: ['summon condition "you control a Flamberge" is free text: the script does not check it'] },
    ]);
    assert.deepEqual(summary.counts.summonStubs, { total: 1, mainDeck: 1, extraDeck: 0 });
  });

  test('a monster without materials its mechanic needs is in `defaulted`, saying what the export wrote', () => {
    const summary = summaryOf(
      monster('Shock Master', 'xyz', []) +
        monster('Fused', 'fusion', []) +
        monster('Named', 'synchro', ['summon {', '  synchro materials 1 tuner + 1 or more non-tuner monsters', '}']),
    );
    assert.deepEqual(
      summary.defaulted.map((d) => [d.name, d.mechanic, d.lacks]),
      [
        ['Shock Master', 'xyz', 'Xyz Materials'],
        ['Fused', 'fusion', 'Fusion Materials'],
      ],
    );
    assert.match(summary.defaulted[0].instead, /frame's default: 2 or more monsters of the Level its Rank is \(Level 4\)/);
    assert.equal(summary.counts.defaulted, 2);
    const text = formatExportSummary(summary, 'out');
    assert.match(
      text,
      /\n2 card\(s\) name no materials their mechanic needs \(cardscript check: CS0211\); the export wrote instead:\n {2}"Shock Master" \(c102\.lua\): no Xyz Materials: the frame's default/,
    );
  });

  test('the text summary: the lines it printed before, then the printed stubs and the counts on lines of their own', () => {
    const summary = summaryOf(
      monster('Baou', 'effect', ['summon {', '  summon requires "you control a Flamberge"', '}']) +
        monster('Junk', 'synchro', [
          'summon {',
          '  synchro materials 1 tuner + 1 or more non-tuner monsters',
          '}',
          'text "1 Tuner + 1+ non-Tuner monsters. Gains 100 ATK."',
        ]),
    );
    assert.equal(
      formatExportSummary(summary, 'out'),
      [
        'Exported 2 card(s) (2 monsters, 0 spells, 0 traps) to out: cards.cdb and script/c<passcode>.lua',
        `The scripts load script/${SHARED_RUNTIME.fileName}, their shared runtime: copy it with them.`,
        'Assigned passcodes: "Baou" 100, "Junk" 101',
        '1 script(s) with stubs (commented in the script; the rest of the card works):',
        '  "Baou" (c100.lua): summon condition "you control a Flamberge" is free text: the script does not check it',
        '1 stub(s) of the printed text beyond the clauses and effect blocks (commented in the script):',
        '  "Junk" (c101.lua, Extra Deck, effect): its printed effect text has no effect block: not implemented ("Gains 100 ATK.")',
        'Stubs counted: 1 summoning (1 Main Deck, 0 Extra Deck), 1 effect (0 Main Deck, 1 Extra Deck), in 2 script(s).',
        '',
      ].join('\n'),
    );
  });
});

describe('cardscript export edopro --format json: every stub counted', () => {
  test('the JSON keeps every field it had and adds summonStubs, effectStubs, defaulted, artworks and counts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-stubs-'));
    fs.writeFileSync(path.join(dir, 'a.card'), monster('Junk', 'synchro', ['id 1', 'text "1 Tuner + 1+ non-Tuner monsters. Gains 100 ATK."']));
    const run = runBuiltCli(['export', 'edopro', dir, '--out', path.join(dir, 'out'), '--format', 'json'], REPO_ROOT);
    assert.equal(run.status, 0, run.stderr);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(json), [
      'cards',
      'monsters',
      'spells',
      'traps',
      'runtimeFile',
      'assigned',
      'stubs',
      'summonStubs',
      'effectStubs',
      'defaulted',
      'artworks',
      'counts',
    ]);
    assert.deepEqual(json.effectStubs, [
      {
        name: 'Junk',
        passcode: 1,
        deck: 'extra',
        stubs: [{ sentence: 'Gains 100 ATK.', missing: 'its printed effect text has no effect block: not implemented', printed: true }],
      },
    ]);
    assert.deepEqual(
      (json.defaulted as { name: string }[]).map((d) => d.name),
      ['Junk'],
    );
    assert.deepEqual(json.counts, {
      scriptsWithStubs: 1,
      summonStubs: { total: 0, mainDeck: 0, extraDeck: 0 },
      effectStubs: { total: 1, mainDeck: 0, extraDeck: 1 },
      defaulted: 1,
      artworkRows: 0,
    });
  });

  test('examples/: the text output is what it was, with lines added after it', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cardscript-examples-'));
    const text = runBuiltCli(['export', 'edopro', 'examples', '--out', out, '--assign-ids', '900000000'], REPO_ROOT).stdout.split('\n');
    const json = JSON.parse(
      runBuiltCli(['export', 'edopro', 'examples', '--out', out, '--assign-ids', '900000000', '--format', 'json'], REPO_ROOT).stdout,
    ) as ExportSummary;
    const listed = text.findIndex((l) => / script\(s\) with stubs \(commented in the script; the rest of the card works\):$/.test(l));
    assert.equal(text[listed], `${json.stubs.length} script(s) with stubs (commented in the script; the rest of the card works):`);
    assert.ok(
      text.slice(listed + json.stubs.length + 1).some((l) => l.startsWith('Stubs counted: ')),
      'the counts follow the list',
    );
    const printed = [...json.summonStubs, ...json.effectStubs].reduce((n, c) => n + c.stubs.filter((s) => s.printed).length, 0);
    const total = json.counts.summonStubs.total + json.counts.effectStubs.total;
    assert.equal(total, json.stubs.reduce((n, s) => n + s.stubs.length, 0) + printed, 'every stub of `stubs` is counted, and the printed ones besides');
    assert.ok(
      json.effectStubs.some((c) => c.deck === 'extra'),
      'Extra Deck Monsters with effect text are counted',
    );
  });
});
