import { useRef, useState } from 'react';
import { useShadowSheet } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import type { Piece, ResultOption } from './global-search.logic';
import { globalSearchPopupStyles } from './global-search-popup.styles';
import type { GlobalSearchProps } from './global-search';
import type { Handoff } from './handoff';
import { SECTION_TITLES, useGlobalSearch, type Choice } from './use-global-search';
import { ComboboxSearch } from '../../ui/combobox/combobox-search';
import { CARET_ICON, CLOCK_ICON, Icon, PERSON_ICON } from '../../ui/icons';

export interface GlobalSearchComboboxProps extends GlobalSearchProps {
  handoff: Handoff;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Matched runs as <mark>: text nodes only, never HTML. */
function Marked({ pieces }: { pieces: Piece[] }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.match ? (
          <mark key={i} part="match">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

/** The employee's photo, or the default picture when there is none or it fails to load. */
function Photo({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <Icon d={PERSON_ICON} className="photo default" />;
  return <img className="photo" part="photo" src={src} alt="" loading="lazy" onError={() => setFailed(src)} />;
}

function Result({ option }: { option: ResultOption }) {
  return (
    <>
      {option.section === 'employee' && <Photo src={option.photo} />}
      <span className="text">
        <span className="name">
          <bdi>
            <Marked pieces={option.label} />
          </bdi>
          {option.number && <span className="number"> {option.number}</span>}
          {option.inactive && <span className="tag"> {t(m.searchInactive)}</span>}
        </span>
        {option.meta && <span className="meta">{option.meta}</span>}
        {option.href === null && (
          <span className="meta">{t(option.snapshot === undefined ? m.searchNoAccess : m.searchSnapshot)}</span>
        )}
      </span>
    </>
  );
}

function ChoiceBody({ choice }: { choice: Choice }) {
  switch (choice.type) {
    case 'result':
      return <Result option={choice.option} />;
    case 'more':
      return (
        <>
          <Icon d={CARET_ICON} className="icon" />
          <span className="text">{t(m.searchShowMore, { section: t(SECTION_TITLES[choice.section]) })}</span>
        </>
      );
    case 'query':
      return (
        <>
          <Icon d={CLOCK_ICON} className="icon" />
          <bdi className="text">{choice.query}</bdi>
        </>
      );
    case 'opened':
      return (
        <>
          <Icon d={CLOCK_ICON} className="icon" />
          <span className="text">
            <bdi className="name">{choice.item.text}</bdi>
            <span className="meta">{t(SECTION_TITLES[choice.item.section])}</span>
          </span>
        </>
      );
    default:
      return <span className="text">{t(m.searchRecentClear)}</span>;
  }
}

const SHORTCUTS: Array<[string[], string]> = [
  [['s'], m.searchShortcutFocus],
  [[isMac ? '⌘' : 'Ctrl', 'K'], m.searchShortcutOpen],
  [['↑', '↓'], m.searchShortcutMove],
  [['Enter'], m.searchShortcutEnter],
  [['Esc'], m.searchShortcutEscape],
  [['?'], m.searchShortcutHelp],
  [[isMac ? '⌘' : 'Ctrl', '/'], m.searchShortcutHelp],
];

/**
 * The header's search once it is wanted (the box at rest in global-search.tsx loads it): the combobox view with a listbox popup grouped by result type, "show
 * more" as each section's footer, a loader and a key hint in the box, and a polite live region.
 */
export function GlobalSearchCombobox({
  debounce,
  expandSection = false,
  noShortcut = false,
  placeholder,
  handoff,
}: GlobalSearchComboboxProps) {
  // The popup's rules join the shadow root (beside the box's) before the combobox is painted.
  useShadowSheet('global-search-popup', globalSearchPopupStyles);
  const s = useGlobalSearch({ debounce, expandSection, noShortcut, handoff });
  const loading = s.status === 'loading';
  const hasOptions = s.open && s.flat.length > 0;
  const done = useRef<HTMLButtonElement>(null);
  return (
    <ComboboxSearch<Choice>
      input={{
        ref: s.input,
        label: t(m.searchLabel),
        value: s.query,
        placeholder: placeholder ?? t(m.searchPlaceholder),
        onChange: s.type,
        onKeyDown: s.onKeyDown,
        part: 'box',
        busy: loading,
        clear: { label: t(m.searchClear), onClick: s.clear },
        adornment: (
          <>
            {loading && <span className="spinner" part="loader" role="img" aria-label={t(m.searchLoading)} />}
            {s.single && !s.query && (
              <kbd className="key" aria-hidden="true">
                s
              </kbd>
            )}
          </>
        ),
        extra: {
          'aria-keyshortcuts': s.single ? 's Control+K Meta+K' : 'Control+K Meta+K',
          enterKeyHint: 'search',
        },
      }}
      open={s.open && (hasOptions || !!s.empty || s.status === 'error' || loading)}
      listbox={{
        id: `${s.baseId}-list`,
        label: t(m.searchResults),
        groups: s.groups,
        active: s.active,
        keep: 'always',
        part: 'listbox',
        optionId: s.optionId,
        optionKey: (choice) => choice.key,
        renderOption: (choice, props) => {
          const disabled =
            choice.type === 'result' && choice.option.href === null && choice.option.snapshot === undefined;
          const inactive = choice.type === 'result' && choice.option.inactive;
          return (
            <div
              {...props}
              aria-disabled={disabled || undefined}
              className={`${props.className} is-${choice.type}${inactive ? ' inactive' : ''}`}
              part={`option${props['aria-selected'] ? ' option-active' : ''}${inactive ? ' option-inactive' : ''}`}
            >
              <ChoiceBody choice={choice} />
            </div>
          );
        },
        onActive: s.setActive,
        onChoose: s.choose,
      }}
      loading={!hasOptions && loading && t(m.searchLoading)}
      empty={s.empty}
      error={s.status === 'error' ? t(m.searchFailed) : undefined}
      status={s.announcement}
    >
      {s.help && (
        <Dialog open className="help" part="shortcuts" initialFocus={done} onClose={s.closeHelp}>
          <DialogTitle>{t(m.searchShortcutsTitle)}</DialogTitle>
          <dl>
            {SHORTCUTS.filter(([keys]) => s.single || (keys[0] !== 's' && keys[0] !== '?')).map(([keys, label]) => (
              <div key={keys.join('+')}>
                <dt>
                  {keys.map((k) => (
                    <kbd key={k}>{k}</kbd>
                  ))}
                </dt>
                <dd>{t(label)}</dd>
              </div>
            ))}
          </dl>
          {s.canToggleSingle && (
            <label className="toggle">
              <input type="checkbox" checked={s.single} onChange={(e) => s.toggleSingle(e.currentTarget.checked)} />
              {t(m.searchShortcutSingle)}
            </label>
          )}
          <form method="dialog">
            <button ref={done} className="done">
              {t(m.commonClose)}
            </button>
          </form>
        </Dialog>
      )}
    </ComboboxSearch>
  );
}
