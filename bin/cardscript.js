#!/usr/bin/env node
'use strict';
// The `cardscript` command (package.json "bin"): runs the bundled CLI in dist/cli.js.
const fs = require('fs');
const path = require('path');

const cli = path.join(__dirname, '..', 'dist', 'cli.js');
if (!fs.existsSync(cli)) {
  process.stderr.write(
    `cardscript: the CLI is not built yet (${path.relative(process.cwd(), cli) || cli} is missing).\n` +
      `Run \`npm run build\` in ${path.join(__dirname, '..')} first.\n`,
  );
  process.exit(2);
}
require(cli);
