import type { Diagnostic } from '../diagnostics/diagnostic';
import type { MonsterDeclaration } from '../model/cards';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { diagnostic, insertClauseFix, nameInvolved } from './summoningDiagnostics';

/** A monster whose mechanic needs materials (or a Ritual Spell) that none of its clauses names. */
export interface MissingMaterials {
  readonly mechanic: 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'link';
  /** What the card does not name: "Synchro Materials", "a Ritual Spell". */
  readonly lacks: string;
  /** What the EDOPro export writes instead. */
  readonly instead: string;
  /** The clause that states the default explicitly, where the export writes one (Synchro, Xyz, Link). */
  readonly defaultClause?: string;
}

const MATERIAL_CLAUSE = { fusion: 'fusionMaterials', ritual: 'ritualSpell', synchro: 'synchroMaterials', xyz: 'xyzMaterials', link: 'linkMaterials' } as const;

/**
 * What a Fusion, Ritual, Synchro, Xyz or Link Monster lacks when it names no materials (no Ritual Spell),
 * and what the export does instead; undefined when it names them or its mechanic never summons it.
 * A Synchro, Xyz or Link Monster gets its frame's default materials exactly when the export writes them
 * (interop/edopro/summonClauseScripts.ts: not when it "cannot be X Summoned"); a Fusion or Ritual Monster
 * gets no materials at all, which matters unless nothing summons it by its mechanic anyway (it cannot be
 * Special Summoned, cannot be summoned by its mechanic, or has a Nomi method of its own).
 */
export function missingMaterials(card: MonsterDeclaration): MissingMaterials | undefined {
  const frame = card.frame?.value;
  if (frame !== 'fusion' && frame !== 'ritual' && frame !== 'synchro' && frame !== 'xyz' && frame !== 'link') return undefined;
  const kind = MATERIAL_CLAUSE[frame];
  if (card.summon.some((c) => c.kind === kind || (c.kind === 'cannotMechanic' && c.mechanic === frame))) return undefined;
  switch (frame) {
    case 'synchro':
      return {
        mechanic: frame,
        lacks: 'Synchro Materials',
        defaultClause: 'synchro materials 1 tuner + 1 or more non-tuner monsters',
        instead: "the frame's default: 1 Tuner + 1 or more non-Tuner monsters whose Levels add up to its Level",
      };
    case 'xyz': {
      const rank = card.rank?.value;
      return {
        mechanic: frame,
        lacks: 'Xyz Materials',
        ...(rank !== undefined ? { defaultClause: `xyz materials 2 or more level ${rank} monsters` } : {}),
        instead: `the frame's default: 2 or more monsters of the Level its Rank is${rank !== undefined ? ` (Level ${rank})` : ''}`,
      };
    }
    case 'link': {
      const rating = Math.max(1, card.linkRating?.value ?? 1);
      return {
        mechanic: frame,
        lacks: 'Link Materials',
        defaultClause: `link materials ${rating} or more monsters`,
        instead: `the frame's default: ${rating} or more monsters whose Link values make its Link Rating ${rating}`,
      };
    }
  }
  const neverByMechanic = card.summon.some(
    (c) =>
      c.kind === 'cannotSpecialSummon' ||
      ((c.kind === 'procedure' || c.kind === 'byEffectOf') && c.restriction === 'nomi') ||
      (c.kind === 'mustMechanic' && c.mechanic !== frame),
  );
  if (neverByMechanic) return undefined;
  if (frame === 'fusion') {
    return {
      mechanic: frame,
      lacks: 'Fusion Materials',
      instead: 'no Fusion Materials: no Fusion Summon with materials summons it, only one treated as a Fusion Summon without them (Instant Fusion)',
    };
  }
  return {
    mechanic: frame,
    lacks: 'a Ritual Spell',
    instead: 'no Ritual Spell of its own: only a Ritual Spell that Ritual Summons any Ritual Monster (Advanced Ritual Art) summons it',
  };
}

const FRAME_NAMES = { fusion: 'Fusion', ritual: 'Ritual', synchro: 'Synchro', xyz: 'Xyz', link: 'Link' } as const;

/** CS0211: a Fusion, Ritual, Synchro, Xyz or Link Monster that names no materials (no Ritual Spell) its mechanic needs. */
export function checkMissingMaterials(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind !== 'monster' || !card.frame) continue;
    const missing = missingMaterials(card);
    if (!missing) continue;
    const what = FRAME_NAMES[missing.mechanic];
    const write = missing.mechanic === 'ritual' ? 'a `ritual spell "..."` line' : `its printed material line (\`${missing.mechanic} materials ...\`)`;
    out.push(
      diagnostic(
        document,
        'CS0211',
        card.frame.span,
        `The ${what} Monster "${card.name.value}" names no ${missing.lacks}, so the EDOPro export gives it ${missing.instead}. Add ${write}.`,
        [{ span: card.frame.span, message: `The ${what} frame.` }, nameInvolved(card)],
        missing.defaultClause ? insertClauseFix(document, card, missing.defaultClause, false) : [],
      ),
    );
  }
  return out;
}
