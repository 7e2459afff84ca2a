/**
 * Bad input never crashes the server (product.md, quality bars): a handler that throws answers its
 * empty result instead, and the error goes to the log with the request's name so it can be fixed.
 */
export function guarded<P extends unknown[], R>(
  name: string,
  fallback: R,
  log: (message: string) => void,
  handler: (...params: P) => R,
): (...params: P) => R {
  return (...params: P): R => {
    try {
      return handler(...params);
    } catch (error) {
      log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fallback;
    }
  };
}
