import { useCallback, useEffect, useState } from 'react';
import { HELP_SEARCH_TAG, HELP_TOOL_WAIT, helpToolState, SUPPORT_OPEN_EVENT } from './help-button.logic';

/**
 * The slide-down's state: whether the help-centre search can show (helpToolState), and the
 * 'Submit a Support Request' button, offered when the page holds an `<hr-support-request>`: it
 * closes the slide-down and fires `hr-support-open` on `document`, which opens that dialog.
 */
export function useHelpPanel(onClose: () => void) {
  const [defined, setDefined] = useState(() => customElements.get(HELP_SEARCH_TAG) !== undefined);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (defined) return;
    let alive = true;
    void customElements.whenDefined(HELP_SEARCH_TAG).then(() => alive && setDefined(true));
    const timer = setTimeout(() => setWaited(true), HELP_TOOL_WAIT);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [defined]);

  const [support] = useState(() => document.querySelector('hr-support-request') !== null);
  const openSupport = useCallback(() => {
    onClose();
    document.dispatchEvent(new CustomEvent(SUPPORT_OPEN_EVENT));
  }, [onClose]);

  return { state: helpToolState({ defined, waited }), support, openSupport };
}
