import { fileURLToPath } from 'url';

/**
 * `file:` URIs spelled the way VS Code spells them (vscode-uri: every character but the unreserved ones
 * and `/` percent-encoded, drive letters lower-case), so a file read from disk and the same file opened
 * in the editor get one URI, not two documents that would report each other as duplicates.
 */
export function fileUriFromPath(fsPath: string, platform: NodeJS.Platform = process.platform): string {
  let path = platform === 'win32' ? fsPath.replace(/\\/g, '/') : fsPath;
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/^\/([A-Za-z]):/, (_, drive: string) => `/${drive.toLowerCase()}:`);
  return `file://${path.split('/').map(encodeSegment).join('/')}`;
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The file system path of a `file:` URI, or undefined for other schemes (untitled:, vscode-vfs:, ...). */
export function pathFromUri(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
