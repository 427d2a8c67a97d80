/**
 * Who opens the clear-demo-data flow (src/ui/open-requests.ts): `hr-clear-demo-data` on
 * `document` (the trial banner's 'Clear Demo Data' button fires it, composed, from
 * `<hr-banner-stack>`; any page script may too) and the element's `open()`.
 */
import { openRequests } from '../../ui/open-requests';
import { OPEN_EVENT } from './clear-demo-data.logic';

const opens = openRequests('hr-clear-demo-data', OPEN_EVENT);

export const listenForClearDemoData = opens.listen;
export const requestOpen = (host: HTMLElement): void => opens.request(host, 'open');
export const registerClearDemoDataHost = opens.register;
