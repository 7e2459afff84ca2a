import { CATEGORY_LABELS } from '../analysis/profileExplanation';
import { type SummonCategory, type SummoningProfile, summoningProfile } from '../analysis/summoningProfile';
import type { MonsterDeclaration } from '../model/cards';
import type { Span } from '../text/span';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

/** An inlay hint in plain data: shown at `offset`, before the character there. */
export interface InlayHintItem {
  readonly offset: number;
  readonly label: string;
  /** One sentence, plain text. */
  readonly tooltip: string;
  readonly paddingLeft: boolean;
}

/** The categories that get a hint after the name, and its label; normal-summonable monsters get none. */
const CATEGORY_HINTS: Partial<Readonly<Record<SummonCategory, string>>> = {
  nomi: 'Nomi',
  'semi-nomi': 'Semi-Nomi',
  'special-summon-only': 'special summon only',
  unsummonable: 'unsummonable',
};

/**
 * What the summoning profile derives, shown where it is written: after `level N` the Tributes its Normal
 * Summon needs (summoning-rules.md §1, §4), after the monster's name its category when it is not
 * Normal Summonable (§3). With `within`, only the hints inside that span (the LSP request's range).
 */
export function inlayHints(document: AnalyzedDocument, within?: Span): InlayHintItem[] {
  const hints: InlayHintItem[] = [];
  const inside = (offset: number) => !within || (offset >= within.start && offset <= within.end);
  for (const card of document.file.cards) {
    if (card.kind !== 'monster') continue;
    if (within && (card.span.end < within.start || card.span.start > within.end)) continue;
    const profile = summoningProfile(card);
    const category = CATEGORY_HINTS[profile.category];
    if (category && card.name.value !== '' && inside(card.name.span.end)) {
      hints.push({ offset: card.name.span.end, label: category, tooltip: categoryTooltip(profile), paddingLeft: true });
    }
    const tributes = card.level ? tributeHint(card, profile) : undefined;
    if (card.level && tributes && inside(card.level.span.end)) {
      hints.push({ offset: card.level.span.end, ...tributes, paddingLeft: true });
    }
  }
  return hints.sort((a, b) => a.offset - b.offset);
}

function tributeCount(count: number): string {
  return count === 0 ? 'no Tributes' : `${count} Tribute${count === 1 ? '' : 's'}`;
}

/** Why the level means this count (rules §1): `level < 5 → 0; level < 7 → 1; else 2`. */
function levelReason(level: number): string {
  return level < 5 ? 'Level 4 or lower' : level < 7 ? 'Level 5 or 6' : 'Level 7 or higher';
}

/**
 * The Tribute requirement of the ordinary Normal Summon, or of the Set when only the Set is allowed;
 * none where the monster is never Normal Summoned or Set this way (the category hint says why).
 */
function tributeHint(card: MonsterDeclaration, profile: SummoningProfile): { label: string; tooltip: string } | undefined {
  const normal = profile.normalSummon;
  const level = card.level!.value;
  if (normal.tributes !== null) {
    if (normal.mandatory) {
      return {
        label: `\u00b7 ${tributeCount(normal.tributes)} (required)`,
        tooltip: `Its text requires ${tributeCount(normal.tributes)} to Normal Summon it, replacing the level's count: the only way, and Mausoleum of the Emperor cannot be used (rules §1).`,
      };
    }
    const alternatives = normal.alternatives.length > 0 ? '; its optional procedure is another way' : '';
    return {
      label: `\u00b7 ${tributeCount(normal.tributes)}`,
      tooltip:
        normal.tributes === 0
          ? `${levelReason(level)}: it is Normal Summoned or Set without Tributes${alternatives} (rules §1).`
          : `${levelReason(level)}: its Tribute Summon and Tribute Set need ${tributeCount(normal.tributes)}${alternatives} (rules §1).`,
    };
  }
  if (normal.setTributes !== null) {
    return {
      label: `\u00b7 ${tributeCount(normal.setTributes)} to Set`,
      tooltip: `It cannot be Normal Summoned, only Set (then Flip Summoned); at ${levelReason(level)} its ${normal.setTributes === 0 ? 'Set needs no Tributes' : `Tribute Set needs ${tributeCount(normal.setTributes)}`} (rules §1, §3).`,
    };
  }
  return undefined;
}

/** The category in one sentence, built on the hover's label (profileExplanation.ts) and the card's own method. */
function categoryTooltip(profile: SummoningProfile): string {
  const method = profile.specialSummon.properMethod;
  const label = CATEGORY_LABELS[profile.category];
  switch (profile.category) {
    case 'nomi':
      return `${label}: ${method ?? 'its own method'}; other effects such as Monster Reborn can never Special Summon it, not even after a proper summon (rules §3).`;
    case 'semi-nomi':
      return `${label}: ${method ?? 'its own method'}; once properly summoned, other effects such as Monster Reborn may revive it (rules §3).`;
    case 'special-summon-only':
      return `${label}; it cannot be Normal Summoned or Set (rules §3).`;
    default:
      return `${label}: it can be neither Normal Summoned, Set nor Special Summoned.`;
  }
}
