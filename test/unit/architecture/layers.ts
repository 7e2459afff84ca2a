/**
 * Which folder of the sources may import which: the layering of docs/architecture.md as data. Every import
 * between two folders (type-only ones included) must be listed here, and every listed one must be used, so
 * the table stays the true picture; layering.test.ts holds the sources to it and scripts/generate-layers.ts
 * writes it into docs/architecture.md. The folders form no cycle.
 */
export interface Layer {
  /** The folder, from the repository root; its files only, not its subfolders'. */
  readonly folder: string;
  /** What the folder holds, in a few words. */
  readonly holds: string;
  /** The other folders its files import. */
  readonly imports: readonly string[];
}

const S = 'server/src';
const C = 'client/src';

export const LAYERS: readonly Layer[] = [
  { folder: `${S}/core/text`, holds: 'spans, line index, escaping of untrusted text, did-you-mean', imports: [] },
  { folder: `${S}/core/diagnostics`, holds: 'the diagnostic type, codes, families, caps', imports: [`${S}/core/text`] },
  { folder: `${S}/core/syntax`, holds: 'lexer, parser, syntax tree', imports: [`${S}/core/diagnostics`, `${S}/core/text`] },
  {
    folder: `${S}/core/model`,
    holds: 'the card and scenario model, the lowering context',
    imports: [`${S}/core/diagnostics`, `${S}/core/syntax`, `${S}/core/text`],
  },
  {
    folder: `${S}/core/grammar`,
    holds: 'the phrase tables and the readers they call',
    imports: [`${S}/core/diagnostics`, `${S}/core/model`, `${S}/core/syntax`, `${S}/core/text`],
  },
  {
    folder: `${S}/core/lowering`,
    holds: 'syntax tree to model, phrase by phrase',
    imports: [`${S}/core/diagnostics`, `${S}/core/grammar`, `${S}/core/model`, `${S}/core/syntax`, `${S}/core/text`],
  },
  {
    folder: `${S}/core/workspace`,
    holds: 'analyzed documents, the workspace and its caches',
    imports: [`${S}/core/diagnostics`, `${S}/core/lowering`, `${S}/core/model`, `${S}/core/syntax`, `${S}/core/text`],
  },
  {
    folder: `${S}/core/analysis`,
    holds: 'the checks, summoning profiles, printed text',
    imports: [
      `${S}/core/diagnostics`,
      `${S}/core/grammar`,
      `${S}/core/lowering`,
      `${S}/core/model`,
      `${S}/core/syntax`,
      `${S}/core/text`,
      `${S}/core/workspace`,
    ],
  },
  {
    folder: `${S}/core/features`,
    holds: 'editor features in plain data: completion, hover, formatting, ...',
    imports: [
      `${S}/core/analysis`,
      `${S}/core/diagnostics`,
      `${S}/core/grammar`,
      `${S}/core/lowering`,
      `${S}/core/model`,
      `${S}/core/syntax`,
      `${S}/core/text`,
      `${S}/core/workspace`,
    ],
  },
  { folder: `${S}/core/render`, holds: 'the card face as SVG', imports: [`${S}/core/model`, `${S}/core/text`] },
  {
    folder: `${S}/engine`,
    holds: 'the rules engine',
    imports: [`${S}/core/analysis`, `${S}/core/diagnostics`, `${S}/core/lowering`, `${S}/core/model`, `${S}/core/text`],
  },
  { folder: `${S}/engine/library`, holds: 'the bundled support library', imports: [`${S}/core/model`, `${S}/core/workspace`, `${S}/engine`] },
  { folder: `${S}/files`, holds: 'file system reading: card files, file URIs, packaged docs', imports: [] },
  { folder: `${S}/render`, holds: 'card images from files: PNG, art', imports: [`${S}/core/model`, `${S}/core/render`, `${S}/files`] },
  {
    folder: `${S}/interop/edopro`,
    holds: 'EDOPro export and import',
    imports: [`${S}/core/analysis`, `${S}/core/lowering`, `${S}/core/model`, `${S}/core/syntax`, `${S}/core/text`],
  },
  { folder: `${S}/interop/edopro/ocgcore`, holds: "EDOPro's engine (ocgcore) driven from Node", imports: [`${S}/interop/edopro`] },
  {
    folder: `${S}/interop/edopro/ownLua`,
    holds: "the cards' own Lua files",
    imports: [
      `${S}/core/diagnostics`,
      `${S}/core/model`,
      `${S}/core/text`,
      `${S}/core/workspace`,
      `${S}/files`,
      `${S}/interop/edopro`,
      `${S}/interop/edopro/ocgcore`,
    ],
  },
  {
    folder: `${S}/interop/edopro/library`,
    holds: 'card libraries (cards.cdb) below the workspace',
    imports: [`${S}/core/lowering`, `${S}/core/model`, `${S}/core/syntax`, `${S}/core/workspace`, `${S}/interop/edopro`],
  },
  {
    folder: `${S}/interop/edopro/referee`,
    holds: "EDOPro's engine asked the engine's questions",
    imports: [`${S}/core/analysis`, `${S}/core/model`, `${S}/engine`, `${S}/interop/edopro`, `${S}/interop/edopro/ocgcore`],
  },
  {
    folder: `${S}/interop/edopro/scriptAudit`,
    holds: 'official scripts read for their summoning rules',
    imports: [`${S}/core/analysis`, `${S}/core/lowering`, `${S}/core/syntax`, `${S}/files`, `${S}/interop/edopro`, `${S}/interop/edopro/ocgcore`],
  },
  {
    folder: `${S}/simulation`,
    holds: "the engine's check and results for the editor and CLI, the standard workspace",
    imports: [`${S}/core/analysis`, `${S}/core/text`, `${S}/core/workspace`, `${S}/engine`, `${S}/engine/library`, `${S}/interop/edopro/referee`],
  },
  {
    folder: `${S}/lsp`,
    holds: "the language server's state and what its handlers share",
    imports: [
      `${S}/core/diagnostics`,
      `${S}/core/features`,
      `${S}/core/model`,
      `${S}/core/render`,
      `${S}/core/text`,
      `${S}/core/workspace`,
      `${S}/files`,
      `${S}/interop/edopro`,
      `${S}/interop/edopro/ocgcore`,
      `${S}/interop/edopro/ownLua`,
      `${S}/interop/edopro/referee`,
      `${S}/simulation`,
    ],
  },
  {
    folder: `${S}/lsp/handlers`,
    holds: 'one module per request family, the route table, the wiring',
    imports: [
      `${S}/core/features`,
      `${S}/core/lowering`,
      `${S}/core/model`,
      `${S}/core/syntax`,
      `${S}/core/text`,
      `${S}/core/workspace`,
      `${S}/engine`,
      `${S}/interop/edopro`,
      `${S}/interop/edopro/ocgcore`,
      `${S}/interop/edopro/referee`,
      `${S}/lsp`,
      `${S}/render`,
      `${S}/simulation`,
    ],
  },
  {
    folder: `${S}/cli`,
    holds: 'the command-line interface',
    imports: [
      `${S}/core/analysis`,
      `${S}/core/diagnostics`,
      `${S}/core/lowering`,
      `${S}/core/model`,
      `${S}/core/render`,
      `${S}/core/syntax`,
      `${S}/core/text`,
      `${S}/core/workspace`,
      `${S}/engine`,
      `${S}/engine/library`,
      `${S}/files`,
      `${S}/interop/edopro`,
      `${S}/interop/edopro/library`,
      `${S}/interop/edopro/ocgcore`,
      `${S}/interop/edopro/ownLua`,
      `${S}/interop/edopro/referee`,
      `${S}/interop/edopro/scriptAudit`,
      `${S}/render`,
      `${S}/simulation`,
    ],
  },
  { folder: `${S}/browser`, holds: "the web bundles' stand-in for Node built-ins", imports: [] },
  {
    folder: S,
    holds: "the server's entry points (Node, web worker)",
    imports: [`${S}/files`, `${S}/interop/edopro/library`, `${S}/interop/edopro/ocgcore`, `${S}/interop/edopro/referee`, `${S}/lsp`, `${S}/lsp/handlers`],
  },
  { folder: `${C}/webview`, holds: 'the webview page frame', imports: [] },
  { folder: `${C}/panel`, holds: 'the simulation panel', imports: [`${C}/webview`, `${S}/core/text`, `${S}/simulation`] },
  { folder: `${C}/preview`, holds: 'the card preview', imports: [`${C}/webview`, `${S}/core/text`, `${S}/lsp`] },
  {
    folder: C,
    holds: 'the VS Code extension',
    imports: [`${C}/panel`, `${C}/preview`, `${S}/core/text`, `${S}/interop/edopro`, `${S}/lsp`, `${S}/simulation`],
  },
];
