import type { CancellationToken, Connection } from 'vscode-languageserver';
import { guarded } from '../guard';
import type { ServerState } from '../serverState';

/** One request the server answers: its method, and how it is registered with the connection. */
export interface RequestRoute {
  /** The LSP method (`textDocument/hover`) or CardScript's own (`cardscript/renderCard`). */
  readonly method: string;
  readonly listen: (connection: Connection, state: ServerState) => void;
}

interface RouteDefinition<P, R> {
  readonly method: string;
  /** The connection's own hook for the method: it prepares the params (progress tokens) as the library does. */
  readonly on: (connection: Connection, answer: (params: P, token: CancellationToken) => R) => void;
  /**
   * A handler that throws (or rejects) answers `fallback` and logs under `name` (guard.ts); without a
   * guard the error goes to the library, which answers it as an error.
   */
  readonly guard?: { readonly name: string; readonly fallback: (params: P) => R };
  readonly handle: (state: ServerState, params: P, token: CancellationToken) => R;
}

export function route<P, R>(definition: RouteDefinition<P, R>): RequestRoute {
  const { method, on, guard, handle } = definition;
  return {
    method,
    listen: (connection, state) => {
      const log = (message: string) => connection.console.error(message);
      on(
        connection,
        guard
          ? (params, token) => guarded(guard.name, guard.fallback(params), log, () => handle(state, params, token))()
          : (params, token) => handle(state, params, token),
      );
    },
  };
}
