/** File URIs are shared by the CLI and the server: server/src/files/fileUris.ts (vscode-uri). */
export { fileUriFromPath, pathFromUri } from '../files/fileUris';
