/**
 * The package version, written into the bundle by esbuild.js (`define`); a plain tsc build (tests) has no
 * bundle step and reports a development version.
 */
export function cliVersion(): string {
  return process.env.CARDSCRIPT_VERSION ?? '0.0.0-development';
}
