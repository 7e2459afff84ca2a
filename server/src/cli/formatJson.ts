import type { CheckReport } from './checkReport';

/** `--format json`: the report as it is (docs/cli.md documents every field), one trailing newline. */
export function formatJson(report: CheckReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
