import { describe, expect, it } from 'vitest';
import {
  arrowDelta,
  clampFrame,
  contactLink,
  convertDate,
  defaultFrame,
  failureMessage,
  historyDate,
  historyRange,
  isExpanded,
  isLarge,
  largeFrame,
  MAX_COOKIE_LENGTH,
  moveBy,
  parseSectionState,
  parseSnapshotData,
  parseSummary,
  resizeBy,
  serializeSectionState,
  snapshotRoutes,
  swapSide,
  toggleLarge,
  toggleSection,
  type Frame,
} from '../../../src/components/employee-snapshot/employee-snapshot.logic';
import { parseOpenDetail } from '../../../src/components/employee-snapshot/snapshot-open.logic';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 320, height: 640 };

describe('parseOpenDetail', () => {
  it('takes an integer employee id of at least 1 and an optional context URL', () => {
    expect(parseOpenDetail({ employeeId: 4 })).toEqual({ employeeId: 4 });
    expect(parseOpenDetail({ employeeId: 4, contextUrl: ' /ctx/4 ' })).toEqual({ employeeId: 4, contextUrl: '/ctx/4' });
    expect(parseOpenDetail({ employeeId: 4, contextUrl: null })).toEqual({ employeeId: 4 });
  });

  it.each([
    undefined,
    null,
    4,
    '4',
    [],
    {},
    { employeeId: '4' },
    { employeeId: 0 },
    { employeeId: -1 },
    { employeeId: 1.5 },
    { employeeId: Number.NaN },
    { employeeId: 2 ** 60 },
    { employeeId: 4, contextUrl: 7 },
    { employeeId: 4, contextUrl: '  ' },
    { employeeId: 4, contextUrl: `/${'x'.repeat(3000)}` },
  ])('refuses %j', (detail) => {
    expect(parseOpenDetail(detail)).toBeNull();
  });
});

describe('parseSummary', () => {
  it('keeps well-typed fields and drops the rest', () => {
    expect(
      parseSummary({
        employeeName: 'Ada Lovelace',
        department: 'Engineering',
        jobTitle: 'CTO',
        employeePhotoUrl: '/photos/1.svg',
        profileLink: null,
        statuses: ['Active', 3, '', 'Manager'],
        extra: 'ignored',
      }),
    ).toEqual({
      employeeName: 'Ada Lovelace',
      department: 'Engineering',
      jobTitle: 'CTO',
      employeePhotoUrl: '/photos/1.svg',
      profileLink: null,
      statuses: ['Active', 'Manager'],
    });
  });

  it('is null without a name, and never throws on odd bodies', () => {
    for (const body of [null, 'x', [], { employeeName: '' }, { employeeName: 5 }])
      expect(parseSummary(body)).toBeNull();
    expect(parseSummary({ employeeName: 'A', statuses: 'Active' })?.statuses).toEqual([]);
  });
});

