import { describe, expect, it } from 'vitest';
import { parseSetupSummary } from '../../../src/components/banner-stack/setup-summary.logic';

describe('parseSetupSummary', () => {
  const steps = [
    { key: 'a', title: 'A', done: true, href: '/a' },
    { key: 'b', title: 'B', done: false, href: '/b' },
    { key: 'c', title: 'C', done: false, href: '/c' },
  ];

  it('counts done steps and finds the next one', () => {
    expect(parseSetupSummary({ title: 'Quick Start', steps, nextStepKey: 'c' })).toEqual({
      title: 'Quick Start',
      completedCount: 1,
      totalCount: 3,
      next: steps[2],
    });
    expect(parseSetupSummary({ title: 'Quick Start', steps })?.next).toEqual(steps[1]);
    expect(parseSetupSummary({ title: 'Done', steps: [steps[0]] })?.next).toBeNull();
  });

  it('is null for an answer that is not a checklist', () => {
    for (const bad of [null, {}, { title: 'x' }, { title: 'x', steps: [{ key: 'a' }] }, { title: 1, steps: [] }])
      expect(parseSetupSummary(bad)).toBeNull();
  });
});
