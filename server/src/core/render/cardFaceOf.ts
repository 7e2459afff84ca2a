import type { CardDeclaration, MonsterDeclaration, SetHeader } from '../model/cards';
import { revealInvisibles } from '../text/markdown';
import { type CardFace, type FrameKind, LINK_ARROWS, type LinkArrow, type SpellTrapIcon } from './cardFace';

/** Printed race names where the keyword differs (`winged-beast` is printed "Winged Beast"). */
const RACE_NAMES: Readonly<Record<string, string>> = {
  'winged-beast': 'Winged Beast',
  'sea-serpent': 'Sea Serpent',
  'creator-god': 'Creator God',
  'beast-warrior': 'Beast-Warrior',
  'divine-beast': 'Divine-Beast',
};

function titleCase(word: string): string {
  return word.replace(/(^|[-\s])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

export function printedRace(race: string): string {
  return RACE_NAMES[race] ?? titleCase(race);
}

const EXTRA_DECK_KINDS: Partial<Record<string, string>> = { ritual: 'Ritual', fusion: 'Fusion', synchro: 'Synchro', xyz: 'Xyz', link: 'Link' };

/**
 * An Extra Deck or Ritual Monster prints "Effect" when it has an effect beyond its materials: effect
 * statements, or printed text with an activation/condition mark (`:` `;`) or a sentence about "this card".
 */
function hasEffect(card: MonsterDeclaration): boolean {
  if (card.frame?.value === 'effect') return true;
  if (card.frame?.value === 'normal' || card.frame?.value === 'token') return false;
  if (card.effectMonster) return true;
  const text = card.text?.value ?? '';
  return card.effectStatements.length > 0 || /[:;]/.test(text) || /\bthis card\b/i.test(text);
}

const PRINTED_ABILITY = { spirit: 'Spirit', union: 'Union', gemini: 'Gemini', flip: 'Flip', toon: 'Toon' } as const;

/** The type line between brackets: `Fiend / Effect`, `Dragon / Synchro / Tuner / Effect`, `Zombie / Pendulum / Normal`. */
export function monsterTypeLine(card: MonsterDeclaration): string {
  const frame = card.frame?.value;
  const parts = [card.race ? printedRace(card.race.value) : '?'];
  const kind = frame ? EXTRA_DECK_KINDS[frame] : undefined;
  if (kind) parts.push(kind);
  if (card.pendulum) parts.push('Pendulum');
  // The abilities the type line prints (EDOPro's Special Summon type is not printed).
  for (const ability of card.abilities ?? []) if (ability !== 'special-summon') parts.push(PRINTED_ABILITY[ability]);
  if (card.tuner) parts.push('Tuner');
  if (frame === 'normal') parts.push('Normal');
  else if (frame === 'token') parts.push('Token');
  else if (hasEffect(card)) parts.push('Effect');
  return parts.join(' / ');
}

const revealOptional = (text: string | undefined) => (text === undefined ? undefined : revealInvisibles(text));

function setNumberOf(card: CardDeclaration, setHeader: SetHeader | undefined): string | undefined {
  return card.setNumber?.value ?? setHeader?.code?.value;
}

/** `artHref`: what the adapter made of the card's `art` path (a data: URI, a webview URI), or nothing. */
export function cardFaceOf(card: CardDeclaration, setHeader?: SetHeader, artHref?: string): CardFace {
  const common = {
    // Drawn as text like every output: a bidi control must not reorder the picture (docs/security.md).
    name: revealInvisibles(card.name.value),
    text: revealInvisibles(card.text?.value ?? ''),
    passcode: card.id?.value,
    setNumber: revealOptional(setNumberOf(card, setHeader)),
    artHref,
    linkArrows: [] as readonly LinkArrow[],
  };
  if (card.kind === 'spell' || card.kind === 'trap') {
    const kind = card.kind === 'spell' ? card.spellKind?.value : card.trapKind?.value;
    const icon = kind && kind !== 'normal' ? (kind as SpellTrapIcon) : undefined;
    return { ...common, frame: card.kind, typeLine: card.kind === 'spell' ? 'Spell Card' : 'Trap Card', spellTrapIcon: icon };
  }
  const frame: FrameKind = card.frame?.value ?? 'effect';
  const arrows = card.arrows?.value ?? [];
  return {
    ...common,
    frame,
    attribute: card.attribute?.value.toUpperCase(),
    typeLine: monsterTypeLine(card),
    level: card.level?.value,
    rank: card.rank?.value,
    linkRating: card.linkRating?.value,
    linkArrows: LINK_ARROWS.filter((arrow) => arrows.includes(arrow)),
    atk: card.atk?.value,
    def: frame === 'link' ? undefined : card.def?.value,
    // Modern Pendulum Monsters print one Scale on both sides (`scale N`).
    pendulum: card.pendulum
      ? { leftScale: card.scale?.value ?? 0, rightScale: card.scale?.value ?? 0, text: revealInvisibles(card.pendulumText?.value ?? '') }
      : undefined,
  };
}
