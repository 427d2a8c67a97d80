import { useConfig } from '../../lib/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

/**
 * The account menu (SPEC §6). Rendered inside `<hr-global-header>` and on its own by
 * `<hr-account-menu>`. UNFINISHED: only the greeting so far (issue 4 work in progress).
 */
export function AccountMenu() {
  const { user } = useConfig();
  if (!user) return null;
  return <span className="account-greeting">{t(m.accountGreeting, { firstName: user.preferredName || user.firstName })}</span>;
}
