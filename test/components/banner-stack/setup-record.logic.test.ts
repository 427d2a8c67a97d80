import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_ONBOARDING_TTL_MS,
  isSetupExpired,
  parseSetupRecord,
  setupDataUrl,
  setupShowsOn,
  SETUP_STORAGE_KEY,
  UPDATE_EVENT,
  updatedStepKey,
} from '../../../src/components/banner-stack/setup-record.logic';
import { SETUP_KEY, SETUP_UPDATE_EVENT } from '../../../src/components/banner-stack/use-banner-stack';

const ORIGIN = 'https://hr.example';

describe('setup record names', () => {
  it('are the ones the stack repeats in its own chunk to find a stored record', () => {
    expect(SETUP_KEY).toBe(SETUP_STORAGE_KEY);
    expect(SETUP_UPDATE_EVENT).toBe(UPDATE_EVENT);
  });
});

describe('setup summary record', () => {
  const base = { type: 'quickStart', stepKey: 'timeOff', dataPath: '/app/setup', timeStamp: 1_700_000_000_000 };

  it('keeps a valid record, the dataPath as a path', () => {
    expect(parseSetupRecord({ ...base, dataPath: `${ORIGIN}/app/setup?x=1` }, ORIGIN)).toEqual({
      type: 'quickStart',
      stepKey: 'timeOff',
      recordId: null,
      clientId: null,
      dataPath: '/app/setup',
      timeStamp: base.timeStamp,
    });
    expect(parseSetupRecord({ ...base, type: 'payroll', recordId: '501', clientId: 9001 }, ORIGIN)).toMatchObject({
      recordId: 501,
      clientId: 9001,
    });
  });

  it('drops a dataPath of another origin (absolute, protocol-relative, backslash tricks, script)', () => {
    for (const dataPath of [
      'https://evil.example/app',
      '//evil.example/app',
      '/\\evil.example/app',
      'javascript:alert(1)',
    ])
      expect(parseSetupRecord({ ...base, dataPath }, ORIGIN), dataPath).toBeNull();
  });

  it('drops hostile or corrupt records', () => {
    const bad: unknown[] = [
      null,
      'setupSummaryBanner',
      [base],
      { ...base, type: 'evil' },
      { ...base, type: '__proto__' },
      { ...base, stepKey: '../../admin' },
      { ...base, stepKey: 5 },
      { ...base, recordId: -1 },
      { ...base, clientId: '1e3' },
      { ...base, timeStamp: 'yesterday' },
      { ...base, timeStamp: Number.NaN },
      { ...base, dataPath: '' },
      { ...base, dataPath: undefined },
    ];
    for (const value of bad) expect(parseSetupRecord(value, ORIGIN), JSON.stringify(value)).toBeNull();
  });

  it('expires a customerOnboarding record at 24 hours, inclusive; other types never', () => {
    const record = parseSetupRecord({ ...base, type: 'customerOnboarding' }, ORIGIN)!;
    const at = base.timeStamp + CUSTOMER_ONBOARDING_TTL_MS;
    expect(CUSTOMER_ONBOARDING_TTL_MS).toBe(86_400_000);
    expect(isSetupExpired(record, at - 1)).toBe(false);
    expect(isSetupExpired(record, at)).toBe(true);
    expect(isSetupExpired(record, at + 1)).toBe(true);
    const quick = parseSetupRecord(base, ORIGIN)!;
    expect(isSetupExpired(quick, at + 365 * 86_400_000)).toBe(false);
  });

  it('shows on its dataPath and the paths under it only', () => {
    const record = parseSetupRecord(base, ORIGIN)!;
    expect(setupShowsOn(record, '/app/setup')).toBe(true);
    expect(setupShowsOn(record, '/app/setup/quickstart')).toBe(true);
    expect(setupShowsOn(record, '/app/setupx')).toBe(false);
    expect(setupShowsOn(record, '/employees/')).toBe(false);
    expect(setupShowsOn(parseSetupRecord({ ...base, dataPath: '/' }, ORIGIN)!, '/anything')).toBe(true);
  });

  it('asks the setup route of its type; payroll asks the registration routes with its ids', () => {
    const of = (extra: object) => setupDataUrl(parseSetupRecord({ ...base, ...extra }, ORIGIN)!);
    expect(of({})).toBe('/setup/quickStart/steps/timeOff');
    expect(of({ stepKey: null, type: 'core' })).toBe('/setup/core/steps');
    expect(of({ type: 'payroll', recordId: 501, clientId: 9001 })).toBe(
      '/registration/payroll/steps/timeOff?clientId=9001',
    );
    expect(of({ type: 'payroll', stepKey: null, recordId: 501, clientId: 9001 })).toBe(
      '/registration/payroll/steps?recordId=501&clientId=9001',
    );
    expect(of({ type: 'payroll', stepKey: null, clientId: 9001 })).toBeNull();
    expect(of({ type: 'payroll' })).toBeNull();
  });

  it('reads the step key of an updateBannerData event', () => {
    expect(updatedStepKey({ stepKey: 'timeOff' })).toBe('timeOff');
    expect(updatedStepKey('timeOff')).toBe('timeOff');
    expect(updatedStepKey(null)).toBeNull();
    expect(updatedStepKey({ stepKey: 4 })).toBeNull();
  });
});
