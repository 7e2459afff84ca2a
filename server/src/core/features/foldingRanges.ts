import type { Statement } from '../syntax/syntaxTree';
import type { AnalyzedDocument } from '../workspace/analyzedDocument';

/** A foldable line range (zero-based lines, both inclusive), as LSP FoldingRange. */
export interface FoldingRange {
  readonly startLine: number;
  readonly endLine: number;
  readonly kind?: 'comment' | 'region';
}

const REGION_START = /^#\s*region\b/i;
const REGION_END = /^#\s*endregion\b/i;

/**
 * Folding for blocks (from the line of `{` to the line before `}`, so the closing brace stays
 * visible), for runs of two or more own-line comments, and for `# region` ... `# endregion`.
 */
export function foldingRanges(document: AnalyzedDocument): FoldingRange[] {
  const ranges: FoldingRange[] = [];
  const lines = document.lines;
  const lineOf = (offset: number) => lines.positionAt(offset).line;

  const stack: Statement[] = [...document.tree.statements];
  while (stack.length > 0) {
    const statement = stack.pop()!;
    const block = statement.block;
    if (!block) continue;
    const startLine = lineOf(block.open.start);
    const endLine = block.close ? lineOf(block.close.start) - 1 : lineOf(block.end);
    if (endLine > startLine) ranges.push({ startLine, endLine });
    for (const inner of block.statements) stack.push(inner);
  }

  // Comments: runs of own-line comments on consecutive lines; region markers pair up instead.
  const regionStarts: number[] = [];
  let runStart = -1;
  let runEnd = -1;
  const closeRun = () => {
    if (runStart >= 0 && runEnd > runStart) ranges.push({ startLine: runStart, endLine: runEnd, kind: 'comment' });
    runStart = -1;
  };
  for (const comment of document.tree.comments) {
    const line = lineOf(comment.start);
    const ownLine = document.content.slice(lines.lineStart(line), comment.start).trim().length === 0;
    if (!ownLine) continue;
    if (REGION_START.test(comment.text)) {
      closeRun();
      regionStarts.push(line);
      continue;
    }
    if (REGION_END.test(comment.text)) {
      closeRun();
      const start = regionStarts.pop();
      if (start !== undefined && line > start) ranges.push({ startLine: start, endLine: line, kind: 'region' });
      continue;
    }
    if (runStart >= 0 && line === runEnd + 1) {
      runEnd = line;
    } else {
      closeRun();
      runStart = line;
      runEnd = line;
    }
  }
  closeRun();

  return ranges.sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}
