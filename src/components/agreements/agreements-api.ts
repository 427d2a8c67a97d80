import type { BoundHttp } from '../../lib/http';
import {
  agreementActionForm,
  agreementActionPath,
  DEMO_DATA_ACCEPTANCE_PATH,
  LATEST_AGREEMENT_PATH,
  parseAgreement,
  parseDemoDataAcceptance,
  type Agreement,
  type AgreementAction,
  type DemoDataAcceptance,
} from './agreements.logic';

/** An answer that is not the documented shape: callers show their generic failure for it. */
export class AgreementAnswerError extends Error {
  constructor(path: string) {
    super(`${path} answered with something that is not the documented shape`);
    this.name = 'AgreementAnswerError';
  }
}

/** GET the company's latest agreement. */
export async function fetchLatestAgreement(http: BoundHttp, signal?: AbortSignal): Promise<Agreement> {
  const agreement = parseAgreement(await http.get(LATEST_AGREEMENT_PATH, signal ? { signal } : undefined));
  if (!agreement) throw new AgreementAnswerError(LATEST_AGREEMENT_PATH);
  return agreement;
}

/** POST an answer to an agreement; resolves with the agreement in its new status. */
export async function answerAgreement(
  http: BoundHttp,
  id: number,
  action: AgreementAction,
  { setSessionMessage = false }: { setSessionMessage?: boolean } = {},
): Promise<Agreement> {
  const path = agreementActionPath(id, action);
  const agreement = parseAgreement(await http.post(path, { form: agreementActionForm(setSessionMessage) }));
  if (!agreement) throw new AgreementAnswerError(path);
  return agreement;
}

/** GET the demo-data acceptance state (Done is enabled when accepted or without employees). */
export async function fetchDemoDataAcceptance(http: BoundHttp, signal?: AbortSignal): Promise<DemoDataAcceptance> {
  const acceptance = parseDemoDataAcceptance(
    await http.get(DEMO_DATA_ACCEPTANCE_PATH, signal ? { signal } : undefined),
  );
  if (!acceptance) throw new AgreementAnswerError(DEMO_DATA_ACCEPTANCE_PATH);
  return acceptance;
}
