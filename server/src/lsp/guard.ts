/**
 * Bad input never crashes the server (product.md, quality bars): a handler that throws answers its
 * empty result instead, and the error goes to the log with the request's name so it can be fixed.
 */
export function guarded<P extends unknown[], R>(name: string, fallback: R, log: (message: string) => void, handler: (...params: P) => R): (...params: P) => R {
  return (...params: P): R => {
    const report = (error: unknown): R => {
      log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fallback;
    };
    try {
      const result = handler(...params);
      // Async handlers: a rejection answers the fallback too.
      if (result instanceof Promise) return result.catch(report) as R;
      return result;
    } catch (error) {
      return report(error);
    }
  };
}
