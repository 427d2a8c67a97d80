import { useEffect, useRef } from 'react';
import { useHost, useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { NARROW_MEDIA, token } from '../../styles/tokens';

/** The open search's rules, adopted when this chunk first renders: the search takes the row. */
export const headerSearchStyles = `
.cancel { display: none; }
@media ${NARROW_MEDIA} {
  .searching > :not(.search) { visibility: hidden; }
  .searching .search {
    display: flex; position: absolute; inset: 0; z-index: 2; align-items: center; gap: .25em; max-width: none;
    padding: 0 .5em; background: var(--hr-header-background, ${token('color-surface')});
  }
  .search ::slotted(*) { flex: 1; margin: 0; }
  .searching .cancel {
    display: block; min-height: 2.5em; padding: 0 .5em; border: 0; background: none;
    color: ${token('color-primary')}; font: inherit; font-weight: 600; cursor: pointer;
  }
}
`;

export interface HeaderSearchProps {
  /** The search is open over the bar (the bar has the class `searching`). */
  open: boolean;
  /** Called with false to fold the search back onto its icon. */
  onOpen: (open: boolean) => void;
}

/**
 * The narrow header's open search, in a chunk fetched on intent (the search icon): focuses the
 * slotted search when it opens, shows a Cancel button beside it, folds it on Escape that the
 * search leaves unhandled (its popup closed, its box empty), and returns focus to the icon.
 */
export function HeaderSearch({ open, onOpen }: HeaderSearchProps) {
  useShadowSheet('header-search', headerSearchStyles);
  const host = useHost();
  const wasOpen = useRef(false);
  useEffect(() => {
    const root = host.shadowRoot;
    if (open) {
      const search = root?.querySelector<HTMLSlotElement>('slot[name=search]')?.assignedElements()[0] as
        HTMLElement | undefined;
      (search?.shadowRoot?.querySelector('input') ?? search)?.focus();
    } else if (wasOpen.current) root?.querySelector<HTMLElement>('[part~=search-button]')?.focus();
    wasOpen.current = open;
    if (!open) return undefined;
    // On the host, natively: the slotted search is no part of this React tree.
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpen(false);
    };
    host.addEventListener('keydown', keys);
    return () => host.removeEventListener('keydown', keys);
  }, [open, host, onOpen]);
  return open ? (
    <button type="button" className="cancel" part="search-cancel" onClick={() => onOpen(false)}>
      {t(m.commonCancel)}
    </button>
  ) : null;
}
