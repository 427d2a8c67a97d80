import { useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { Dialog, DialogTitle } from '../../ui/dialog/dialog';
import type { Piece, ResultOption } from './global-search.logic';
import { SECTION_TITLES, useGlobalSearch, type Choice } from './use-global-search';
import { CARET_ICON, CLOCK_ICON, CLOSE_ICON, Icon, PERSON_ICON, SEARCH_ICON } from '../../ui/icons';

export interface GlobalSearchProps {
  debounce?: number;
  expandSection?: boolean;
  noShortcut?: boolean;
  placeholder?: string;
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
 * The header's search: an ARIA 1.2 combobox (focus stays in the input, aria-activedescendant
 * points at the option) with a listbox popup grouped by result type, and a polite live region.
 */
export function GlobalSearch({ debounce, expandSection = false, noShortcut = false, placeholder }: GlobalSearchProps) {
  const s = useGlobalSearch({ debounce, expandSection, noShortcut });
  const listId = `${s.baseId}-list`;
  const hasOptions = s.open && s.flat.length > 0;
  const loading = s.status === 'loading';
  const done = useRef<HTMLButtonElement>(null);
  let index = -1;
  return (
    <div className="wrap" part="base">
      <div className="box" part="box" aria-busy={loading || undefined}>
        <Icon d={SEARCH_ICON} className="icon" />
        <input
          ref={s.input}
          part="input"
          type="text"
          role="combobox"
          aria-label={t(m.searchLabel)}
          aria-expanded={hasOptions}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={s.activeChoice ? s.optionId(s.activeChoice) : undefined}
          aria-keyshortcuts={s.single ? 's Control+K Meta+K' : 'Control+K Meta+K'}
          placeholder={placeholder ?? t(m.searchPlaceholder)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={s.query}
          onChange={(e) => s.type(e.currentTarget.value)}
          onKeyDown={s.onKeyDown}
        />
        {loading && <span className="spinner" part="loader" role="img" aria-label={t(m.searchLoading)} />}
        {s.query && (
          <button type="button" className="clear" part="clear" aria-label={t(m.searchClear)} onClick={s.clear}>
            <Icon d={CLOSE_ICON} className="icon" />
          </button>
        )}
        {s.single && !s.query && (
          <kbd className="hint" aria-hidden="true">
            s
          </kbd>
        )}
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only cancels mousedown; the popup takes no input */}
      <div
        className="popup"
        part="popup"
        hidden={!s.open || (!hasOptions && !s.empty && s.status !== 'error' && !loading)}
        // Pressing inside the popup must not take focus from the input (the combobox keeps it).
        onMouseDown={(e) => e.preventDefault()}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={t(m.searchResults)}
          className="list"
          part="listbox"
          hidden={!hasOptions}
        >
          {s.groups.map((g) => (
            <div key={g.key} role="group" aria-label={g.title} className="group" part="section">
              <div className="title" part="section-title" aria-hidden="true">
                {g.title}
              </div>
              {g.choices.map((choice) => {
                const i = ++index;
                const selected = i === s.active;
                const disabled =
                  choice.type === 'result' && choice.option.href === null && choice.option.snapshot === undefined;
                const inactive = choice.type === 'result' && choice.option.inactive;
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- keys stay in the combobox input (aria-activedescendant)
                  <div
                    key={choice.key}
                    id={s.optionId(choice)}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    className={`option is-${choice.type}${inactive ? ' inactive' : ''}`}
                    part={`option${selected ? ' option-active' : ''}${inactive ? ' option-inactive' : ''}`}
                    onMouseMove={() => !selected && s.setActive(i)}
                    onClick={() => s.choose(choice)}
                  >
                    <ChoiceBody choice={choice} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {!hasOptions && loading && <p className="note">{t(m.searchLoading)}</p>}
        {s.empty && (
          <p className="note" part="empty">
            {s.empty}
          </p>
        )}
        {s.status === 'error' && (
          <p className="note error" part="error">
            {t(m.searchFailed)}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {s.announcement}
      </div>
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
    </div>
  );
}
