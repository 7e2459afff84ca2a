import { setFlagsFromString } from 'v8';

/**
 * The optimizing compiler's inlining budget for a one-shot command (`cardscript check` and the others, not
 * `cardscript lsp`). Such a run executes each check over thousands of cards once: V8 optimizes about 150
 * functions, and with its default budget (920 bytes of inlined bytecode per function) the profile and
 * contradiction checks inline one another's large callees again in every caller: 1.5 s of compiler CPU
 * (a second thread) in a 1 s run over 10,000 cards, much of it finished after the code it optimizes has
 * run. A third of that budget halves the compiler's work and costs the main thread about 1% more
 * instructions (docs/performance.md, "How the analysis stays fast"). A long-lived server keeps the default.
 */
export const SHORT_RUN_INLINING_BUDGET = 300;

/** Sets the budget; call before any hot code runs (the flag applies to compilations started after it). */
export function tuneCompilerForShortRun(): void {
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${SHORT_RUN_INLINING_BUDGET}`);
}
