'use strict';
// The browser bundles' stand-in for the Node built-ins the sources import (esbuild.js maps fs, path, url,
// os, perf_hooks, crypto and module here). What reaches the disk (the Node workspace loader, the CLI's
// folder walk) is in the bundle only because startServer imports it as the default; in a web worker the
// client's file system API is used instead, so calling any of those is a bug and says so.
function unavailable(name) {
  return () => {
    throw new Error(`${name} is not available in the browser build`);
  };
}

function randomBytes(size) {
  const bytes = new Uint8Array(size);
  globalThis.crypto.getRandomValues(bytes);
  return {
    toString: (encoding) =>
      encoding === 'base64' ? globalThis.btoa(String.fromCharCode(...bytes)) : Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''),
  };
}

module.exports = {
  performance: globalThis.performance,
  randomBytes,
  promises: { readFile: unavailable('fs.promises.readFile'), stat: unavailable('fs.promises.stat'), readdir: unavailable('fs.promises.readdir') },
  readFileSync: unavailable('fs.readFileSync'),
  readdirSync: unavailable('fs.readdirSync'),
  statSync: unavailable('fs.statSync'),
  lstatSync: unavailable('fs.lstatSync'),
  existsSync: unavailable('fs.existsSync'),
  fileURLToPath: unavailable('url.fileURLToPath'),
  pathToFileURL: unavailable('url.pathToFileURL'),
  createRequire: unavailable('module.createRequire'),
  join: unavailable('path.join'),
  resolve: unavailable('path.resolve'),
  relative: unavailable('path.relative'),
  dirname: unavailable('path.dirname'),
  basename: unavailable('path.basename'),
  extname: unavailable('path.extname'),
  sep: '/',
  // Read at module load by the regular-file reader (files/regularFileReader.ts); never used to open anything here.
  constants: { O_RDONLY: 0, O_NONBLOCK: 0 },
  isAbsolute: unavailable('path.isAbsolute'),
};
