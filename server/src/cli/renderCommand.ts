import * as fs from 'fs';
import * as path from 'path';
import type { CardDeclaration, SetHeader } from '../core/model/cards';
import { analyzeDocument } from '../core/workspace/analyzedDocument';
import { loadPngRenderer, type PngRenderer } from '../render/pngRenderer';
import { renderDeclaration } from '../render/renderDeclaration';
import { type CardFileInput, displayPath, readCardFiles } from './cardFileInput';
import { cardFileNames } from './cardFileNames';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './cliIo';
import { galleryHtml } from './galleryHtml';

export type RenderFormat = 'svg' | 'png' | 'html';
export const RENDER_FORMATS: readonly RenderFormat[] = ['svg', 'png', 'html'];

export interface RenderOptions {
  readonly paths: readonly string[];
  readonly out: string;
  readonly format: RenderFormat;
  /** Render only the card with this name. */
  readonly card?: string;
}

interface FoundCard {
  readonly card: CardDeclaration;
  readonly setHeader?: SetHeader;
  readonly input: CardFileInput;
}

/**
 * `cardscript render`: one image per card of the given files (SVG, or PNG through resvg with the bundled
 * fonts), or with `--format html` the SVGs plus an index.html gallery of them. Exit 2 on bad input.
 */
export async function runRenderCommand(options: RenderOptions, io: CliIo): Promise<number> {
  const read = readCardFiles(options.paths, io);
  if (!read.ok) {
    io.stderr(`${read.message}\n`);
    return EXIT_USAGE;
  }
  let found: FoundCard[] = read.inputs.flatMap((input) => {
    const { file } = analyzeDocument(input.uri, input.text);
    return file.cards.map((card) => ({ card, setHeader: file.setHeader, input }));
  });
  if (options.card !== undefined) found = found.filter((f) => f.card.name.value === options.card);
  if (found.length === 0) {
    io.stderr(
      options.card !== undefined
        ? `cardscript: no card named "${options.card}" in ${options.paths.join(', ') || '.'}\n`
        : `cardscript: the given files declare no cards\n`,
    );
    return EXIT_USAGE;
  }
  let png: PngRenderer | undefined;
  if (options.format === 'png') {
    try {
      png = await loadPngRenderer();
    } catch (error) {
      io.stderr(`cardscript: ${(error as Error).message}\n`);
      return EXIT_USAGE;
    }
  }
  const outDir = path.resolve(io.cwd, options.out);
  try {
    fs.mkdirSync(outDir, { recursive: true });
  } catch (error) {
    io.stderr(`cardscript: cannot create ${options.out}: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  const names = cardFileNames(found.map((f) => f.card.name.value));
  const written: { name: string; image: string }[] = [];
  let overflowed = 0;
  for (const [index, entry] of found.entries()) {
    const rendered = renderDeclaration(entry.card, entry.setHeader);
    const where = displayPath(entry.input.absolutePath, io.cwd);
    if (rendered.artProblem) io.stderr(`${where}: "${rendered.name}": ${rendered.artProblem}; drew the placeholder\n`);
    if (rendered.textOverflowed) {
      overflowed++;
      io.stderr(`${where}: "${rendered.name}": the printed text does not fit its box even at the smallest size\n`);
    }
    const fileName = `${names[index]}.${png ? 'png' : 'svg'}`;
    const target = path.join(outDir, fileName);
    try {
      fs.writeFileSync(target, png ? png.render(rendered.svg) : rendered.svg);
    } catch (error) {
      io.stderr(`cardscript: cannot write ${displayPath(target, io.cwd)}: ${(error as Error).message}\n`);
      return EXIT_USAGE;
    }
    io.stdout(`${displayPath(target, io.cwd)}\n`);
    written.push({ name: rendered.name, image: fileName });
  }
  if (options.format === 'html') {
    const title = found.find((f) => f.setHeader)?.setHeader?.name.value ?? 'CardScript cards';
    const target = path.join(outDir, 'index.html');
    fs.writeFileSync(target, galleryHtml(title, written));
    io.stdout(`${displayPath(target, io.cwd)}\n`);
  }
  io.stderr(`${written.length} card(s) rendered to ${displayPath(outDir, io.cwd)}${overflowed ? `; ${overflowed} with text that overflows` : ''}\n`);
  return EXIT_OK;
}
