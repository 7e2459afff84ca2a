import type { CardDeclaration } from './cards';

/**
 * Archetype membership (docs/language.md, "Archetype membership"): a card is in archetype "A" when it
 * declares `archetype "A"`, or its name contains "A" exactly as printed (the game's "name contains" rule,
 * case-sensitive), unless it says `not archetype "A"`.
 */
export function isInArchetype(card: CardDeclaration, archetype: string): boolean {
  if (card.notArchetypes?.some((a) => a.value === archetype)) return false;
  if (card.archetypes?.some((a) => a.value === archetype)) return true;
  return archetype.length > 0 && card.name.value.includes(archetype);
}

/** Every archetype the card declares (the name-contains rule adds any other archetype its name holds). */
export function declaredArchetypes(card: CardDeclaration): string[] {
  return (card.archetypes ?? []).map((a) => a.value);
}
