import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportedNotice, nothingExportedNotice } from '../../../client/src/exportToEdoproMessages';
import { lowerFile } from '../../../server/src/core/lowering/lowerCards';
import { parse } from '../../../server/src/core/syntax/parser';
import { exportEdopro } from '../../../server/src/interop/edopro/exportSet';
import { exportSummary } from '../../../server/src/interop/edopro/exportSummary';
import { MAX_PASSCODE } from '../../../server/src/interop/edopro/passcodes';
import { notificationLinks, notificationVisibleText, shownAs } from '../../hostile/userView';
import { CLEAN_NAMES, HOSTILE_NAMES, iconsDrawn } from './hostileNames';

const COMMAND_LINK = '[Run](command:workbench.action.terminal.new)';

const card = (name: string, id?: number) => `monster "${name}" {\n${id === undefined ? '' : `  id ${id}\n`}  frame normal\n  level 4\n  atk 1000 def 1000\n}\n`;
const exportOf = (text: string, assignIdsFrom?: number) =>
  exportEdopro([lowerFile('file:///cards.card', parse(text).tree).file], assignIdsFrom === undefined ? {} : { assignIdsFrom });

/** The problems whose messages quote card names: one passcode for two cards, an invalid id, --assign-ids running out. */
const PROBLEMS: readonly { readonly what: string; readonly problemsFor: (name: string) => readonly { readonly message: string }[] }[] = [
  { what: 'two cards with one id', problemsFor: (name) => exportOf(card(name, 101) + card('Twin', 101)).problems },
  { what: 'an invalid id', problemsFor: (name) => exportOf(card(name, MAX_PASSCODE + 1)).problems },
  { what: '--assign-ids past the last passcode', problemsFor: (name) => exportOf(card('A', MAX_PASSCODE) + card(name), MAX_PASSCODE).problems },
  { what: 'a name defined twice, differently', problemsFor: (name) => exportOf(card(name, 101) + card(name, 102)).problems },
  {
    what: 'an artwork passcode another card has',
    problemsFor: (name) => exportOf(card(name, 101).replace('  frame', '  artworks 102\n  frame') + card('Other', 102)).problems,
  },
];

/** A card file can hold these in a name: a string literal has no line break, `"` and `\` are escaped. */
const asCardName = (name: string) => name.replace(/["\\\n]/g, ' ');

describe('Export to EDOPro: the notification of a failed export', () => {
  for (const { what, problemsFor } of PROBLEMS) {
    it(`${what}: a card named like a command link is text, not a link that opens a terminal`, () => {
      const problems = problemsFor(COMMAND_LINK);
      assert.ok(problems[0]?.message.includes(COMMAND_LINK), `the problem quotes the name: ${problems[0]?.message}`);
      // What the export showed before: the message as it is, where VS Code draws the link.
      assert.deepEqual(notificationLinks(`CardScript: nothing exported: ${problems[0].message}`), [COMMAND_LINK]);
      const shown = nothingExportedNotice(problems[0]);
      assert.deepEqual(notificationLinks(shown), []);
      assert.equal(notificationVisibleText(shown), `CardScript: nothing exported: ${problems[0].message}`);
    });

    it(`${what}: no hostile name forms a link or icon, and each reads as it is`, () => {
      for (const name of HOSTILE_NAMES.map(asCardName)) {
        const problems = problemsFor(name);
        assert.ok(problems.length > 0, `a problem for ${JSON.stringify(name)}`);
        const shown = nothingExportedNotice(problems[0]);
        assert.deepEqual([...notificationLinks(shown), ...iconsDrawn(shown)], [], JSON.stringify(shown));
        assert.equal(notificationVisibleText(shown), `CardScript: nothing exported: ${shownAs(problems[0].message)}`);
      }
    });

    it(`${what}: clean names are shown byte for byte`, () => {
      for (const name of CLEAN_NAMES.filter(Boolean)) {
        const problems = problemsFor(name);
        assert.equal(nothingExportedNotice(problems[0]), `CardScript: nothing exported: ${problems[0].message}`);
      }
    });
  }

  it('the summary notification counts the stubs of both kinds', () => {
    const summary = exportSummary(exportOf(card('Blue-Eyes White Dragon', 89631139) + card('Dark Magician', 46986414)));
    assert.equal(exportedNotice(summary), 'CardScript: exported 2 cards (2 monsters) to EDOPro; 0 script(s) with stubs (0 summoning, 0 effect).');
  });

  it('the summary notification counts the printed stubs and the cards without their materials', () => {
    const synchro = 'monster "Junk" {\n  id 1\n  frame synchro\n  level 5\n  atk 1\n  def 1\n  text "1 Tuner + 1+ non-Tuner monsters. Gains 100 ATK."\n}\n';
    const free = 'monster "Baou" {\n  id 2\n  frame effect\n  level 4\n  atk 1\n  def 1\n  summon {\n    summon requires "a full moon"\n  }\n}\n';
    const summary = exportSummary(exportOf(synchro + free));
    assert.equal(
      exportedNotice(summary),
      'CardScript: exported 2 cards (2 monsters) to EDOPro; 2 script(s) with stubs (1 summoning, 1 effect), 1 card(s) without their materials.',
    );
  });
});
