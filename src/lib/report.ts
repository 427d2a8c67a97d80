import { pageConfig, type ReportContext } from './config';

/**
 * An exception goes to the page's error-reporting service when one is configured;
 * otherwise it is logged, and load-time exceptions are rethrown so the page's own handlers see
 * them. Runtime errors inside an element are never rethrown: one broken element must not break
 * the PHP page.
 */
export function report(error: unknown, context: ReportContext): void {
  const reporter = pageConfig().reportError;
  if (reporter) {
    try {
      reporter(error, context);
      return;
    } catch (reporterError) {
      console.error('[hr-shell] the configured reportError failed', reporterError);
    }
  }
  console.error(`[hr-shell] ${context.phase} error in ${context.source}`, error);
  if (context.phase === 'load') throw error;
}
