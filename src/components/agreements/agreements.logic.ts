/**
 * The data-processing agreement calls (SPEC §3 "Data processing agreement", §7 "Agreement calls"),
 * shared by `<hr-agreement-prompt>` and `<hr-clear-demo-data>`. Pure: no React, no DOM, no network.
 */

/** SPEC §3: the statuses an agreement can have. */
export const AGREEMENT_STATUSES = [
  'complete_later',
  'declined',
  'needs_prompt',
  'needs_to_sign',
  'signed',
  'update_pending',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** SPEC §3: id, status, statusUpdatedDate (an ISO date-time, or null when the server sent none). */
export interface Agreement {
  id: number;
  status: AgreementStatus;
  statusUpdatedDate: string | null;
}

/** SPEC §3 "Demo-data acceptance state". */
export interface DemoDataAcceptance {
  isAccepted: boolean;
  hasEmployees: boolean;
}

/** What the user answers: each posts to `/data_processing_agreements/{id}/<action>`. */
export type AgreementAction = 'accept' | 'decline' | 'complete-later';

/** GET: the company's latest agreement (docs/api.yaml `/data_processing_agreements/latest`). */
export const LATEST_AGREEMENT_PATH = '/data_processing_agreements/latest';
/** GET: the demo-data acceptance state (docs/api.yaml `/clear-demo-data/acceptance`). */
export const DEMO_DATA_ACCEPTANCE_PATH = '/clear-demo-data/acceptance';

/** The POST route of an answer (docs/api.yaml `/data_processing_agreements/{id}/accept` and its siblings). */
export const agreementActionPath = (id: number, action: AgreementAction): string =>
  `/data_processing_agreements/${id}/${action}`;

/**
 * The form an answer posts: the legacy server flashes a confirmation on the next page when
 * setSessionMessage is set (SPEC §7 "agreement id and a setSessionMessage flag").
 */
export const agreementActionForm = (setSessionMessage: boolean): Record<string, string> => ({
  setSessionMessage: setSessionMessage ? '1' : '0',
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An agreement from a server answer, or null when the answer is not one: the id a positive
 * integer, the status one of SPEC §3's, the date a string (anything else reads as no date).
 */
export function parseAgreement(body: unknown): Agreement | null {
  if (!isRecord(body)) return null;
  const { id, status, statusUpdatedDate } = body;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if (typeof status !== 'string' || !(AGREEMENT_STATUSES as readonly string[]).includes(status)) return null;
  return {
    id,
    status: status as AgreementStatus,
    statusUpdatedDate: typeof statusUpdatedDate === 'string' && statusUpdatedDate !== '' ? statusUpdatedDate : null,
  };
}

/** The acceptance state, or null when the answer is not one (both fields must be booleans). */
export function parseDemoDataAcceptance(body: unknown): DemoDataAcceptance | null {
  if (!isRecord(body) || typeof body.isAccepted !== 'boolean' || typeof body.hasEmployees !== 'boolean') return null;
  return { isAccepted: body.isAccepted, hasEmployees: body.hasEmployees };
}
