import type { ContentTypeEncoder, Message } from 'vscode-languageserver/node';
import { ListAlignment } from './listAlignment';

/**
 * Per document, the UTF-8 JSON of each diagnostic last published, by object: DiagnosticConversions
 * hands out the same LSP diagnostic object while the core diagnostic stays where it was, and a push sends
 * a file's whole list (up to 1,000) after every edit, so serialising the list again was 11% of an edit's
 * CPU on the damaged 10,000-card file. The objects are never changed once converted (convert.ts builds
 * them whole). Only the last publish of each document is kept: what it no longer has is dropped. The
 * message is assembled as bytes: a publish of 1,000 diagnostics is 0.5 MB, which as one string would be
 * made and thrown away on the JavaScript heap after every keystroke.
 */
const lastPublished = new Map<string, { readonly items: readonly object[]; readonly bytes: readonly Buffer[] }>();

/**
 * The JSON-RPC encoder of a stream transport (stdio): the same bytes as JSON.stringify, with the
 * diagnostics of a `textDocument/publishDiagnostics` written from their kept JSON.
 */
export const publishDiagnosticsEncoder: ContentTypeEncoder = {
  name: 'application/json',
  encode(message, options) {
    try {
      const charset = options.charset.toLowerCase();
      const bytes = messageBytes(message);
      return Promise.resolve(charset === 'utf-8' || charset === 'utf8' ? bytes : Buffer.from(bytes.toString('utf8'), options.charset));
    } catch (error) {
      return Promise.reject(error);
    }
  },
};

/** JSON.stringify(message), the diagnostics of a publish from their kept JSON. */
export function messageJson(message: Message): string {
  return messageBytes(message).toString('utf8');
}

/** Stands for the diagnostics in the message's JSON: JSON.stringify writes no NUL character of its own. */
const DIAGNOSTICS = '\u0000diagnostics\u0000';
const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/** The UTF-8 bytes of JSON.stringify(message), the diagnostics of a publish from their kept JSON. */
function messageBytes(message: Message): Buffer {
  const record = message as unknown as Record<string, unknown>;
  if (record.method !== 'textDocument/publishDiagnostics' || !isRecord(record.params) || !Array.isArray(record.params.diagnostics))
    return Buffer.from(JSON.stringify(message), 'utf8');
  const params = record.params;
  const uri = String(params.uri);
  const last = lastPublished.get(uri);
  // Found by their place in the list (a map lookup and a map entry per item were most of this).
  const before = last ? new ListAlignment(last.items, last.bytes) : undefined;
  const items: object[] = [];
  const itemBytes: Buffer[] = [];
  const diagnostics = params.diagnostics as readonly unknown[];
  const json = objectJson(record, (key, value) =>
    key === 'params' && isRecord(value)
      ? objectJson(value, (field, fieldValue) => (field === 'diagnostics' && Array.isArray(fieldValue) ? DIAGNOSTICS : JSON.stringify(fieldValue)))
      : JSON.stringify(value),
  );
  const at = json.indexOf(DIAGNOSTICS);
  const parts: Buffer[] = [Buffer.from(json.slice(0, at), 'utf8'), OPEN];
  for (let i = 0; i < diagnostics.length; i++) {
    const diagnostic = diagnostics[i];
    if (i > 0) parts.push(COMMA);
    if (typeof diagnostic !== 'object' || diagnostic === null) {
      parts.push(Buffer.from(JSON.stringify(diagnostic ?? null), 'utf8'));
      continue;
    }
    const kept = before?.valueOf(diagnostic, items.length) ?? Buffer.from(JSON.stringify(diagnostic), 'utf8');
    items.push(diagnostic);
    itemBytes.push(kept);
    parts.push(kept);
  }
  parts.push(CLOSE, Buffer.from(json.slice(at + DIAGNOSTICS.length), 'utf8'));
  if (items.length > 0) lastPublished.set(uri, { items, bytes: itemBytes });
  else lastPublished.delete(uri);
  return Buffer.concat(parts);
}

/** An object's JSON with each value's written by `valueJson`; what JSON.stringify leaves out is left out. */
function objectJson(object: Record<string, unknown>, valueJson: (key: string, value: unknown) => string): string {
  let json = '{';
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    json += `${json.length > 1 ? ',' : ''}${JSON.stringify(key)}:${valueJson(key, value)}`;
  }
  return `${json}}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
