import { describe, expect, it } from 'vitest';
import {
  aggregate,
  checkBudgets,
  clickTargets,
  compareMarginal,
  costRatio,
  elementMarkup,
  findRow,
  fixed,
  formatResults,
  formatTable,
  harnessScript,
  marginalUs,
  median,
  pageHtml,
  parseBudgets,
  parseCli,
  runOrder,
  SCENARIOS,
  VANILLA_ELEMENT,
  type RunSample,
} from './bench.logic';

function sample(scenario: string, n: number, timeMs: number, extra: Partial<RunSample> = {}): RunSample {
  return { scenario, n, timeMs, readyMs: timeMs / 2, upgradeMs: n / 100, scriptMs: 1, taskMs: 2, heapMB: 1, ...extra };
}

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([7])).toBe(7);
    expect(median([10, 1, 9, 2, 8, 3, 7])).toBe(7);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('rejects an empty list and non-finite values', () => {
    expect(() => median([])).toThrow(/empty/);
    expect(() => median([1, Number.NaN])).toThrow(/non-finite/);
  });
});

describe('marginalUs and costRatio', () => {
  it('is the slope between two sizes, in µs per element', () => {
    expect(marginalUs(10, 109.9, 1, 1000)).toBeCloseTo(100, 6);
    expect(marginalUs(5, 5, 1, 1000)).toBe(0);
  });

  it('can be negative when noise exceeds the cost', () => {
    expect(marginalUs(20, 10, 1, 1000)).toBeLessThan(0);
  });

  it('needs a larger second size', () => {
    expect(() => marginalUs(1, 2, 1000, 1)).toThrow(/nLarge > nSmall/);
    expect(() => marginalUs(1, 2, 10, 10)).toThrow();
  });

  it('divides element by baseline and refuses a non-positive baseline', () => {
    expect(costRatio(30, 15)).toBe(2);
    expect(costRatio(30, 0)).toBeNull();
    expect(costRatio(30, -1)).toBeNull();
    expect(costRatio(Number.NaN, 1)).toBeNull();
  });
});

describe('aggregate and compareMarginal', () => {
  const samples = [
    sample('el', 1, 100),
    sample('el', 1, 300),
    sample('el', 1, 110),
    sample('el', 1000, 210),
    sample('el', 1000, 220),
    sample('el', 1000, 900),
    sample('base', 1, 20),
    sample('base', 1, 21),
    sample('base', 1, 19),
    sample('base', 1000, 70),
    sample('base', 1000, 75),
    sample('base', 1000, 69),
  ];

  it('groups by scenario and N in first-seen order, with medians and ranges', () => {
    const rows = aggregate(samples);
    expect(rows.map((row) => [row.scenario, row.n, row.runs])).toEqual([
      ['el', 1, 3],
      ['el', 1000, 3],
      ['base', 1, 3],
      ['base', 1000, 3],
    ]);
    const row = findRow(rows, 'el', 1)!;
    expect(row.timeMs).toBe(110);
    expect(row.readyMs).toBe(55);
    expect(row.min.timeMs).toBe(100);
    expect(row.max.timeMs).toBe(300);
    expect(findRow(rows, 'el', 100)).toBeUndefined();
  });

  it('compares the marginal cost of element and baseline from the medians', () => {
    const marginal = compareMarginal(aggregate(samples), 'el', 'base', 'timeMs', 1, 1000);
    expect(marginal.elementUs).toBeCloseTo(((220 - 110) / 999) * 1000, 6);
    expect(marginal.baselineUs).toBeCloseTo(((70 - 20) / 999) * 1000, 6);
    expect(marginal.ratio).toBeCloseTo(110 / 50, 6);
  });

  it('says which row is missing', () => {
    expect(() => compareMarginal(aggregate(samples), 'el', 'other', 'timeMs', 1, 1000)).toThrow(/other at N=1/);
  });
});

