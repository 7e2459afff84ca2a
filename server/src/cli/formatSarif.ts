import { pathToFileURL } from 'url';
import { SUMMONING_CODES } from '../core/analysis/summoningCodes';
import type { Severity } from '../core/diagnostics/diagnostic';
import { docsUrlForCode, familyOfCode } from '../core/diagnostics/checkFamilies';
import { escapeSarifText } from '../core/text/markdown';
import type { CheckReport, ReportedRange } from './checkReport';
import { cliVersion } from './cliVersion';

/** One-line rule titles where the checks define them (the summoning families). */
const TITLES: ReadonlyMap<string, string> = new Map(SUMMONING_CODES.map((c) => [c.code, c.title]));

/**
 * `--format sarif`: SARIF 2.1.0 for code-scanning services. One rule per diagnostic code (its helpUri is
 * the code's docs anchor); locations are relative to %SRCROOT%, the working directory. SARIF counts
 * columns in UTF-16 code units by default, as the report does. Messages quote card names: `[`, `]` and `\`
 * are escaped so they never form SARIF embedded links (docs/security.md).
 */
export function formatSarif(report: CheckReport, cwd: string): string {
  const codes = [...new Set(report.diagnostics.map((d) => d.code))].sort();
  const ruleIndex = new Map(codes.map((code, i) => [code, i]));
  const firstMessage = new Map<string, string>();
  for (const d of report.diagnostics) if (!firstMessage.has(d.code)) firstMessage.set(d.code, d.message);
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'cardscript',
            informationUri: 'https://github.com/cardscript/cardscript',
            version: cliVersion(),
            rules: codes.map((code) => ({
              id: code,
              name: code,
              shortDescription: { text: TITLES.get(code) ?? `CardScript ${familyOfCode(code)} check ${code}` },
              fullDescription: { text: escapeSarifText(firstMessage.get(code) ?? code) },
              helpUri: docsUrlForCode(code),
              properties: { family: familyOfCode(code) },
            })),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: folderUri(cwd) } },
        artifacts: report.files.map((file) => ({ location: artifactLocation(file) })),
        results: report.diagnostics.map((d) => ({
          ruleId: d.code,
          ruleIndex: ruleIndex.get(d.code),
          level: sarifLevel(d.severity),
          message: { text: escapeSarifText(d.message) },
          locations: [physicalLocation(d)],
          ...(d.related.length > 0
            ? { relatedLocations: d.related.map((r, id) => ({ id, ...physicalLocation(r), message: { text: escapeSarifText(r.message) } })) }
            : {}),
        })),
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function sarifLevel(severity: Severity): 'error' | 'warning' | 'note' {
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note';
}

function physicalLocation(range: ReportedRange) {
  return {
    physicalLocation: {
      artifactLocation: artifactLocation(range.file),
      region: { startLine: range.line, startColumn: range.column, endLine: range.endLine, endColumn: range.endColumn },
    },
  };
}

/** Report paths are relative to the working directory, or already absolute / a URI. */
function artifactLocation(file: string) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(file) && !/^[a-z]:[\\/]/i.test(file)) return { uri: file };
  if (file.startsWith('/') || /^[a-z]:[\\/]/i.test(file)) return { uri: pathToFileURL(file).href };
  return { uri: encodeURI(file), uriBaseId: '%SRCROOT%' };
}

function folderUri(folder: string): string {
  const href = pathToFileURL(folder).href;
  return href.endsWith('/') ? href : `${href}/`;
}
