#!/usr/bin/env node
'use strict';
/**
 * Bundles the three entry points into dist/ (the vscode-eslint shape: one build script, self-contained
 * bundles, so the .vsix ships no node_modules):
 *   client/src/extension.ts -> dist/client.js  (VS Code extension host; `vscode` is provided by the host)
 *   server/src/server.ts    -> dist/server.js  (language server, self-contained)
 *   server/src/cli/main.ts  -> dist/cli.js     (the `cardscript` command, self-contained)
 *   ocgcore-wasm (sync build) -> dist/ocgcore.js (EDOPro's engine for "Simulate summon", loaded by the server
 *                                only when a simulation first asks it; the wrapper's two fixes applied here)
 * and, for VS Code for the Web (package.json `browser`):
 *   client/src/browserExtension.ts -> dist/browser/client.js  (web worker extension host)
 *   server/src/browserServer.ts    -> dist/browser/server.js  (the language server as a web worker)
 *
 *   node esbuild.js                # development build with source maps
 *   node esbuild.js --production   # minified, no source maps (what `npm run package` ships)
 *   node esbuild.js --watch        # rebuild on change
 */
const esbuild = require('esbuild');
const path = require('path');

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node18',
  minify: production,
  sourcemap: production ? false : 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  absWorkingDir: __dirname,
  define: { 'process.env.CARDSCRIPT_VERSION': JSON.stringify(require('./package.json').version) },
};

/** @type {import('esbuild').BuildOptions[]} */
const targets = [
  { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'] },
  { ...common, entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js' },
  { ...common, entryPoints: ['server/src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
  // The worker `import edopro --scripts` runs EDOPro's engine in (scriptAudit/auditInWorker.ts looks beside cli.js).
  { ...common, entryPoints: ['server/src/interop/edopro/scriptAudit/scriptAuditWorker.ts'], outfile: 'dist/scriptAuditWorker.js' },
];

/**
 * EDOPro's engine as the extension ships it (docs/edopro.md, "In the editor"): ocgcore-wasm's sync build
 * (its WebAssembly inlined as base64) and wrapper, bundled on its own so the server loads it only when it
 * is first needed. The wrapper is patched while it is bundled, by the same fixes the tests load it with
 * (server/src/interop/edopro/ocgcore/wrapperPatch.ts: the build fails if the package changed); the async
 * (JSPI) build is not shipped.
 */
function loadTypeScriptModule(file) {
  const [output] = esbuild.buildSync({ entryPoints: [file], bundle: true, format: 'cjs', platform: 'node', write: false, logLevel: 'silent' }).outputFiles;
  const module = { exports: {} };
  new Function('module', 'exports', 'require', output.text)(module, module.exports, require);
  return module.exports;
}
const ocgcorePlugin = {
  name: 'ocgcore-wrapper-fixes',
  setup(build) {
    const { patchWrapperSource } = loadTypeScriptModule(path.join(__dirname, 'server', 'src', 'interop', 'edopro', 'ocgcore', 'wrapperPatch.ts'));
    build.onResolve({ filter: /ocgcore\.jspi-\w+\.js$/ }, (args) => ({ path: args.path, namespace: 'ocgcore-not-shipped' }));
    build.onLoad({ filter: /.*/, namespace: 'ocgcore-not-shipped' }, () => ({
      contents: 'throw new Error("the async (JSPI) build of ocgcore-wasm is not shipped");',
      loader: 'js',
    }));
    build.onLoad({ filter: /ocgcore-wasm[\\/]dist[\\/]index\.js$/ }, (args) => ({
      contents: patchWrapperSource(require('fs').readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
targets.push({
  ...common,
  sourcemap: false,
  outfile: 'dist/ocgcore.js',
  plugins: [ocgcorePlugin],
  stdin: { contents: "export { default } from 'ocgcore-wasm';", resolveDir: __dirname, sourcefile: 'ocgcore-entry.js', loader: 'js' },
});

/** Node built-ins have no place in a browser bundle: map them to server/src/browser/nodeBuiltins.js. */
const nodeBuiltinsPlugin = {
  name: 'node-builtins-for-browser',
  setup(build) {
    build.onResolve({ filter: /^(node:)?(fs|path|url|os|perf_hooks|crypto|module)$/ }, () => ({
      path: path.join(__dirname, 'server', 'src', 'browser', 'nodeBuiltins.js'),
    }));
  },
};

/** @type {import('esbuild').BuildOptions} */
const browser = {
  ...common,
  platform: 'browser',
  target: 'es2022',
  mainFields: ['browser', 'module', 'main'],
  define: { ...common.define, 'process.platform': '"browser"', 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  plugins: [nodeBuiltinsPlugin],
};
targets.push(
  { ...browser, format: 'cjs', entryPoints: ['client/src/browserExtension.ts'], outfile: 'dist/browser/client.js', external: ['vscode'] },
  { ...browser, format: 'iife', entryPoints: ['server/src/browserServer.ts'], outfile: 'dist/browser/server.js' },
);

/** Prints one line per finished build, so `--watch` shows when a rebuild is done (and problem matchers can see it). */
const reportPlugin = (outfile) => ({
  name: 'report',
  setup(build) {
    build.onStart(() => {
      if (watch) console.log(`[watch] build started ${outfile}`);
    });
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
      if (watch) console.log(`[watch] build finished ${outfile}`);
    });
  },
});

async function main() {
  const started = Date.now();
  const contexts = await Promise.all(
    targets.map((options) => esbuild.context({ ...options, plugins: [...(options.plugins ?? []), reportPlugin(options.outfile)] })),
  );
  if (watch) {
    await Promise.all(contexts.map((context) => context.watch()));
    return;
  }
  try {
    await Promise.all(contexts.map((context) => context.rebuild()));
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
  // sql.js (the EDOPro exporter's SQLite) loads its WebAssembly from beside the bundle.
  require('fs').copyFileSync(require.resolve('sql.js/dist/sql-wasm.wasm'), path.join(__dirname, 'dist', 'sql-wasm.wasm'));
  const outputs = targets.map((t) => path.relative('dist', t.outfile)).join(', ');
  console.log(`esbuild: ${outputs} (${production ? 'production' : 'development'}) in ${Date.now() - started} ms`);
}

main().catch((error) => {
  // esbuild has already printed the errors; exit non-zero so scripts and CI stop here.
  if (error && !error.errors) console.error(error);
  process.exit(1);
});