describe('runOrder and clickTargets', () => {
  it('rotates the pairs by the run index and keeps every pair once', () => {
    expect(runOrder(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(runOrder(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(runOrder(['a', 'b', 'c'], 5)).toEqual(['c', 'a', 'b']);
    expect(runOrder([], 3)).toEqual([]);
  });

  it('picks distinct elements starting at the given one', () => {
    expect(clickTargets(499, 7, 37, 1000)).toEqual([499, 536, 573, 610, 647, 684, 721]);
    const wrapped = clickTargets(8, 5, 5, 10);
    expect(wrapped[0]).toBe(8);
    expect(new Set(wrapped).size).toBe(5);
    expect(wrapped.every((index) => index >= 0 && index < 10)).toBe(true);
    expect(() => clickTargets(0, 11, 1, 10)).toThrow(/distinct/);
  });
});

describe('pages', () => {
  it('gives every scenario the same markup apart from the tag name', () => {
    const element = elementMarkup('hr-inline-edit', 3);
    expect(element).toBe(
      [
        '<hr-inline-edit save-src="/save" record-id="1" label="Title">Value 0</hr-inline-edit>',
        '<hr-inline-edit save-src="/save" record-id="2" label="Title">Value 1</hr-inline-edit>',
        '<hr-inline-edit save-src="/save" record-id="3" label="Title">Value 2</hr-inline-edit>',
      ].join('\n'),
    );
    expect(elementMarkup('vanilla-edit', 3).replaceAll('vanilla-edit', 'hr-inline-edit')).toBe(element);
  });

  it('puts the harness first in <head>, then the loader, then the elements', () => {
    const html = pageHtml(SCENARIOS.autoloader, 2);
    const head = html.indexOf('<head>');
    expect(html.indexOf('<script>', head)).toBe(head + '<head>\n'.length);
    expect(html.indexOf('window.__t0 = performance.now()')).toBeLessThan(html.indexOf('/dist/hr-shell.js'));
    expect(html.indexOf('/dist/hr-shell.js')).toBeLessThan(html.indexOf('<hr-inline-edit'));
    expect(html.match(/<hr-inline-edit /g)).toHaveLength(2);
  });

  it('loads each scenario its own way', () => {
    expect(pageHtml(SCENARIOS.element, 1)).toContain(
      '<script type="module" src="/dist/elements/hr-inline-edit.js"></script>',
    );
    expect(pageHtml(SCENARIOS.vanilla, 1)).toContain(VANILLA_ELEMENT);
    expect(VANILLA_ELEMENT).toContain("customElements.define('vanilla-edit', VanillaEdit)");
    expect(SCENARIOS.vanilla.tag).toBe('vanilla-edit');
  });

  it('builds a harness that is valid JavaScript and waits for the right tag and count', () => {
    const script = harnessScript('vanilla-edit', 100);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('const TAG = "vanilla-edit", N = 100');
    expect(script).toContain(':not(:defined)');
    expect(script.match(/requestAnimationFrame/g)).toHaveLength(2);
  });
});

describe('parseBudgets', () => {
  it('accepts the known keys with positive numbers', () => {
    expect(parseBudgets({ marginalRatioMax: 2, clickToEditMsMax: 50, inlineEdit1000MsMax: 400 })).toEqual({
      marginalRatioMax: 2,
      clickToEditMsMax: 50,
      inlineEdit1000MsMax: 400,
    });
    expect(parseBudgets({})).toEqual({});
  });

  it('rejects unknown keys, bad values and non-objects', () => {
    expect(() => parseBudgets({ marginalRatio: 2 })).toThrow(/unknown budget "marginalRatio"/);
    expect(() => parseBudgets({ clickToEditMsMax: '50' })).toThrow(/positive number/);
    expect(() => parseBudgets({ clickToEditMsMax: 0 })).toThrow(/positive number/);
    expect(() => parseBudgets([])).toThrow(/object/);
    expect(() => parseBudgets(null)).toThrow(/object/);
  });
});

describe('checkBudgets', () => {
  const budgets = { marginalRatioMax: 2, clickToEditMsMax: 50, inlineEdit1000MsMax: 400 };
  const fine = { marginalRatio: 1.5, clickToEditMs: 12, firstClickToEditMs: 20, inlineEdit1000Ms: 300 };

  it('passes when everything is within budget (limits are inclusive)', () => {
    expect(checkBudgets(fine, budgets)).toEqual([]);
    expect(checkBudgets({ ...fine, marginalRatio: 2, inlineEdit1000Ms: 400 }, budgets)).toEqual([]);
  });

  it('names every budget that is exceeded', () => {
    const violations = checkBudgets(
      { marginalRatio: 2.5, clickToEditMs: 60, firstClickToEditMs: 70, inlineEdit1000Ms: 500 },
      budgets,
    );
    expect(violations.map((v) => v.budget)).toEqual([
      'marginalRatioMax',
      'clickToEditMsMax',
      'clickToEditMsMax',
      'inlineEdit1000MsMax',
    ]);
    expect(violations[0]!.message).toBe('marginal cost ratio element/baseline is 2.50×, over marginalRatioMax = 2×');
    expect(violations[3]!.actual).toBe(500);
  });

  it('fails a budget whose value could not be measured, and ignores budgets not set', () => {
    const violations = checkBudgets({ ...fine, marginalRatio: null }, { marginalRatioMax: 2 });
    expect(violations).toHaveLength(1);
    expect(violations[0]!.message).toMatch(/not measurable/);
    expect(
      checkBudgets({ marginalRatio: null, clickToEditMs: null, firstClickToEditMs: null, inlineEdit1000Ms: null }, {}),
    ).toEqual([]);
  });
});

describe('parseCli', () => {
  it('defaults to 7 runs, table output', () => {
    expect(parseCli([])).toEqual({ runs: 7, json: false, help: false });
  });

  it('reads --runs in both spellings, --json and --help', () => {
    expect(parseCli(['--runs', '3', '--json'])).toEqual({ runs: 3, json: true, help: false });
    expect(parseCli(['--runs=11'])).toMatchObject({ runs: 11 });
    expect(parseCli(['-h'])).toMatchObject({ help: true });
  });

  it('rejects bad run counts and unknown arguments', () => {
    expect(() => parseCli(['--runs'])).toThrow(/whole number/);
    expect(() => parseCli(['--runs', 'x'])).toThrow(/whole number/);
    expect(() => parseCli(['--runs', '0'])).toThrow(/between 1 and 50/);
    expect(() => parseCli(['--runs=2.5'])).toThrow(/whole number/);
    expect(() => parseCli(['--fast'])).toThrow(/unknown argument "--fast"/);
  });
});

describe('formatting', () => {
  it('aligns columns, left or right', () => {
    const table = formatTable(
      ['name', 'ms'],
      [
        ['a', '1.0'],
        ['long name', '123.4'],
      ],
      ['left', 'right'],
    );
    expect(table).toBe(['name          ms', '---------  -----', 'a            1.0', 'long name  123.4'].join('\n'));
  });

  it('prints n/a for missing numbers', () => {
    expect(fixed(null, 1)).toBe('n/a');
    expect(fixed(Number.POSITIVE_INFINITY, 1)).toBe('n/a');
    expect(fixed(1.234, 2)).toBe('1.23');
  });

  it('renders the results table with one line per row', () => {
    const text = formatResults(
      aggregate([sample('vanilla', 1, 20.04), sample('hr-inline-edit (autoloader)', 1000, 123.45)]),
    );
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^scenario\s+N\s+time ms\s+\(min-max\)\s+ready ms\s+upgrade ms\s+script ms\s+task ms\s+heap MB$/,
    );
    expect(lines[2]).toMatch(/^vanilla\s+1\s+20\.0\s+\(20-20\)/);
    expect(lines[3]).toMatch(/^hr-inline-edit \(autoloader\)\s+1000\s+123\.5/);
    // Every line has the same width up to the last column.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});
