import type { Diagnostic, Fix } from '../diagnostics/diagnostic';
import { isExtraDeckFrame, type Mechanic, type MonsterDeclaration, type SummonClause } from '../model/cards';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';
import type { CheckedWorkspace } from '../workspace/documentCheck';
import { clauseHead, diagnostic, type Involved, involvedClause, nameInvolved, quoteClause, removeClauseFix } from './summoningDiagnostics';
import {
  clausesOf,
  isNormalSummonProcedureClause,
  isSpecialMethodClause,
  mechanicName,
  mechanicOfFrame,
  restrictionOfClause,
  summoningProfile,
  zonesInWords,
} from './summoningProfile';
import { EMPTY_LIST } from '../model/emptyList';

/** 02xx: summoning clauses of one card that contradict each other (rules §1-§3). */
export function checkContradictions(document: AnalyzedDocument, _workspace: CheckedWorkspace): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const card of document.file.cards) {
    if (card.kind === 'monster') for (const d of contradictionsOf(document, card)) diagnostics.push(d);
  }
  return diagnostics;
}

function frameInvolved(card: MonsterDeclaration): Involved[] {
  return card.frame ? [{ span: card.frame.span, message: `The frame is ${card.frame.value}.` }] : [];
}

function contradictionsOf(document: AnalyzedDocument, card: MonsterDeclaration): Diagnostic[] {
  const out: Diagnostic[] = [];
  const frame = card.frame?.value;
  const extraOrRitual = isExtraDeckFrame(frame) || frame === 'ritual';
  // Without clauses, only CS0209 can apply (a third of a typical pool's monsters).
  if (card.summon.length === 0) {
    if (!extraOrRitual) unsummonable(document, card, EMPTY_LIST, out);
    return out;
  }
  const neverNormal = extraOrRitual || frame === 'token';
  const methods = card.summon.filter(isSpecialMethodClause);
  const cannotSpecial = clausesOf(card, 'cannotSpecialSummon');
  const cannotNormalOrSet = clausesOf(card, 'cannotNormalSummonOrSet');
  const cannotNormal = clausesOf(card, 'cannotNormalSummon');
  const q = (clause: SummonClause) => quoteClause(document, clause);

  for (const blanket of cannotSpecial) {
    // CS0201: the blanket ban leaves the card's own Special Summon method nothing to do (rules §3).
    if (methods.length > 0) {
      out.push(
        diagnostic(
          document,
          'CS0201',
          clauseHead(document, blanket),
          `"Cannot be Special Summoned" forbids every Special Summon, so the card's own method ${methods.map(q).join(', ')} can never be used. Remove one of them.`,
          [
            involvedClause(document, blanket, 'The blanket "Cannot be Special Summoned".'),
            ...methods.map((m) => involvedClause(document, m, `The Special Summon method ${q(m)}.`)),
          ],
          [removeClauseFix(document, blanket, true), ...methods.map((m) => removeClauseFix(document, m, false))],
        ),
      );
    }
    // CS0202: Extra Deck and Ritual Monsters are only ever Special Summoned (rules §1).
    if (extraOrRitual) {
      out.push(
        diagnostic(
          document,
          'CS0202',
          clauseHead(document, blanket),
          `${frame === 'xyz' ? 'An Xyz' : `A ${frame![0].toUpperCase()}${frame!.slice(1)}`} Monster can only be Special Summoned (it is never Normal Summoned or Set), so "Cannot be Special Summoned" makes it unsummonable.`,
          [involvedClause(document, blanket, 'The blanket "Cannot be Special Summoned".'), ...frameInvolved(card)],
          [removeClauseFix(document, blanket, true)],
        ),
      );
    }
  }

  // CS0203: "Cannot be Normal Summoned/Set" with a clause that Normal Summons or Sets.
  if (!neverNormal) {
    for (const ban of cannotNormalOrSet) {
      for (const clause of card.summon.filter(isNormalSummonProcedureClause)) {
        out.push(
          diagnostic(
            document,
            'CS0203',
            clauseHead(document, clause),
            `${q(clause)} describes a Normal Summon or Set, but the card says "Cannot be Normal Summoned/Set": no Normal Summon, no Set, by any means.`,
            [involvedClause(document, clause), involvedClause(document, ban, 'The card cannot be Normal Summoned or Set.')],
            [removeClauseFix(document, clause, true), removeClauseFix(document, ban, false)],
          ),
        );
      }
    }
  }

  // CS0204: "Cannot be Normal Summoned" (Set allowed) with a procedure that only Normal Summons.
  if (!neverNormal && cannotNormalOrSet.length === 0) {
    for (const ban of cannotNormal) {
      for (const clause of card.summon) {
        const summonOnly =
          clause.kind === 'withoutTributes' || clause.kind === 'optionalTributes' || clause.kind === 'normalSummonOnlyBy'
            ? !clause.coversSet
            : clause.kind === 'requiresTributes' && !clause.canSet;
        if (!summonOnly) continue;
        out.push(
          diagnostic(
            document,
            'CS0204',
            clauseHead(document, clause),
            `${q(clause)} only allows a Normal Summon, which "Cannot be Normal Summoned" forbids; only the Set is left to the card.`,
            [involvedClause(document, clause), involvedClause(document, ban, 'The card cannot be Normal Summoned (only Set).')],
            [removeClauseFix(document, clause, false), removeClauseFix(document, ban, false)],
          ),
        );
      }
    }
  }

  // CS0205: Normal Summon clauses on Extra Deck, Ritual Monsters and Tokens (rules §1, last bullet).
  if (neverNormal) {
    for (const clause of card.summon) {
      if (!isNormalSummonProcedureClause(clause) && clause.kind !== 'cannotNormalSummon' && clause.kind !== 'cannotFlipSummon') continue;
      out.push(
        diagnostic(
          document,
          'CS0205',
          clauseHead(document, clause),
          `${frame === 'token' ? 'Tokens' : frame === 'ritual' ? 'Ritual Monsters' : 'Extra Deck monsters'} are never Normal Summoned or Set, so ${q(clause)} means nothing here.`,
          [involvedClause(document, clause), ...frameInvolved(card)],
          [removeClauseFix(document, clause, true)],
        ),
      );
    }
  }

  // CS0206: Nomi ("must") and Semi-Nomi ("must first") methods cannot both hold (rules §3).
  const nomi = methods.filter((m) => restrictionOfClause(m) === 'nomi');
  const semiNomi = methods.filter((m) => restrictionOfClause(m) === 'semi-nomi');
  if (nomi.length > 0) {
    for (const clause of semiNomi) {
      out.push(
        diagnostic(
          document,
          'CS0206',
          clauseHead(document, clause),
          `${q(clause)} makes the card Semi-Nomi (other effects may revive it once properly summoned), but ${nomi.map(q).join(', ')} makes it Nomi (only its own method, ever). Choose one.`,
          [...semiNomi.map((c) => involvedClause(document, c, `Semi-Nomi: ${q(c)}.`)), ...nomi.map((c) => involvedClause(document, c, `Nomi: ${q(c)}.`))],
          [removeClauseFix(document, clause, false), ...nomi.map((c) => removeClauseFix(document, c, false))],
        ),
      );
    }
  }

  // CS0207: "cannot special summon from ZONE" with a procedure that summons from that zone ("except if sent
  // from field" leaves the procedure a copy that was sent there from the field).
  const forbidding = clausesOf(card, 'cannotSpecialSummonFrom').filter((c) => !c.exceptSentFromField);
  if (cannotSpecial.length === 0) {
    for (const clause of clausesOf(card, 'procedure')) {
      const zones = clause.zones && clause.zones.length > 0 ? clause.zones : [isExtraDeckFrame(frame) ? ('extra' as const) : ('hand' as const)];
      const against = forbidding.filter((f) => f.zones.some((z) => zones.includes(z)));
      if (against.length === 0) continue;
      const clash = zones.filter((z) => against.some((f) => f.zones.includes(z)));
      out.push(
        diagnostic(
          document,
          'CS0207',
          clauseHead(document, clause),
          `${q(clause)} Special Summons the card from ${zonesInWords(clash)}, but ${against.map(q).join(', ')} forbids Special Summons from there.`,
          [
            involvedClause(document, clause),
            ...against.map((f) => involvedClause(document, f, `Special Summons from ${zonesInWords(f.zones)} are forbidden here.`)),
          ],
          against.map((f) => removeClauseFix(document, f, false)),
        ),
      );
    }
  }

  // CS0208: "Must be Fusion Summoned" (or another mechanic) with a different method.
  const mustMechanics = clausesOf(card, 'mustMechanic');
  for (const must of mustMechanics) {
    // "Must be either Pendulum Summoned or Special Summoned by ..." is Nomi with two methods (rules §6): another
    // Nomi procedure is the second method, not a contradiction.
    // "Must be either Fusion Summoned or Pendulum Summoned": a Pendulum Summon beside another mechanic is its second method.
    const twoMethods = (a: Mechanic, b: Mechanic) => a !== b && (a === 'pendulum' || b === 'pendulum');
    const others = methods.filter(
      (m) =>
        m !== must &&
        ((m.kind === 'procedure' && m.restriction !== 'nomi') ||
          (m.kind === 'mustMechanic' && m.mechanic !== must.mechanic && !twoMethods(m.mechanic, must.mechanic))),
    );
    for (const other of others) {
      out.push(
        diagnostic(
          document,
          'CS0208',
          clauseHead(document, other),
          `The card "must be ${mechanicName(must.mechanic).replace(' Summon', ' Summoned')}": that is its only way to be Special Summoned, so ${q(other)} can never be used.`,
          [involvedClause(document, other), involvedClause(document, must, `Only a ${mechanicName(must.mechanic)} is allowed.`)],
          [removeClauseFix(document, other, false)],
        ),
      );
    }
  }

  // CS0209: the profile (the costly part) only for the monsters it can concern: no method, not Extra Deck or Ritual.
  if (methods.length === 0 && !extraOrRitual) unsummonable(document, card, cannotSpecial, out);

  // CS0213: "xyz only with materials" leaves its "alternative xyz materials" nothing to do.
  const onlyAbove = clausesOf(card, 'onlyWithMaterials').find((c) => c.mechanic === 'xyz');
  if (onlyAbove) {
    for (const alternative of clausesOf(card, 'alternativeXyzMaterials')) {
      out.push(
        diagnostic(
          document,
          'CS0213',
          clauseHead(document, alternative),
          `${q(alternative)} is another Xyz Summon, but ${q(onlyAbove)} allows only the material line above: it can never be used.`,
          [involvedClause(document, alternative), involvedClause(document, onlyAbove, 'Only the listed Xyz Materials may be used.')],
          [removeClauseFix(document, alternative, false), removeClauseFix(document, onlyAbove, false)],
        ),
      );
    }
  }

  // CS0210: a mechanic clause on a frame of another mechanic.
  const frameMechanic = mechanicOfFrame(frame);
  if (frame) {
    for (const clause of card.summon) {
      const wanted =
        clause.kind === 'mustMechanic' || clause.kind === 'cannotMechanic' || clause.kind === 'onlyWithMaterials' || clause.kind === 'opponentMaterials'
          ? clause.mechanic
          : clause.kind === 'ritualSpell'
            ? 'ritual'
            : clause.kind === 'fusionMaterials' || clause.kind === 'fusionOnlyWithMaterials'
              ? 'fusion'
              : clause.kind === 'synchroMaterials'
                ? 'synchro'
                : clause.kind === 'xyzMaterials' || clause.kind === 'xyzMaterialLevel'
                  ? 'xyz'
                  : clause.kind === 'linkMaterials'
                    ? 'link'
                    : undefined;
      if (!wanted || wanted === frameMechanic) continue;
      // The Pendulum Summon belongs to the `pendulum` flag, whatever the frame.
      if (wanted === 'pendulum' && card.pendulum) continue;
      const fixes: Fix[] = [removeClauseFix(document, clause, false)];
      out.push(
        diagnostic(
          document,
          'CS0210',
          clauseHead(document, clause),
          `${q(clause)} belongs to ${wanted === 'xyz' ? 'an' : 'a'} ${mechanicName(wanted).replace(' Summon', '')} Monster, but this card's frame is ${frame}: write "frame ${wanted}" or remove the clause.`,
          [involvedClause(document, clause), ...frameInvolved(card)],
          fixes,
        ),
      );
    }
  }
  faceUpExtraOfNonPendulum(document, card, out);
  return out;
}

