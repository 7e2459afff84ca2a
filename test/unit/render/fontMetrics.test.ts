import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';

test('the font metrics table is up to date with the TTF files the PNG renderer loads', () => {
  const root = path.resolve(__dirname, '../../../..');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const generator = require(path.join(root, 'scripts', 'generate-font-metrics.js')) as { generate(): string; TARGET: string };
  assert.ok(
    fs.readFileSync(generator.TARGET, 'utf8') === generator.generate(),
    'server/src/core/render/fontMetrics.generated.ts is stale: run node scripts/generate-font-metrics.js',
  );
});
