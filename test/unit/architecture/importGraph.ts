import * as fs from 'node:fs';
import * as path from 'node:path';

/** One relative import of a source file: from the importing file to the imported one (repository paths). */
export interface SourceImport {
  readonly from: string;
  readonly to: string;
}

/** The source folders the layers cover. */
export const SOURCE_ROOTS = ['server/src', 'client/src'];

/** Every `.ts` and `.js` file under the roots, as repository paths. */
export function sourceFiles(repoRoot: string, roots: readonly string[] = SOURCE_ROOTS): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(child);
      return /\.(ts|js)$/.test(entry.name) ? [child] : [];
    });
  return roots.flatMap(walk).sort();
}

// `import … from`, `export … from`, side-effect `import '…'`, `import('…')` and `require('…')`; type-only
// imports count too (a type is a dependency of the file that names it).
const SPECIFIER = /(?:\b(?:import|export)\s[^'";]*?\bfrom\s*|\bimport\s*\(\s*|\brequire\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

/** The file a relative specifier names, or undefined when none exists (a data file, a missing one). */
function resolveSpecifier(repoRoot: string, fromFile: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return [`${base}.ts`, `${base}.js`, base, `${base}/index.ts`].find(
    (candidate) => fs.existsSync(path.join(repoRoot, candidate)) && fs.statSync(path.join(repoRoot, candidate)).isFile(),
  );
}

/** Every relative import between source files. */
export function sourceImports(repoRoot: string, files: readonly string[] = sourceFiles(repoRoot)): SourceImport[] {
  return files.flatMap((from) => {
    const text = fs.readFileSync(path.join(repoRoot, from), 'utf8');
    return [...text.matchAll(SPECIFIER)].flatMap((match) => {
      const to = resolveSpecifier(repoRoot, from, match[2]);
      return to === undefined ? [] : [{ from, to }];
    });
  });
}

/** The folder a file belongs to (its own folder, not a parent). */
export function folderOf(file: string): string {
  return path.posix.dirname(file);
}

/** The cycles of a directed graph: its strongly connected components of more than one node, or with a self-edge. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
