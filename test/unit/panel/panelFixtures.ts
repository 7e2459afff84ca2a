import type { PanelBoard, PanelCard, PanelModel, PanelPlayer } from '../../../server/src/simulation/panelModel';

export const MALICIOUS_NAME = '<img src=x onerror=alert(1)></script><script>alert(2)</script>&amp;\u2028';

let nextId = 0;
const card = (name: string, properlySummoned = false): PanelCard => ({ id: nextId++, name, owner: 'you', faceUp: true, position: 'attack', properlySummoned });

function player(monster: PanelCard | null): PanelPlayer {
  return {
    lp: 8000, hand: [card(MALICIOUS_NAME)], deck: [], extra: [], graveyard: [card('Dark Necrofear', true)], banished: [],
    monsters: [monster, null, null, null, null], spells: [null, null, null, null, null], normalSummonsUsed: 0, normalSummonLimit: 1,
  };
}

/** Your field also has the hostile name in your left Pendulum Zone, your left Extra Monster Zone and face-up in the Extra Deck. */
const you: PanelPlayer = {
  ...player(card(MALICIOUS_NAME, true)),
  spells: [card(`${MALICIOUS_NAME} (scale)`), null, null, null, null], pendulumScales: [4, null],
  extraMonsters: [card(`${MALICIOUS_NAME} (link)`, true), null],
  extra: [{ ...card(`${MALICIOUS_NAME} (face-up)`), faceUp: true, position: null }, { ...card('Face-down Fusion'), faceUp: false, position: null }],
};
/** The opponent's left Extra Monster Zone, which is your right one. */
const opponent: PanelPlayer = { ...player(null), extraMonsters: [card(`${MALICIOUS_NAME} (their link)`), null] };

const board: PanelBoard = {
  turn: 1, turnPlayer: 'you', phase: 'main1', you, opponent,
  chain: [{ link: 1, card: MALICIOUS_NAME, player: 'opponent', negated: false }], pendingSummon: null,
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
