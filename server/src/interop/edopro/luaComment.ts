/** Text safe inside a `--` line comment: one line, no control characters. */
export function luaComment(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
}
