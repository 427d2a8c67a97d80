import { afterEach, describe, expect, it, vi } from 'vitest';
import { report } from '../../src/lib/report';
import { configure, reloadConfig } from '../../src/stores/config';

afterEach(() => reloadConfig());

describe('report', () => {
  it('sends errors to the configured reporter and does not rethrow', () => {
    const reporter = vi.fn();
    configure({ reportError: reporter });
    const error = new Error('boom');
    expect(() => report(error, { source: 'hr-x', phase: 'load' })).not.toThrow();
    expect(reporter).toHaveBeenCalledWith(error, { source: 'hr-x', phase: 'load' });
  });

  it('logs and rethrows load-time errors when no reporter exists', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('load');
    expect(() => report(error, { source: 'autoloader', phase: 'load' })).toThrow(error);
    expect(log).toHaveBeenCalled();
  });

  it('logs runtime errors without rethrowing when no reporter exists', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => report(new Error('r'), { source: 'hr-x', phase: 'runtime' })).not.toThrow();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('runtime error in hr-x'), expect.any(Error));
  });

  it('falls back to logging when the reporter itself throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({
      reportError: () => {
        throw new Error('reporter down');
      },
    });
    expect(() => report(new Error('r'), { source: 'hr-x', phase: 'runtime' })).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
