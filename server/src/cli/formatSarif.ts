import { pathToFileURL } from 'url';
import type { Severity } from '../core/diagnostics/diagnostic';
import { docsUrlForCode, familyOfCode } from '../core/diagnostics/checkFamilies';
import { escapeSarifText } from '../core/text/markdown';
import { diagnosticCodeInfo } from '../core/diagnostics/diagnosticCodes';
import type { CheckReport, ReportedRange } from './checkReport';
import { cliVersion } from './cliVersion';
import { packagedDocUri } from '../files/packagedDocs';

/** Where the log's links point: the docs of the installed package (file: URIs); none when not installed with it. */
export interface SarifDocs {
  /** docs/diagnostics.md: each rule's `helpUri` is its code's anchor there. */
  readonly diagnostics?: string;
  /** docs/cli.md: the tool's `informationUri`. */
  readonly tool?: string;
}

const PACKAGED_DOCS = (): SarifDocs => ({ diagnostics: packagedDocUri('diagnostics.md'), tool: packagedDocUri('cli.md') });

/**
 * `--format sarif`: SARIF 2.1.0 for code-scanning services. One rule per diagnostic code (its helpUri is
 * the code's anchor in the installed package's docs/diagnostics.md); locations are relative to %SRCROOT%, the working directory. SARIF counts
 * columns in UTF-16 code units by default, as the report does. Messages quote card names: `[`, `]` and `\`
 * are escaped so they never form SARIF embedded links (docs/security.md).
 */
export function formatSarif(report: CheckReport, cwd: string, docs: SarifDocs = PACKAGED_DOCS()): string {
  const codes = [...new Set(report.diagnostics.map((d) => d.code))].sort();
  const ruleIndex = new Map(codes.map((code, i) => [code, i]));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'cardscript',
            ...(docs.tool ? { informationUri: docs.tool } : {}),
            version: cliVersion(),
            // Each rule is described by the registry of codes (title, family, default severity).
            rules: codes.map((code) => {
              const info = diagnosticCodeInfo(code);
              const title = info?.title ?? `CardScript ${familyOfCode(code)} check ${code}`;
              const help = docs.diagnostics ? docsUrlForCode(code, docs.diagnostics) : undefined;
              const where = help ?? `The section ${code} of docs/diagnostics.md`;
              return {
                id: code,
                name: code,
                shortDescription: { text: title },
                fullDescription: { text: `${title} (${familyOfCode(code)} check). ${where} explains it with a wrong and a fixed example.` },
                ...(help ? { helpUri: help } : {}),
                help: { text: `See ${where}` },
                defaultConfiguration: { level: sarifLevel(info?.severity ?? 'error') },
                properties: { family: familyOfCode(code) },
              };
            }),
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
