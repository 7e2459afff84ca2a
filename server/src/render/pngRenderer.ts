import * as fs from 'fs';
import * as path from 'path';

/**
 * SVG to PNG with resvg's WebAssembly build (npm @resvg/resvg-wasm) and only the DejaVu TTF files of the
 * npm package dejavu-fonts-ttf, loaded explicitly: no system fonts, so a card's PNG is the same bytes on
 * every machine. The faces are the ones core/render/textMetrics.ts measures with, plus DejaVu Sans for
 * symbols the serif lacks.
 */
const FONT_FILES = ['DejaVuSerifCondensed.ttf', 'DejaVuSerifCondensed-Bold.ttf', 'DejaVuSerifCondensed-Italic.ttf', 'DejaVuSans.ttf'];

export interface PngRenderer {
  render(svg: string): Uint8Array;
  /** Width, height and RGBA pixels, for image comparisons. */
  renderPixels(svg: string): { readonly width: number; readonly height: number; readonly pixels: Uint8Array };
}

let loading: Promise<PngRenderer> | undefined;

/** Loads the renderer once per process; fails with a message saying which package is missing. */
export function loadPngRenderer(): Promise<PngRenderer> {
  return (loading ??= load());
}

async function load(): Promise<PngRenderer> {
  let resvg: typeof import('@resvg/resvg-wasm');
  let wasmPath: string;
  let fontDir: string;
  try {
    // Loaded on first use: `render --format svg` and the language server never need it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    resvg = require('@resvg/resvg-wasm') as typeof import('@resvg/resvg-wasm');
    wasmPath = require.resolve('@resvg/resvg-wasm/index_bg.wasm');
    fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch (error) {
    throw new Error(`PNG output needs the npm packages @resvg/resvg-wasm and dejavu-fonts-ttf (run npm install): ${(error as Error).message}`);
  }
  await resvg.initWasm(fs.readFileSync(wasmPath));
  const fontBuffers = FONT_FILES.map((file) => new Uint8Array(fs.readFileSync(path.join(fontDir, file))));
  const options = {
    font: { fontBuffers, defaultFontFamily: 'DejaVu Serif Condensed', serifFamily: 'DejaVu Serif Condensed', sansSerifFamily: 'DejaVu Sans' },
    shapeRendering: 2 as const,
    textRendering: 2 as const,
  };
  const draw = (svg: string) => {
    const instance = new resvg.Resvg(svg, options);
    try {
      return instance.render();
    } finally {
      instance.free();
    }
  };
  return {
    render(svg) {
      const image = draw(svg);
      try {
        return image.asPng();
      } finally {
        image.free();
      }
    },
    renderPixels(svg) {
      const image = draw(svg);
      try {
        return { width: image.width, height: image.height, pixels: image.pixels };
      } finally {
        image.free();
      }
    },
  };
}