/**
 * CS0216: only a Pendulum Monster is ever face-up in the Extra Deck (it goes there instead of the GY when it
 * leaves the field), so a summon from the face-up Extra Deck of any other monster can never happen.
 */
function faceUpExtraOfNonPendulum(document: AnalyzedDocument, card: MonsterDeclaration, out: Diagnostic[]): void {
  if (card.pendulum) return;
  for (const clause of card.summon) {
    const zones = clause.kind === 'procedure' || clause.kind === 'ownEffect' ? clause.zones : null;
    if (!zones?.includes('face-up-extra')) continue;
    out.push(
      diagnostic(
        document,
        'CS0216',
        clauseHead(document, clause),
        `${quoteClause(document, clause)} summons "${card.name.value}" from the face-up Extra Deck, but only a Pendulum Monster is ever face-up there (a Pendulum Monster leaving the field goes there instead of the GY): write "frame ... pendulum" or another zone.`,
        [involvedClause(document, clause)],
        [],
      ),
    );
  }
}

/** CS0209: no Normal Summon, no Set, no Special Summon, and no method that would explain it (rules §3). */
function unsummonable(document: AnalyzedDocument, card: MonsterDeclaration, cannotSpecial: readonly SummonClause[], out: Diagnostic[]): void {
  const profile = summoningProfile(card);
  if (profile.category !== 'unsummonable') return;
  const blockers = [...cannotSpecial, ...profile.normalSummon.blockedBy];
  out.push(
    diagnostic(
      document,
      'CS0209',
      card.name.span,
      `"${card.name.value}" can be summoned by no means at all: it cannot be Normal Summoned or Set${profile.normalSummon.never ? ` (${profile.normalSummon.never.replace(/-/g, ' ')})` : ''} and cannot be Special Summoned.`,
      [nameInvolved(card), ...blockers.map((b) => involvedClause(document, b))],
      cannotSpecial.map((c) => removeClauseFix(document, c, false)),
    ),
  );
}
