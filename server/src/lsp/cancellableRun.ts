import { type CancellationToken, LSPErrorCodes, ResponseError } from 'vscode-languageserver';

/** Steps run between two looks at the message queue: small enough that a cancel is seen at once. */
const STEPS_PER_SLICE = 20;

/**
 * Drives a step-wise computation (a scenario run) and lets other messages through between slices of
 * steps, so `$/cancelRequest` arrives while it runs. A cancelled run stops and answers the LSP's
 * RequestCancelled error (-32800) instead of a result nobody waits for.
 */
export async function runCancellable<T>(steps: Generator<void, T>, token: CancellationToken | undefined): Promise<T | ResponseError<void>> {
  for (let done = 0; ; done++) {
    if (done % STEPS_PER_SLICE === 0) {
      if (done > 0) await new Promise((resolve) => setImmediate(resolve));
      if (token?.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
    }
    const next = steps.next();
    if (next.done) return next.value;
  }
}
