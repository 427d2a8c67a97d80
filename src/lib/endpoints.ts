/*
 * Server endpoints that more than one module calls, named once. Paths are root-relative: the http
 * service puts the configured URL prefix before them. An endpoint only one module calls is named
 * in that module.
 */

/** docs/api authCheckSession: GET → `{CSRFToken, SessionMinutesLeft}`; read by readAnswer (stores/session.logic). */
export const CHECK_SESSION_PATH = '/auth/check_session';

/** docs/api authSessionStatus: the greenhouse variant of the check, GET → `{CSRFToken, expires, active}`. */
export const SESSION_STATUS_PATH = '/greenhouse/api/auth/session_status';

/** docs/api authGetLoginType: GET → `{type}`; also the ordinary request 'Stay signed in' renews with. */
export const LOGIN_TYPE_PATH = '/auth/get_login_type';

/** docs/api quickSearch: the people search of the quick search and the person picker. */
export const QUICK_SEARCH_PATH = '/ajax/quicksearch.php';

/** docs/api globalSearch: the header's global search (JSON) and the live search (HTML fragment). */
export const GLOBAL_SEARCH_PATH = '/ajax/globalsearch.php';
