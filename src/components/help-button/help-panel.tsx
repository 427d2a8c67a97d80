import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { CloseIcon, HelpIcon } from '../../ui/icons';
import { helpPanelStyles } from './help-button.styles';

export interface HelpPanelProps {
  id: string;
  /** Help Center link, already checked with safeUrl (null: no link). */
  helpCenterHref: string | null;
  onClose: () => void;
}

/** The slide-down shown when the page has no help tool (a chunk of its own, fetched on intent). */
export function HelpPanel({ id, helpCenterHref, onClose }: HelpPanelProps) {
  useShadowSheet('help-panel', helpPanelStyles);
  return (
    <div id={id} className="help-panel" part="help-panel" role="region" aria-label={t(m.headerHelp)}>
      <HelpIcon />
      <p className="help-text">{t(m.helpNotReady)}</p>
      {helpCenterHref && (
        <a className="help-link" part="help-center-link" href={helpCenterHref}>
          {t(m.helpCenter)}
        </a>
      )}
      <button
        type="button"
        className="icon-button help-close"
        part="help-close"
        aria-label={t(m.commonClose)}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