describe('parseSnapshotData', () => {
  const body = {
    layout: [
      { token: 'basicInformation', title: 'Basic Information', items: ['employeeNumber', 'unknownToken', 'birthDate'] },
      { token: 'mysterySection', title: 'Mystery', items: ['status'] },
      { token: 'jobHistory', title: 'Job History', items: ['jobHistoryTimeline'] },
      { token: 'reportsInformation', title: 'Reports', items: ['directReports', 'reportsTo'] },
      { token: 'jobInformation', title: 'Job', items: ['department'] },
    ],
    models: {
      employeeNumber: { type: 'name-value-pair', label: 'Employee #', value: '0042' },
      birthDate: { type: 'name-value-pair', label: 'Birth Date', value: '1990-03-04' },
      unknownToken: { type: 'name-value-pair', label: 'Unknown', value: 'x' },
      status: { type: 'name-value-pair', label: 'Status', value: 'Active' },
      jobHistoryTimeline: {
        type: 'timeline',
        label: 'Job History',
        items: [{ title: 'Engineer', startDate: '2020-01-01', endDate: null, salary: '$1.00' }, { title: 3 }],
      },
      directReports: { type: 'hover', label: 'Direct Reports', value: '2 direct reports', items: ['A', 'B', 7] },
      reportsTo: { type: 'org-chart', label: 'Reports To', value: 'Ada' },
      department: { type: 'name-value-pair', label: 'Department' },
    },
    orchestration: {
      birthDate: { convertDate: 'birth-date', evil: true },
      directReports: { hoverAction: 'show-list', showMore: { label: 'Show 1 more', items: ['A', 'B', 'C'] } },
      jobHistoryTimeline: { showMore: { label: 'Show 2 more', items: [{ title: 'X', startDate: 'soon' }] } },
      department: { convertDate: 'age' },
    },
  };

  it('keeps known sections and items in order, skipping unknown tokens and element types', () => {
    const sections = parseSnapshotData(body)!;
    expect(sections.map((s) => s.token)).toEqual([
      'basicInformation',
      'jobHistory',
      'reportsInformation',
      'jobInformation',
    ]);
    expect(sections[0]!.items.map((i) => i.token)).toEqual(['employeeNumber', 'birthDate']);
    // The unknown element type 'org-chart' is skipped, the section keeps its other item.
    expect(sections[2]!.items.map((i) => i.token)).toEqual(['directReports']);
    expect(sections[0]!.items[1]!.orchestration).toEqual({ convertDate: 'birth-date' });
    expect(sections[3]!.items[0]).toEqual({
      token: 'department',
      model: { type: 'name-value-pair', label: 'Department', value: null },
      orchestration: {},
    });
  });

  it('reads hover lists, timelines and show more, dropping malformed entries', () => {
    const sections = parseSnapshotData(body)!;
    const timeline = sections[1]!.items[0]!;
    expect(timeline.model).toEqual({
      type: 'timeline',
      label: 'Job History',
      items: [{ title: 'Engineer', startDate: '2020-01-01', endDate: null, salary: '$1.00' }],
    });
    expect(timeline.orchestration.showMore).toEqual({
      label: 'Show 2 more',
      items: [{ title: 'X', startDate: 'soon', endDate: null, salary: null }],
    });
    const hover = sections[2]!.items[0]!;
    expect(hover.model).toEqual({
      type: 'hover',
      label: 'Direct Reports',
      value: '2 direct reports',
      items: ['A', 'B'],
    });
    expect(hover.orchestration).toEqual({
      hoverAction: 'show-list',
      showMore: { label: 'Show 1 more', items: ['A', 'B', 'C'] },
    });
  });

  it('drops sections with nothing left, so the layout can be empty', () => {
    expect(parseSnapshotData({ layout: [], models: {}, orchestration: {} })).toEqual([]);
    expect(
      parseSnapshotData({ layout: [{ token: 'jobHistory', title: 'x', items: ['jobHistoryTimeline'] }], models: {} }),
    ).toEqual([]);
  });

  it('is null for a body without a layout, and ignores prototype keys', () => {
    expect(parseSnapshotData(null)).toBeNull();
    expect(parseSnapshotData({ layout: 'x' })).toBeNull();
    const hostile = JSON.parse(
      '{"layout":[{"token":"basicInformation","title":"B","items":["status","__proto__","constructor"]}],"models":{"__proto__":{"type":"link"}}}',
    ) as unknown;
    expect(parseSnapshotData(hostile)).toEqual([]);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });
});

