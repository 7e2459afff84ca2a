import type { Severity } from './severity';
import { type CheckFamily, docsAnchorOfCode, familyOfCode } from './checkFamilies';

/**
 * Every diagnostic code of CardScript, with its default severity and one-line title (docs/diagnostics.md
 * has a `## CSxxxx` section per code, whose bold first line is this title; a unit test keeps them equal).
 * Checks report with a `DiagnosticCode`, so a mistyped code is a compile error; the SARIF output describes
 * each rule from here.
 */
const CODES = {
  // 00xx: syntax.
  CS0001: ['error', 'Unexpected character'],
  CS0002: ['error', 'Unterminated string'],
  CS0003: ['error', "Missing '}'"],
  CS0004: ['error', "Unexpected '}'"],
  CS0005: ['error', 'Blocks nested too deeply'],
  CS0006: ['error', 'Too many problems in this file'],
  CS0007: ['warning', 'Invisible characters in a string or comment'],
  // 01xx: fields and the phrases of clauses.
  CS0101: ['error', 'Unknown field or unexpected word in a declaration'],
  CS0102: ['error', 'A field without its value'],
  CS0103: ['error', "A value that is not one of the field's words"],
  CS0104: ['error', 'Level, Rank or Link Rating out of range'],
  CS0105: ['error', 'Negative ATK or DEF'],
  CS0106: ['error', 'Missing level, rank or link rating'],
  CS0107: ['error', 'Duplicate card name'],
  CS0108: ['error', 'Missing frame'],
  CS0109: ['warning', 'A field given twice'],
  CS0110: ['error', 'Level, Rank or Link Rating on the wrong frame'],
  CS0111: ['error', 'DEF on a Link Monster'],
  CS0112: ['error', "A declaration's name is missing, empty, or not followed by '{'"],
  CS0113: ['error', 'Expected a declaration'],
  CS0114: ['error', 'Unknown summoning clause'],
  CS0115: ['error', 'A clause that takes no block'],
  CS0116: ['error', 'Expected a zone'],
  CS0117: ['error', 'A filter or material that cannot be read'],
  CS0118: ['error', 'Unknown line in a procedure block'],
  CS0120: ['error', 'A second set header in one file'],
  CS0121: ['warning', 'A filter whose words are read one way but may mean another'],
  // 02xx: contradictions between summoning clauses (rules §1-§3).
  CS0201: ['error', '"Cannot be Special Summoned" contradicts a Special Summon method'],
  CS0202: ['error', '"Cannot be Special Summoned" on a monster that can only be Special Summoned'],
  CS0203: ['error', '"Cannot be Normal Summoned/Set" contradicts a Normal Summon clause'],
  CS0204: ['error', '"Cannot be Normal Summoned" leaves a Summon-only clause nothing to do'],
  CS0205: ['error', 'A Normal Summon clause on a monster that is never Normal Summoned or Set'],
  CS0206: ['error', 'Nomi and Semi-Nomi methods on the same card'],
  CS0207: ['error', 'A procedure summons from a zone the card cannot be Special Summoned from'],
  CS0208: ['error', '"Must be X Summoned" together with another Special Summon method'],
  CS0209: ['error', 'The monster can be summoned by no means at all'],
  CS0210: ['error', 'A summoning mechanic that does not match the frame'],
  CS0211: ['warning', 'A Fusion, Ritual, Synchro, Xyz or Link Monster that names no materials'],
  CS0212: ['warning', 'A Special Summon Monster (`special-summon`) that its clauses let be Normal Summoned or Set'],
  CS0213: ['error', 'Alternative Xyz materials on a card whose Xyz Summon can only be done with the above materials'],
  CS0214: ['warning', 'A shared count of procedures on a card that has no procedure'],
  CS0215: ['warning', 'A material grant that can never apply'],
  CS0216: ['error', 'A summon from the face-up Extra Deck on a monster that is never face-up there'],
  // 03xx: Tribute counts (rules §1, §4).
  CS0301: ['error', 'A Tribute clause with no count'],
  CS0302: ['error', 'The Tribute count contradicts the level'],
  CS0303: ['error', 'Tributes on a Level 4 or lower monster'],
  CS0304: ['error', 'A mandatory Tribute count together with an optional Normal Summon procedure'],
  CS0305: ['warning', 'A without-Tributes procedure on a Level 4 or lower monster is pointless'],
  CS0306: ['error', 'A Tribute clause on a monster with no level'],
  CS0307: ['warning', 'An ordinary Tribute count next to a mandatory one'],
  CS0308: ['warning', 'Spell/Trap Tributes on a monster that is never Tribute Summoned'],
  // 04xx: Nomi and Semi-Nomi (rules §3).
  CS0401: ['warning', 'A Nomi or Semi-Nomi monster without "cannot normal summon or set"'],
  CS0402: ['information', 'Ambiguous old wording "can only be Special Summoned by"'],
  // 05xx: references to other cards and the printed text.
  CS0501: ['warning', 'Unknown Ritual Spell'],
  CS0502: ['warning', 'Unknown Fusion Material'],
  CS0503: ['warning', 'Unknown card in "by effect of"'],
  CS0504: ['warning', 'A referenced card of the wrong kind'],
  CS0505: ['warning', 'Unknown card name in a summoning clause'],
  CS0511: ['warning', 'Printed text and clauses disagree on "Cannot be Special Summoned"'],
  CS0512: ['warning', 'Printed text and clauses disagree on "Cannot be Normal Summoned/Set"'],
  CS0513: ['warning', 'Printed text and clauses disagree on "Must be Special Summoned" (Nomi)'],
  CS0514: ['warning', 'Printed text and clauses disagree on "Must first be Special Summoned" (Semi-Nomi)'],
  CS0515: ['warning', 'Printed text and clauses disagree on "Requires N Tributes"'],
  CS0516: ['warning', 'Printed text and clauses disagree on a modern summoning condition (card effect only, cannot be X Summoned, material)'],
  // 06xx: scenarios.
  CS0601: ['error', 'Unknown card in a scenario'],
  CS0602: ['error', 'More than 5 cards in a row of zones'],
  CS0603: ['error', 'A card in a place it can never be'],
  CS0604: ['error', 'A step that cannot be read'],
  CS0605: ['error', 'A board line that cannot be read'],
  CS0606: ['error', 'An expectation that cannot be read'],
  CS0607: ['error', 'Unknown rule code'],
  CS0608: ['warning', 'More than 3 copies of a card'],
  CS0609: ['error', 'Unknown scenario line'],
  CS0610: ['warning', 'A status where it cannot exist'],
  // 07xx: effect statements.
  CS0701: ['error', 'Unknown effect statement'],
  CS0702: ['error', 'An effect statement of the wrong shape'],
  CS0703: ['error', 'A line acts on "target" but nothing is targeted'],
  CS0704: ['error', 'An effect statement with a block'],
  CS0705: ['warning', 'A cost or target line after a line that resolves'],
  // 071x: the card's own Lua (`script "path"`).
  CS0711: ['error', "The card's own Lua is not a .lua file inside the card file's folder"],
  CS0712: ['error', "The card's own Lua file is missing or cannot be read"],
  CS0713: ['error', "The card's own Lua does not parse"],
  CS0714: ['warning', "The card's own Lua defines no initial_effect"],
} as const satisfies Record<string, readonly [Severity, string]>;

export type DiagnosticCode = keyof typeof CODES;

export interface DiagnosticCodeInfo {
  readonly code: DiagnosticCode;
  readonly family: CheckFamily;
  readonly severity: Severity;
  readonly title: string;
  /** The anchor of the code's section of docs/diagnostics.md (`cs0401`); adapters join it to where the docs are. */
  readonly docsAnchor: string;
}

export const DIAGNOSTIC_CODES: readonly DiagnosticCodeInfo[] = (Object.keys(CODES) as DiagnosticCode[]).map((code) => ({
  code,
  family: familyOfCode(code),
  severity: CODES[code][0],
  title: CODES[code][1],
  docsAnchor: docsAnchorOfCode(code),
}));

const BY_CODE: ReadonlyMap<string, DiagnosticCodeInfo> = new Map(DIAGNOSTIC_CODES.map((info) => [info.code, info]));

export function diagnosticCode(code: DiagnosticCode): DiagnosticCodeInfo {
  return BY_CODE.get(code)!;
}

/** The registry entry of any code string (undefined for one CardScript does not have). */
export function diagnosticCodeInfo(code: string): DiagnosticCodeInfo | undefined {
  return BY_CODE.get(code);
}
