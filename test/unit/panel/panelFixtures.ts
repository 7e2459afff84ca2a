import type { PanelBoard, PanelCard, PanelModel, PanelPlayer } from '../../../server/src/simulation/panelModel';

export const MALICIOUS_NAME = '<img src=x onerror=alert(1)></script><script>alert(2)</script>&amp;\u2028';

let nextId = 0;
const card = (name: string, properlySummoned = false): PanelCard => ({ id: nextId++, name, owner: 'you', faceUp: true, position: 'attack', properlySummoned });

function player(monster: PanelCard | null): PanelPlayer {
  return {
    lp: 8000,
    hand: [card(MALICIOUS_NAME)],
    deck: [],
    extra: [],
    graveyard: [card('Dark Necrofear', true)],
    banished: [],
    monsters: [monster, null, null, null, null],
    spells: [null, null, null, null, null],
    normalSummonsUsed: 0,
    normalSummonLimit: 1,
  };
}

/** Your field also has the hostile name in your left Pendulum Zone, your left Extra Monster Zone and face-up in the Extra Deck. */
const you: PanelPlayer = {
  ...player(card(MALICIOUS_NAME, true)),
  spells: [card(`${MALICIOUS_NAME} (scale)`), null, null, null, null],
  pendulumScales: [4, null],
  extraMonsters: [card(`${MALICIOUS_NAME} (link)`, true), null],
  extra: [
    { ...card(`${MALICIOUS_NAME} (face-up)`), faceUp: true, position: null },
    { ...card('Face-down Fusion'), faceUp: false, position: null },
  ],
};
/** The opponent's left Extra Monster Zone, which is your right one. */
const opponent: PanelPlayer = { ...player(null), extraMonsters: [card(`${MALICIOUS_NAME} (their link)`), null] };

const board: PanelBoard = {
  turn: 1,
  turnPlayer: 'you',
  phase: 'main1',
  you,
  opponent,
  chain: [{ link: 1, card: MALICIOUS_NAME, player: 'opponent', negated: false }],
  pendingSummon: null,
};

/** A scenario whose card names try to break out of every context the panel writes to. */
export const MALICIOUS_MODEL: PanelModel = {
  kind: 'scenario',
  title: MALICIOUS_NAME,
  uri: 'file:///x.card',
  passed: false,
  steps: [
    { label: `normal summon "${MALICIOUS_NAME}"`, legal: true, code: null, reason: MALICIOUS_NAME, expectationMet: true, line: 3, board },
    { label: 'activate "Monster Reborn"', legal: false, code: 'not-properly-summoned', reason: 'x', expectationMet: false, line: 4, board },
  ],
  initialBoard: board,
};

/** A summon matrix with EDOPro's verdicts beside ours: one agreeing, one forced to disagree, one not asked (its why names a hostile card). */
export const EDOPRO_MATRIX_MODEL: PanelModel = {
  kind: 'summon-matrix',
  title: MALICIOUS_NAME,
  uri: 'file:///x.card',
  passed: null,
  steps: [
    {
      label: 'Normal Summon',
      legal: false,
      code: 'wrong-tribute-count',
      reason: 'x',
      expectationMet: null,
      line: 0,
      board,
      edopro: { legal: false, disagrees: false, note: '' },
    },
    {
      label: 'Tribute Summon (2 Tributes)',
      legal: true,
      code: null,
      reason: 'x',
      expectationMet: null,
      line: 0,
      board,
      edopro: { legal: false, disagrees: true, note: '' },
    },
    {
      label: 'Level Up! from the Deck',
      legal: true,
      code: null,
      reason: 'x',
      expectationMet: null,
      line: 0,
      board,
      edopro: { legal: null, disagrees: false, note: `not asked: the exported script of "${MALICIOUS_NAME}" has a stub` },
    },
  ],
  edopro: { shown: true, note: `EDOPro (ocgcore-wasm 0.1.2): 2 of 3 routes asked, 1 agree, 1 disagree (${MALICIOUS_NAME})` },
};