describe('dates', () => {
  const today = { year: 2026, month: 11, day: 25 };

  it('converts a birth or hire date to MMM d, yyyy with the duration suffix', () => {
    expect(convertDate('2021-03-04', today)).toBe('Mar 4, 2021 (5y, 8m, 21d)');
    expect(convertDate('1990-11-25', today)).toBe('Nov 25, 1990 (36y, 0m, 0d)');
    expect(convertDate('2026-11-01', today)).toBe('Nov 1, 2026 (< 1 month)');
  });

  it("gives 'Invalid date format.' for a bad date", () => {
    for (const value of [null, '', 'yesterday', '2021-02-30', '04/03/2021', '2021-3-4'])
      expect(convertDate(value, today)).toBe('Invalid date format.');
  });

  it('formats yyyy-mm-dd job history dates and shows other text raw; a null end is Present', () => {
    expect(historyDate('2019-07-01')).toBe('Jul 1, 2019');
    expect(historyDate('Summer 2019')).toBe('Summer 2019');
    expect(historyRange({ title: 'x', startDate: '2019-07-01', endDate: null, salary: null })).toBe(
      'Jul 1, 2019 – Present',
    );
    expect(historyRange({ title: 'x', startDate: '2018-01-15', endDate: '2019-06-30', salary: null })).toBe(
      'Jan 15, 2018 – Jun 30, 2019',
    );
  });
});

describe('links', () => {
  it('allows mailto: and tel: of the right shape, and hands web links to the URL check', () => {
    expect(contactLink('mailto:ada@example.com')).toEqual({ kind: 'contact', href: 'mailto:ada@example.com' });
    expect(contactLink('tel:+1 (555) 010-2030')).toEqual({ kind: 'contact', href: 'tel:+15550102030' });
    expect(contactLink('/employees/employee.php?id=1')).toEqual({ kind: 'web', raw: '/employees/employee.php?id=1' });
    for (const bad of [
      'javascript:alert(1)',
      'mailto:a@b?cc=x@y,z@w',
      'mailto:<x>@y',
      'tel:call-me',
      'data:text/html,x',
    ])
      expect(contactLink(bad)).toBeNull();
    expect(contactLink(undefined)).toBeNull();
  });
});

