import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useConfig } from '../../element/define-element';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { CARET_ICON, Icon } from '../../ui/icons';
import { useAnchoredPosition } from '../../ui/popover/use-anchored-position';
import { useHideDelay } from '../../ui/popover/use-hide-delay';
import {
  calendarDay,
  contactLink,
  convertDate,
  historyRange,
  type JobHistoryItem,
  type SnapshotItem,
  type SnapshotSection,
} from './employee-snapshot.logic';
import { useSectionState } from './use-section-state';

interface ItemProps {
  item: SnapshotItem;
  locale: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="snapshot-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** name-value-pair: the value, or a birth/hire date converted with its duration. */
function NameValue({ item, locale }: ItemProps) {
  const today = useMemo(() => calendarDay(new Date()), []);
  const { model, orchestration } = item;
  if (model.type !== 'name-value-pair') return null;
  const value = orchestration.convertDate ? convertDate(model.value, today, locale) : model.value;
  return <Row label={model.label}>{value || t(m.snapshotNoValue)}</Row>;
}

/** link: the value, linked when orchestration gives a mailto:, tel: or allowed web address. */
function LinkItem({ item }: ItemProps) {
  const { allowedHosts } = useConfig();
  const { model, orchestration } = item;
  if (model.type !== 'link') return null;
  const target = contactLink(orchestration.link);
  const href =
    target?.kind === 'contact' ? target.href : target ? (safeUrl(target.raw, { allowedHosts })?.href ?? null) : null;
  return (
    <Row label={model.label}>
      {model.value && href ? <a href={href}>{model.value}</a> : model.value || t(m.snapshotNoValue)}
    </Row>
  );
}

const hovering = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen';

/**
 * hover: the summary value as a button; with hoverAction show-list, hovering or focusing it (or
 * pressing it) shows the names in a popover with a 16 px arrow. Show more replaces them with the
 * full list. Escape or leaving (after the 250 ms hide delay) closes it.
 */
function HoverItem({ item }: ItemProps) {
  const { model, orchestration } = item;
  const anchor = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  // The panel and its 16 px arrow are ui/popover's (popoverStyles), placed by its positioner.
  useAnchoredPosition(anchor, popup, { open, placement: 'bottom-start', gap: 6, arrow: tip });
  // While it shows, Escape anywhere in the dialog closes the popover first (WCAG 1.4.13), even
  // when the pointer opened it and focus is elsewhere; the dialog sees the key as handled.
  useEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!open || !root) return;
    const onKey = (event: Event) => {
      if ((event as globalThis.KeyboardEvent).key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
    };
    root.addEventListener('keydown', onKey, true);
    return () => root.removeEventListener('keydown', onKey, true);
  }, [open]);
  const [more, setMore] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const { cancel, handlers } = useHideDelay(() => setOpen(false));
  if (model.type !== 'hover') return null;
  const showsList = orchestration.hoverAction === 'show-list';
  const items = more && orchestration.showMore ? (orchestration.showMore.items as string[]) : model.items;
  // Show more goes away once pressed: focus stays in the popover, on the longer list.
  const showAll = () => {
    setMore(true);
    list.current?.focus();
  };
  if (!showsList || model.items.length === 0)
    return <Row label={model.label}>{model.value || t(m.snapshotNoValue)}</Row>;
  return (
    <Row label={model.label}>
      <span
        className="snapshot-hover"
        {...handlers}
        onPointerEnter={(event) => {
          handlers.onPointerEnter(event);
          if (hovering(event)) setOpen(true);
        }}
        onFocus={() => {
          cancel();
          setOpen(true);
        }}
        onBlur={(event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          type="button"
          ref={anchor}
          className="snapshot-hover-button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(true)}
        >
          {model.value}
        </button>
        {open && (
          <div ref={popup} id={id} className="hr-popover snapshot-popover" role="group" aria-label={model.label}>
            <span ref={tip} className="hr-popover-arrow" aria-hidden="true" />
            <ul className="snapshot-popover-list" ref={list} tabIndex={-1}>
              {items.map((name, index) => (
                <li key={`${index}-${name}`}>{name}</li>
              ))}
            </ul>
            {orchestration.showMore && !more && (
              <button type="button" className="snapshot-more" onClick={showAll}>
                {orchestration.showMore.label}
              </button>
            )}
          </div>
        )}
      </span>
    </Row>
  );
}

/** timeline: the job history, newest first; Show more replaces it with the full history. */
function Timeline({ item, locale }: ItemProps) {
  const { model, orchestration } = item;
  const [more, setMore] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  if (model.type !== 'timeline') return null;
  const entries = more && orchestration.showMore ? (orchestration.showMore.items as JobHistoryItem[]) : model.items;
  return (
    <div className="snapshot-timeline-item">
      <ol className="snapshot-timeline" aria-label={model.label} ref={list} tabIndex={-1}>
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.title}-${entry.startDate}`} className={entry.endDate === null ? 'is-current' : ''}>
            <span className="snapshot-timeline-title">{entry.title}</span>
            <span className="snapshot-timeline-dates">{historyRange(entry, locale)}</span>
            {entry.salary !== null && <span className="snapshot-timeline-salary">{entry.salary}</span>}
          </li>
        ))}
      </ol>
      {entries.length === 0 && <p className="snapshot-muted">{t(m.snapshotNoValue)}</p>}
      {orchestration.showMore && !more && (
        <button
          type="button"
          className="snapshot-more"
          onClick={() => {
            setMore(true);
            list.current?.focus();
          }}
        >
          {orchestration.showMore.label}
        </button>
      )}
    </div>
  );
}

function Item(props: ItemProps) {
  switch (props.item.model.type) {
    case 'name-value-pair':
      return <NameValue {...props} />;
    case 'link':
      return <LinkItem {...props} />;
    case 'hover':
      return <HoverItem {...props} />;
    case 'timeline':
      return <Timeline {...props} />;
    default:
      return null;
  }
}

/** The sections as disclosures (button + aria-expanded); their state lives in the cookie. */
export function SnapshotSections({ sections, locale }: { sections: SnapshotSection[]; locale: string }) {
  const { expanded, toggle } = useSectionState();
  const id = useId();
  return (
    <div className="snapshot-sections">
      {sections.map((section) => {
        const open = expanded(section.token);
        const panel = `${id}${section.token}`;
        const timeline = section.items.filter((item) => item.model.type === 'timeline');
        const rows = section.items.filter((item) => item.model.type !== 'timeline');
        return (
          <section key={section.token} className="snapshot-section" part="section" data-section={section.token}>
            <h3 className="snapshot-section-title">
              <button type="button" aria-expanded={open} aria-controls={panel} onClick={() => toggle(section.token)}>
                <Icon d={CARET_ICON} className="icon snapshot-caret" />
                {section.title}
              </button>
            </h3>
            <div id={panel} className="snapshot-section-body" hidden={!open}>
              {rows.length > 0 && (
                <dl className="snapshot-rows">
                  {rows.map((item) => (
                    <Item key={item.token} item={item} locale={locale} />
                  ))}
                </dl>
              )}
              {timeline.map((item) => (
                <Item key={item.token} item={item} locale={locale} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
