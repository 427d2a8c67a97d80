/**
 * Who opens the history/update modal (src/ui/open-requests.ts): `hr-history-open` on `document`
 * (fired at or inside an element it opens that one, else the one whose `id` is the detail's
 * `for`, else the first on the page) and the element's `open()` / `close()`.
 */
import { openRequests, type OpenAction } from '../../ui/open-requests';

export const OPEN_EVENT = 'hr-history-open';

export type HistoryAction = OpenAction;

const opens = openRequests('hr-employee-history', OPEN_EVENT);

export const listenForHistoryOpen = opens.listen;
export const request = opens.request;
export const registerHistoryHost = opens.register;
