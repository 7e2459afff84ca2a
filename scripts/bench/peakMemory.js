'use strict';
/**
 * Preloaded into a process the bench measures (`node -r scripts/bench/peakMemory.js ...`): at exit it
 * writes the process's peak resident memory in bytes (its own maxRSS, so no sampling can miss the peak)
 * to the file named by BENCH_PEAK_FILE.
 */
const fs = require('fs');

process.on('exit', () => {
  if (process.env.BENCH_PEAK_FILE) fs.writeFileSync(process.env.BENCH_PEAK_FILE, String(process.resourceUsage().maxRSS * 1024));
});
