/**
 * Diagnostics are grouped in families that users can switch off one by one
 * (settings `cardscript.checks.<family>`). The family follows from the code's hundreds digit.
 */
export type CheckFamily = 'syntax' | 'fields' | 'summoning' | 'tributes' | 'nomi' | 'references' | 'scenarios' | 'effects';

export const CHECK_FAMILIES: readonly CheckFamily[] = ['syntax', 'fields', 'summoning', 'tributes', 'nomi', 'references', 'scenarios', 'effects'];

const FAMILY_BY_HUNDREDS: readonly CheckFamily[] = ['syntax', 'fields', 'summoning', 'tributes', 'nomi', 'references', 'scenarios', 'effects'];

export function familyOfCode(code: string): CheckFamily {
  const digits = /^CS(\d)(\d)\d\d$/.exec(code);
  if (!digits) return 'syntax';
  return FAMILY_BY_HUNDREDS[Number(digits[2])] ?? 'syntax';
}

/** Which families are on; syntax errors are always reported. */
export type EnabledFamilies = Readonly<Record<CheckFamily, boolean>>;

export const ALL_FAMILIES_ENABLED: EnabledFamilies = {
  syntax: true, fields: true, summoning: true, tributes: true, nomi: true, references: true, scenarios: true, effects: true,
};

/** Where the documentation of every code lives; each code is an anchor on that page. */
export const DIAGNOSTICS_DOCS_URL = 'https://github.com/cardscript/cardscript/blob/main/docs/diagnostics.md';

export function docsUrlForCode(code: string): string {
  return `${DIAGNOSTICS_DOCS_URL}#${code.toLowerCase()}`;
}
