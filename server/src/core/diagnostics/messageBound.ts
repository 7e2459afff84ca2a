import type { Diagnostic } from './diagnostic';

/**
 * The longest message shown (characters). Messages quote card names and words as written; a 16 MiB line
 * or a megabyte-long name would otherwise be printed whole, once per diagnostic that quotes it.
 */
export const MAX_MESSAGE_CHARS = 2000;

/** The message cut to `limit` characters with '...', never inside a surrogate pair. */
export function boundMessage(message: string, limit: number = MAX_MESSAGE_CHARS): string {
  if (message.length <= limit) return message;
  let end = limit - 3;
  const last = message.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${message.slice(0, end)}...`;
}

/** The diagnostic with its message and related messages bounded (the same object when nothing is cut). */
export function withBoundedMessages(diagnostic: Diagnostic, limit: number = MAX_MESSAGE_CHARS): Diagnostic {
  const related = diagnostic.related;
  // A loop, not `some` with a closure: this runs for every diagnostic published, after every edit.
  let relatedTooLong = false;
  if (related) for (let i = 0; i < related.length && !relatedTooLong; i++) relatedTooLong = related[i].message.length > limit;
  if (diagnostic.message.length <= limit && !relatedTooLong) return diagnostic;
  return {
    ...diagnostic,
    message: boundMessage(diagnostic.message, limit),
    related: relatedTooLong ? related!.map((r) => ({ ...r, message: boundMessage(r.message, limit) })) : related,
  };
}
