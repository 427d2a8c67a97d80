import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConfig } from '../../element/define-element';
import { OPEN_EVENT } from '../support-request/support-open';
import { helpSearchTarget, refusalMessage } from '../help-search/help-search.logic';
import { HELP_SEARCH_TAG, HELP_TOOL_WAIT, helpToolState } from './help-button.logic';

/**
 * The slide-down's state: whether the help-centre search can show (helpToolState), and the
 * 'Submit a Support Request' button, offered when the page holds an `<hr-support-request>`: it
 * closes the slide-down and fires `hr-support-open` on `document`, which opens that dialog.
 */
export function useHelpPanel(onClose: () => void) {
  const config = useConfig();
  const refusal = useMemo(() => {
    const target = helpSearchTarget(config.helpSearch, config.allowedHosts);
    return target.kind === 'refused' ? target.reason : null;
  }, [config.helpSearch, config.allowedHosts]);
  const [defined, setDefined] = useState(() => customElements.get(HELP_SEARCH_TAG) !== undefined);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (refusal) console.error(refusalMessage('<hr-global-header>', refusal));
  }, [refusal]);

  useEffect(() => {
    if (defined || refusal) return;
    let alive = true;
    void customElements.whenDefined(HELP_SEARCH_TAG).then(() => alive && setDefined(true));
    const timer = setTimeout(() => setWaited(true), HELP_TOOL_WAIT);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [defined, refusal]);

  const [support] = useState(() => document.querySelector('hr-support-request') !== null);
  const openSupport = useCallback(() => {
    onClose();
    document.dispatchEvent(new CustomEvent(OPEN_EVENT));
  }, [onClose]);

  return { state: helpToolState({ refused: refusal !== null, defined, waited }), support, openSupport };
}
