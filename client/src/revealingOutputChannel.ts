import type * as vscode from 'vscode';
import { revealInvisibles } from '../../server/src/core/text/markdown';

/**
 * The CardScript output channel. Card names, server messages and traces are written to it, by the
 * extension and by the language client library (the server's log messages, `cardscript.trace.server`),
 * so every write has its invisible and control characters revealed (`<U+202E>`): a bidi control would
 * reorder the line, a zero-width character hide a difference. Only `revealingOutputChannel` makes one;
 * test/unit/client/textSinks.test.ts fails on a write to any other channel.
 */
export interface CardScriptOutput extends vscode.OutputChannel {
  readonly revealsInvisibles: true;
}

/** Wraps a channel so that whatever is appended reads as what is there; clean text is written unchanged. */
export function revealingOutputChannel(channel: vscode.OutputChannel): CardScriptOutput {
  return {
    revealsInvisibles: true,
    get name() {
      return channel.name;
    },
    append: (value) => channel.append(revealInvisibles(value)),
    appendLine: (value) => channel.appendLine(revealInvisibles(value)),
    replace: (value) => channel.replace(revealInvisibles(value)),
    clear: () => channel.clear(),
    // show(preserveFocus?) or show(column?, preserveFocus?): a column is a number.
    show: (columnOrPreserveFocus?: vscode.ViewColumn | boolean, preserveFocus?: boolean) => {
      if (typeof columnOrPreserveFocus === 'number') channel.show(columnOrPreserveFocus, preserveFocus);
      else channel.show(columnOrPreserveFocus);
    },
    hide: () => channel.hide(),
    dispose: () => channel.dispose(),
  };
}