describe('section state cookie', () => {
  it('reads known tokens with boolean values; every section defaults to expanded', () => {
    const state = parseSectionState('{"jobHistory":false,"basicInformation":true}');
    expect(state).toEqual({ jobHistory: false, basicInformation: true });
    expect(isExpanded(state, 'jobHistory')).toBe(false);
    expect(isExpanded(state, 'reportsInformation')).toBe(true);
  });

  it.each([
    ['not JSON', '{jobHistory:false'],
    ['an array', '[false]'],
    ['a string', '"false"'],
    ['non-boolean values', '{"jobHistory":"false","basicInformation":0,"jobInformation":null}'],
    ['prototype keys', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'],
    ['unknown tokens', '{"evil":false}'],
    ['a huge value', `{"jobHistory":false,"pad":"${'x'.repeat(MAX_COOKIE_LENGTH)}"}`],
    ['nothing', null],
  ])('falls back to the defaults for %s', (_name, raw) => {
    expect(parseSectionState(raw)).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('toggles and serializes only known tokens', () => {
    const state = toggleSection(toggleSection({}, 'jobHistory'), 'basicInformation');
    expect(state).toEqual({ jobHistory: false, basicInformation: false });
    expect(toggleSection(state, 'jobHistory')).toEqual({ jobHistory: true, basicInformation: false });
    expect(serializeSectionState({ ...state, evil: true } as never)).toBe(
      '{"basicInformation":false,"jobHistory":false}',
    );
  });
});

describe('geometry', () => {
  it('opens 379 × 800, 32 px from the right and 20 px from the top', () => {
    expect(defaultFrame({ width: 1440, height: 1000 })).toEqual({ x: 1440 - 32 - 379, y: 20, width: 379, height: 800 });
  });

  it('is never taller than the viewport, and fits 320 px wide (full width less the margins)', () => {
    expect(defaultFrame(DESKTOP)).toEqual({ x: 1029, y: 20, width: 379, height: 800 });
    expect(defaultFrame({ width: 1440, height: 700 })).toEqual({ x: 1029, y: 20, width: 379, height: 700 - 20 - 8 });
    expect(defaultFrame(PHONE)).toEqual({ x: 8, y: 20, width: 304, height: 640 - 28 });
    expect(defaultFrame({ width: 200, height: 150 })).toEqual({ x: 8, y: 8, width: 184, height: 134 });
  });

  it('clamps moves to the viewport', () => {
    const start = defaultFrame(DESKTOP);
    expect(moveBy(start, -100, 10, DESKTOP)).toMatchObject({ x: start.x - 100, y: 30 });
    expect(moveBy(start, 5000, 5000, DESKTOP)).toMatchObject({ x: 1440 - 8 - 379, y: 900 - 8 - start.height });
    expect(moveBy(start, -5000, -5000, DESKTOP)).toMatchObject({ x: 8, y: 8 });
  });

  it('resizes from the bottom-left corner within a minimum size and the viewport', () => {
    const start: Frame = { x: 1000, y: 20, width: 379, height: 500 };
    expect(resizeBy(start, -100, 50, DESKTOP)).toEqual({ x: 900, y: 20, width: 479, height: 550 });
    // Never narrower or shorter than the minimum, never past the edges.
    expect(resizeBy(start, 5000, -5000, DESKTOP)).toEqual({ x: 1379 - 260, y: 20, width: 260, height: 240 });
    expect(resizeBy(start, -5000, 5000, DESKTOP)).toEqual({ x: 8, y: 20, width: 1371, height: 872 });
  });

  it('clamps a frame to a smaller viewport (the window shrank)', () => {
    expect(clampFrame({ x: 1029, y: 20, width: 379, height: 800 }, PHONE)).toEqual({
      x: 8,
      y: 8,
      width: 304,
      height: 624,
    });
  });

  it('swaps sides, toggles the large preset and knows which one it is', () => {
    const start = defaultFrame(DESKTOP);
    const left = swapSide(start, DESKTOP);
    expect(left.x).toBe(8);
    expect(swapSide(left, DESKTOP)).toEqual(start);
    const large = largeFrame(start, DESKTOP);
    expect(large).toEqual({ x: 1440 - 8 - 758, y: 8, width: 758, height: 884 });
    expect(isLarge(large, DESKTOP)).toBe(true);
    expect(isLarge(start, DESKTOP)).toBe(false);
    expect(toggleLarge(start, DESKTOP)).toEqual(large);
    expect(toggleLarge(large, DESKTOP)).toEqual(start);
    expect(toggleLarge(toggleLarge(left, DESKTOP), DESKTOP)).toMatchObject({ x: 8, width: 379 });
  });

  it('maps arrow keys to steps of 10 (50 with Shift)', () => {
    expect(arrowDelta('ArrowLeft', false)).toEqual({ dx: -10, dy: 0 });
    expect(arrowDelta('ArrowDown', true)).toEqual({ dx: 0, dy: 50 });
    expect(arrowDelta('Enter', false)).toBeNull();
  });
});

describe('routes and failures', () => {
  it('asks the snapshot routes in the default view, the summary route and the context URL in context', () => {
    expect(snapshotRoutes('default', { employeeId: 4, contextUrl: '/ctx' })).toEqual({
      summary: '/employees/snapshot/4/summary',
      data: '/employees/snapshot/4',
    });
    expect(snapshotRoutes('context', { employeeId: 4, contextUrl: '/ctx' })).toEqual({
      summary: '/employees/employee_summary/4',
      data: '/ctx',
    });
    expect(snapshotRoutes('context', { employeeId: 4 }, '/s/', '/e/')).toEqual({
      summary: '/s/4/summary',
      data: '/s/4',
    });
  });

  it("shows a refusal's server message, the catalogue message otherwise", () => {
    expect(failureMessage({ kind: 'forbidden', status: 403, serverMessage: ' Only your own. ' }, 'fallback')).toBe(
      'Only your own.',
    );
    expect(failureMessage({ kind: 'server', status: 500, serverMessage: 'stack trace' }, 'fallback')).toBe('fallback');
    expect(failureMessage(new Error('x'), 'fallback')).toBe('fallback');
    expect(failureMessage(null, 'fallback')).toBe('fallback');
  });
});
