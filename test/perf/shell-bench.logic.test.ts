import { describe, expect, it } from 'vitest';
import { median, shellViolations, splitShellBudgets, splitShellScripts, summarizeLoads } from './shell-bench.logic';

describe('splitShellBudgets', () => {
  it('takes the shell keys out and leaves the other benches their own', () => {
    const { shell, rest } = splitShellBudgets({ shellPageJsGzipMax: 97280, marginalRatioMax: 2 });
    expect(shell).toEqual({ shellPageJsGzipMax: 97280 });
    expect(rest).toEqual({ marginalRatioMax: 2 });
  });

  it('refuses a limit that is not a positive number', () => {
    expect(() => splitShellBudgets({ shellPageJsGzipMax: '95 KB' })).toThrow(/shellPageJsGzipMax/);
    expect(() => splitShellBudgets({ shellFirstRenderMsMax: 0 })).toThrow(/positive/);
  });
});

describe('summarizeLoads', () => {
  it('reports the median and worst render and every script any load fetched, once', () => {
    const summary = summarizeLoads([
      { firstRenderMs: 300, scripts: ['hr-shell.js', 'chunk-A.js'] },
      { firstRenderMs: 100, scripts: ['hr-shell.js'] },
      { firstRenderMs: 200, scripts: ['elements/hr-global-nav.js'] },
    ]);
    expect(summary).toEqual({
      runs: 3,
      firstRenderMedianMs: 200,
      firstRenderMaxMs: 300,
      scripts: ['chunk-A.js', 'elements/hr-global-nav.js', 'hr-shell.js'],
    });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('shellViolations', () => {
  const summary = summarizeLoads([{ firstRenderMs: 400, scripts: [] }]);

  it('names each budget the page is over', () => {
    expect(shellViolations(summary, 100 * 1024, { shellPageJsGzipMax: 95 * 1024, shellFirstRenderMsMax: 300 })).toEqual(
      [
        'the shell page loads 100.0 KB gzip of JS, over shellPageJsGzipMax = 95.0 KB',
        'header + nav first render median 400 ms, over shellFirstRenderMsMax = 300 ms',
      ],
    );
  });

  it('fails when the page fetched the QR dialog or qrcode before anyone opened it', () => {
    const eager = summarizeLoads([
      { firstRenderMs: 100, scripts: ['hr-shell.js', 'qrcode-AbC1.js', 'mobile-qr-x9.js'] },
    ]);
    expect(shellViolations(eager, 1, {})).toEqual([
      'the shell page loaded mobile-qr-x9.js, qrcode-AbC1.js before the QR dialog was opened',
    ]);
  });

  it('passes within budget and without budgets, but never on a NaN measurement', () => {
    expect(shellViolations(summary, 90 * 1024, { shellPageJsGzipMax: 95 * 1024 })).toEqual([]);
    expect(shellViolations(summary, 90 * 1024, {})).toEqual([]);
    expect(shellViolations(summarizeLoads([]), 0, { shellFirstRenderMsMax: 300 })).toHaveLength(1);
  });
});

describe('splitShellScripts', () => {
  it('counts the autoloader, nav, header, chunks and services as the shell, other elements apart', () => {
    expect(
      splitShellScripts([
        'hr-shell.js',
        'elements/hr-global-nav.js',
        'elements/hr-global-header.js',
        'elements/hr-global-search.js',
        'shared-a.js',
        'http-client-b.js',
      ]),
    ).toEqual({
      shell: [
        'hr-shell.js',
        'elements/hr-global-nav.js',
        'elements/hr-global-header.js',
        'shared-a.js',
        'http-client-b.js',
      ],
      others: ['elements/hr-global-search.js'],
    });
  });
});
