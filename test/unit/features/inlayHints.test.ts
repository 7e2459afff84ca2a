import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type InlayHintItem, inlayHints } from '../../../server/src/core/features/inlayHints';
import type { Span } from '../../../server/src/core/text/span';
import { analyzeDocument } from '../../../server/src/core/workspace/analyzedDocument';

/**
 * Fixtures read like the editor shows them: each expected hint is written in `⟦...⟧` where it appears.
 * The check strips the markers, asks for the hints of the plain text and writes them back in: the result
 * must be the fixture again, so a missing, extra, moved or reworded hint fails it.
 */
const HINT = /⟦([^⟧]*)⟧/g;

function plainText(fixture: string): string {
  return fixture.replace(HINT, '');
}

function render(text: string, hints: readonly InlayHintItem[]): string {
  let result = '';
  let at = 0;
  for (const hint of hints) {
    result += `${text.slice(at, hint.offset)}⟦${hint.label}⟧`;
    at = hint.offset;
  }
  return result + text.slice(at);
}

function hintsOf(fixture: string, within?: (text: string) => Span): { text: string; hints: InlayHintItem[] } {
  const text = plainText(fixture.replace(/^\n/, ''));
  return { text, hints: inlayHints(analyzeDocument('file:///hints.card', text), within?.(text)) };
}

function check(fixture: string, within?: (text: string) => Span): void {
  const { text, hints } = hintsOf(fixture, within);
  assert.equal(render(text, hints), fixture.replace(/^\n/, ''));
}

/** The tooltip of the hint with this label (the only one in the fixture). */
function tooltipOf(fixture: string, label: string): string {
  const matching = hintsOf(fixture).hints.filter((h) => h.label === label);
  assert.equal(matching.length, 1, `one hint labelled ${label}`);
  return matching[0].tooltip;
}

describe('inlay hints: Tributes after the level (rules §1, §4)', () => {
  test("the level's count: none up to Level 4, 1 for Level 5-6, 2 from Level 7", () =>
    check(`
monster "Small Imp" {
  frame normal
  level 4⟦· no Tributes⟧
  atk 1200 def 800
}
monster "Middle Imp" {
  frame normal
  level 6⟦· 1 Tribute⟧
  atk 2000 def 1500
}
monster "Big Imp" {
  frame normal
  level 7⟦· 2 Tributes⟧  atk 2500 def 2000
}
`));

  test("a mandatory count replaces the level's and says so; an optional procedure leaves the ordinary count", () =>
    check(`
monster "Obelisk Copy" {
  frame effect
  level 10⟦· 3 Tributes (required)⟧
  atk 4000 def 4000
  summon {
    requires 3 tributes cannot set
  }
}
monster "Barbaros Copy" {
  frame effect
  level 8⟦· 2 Tributes⟧
  atk 3000 def 1200
  summon {
    can summon without tributes atk 1900
    can tribute 3 to summon
  }
}
`));

  test('a monster that can only be Set gets the Tributes of its Tribute Set', () =>
    check(`
monster "Shy Golem" {
  frame effect
  level 5⟦· 1 Tribute to Set⟧
  atk 1800 def 2100
  summon {
    cannot normal summon
  }
}
`));

  test('no count where there is no ordinary Normal Summon: its own procedure, no level, a Special Summon monster', () =>
    check(`
monster "Toll Knight" {
  frame effect
  level 7
  atk 2500 def 2000
  summon {
    normal summon or set only by {
      cost pay 1000 lp
    }
  }
}
monster "No Level"⟦special summon only⟧ {
  frame token
  atk 0 def 0
}
monster "Crypt Lord"⟦Semi-Nomi⟧ {
  frame effect
  level 7
  atk 2200 def 2800
  summon {
    cannot normal summon or set
    must first special summon by procedure from hand {
      cost banish 3 Fiend monsters from graveyard
    }
  }
}
`));
});

