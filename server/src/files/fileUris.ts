import { URI } from 'vscode-uri';

/**
 * `file:` URIs spelled the way VS Code spells them, by VS Code's own URI library (vscode-uri): every
 * character but the unreserved ones and `/` percent-encoded, drive letters lower-case. The CLI and the
 * server both key documents by these, so a file read from disk and the same file opened in the editor get
 * one URI, not two documents that would report each other as duplicates.
 */
export function fileUriFromPath(fsPath: string, platform: NodeJS.Platform = process.platform): string {
  // vscode-uri reads backslashes as separators only on Windows; a Windows path given elsewhere (tests) too.
  const path = platform === 'win32' ? fsPath.replace(/\\/g, '/') : fsPath;
  return URI.file(path).toString();
}

/** The file system path of a `file:` URI, or undefined for other schemes (untitled:, vscode-vfs:, ...) and broken URIs. */
export function pathFromUri(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    const parsed = URI.parse(uri, true);
    // A host (`file://server/share`) or an undecodable path is not a local file.
    if (parsed.authority !== '' || parsed.path === '' || /%(?![0-9A-Fa-f]{2})/.test(uri)) return undefined;
    return parsed.fsPath;
  } catch {
    return undefined;
  }
}
