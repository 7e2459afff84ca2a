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
  syntax: true,
  fields: true,
  summoning: true,
  tributes: true,
  nomi: true,
  references: true,
  scenarios: true,
  effects: true,
};

/**
 * The anchor of a code's section in docs/diagnostics.md: its heading `## CS0401` as GitHub and VS Code's
 * Markdown preview slug it (a test checks every registered code has that heading).
 */
export function docsAnchorOfCode(code: string): string {
  return code.toLowerCase();
}

/**
 * The link of a code's documentation: `docsUri` is where docs/diagnostics.md is for this reader (the
 * extension's packaged copy, the installed npm package's copy), given by the adapter; the core knows no
 * address of its own.
 */
export function docsUrlForCode(code: string, docsUri: string): string {
  return `${docsUri}#${docsAnchorOfCode(code)}`;
}
