import { spanFrom } from '../syntax/anchor';
import type { Token } from '../syntax/token';
import type { Located } from './cards';
import { describeToken, type LoweringContext } from './lowering';

/** The fields that only change how a card is printed (core/render): its art, its set number and a Pendulum Monster's Pendulum Effect. */
export interface PrintFields {
  art: Located<string> | undefined;
  setNumber: Located<string> | undefined;
  /** Made on the first `pendulum-text` line. */
  pendulumTextParts: Located<string>[] | undefined;
}

/** Reads the print field `parts[i]`; returns how many parts it used. */
export function readPrintField(parts: readonly Token[], i: number, fields: PrintFields, context: LoweringContext): number {
  const field = parts[i];
  const token = parts[i + 1];
  if (token?.kind !== 'string') {
    const what = field.value === 'art' ? 'the image path' : field.value === 'number' ? 'the set number' : 'the Pendulum Effect';
    context.report(token ?? field, 'CS0102', `Expected ${what} in quotes after '${field.text}', found ${describeToken(token)}.`);
    return 2;
  }
  const value: Located<string> = { value: token.value, span: spanFrom(token) };
  if (field.value === 'art') fields.art = value;
  else if (field.value === 'number') fields.setNumber = value;
  else if (fields.pendulumTextParts) fields.pendulumTextParts.push(value);
  else fields.pendulumTextParts = [value];
  return 2;
}

/** Several `pendulum-text` lines are joined with a space, as `text` lines are. */
export function joinedPendulumText(fields: PrintFields): Located<string> | undefined {
  const parts = fields.pendulumTextParts;
  if (!parts) return undefined;
  // One line: its value is the joined text (the same string and span), kept as it is.
  if (parts.length === 1) return parts[0];
  return { value: parts.map((p) => p.value).join(' '), span: spanFrom(parts[0].span, parts[parts.length - 1].span) };
}
