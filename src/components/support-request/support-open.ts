/**
 * Who opens the support request dialog (src/ui/open-requests.ts): `hr-support-open` on
 * `document` (any page script, or a help link, fires it) and the element's `open()`.
 */
import { openRequests } from '../../ui/open-requests';

export const OPEN_EVENT = 'hr-support-open';

const opens = openRequests('hr-support-request', OPEN_EVENT);

export const listenForSupportOpen = opens.listen;
export const requestOpen = (host: HTMLElement): void => opens.request(host, 'open');
export const registerSupportHost = opens.register;
