import { CloseAction, type CloseHandlerResult, ErrorAction, type ErrorHandler, type ErrorHandlerResult } from 'vscode-languageclient/node';
import { notice } from './notifications';
import type { CardScriptOutput } from './revealingOutputChannel';

/** Restarts within this window count together; past the limit the server stays down (it keeps crashing). */
const WINDOW_MS = 3 * 60 * 1000;
const MAX_RESTARTS = 5;

/**
 * If the server process dies, restart it and say so in the output channel and a message; after
 * MAX_RESTARTS crashes in WINDOW_MS, stop trying and say that instead.
 */
export class RestartingErrorHandler implements ErrorHandler {
  private readonly restarts: number[] = [];

  constructor(private readonly output: CardScriptOutput) {}

  /**
   * Never shuts the server down: a failed write means the server's end is closed, and the close that
   * follows restarts the server (counted in closed(), which gives up on a server that keeps crashing).
   * Shutting down after three failed writes, as the library's default handler does, meant no restart when
   * the editor wrote more than three messages between a crash and its detection (seen on a loaded
   * machine: six EPIPEs before the exit was seen, and the server stayed down).
   */
  error(error: Error, _message: unknown, count: number | undefined): ErrorHandlerResult {
    this.output.appendLine(`CardScript language server connection error (${count ?? 1}): ${error.message}`);
    return { action: ErrorAction.Continue, handled: true };
  }

  closed(): CloseHandlerResult {
    const now = Date.now();
    while (this.restarts.length > 0 && now - this.restarts[0] > WINDOW_MS) this.restarts.shift();
    if (this.restarts.length >= MAX_RESTARTS) {
      const message = notice`The CardScript language server crashed ${MAX_RESTARTS} times in 3 minutes and will not be restarted. See the CardScript output; "CardScript: Restart Server" tries again.`;
      this.output.appendLine(message);
      return { action: CloseAction.DoNotRestart, message };
    }
    this.restarts.push(now);
    const message = notice`The CardScript language server stopped unexpectedly and was restarted (${this.restarts.length} of ${MAX_RESTARTS}).`;
    this.output.appendLine(message);
    return { action: CloseAction.Restart, message };
  }
}
