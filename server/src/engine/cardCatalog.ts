import { summoningProfile, type SummoningProfile } from '../core/analysis/summoningProfile';
import type { CardDeclaration, CardFile, MonsterDeclaration } from '../core/model/cards';
import type { CardEffect } from '../core/model/effects';
import { lowerEffects } from '../core/lowering/lowerEffects';

/** Where the engine looks card names up: the workspace first, then the bundled library. */
export interface CardLookup {
  resolve(name: string): CardDeclaration | undefined;
  /** Every card it knows, where it can list them (the matrix looks for "any "Nekroz" Ritual Spell"). */
  declarations?(): Iterable<CardDeclaration>;
}

export type SpellSpeed = 1 | 2 | 3;

/** Everything the engine needs about one card definition, derived once. */
export interface CardRules {
  readonly name: string;
  readonly declaration: CardDeclaration;
  readonly cardType: 'monster' | 'spell' | 'trap';
  readonly monster?: MonsterDeclaration;
  /** The shared static profile (core/analysis/summoningProfile): the same derivation hovers and checks use. */
  readonly profile?: SummoningProfile;
  readonly effect: CardEffect;
  readonly spellSpeed: SpellSpeed;
}

/** A lookup over parsed files: earlier files shadow later ones (pass the workspace's, then the library's). */
export function lookupFromFiles(...fileGroups: readonly (readonly CardFile[])[]): CardLookup {
  const byName = new Map<string, CardDeclaration>();
  for (const files of fileGroups) {
    for (const file of files) {
      for (const card of file.cards) if (!byName.has(card.name.value)) byName.set(card.name.value, card);
    }
  }
  return { resolve: (name) => byName.get(name), declarations: () => byName.values() };
}

/** Caches the derived rules per card name for one engine run. */
export class CardCatalog {
  private readonly cache = new Map<string, CardRules | null>();

  constructor(private readonly lookup: CardLookup) {}

  rules(name: string): CardRules | undefined {
    const cached = this.cache.get(name);
    if (cached !== undefined) return cached ?? undefined;
    const declaration = this.lookup.resolve(name);
    const rules = declaration ? deriveRules(declaration) : null;
    this.cache.set(name, rules);
    return rules ?? undefined;
  }

  has(name: string): boolean {
    return this.rules(name) !== undefined;
  }
}

function deriveRules(declaration: CardDeclaration): CardRules {
  const effect = lowerEffects(declaration.uri, declaration.effectStatements).effect;
  if (declaration.kind === 'monster') {
    return {
      name: declaration.name.value,
      declaration,
      cardType: 'monster',
      monster: declaration,
      profile: summoningProfile(declaration),
      effect,
      spellSpeed: monsterEffectSpeed(effect),
    };
  }
  return { name: declaration.name.value, declaration, cardType: declaration.kind, effect, spellSpeed: spellTrapSpeed(declaration) };
}

/** Spell Speeds: Spells 1 (Quick-Play 2), Traps 2 (Counter Traps 3). */
function spellTrapSpeed(declaration: CardDeclaration): SpellSpeed {
  if (declaration.kind === 'spell') return declaration.spellKind?.value === 'quick-play' ? 2 : 1;
  if (declaration.kind === 'trap') return declaration.trapKind?.value === 'counter' ? 3 : 2;
  return 1;
}

/** Monster effects are Spell Speed 1, except quick effects that negate (Spell Speed 2). */
function monsterEffectSpeed(effect: CardEffect): SpellSpeed {
  return effect.effects.some((e) => e.kind === 'negateSummon' || e.kind === 'negateActivation') ? 2 : 1;
}

/** The monster's Level, or undefined for Xyz and Link Monsters (which have none). */
export function levelOf(rules: CardRules | undefined): number | undefined {
  return rules?.monster?.level?.value;
}

export function atkOf(rules: CardRules | undefined): number {
  const atk = rules?.monster?.atk?.value;
  return typeof atk === 'number' ? atk : 0;
}
