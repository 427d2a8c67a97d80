import { describe, expect, it } from 'vitest';
import {
  agreementActionForm,
  agreementActionPath,
  parseAgreement,
  parseDemoDataAcceptance,
} from '../../../src/components/agreements/agreements.logic';

describe('agreements logic', () => {
  it('reads an agreement with each of the six statuses', () => {
    for (const status of ['complete_later', 'declined', 'needs_prompt', 'needs_to_sign', 'signed', 'update_pending'])
      expect(parseAgreement({ id: 2, status, statusUpdatedDate: '2026-11-20T10:00:00.000Z' })).toEqual({
        id: 2,
        status,
        statusUpdatedDate: '2026-11-20T10:00:00.000Z',
      });
  });

  it('refuses an answer that is not an agreement', () => {
    for (const body of [
      null,
      'signed',
      [],
      { id: 0, status: 'signed' },
      { id: 1.5, status: 'signed' },
      { id: '2', status: 'signed' },
      { id: 2, status: 'SIGNED' },
      { id: 2 },
    ])
      expect(parseAgreement(body)).toBeNull();
  });

  it('reads a missing, empty or non-string date as no date', () => {
    expect(parseAgreement({ id: 3, status: 'signed' })?.statusUpdatedDate).toBeNull();
    expect(parseAgreement({ id: 3, status: 'signed', statusUpdatedDate: '' })?.statusUpdatedDate).toBeNull();
    expect(parseAgreement({ id: 3, status: 'signed', statusUpdatedDate: 5 })?.statusUpdatedDate).toBeNull();
  });

  it('reads the acceptance state only when both fields are booleans', () => {
    expect(parseDemoDataAcceptance({ isAccepted: false, hasEmployees: true })).toEqual({
      isAccepted: false,
      hasEmployees: true,
    });
    expect(parseDemoDataAcceptance({ isAccepted: 'false', hasEmployees: true })).toBeNull();
    expect(parseDemoDataAcceptance({ isAccepted: true })).toBeNull();
    expect(parseDemoDataAcceptance(null)).toBeNull();
  });

  it('posts each answer to the agreement route with the setSessionMessage flag', () => {
    expect(agreementActionPath(7, 'complete-later')).toBe('/data_processing_agreements/7/complete-later');
    expect(agreementActionForm(true)).toEqual({ setSessionMessage: '1' });
    expect(agreementActionForm(false)).toEqual({ setSessionMessage: '0' });
  });
});
