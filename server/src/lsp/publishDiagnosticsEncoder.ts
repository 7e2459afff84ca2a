import type { ContentTypeEncoder, Message } from 'vscode-languageserver/node';

/**
 * Per document, the JSON of each diagnostic last published, by object (issue 12): DiagnosticConversions
 * hands out the same LSP diagnostic object while the core diagnostic stays where it was, and a push sends
 * a file's whole list (up to 1,000) after every edit, so serialising the list again was 11% of an edit's
 * CPU on the damaged 10,000-card file. The objects are never changed once converted (convert.ts builds
 * them whole). Only the last publish of each document is kept: what it no longer has is dropped.
 */
const lastPublished = new Map<string, Map<object, string>>();

/**
 * The JSON-RPC encoder of a stream transport (stdio): the same bytes as JSON.stringify, with the
 * diagnostics of a `textDocument/publishDiagnostics` written from their kept JSON.
 */
export const publishDiagnosticsEncoder: ContentTypeEncoder = {
  name: 'application/json',
  encode(message, options) {
    try {
      return Promise.resolve(Buffer.from(messageJson(message), options.charset));
    } catch (error) {
      return Promise.reject(error);
    }
  },
};

/** JSON.stringify(message), the diagnostics of a publish from their kept JSON. */
export function messageJson(message: Message): string {
  const record = message as unknown as Record<string, unknown>;
  if (record.method !== 'textDocument/publishDiagnostics' || !isRecord(record.params) || !Array.isArray(record.params.diagnostics)) return JSON.stringify(message);
  const params = record.params;
  const uri = String(params.uri);
  const before = lastPublished.get(uri);
  const now = new Map<object, string>();
  const diagnosticsJson = (diagnostics: readonly unknown[]): string => {
    let json = '[';
    for (let i = 0; i < diagnostics.length; i++) {
      const diagnostic = diagnostics[i];
      if (i > 0) json += ',';
      if (typeof diagnostic !== 'object' || diagnostic === null) {
        json += JSON.stringify(diagnostic ?? null);
        continue;
      }
      const kept = now.get(diagnostic) ?? before?.get(diagnostic) ?? JSON.stringify(diagnostic);
      now.set(diagnostic, kept);
      json += kept;
    }
    return `${json}]`;
  };
  const json = objectJson(record, (key, value) => (key === 'params' && isRecord(value)
    ? objectJson(value, (field, fieldValue) => (field === 'diagnostics' && Array.isArray(fieldValue) ? diagnosticsJson(fieldValue) : JSON.stringify(fieldValue)))
    : JSON.stringify(value)));
  if (now.size > 0) lastPublished.set(uri, now);
  else lastPublished.delete(uri);
  return json;
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