describe('inlay hints: the category after the name (rules §3)', () => {
  test('Nomi, Semi-Nomi (Link Monsters too, rules §6), special summon only and unsummonable; Normal Summonable monsters get none', () =>
    check(`
monster "Armed Copy"⟦Nomi⟧ {
  frame effect
  level 10
  atk 2800 def 1000
  summon {
    cannot normal summon or set
    must special summon by procedure {
      cost send 1 monster from hand to graveyard
    }
  }
}
monster "Fused Copy"⟦Semi-Nomi⟧ {
  frame fusion
  level 6
  atk 2100 def 1200
  summon {
    fusion materials 2 Fiend monsters
  }
}
monster "Rare Metal Copy"⟦special summon only⟧ {
  frame normal
  level 4
  atk 2400 def 1200
  summon {
    cannot normal summon or set
  }
}
monster "Sealed Copy"⟦unsummonable⟧ {
  frame effect
  level 3
  atk 0 def 0
  summon {
    cannot normal summon or set
    cannot special summon
  }
}
monster "Link Copy"⟦Semi-Nomi⟧ {
  frame link
  link 2
  atk 1500
  summon {
    link materials 2 effect monsters
  }
}
monster "Plain Copy" {
  frame normal
  level 3⟦· no Tributes⟧
  atk 1000 def 1000
}
spell "Spell Copy" {
  kind normal
}
`));

  test("the tooltips explain the category in one sentence, with the card's own method", () => {
    const fixture = `
monster "Armed Copy" {
  frame effect
  level 10
  atk 2800 def 1000
  summon {
    cannot normal summon or set
    must special summon by procedure from hand {
      cost send 1 monster from hand to graveyard
    }
  }
}
monster "Fused Copy" {
  frame fusion
  level 6
  atk 2100 def 1200
}
monster "Rare Metal Copy" {
  frame normal
  level 4
  atk 2400 def 1200
  summon {
    cannot normal summon or set
  }
}
`;
    const sentence = /^[^.]*(\([^)]*\)[^.]*)*\.$/;
    const nomi = tooltipOf(fixture, 'Nomi');
    assert.match(nomi, /^Nomi\b.*a built-in Special Summon from the hand \(1 cost\).*Monster Reborn can never/);
    const semiNomi = tooltipOf(fixture, 'Semi-Nomi');
    assert.match(semiNomi, /^Semi-Nomi\b.*a Fusion Summon.*once properly summoned/);
    const specialOnly = tooltipOf(fixture, 'special summon only');
    assert.match(specialOnly, /any effect may summon it.*cannot be Normal Summoned or Set/);
    for (const tooltip of [nomi, semiNomi, specialOnly]) assert.match(tooltip, sentence, `one sentence: ${tooltip}`);
  });

  test('the Tribute tooltips give the rule behind the count', () => {
    const fixture = `
monster "Big Imp" {
  frame normal
  level 8
  atk 2500 def 2000
}
monster "Obelisk Copy" {
  frame effect
  level 10
  atk 4000 def 4000
  summon {
    requires 3 tributes
  }
}
`;
    assert.match(tooltipOf(fixture, '· 2 Tributes'), /^Level 7 or higher: its Tribute Summon and Tribute Set need 2 Tributes \(rules §1\)\.$/);
    assert.match(tooltipOf(fixture, '· 3 Tributes (required)'), /requires 3 Tributes.*replacing the level's count/);
    assert.match(
      tooltipOf(`${fixture}monster "Shy" {\n  level 7\n  summon {\n    cannot normal summon\n  }\n}\n`, '· 2 Tributes to Set'),
      /only Set.*Tribute Set needs 2 Tributes/,
    );
  });

  test('every hint is padded from the text before it', () => {
    const { hints } = hintsOf(
      'monster "Pad"⟦unsummonable⟧ {\n  frame normal\n  summon {\n    cannot normal summon or set\n    cannot special summon\n  }\n}\nmonster "Tall" {\n  level 9⟦· 2 Tributes⟧\n}\n',
    );
    assert.equal(hints.length, 2);
    assert.ok(hints.every((h) => h.paddingLeft));
  });
});

describe('inlay hints: only within the requested range', () => {
  const three = (one: string, two: string, three: string) => `
monster "Range One" {
  frame normal
  level 5${one}
  atk 1900 def 1200
}
monster "Range Two"${two} {
  frame normal
  level 8
  summon {
    cannot special summon
    cannot normal summon or set
  }
}
monster "Range Three" {
  frame normal
  level 8${three}
  atk 2800 def 2000
}
`;

  test('without a range: every hint', () => check(three('⟦· 1 Tribute⟧', '⟦unsummonable⟧', '⟦· 2 Tributes⟧')));

  test('a range from the second monster on: the hints of the second and third', () =>
    check(three('', '⟦unsummonable⟧', '⟦· 2 Tributes⟧'), (text) => ({ start: text.indexOf('monster "Range Two"'), end: text.length })));

  test("a range over the first monster's name and frame: not its level's hint further down", () =>
    check(three('', '', ''), (text) => ({ start: 0, end: text.indexOf('level 5') })));

  test("a range from inside the first monster to the second one's name: a hint at either end counts", () =>
    check(three('⟦· 1 Tribute⟧', '⟦unsummonable⟧', ''), (text) => ({
      start: text.indexOf('level 5') + 'level 5'.length,
      end: text.indexOf('"Range Two"') + '"Range Two"'.length,
    })));
});
