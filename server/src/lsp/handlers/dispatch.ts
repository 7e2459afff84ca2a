import type { Connection } from 'vscode-languageserver';
import type { ServerState } from '../serverState';
import { REQUEST_TABLE } from './requestTable';

/** Registers every route of the table with the connection, each answering from `state`. */
export function listenToRequests(connection: Connection, state: ServerState, table: typeof REQUEST_TABLE = REQUEST_TABLE): void {
  for (const routes of Object.values(table)) for (const route of routes) route.listen(connection, state);
}
