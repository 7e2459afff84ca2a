/**
 * How well a completion label matches what the user typed, as the server filters long lists (card names)
 * before sending them. Lenient on purpose: the client filters again with its own fuzzy matcher, so the
 * server must keep every label the client could show (VS Code's matcher is a subsequence that starts at
 * a word start; any subsequence is kept here, ranked last). Lower is better; undefined means no match.
 *
 *   0  the label starts with the typed text ("dark n" → "Dark Necrofear")
 *   1  a word of the label starts with it ("necro" → "Dark Necrofear")
 *   2  a subsequence starting at a word start ("dn", "drkne" → "Dark Necrofear")
 *   3  any other subsequence ("ark" → "Dark Necrofear")
 */
export type MatchRank = 0 | 1 | 2 | 3;

/** `query` and `label` already lower-cased (callers cache the label's lower case). */
export function matchRank(query: string, label: string): MatchRank | undefined {
  if (query.length === 0 || label.startsWith(query)) return 0;
  if (query.length > label.length) return undefined;
  let wordPrefix = false;
  let wordStartSubsequence = false;
  const first = query.charCodeAt(0);
  for (let i = 1; i < label.length; i++) {
    if (label.charCodeAt(i) !== first || !isWordStart(label, i)) continue;
    if (label.startsWith(query, i)) {
      wordPrefix = true;
      break;
    }
    if (!wordStartSubsequence && isSubsequence(query, label, i)) wordStartSubsequence = true;
  }
  if (wordPrefix) return 1;
  if (wordStartSubsequence || (label.charCodeAt(0) === first && isSubsequence(query, label, 0))) return 2;
  return isSubsequence(query, label, 0) ? 3 : undefined;
}

/** A word starts after a character that is not a letter or digit (space, hyphen, quote, ...). */
export function isWordStart(label: string, index: number): boolean {
  if (index === 0) return true;
  const before = label.charCodeAt(index - 1);
  // ASCII without the regular expression: this runs for every card name on every keystroke.
  if (before < 128) return !((before >= 48 && before <= 57) || (before >= 65 && before <= 90) || (before >= 97 && before <= 122));
  return !/[\p{L}\p{N}]/u.test(label[index - 1]);
}

function isSubsequence(query: string, label: string, from: number): boolean {
  let at = from;
  for (let q = 0; q < query.length; q++) {
    const found = label.indexOf(query[q], at);
    if (found < 0) return false;
    at = found + 1;
  }
  return true;
}
