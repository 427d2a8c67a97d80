import { useId } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { SHELL_TOOLTIP_DELAY, Tooltip } from '../../ui/tooltip';
import { HelpIcon } from '../../ui/icons';
import { useHelpButton } from './use-help-button';

export interface HelpButtonProps {
  /** Help Center link of the slide-down, already checked with safeUrl (null: no link). */
  helpCenterHref: string | null;
}

/** The header's help button and the slide-down (help-panel.tsx) shown when the page has no help tool. */
export function HelpButton({ helpCenterHref }: HelpButtonProps) {
  const { open, toggle, close, keyDown, buttonRef, Panel, intent } = useHelpButton();
  const panelId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the button or the panel inside bubbles here and closes the panel; pointer and focus events fetch the panel
    <div className="help" onKeyDown={keyDown} {...intent}>
      <Tooltip label={t(m.headerHelp)} shell delay={SHELL_TOOLTIP_DELAY}>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button"
          part="help-button"
          aria-label={t(m.headerHelp)}
          aria-expanded={open}
          aria-controls={open && Panel ? panelId : undefined}
          onClick={toggle}
        >
          <HelpIcon />
        </button>
      </Tooltip>
      {open && Panel && <Panel id={panelId} helpCenterHref={helpCenterHref} onClose={close} />}
    </div>
  );
}
