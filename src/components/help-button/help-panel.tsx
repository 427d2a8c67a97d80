import { createElement, useCallback } from 'react';
import { useConfigOverride, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { CloseIcon, HelpIcon } from '../../ui/icons';
import { HELP_SEARCH_TAG } from './help-button.logic';
import { helpPanelStyles } from './help-button.styles';
import { useHelpPanel } from './use-help-panel';

export interface HelpPanelProps {
  id: string;
  /** Help Center link, already checked with safeUrl (null: no link). */
  helpCenterHref: string | null;
  onClose: () => void;
}

/**
 * The slide-down shown when the page has no help tool (a chunk of its own, fetched on intent):
 * the help-centre search (`<hr-help-search>` in the markup, so the autoloader defines it), the
 * Help Center link and 'Submit a Support Request'. When the help tool fails the search's place
 * says SPEC §8's 'Looks like our help menu needs a little help…': the slide-down when the search
 * is not defined in time (helpToolState), the search itself when it refuses the config's `helpSearch`.
 */
export function HelpPanel({ id, helpCenterHref, onClose }: HelpPanelProps) {
  useShadowSheet('help-panel', helpPanelStyles);
  const { state, support, openSupport } = useHelpPanel(onClose);
  const override = useConfigOverride();
  // The header's own overrides go to the search as a property: set before its upgrade, the
  // element keeps it for connect (an object cannot travel as an attribute).
  const passConfig = useCallback(
    (search: (HTMLElement & { config?: unknown }) | null) => {
      if (search && override !== undefined) search.config = override;
    },
    [override],
  );
  return (
    <div id={id} className="help-panel" part="help-panel" role="region" aria-label={t(m.headerHelp)}>
      <HelpIcon />
      {state === 'not-ready' ? (
        <p className="help-text" part="help-not-ready">
          {t(m.helpNotReady)}
        </p>
      ) : (
        createElement(HELP_SEARCH_TAG, { className: 'help-search', part: 'help-search', ref: passConfig })
      )}
      {helpCenterHref && (
        <a className="help-link" part="help-center-link" href={helpCenterHref}>
          {t(m.helpCenter)}
        </a>
      )}
      {support && (
        <button type="button" className="help-support" part="help-support" onClick={openSupport}>
          {t(m.supportTitle)}
        </button>
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
