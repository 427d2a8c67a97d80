/*
 * What flatpickr 4.6 leaves out for keyboard and screen-reader users (flatpickr#1636, #2313,
 * #2485): its month arrows are spans out of the tab order, the month select and year input have
 * tabindex -1, days are unnamed spans. These helpers patch the calendar it built, after each
 * rebuild (open, month or year change).
 */
import type { Instance } from 'flatpickr/dist/types/instance';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';

const DAY = '.flatpickr-day';
const OWN_DAY = `${DAY}:not(.prevMonthDay):not(.nextMonthDay)`;

function asButton(element: HTMLElement | undefined, label: string): void {
  if (!element) return;
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  const disabled = element.classList.contains('flatpickr-disabled');
  element.tabIndex = disabled ? -1 : 0;
  element.toggleAttribute('aria-disabled', disabled);
  if (disabled) element.setAttribute('aria-disabled', 'true');
  element.querySelector('svg')?.setAttribute('aria-hidden', 'true');
}

/** Names a day cell (flatpickr already sets its aria-label to the full date). */
export function decorateDay(day: HTMLElement): void {
  day.setAttribute('role', 'button');
  day.tabIndex = -1;
  if (day.classList.contains('flatpickr-disabled')) day.setAttribute('aria-disabled', 'true');
  if (day.classList.contains('selected')) day.setAttribute('aria-pressed', 'true');
}

/** The enabled day keyboard focus should land on: the chosen one, today, or the month's first. */
export function homeDay(picker: Instance): HTMLElement | null {
  const container = picker.daysContainer;
  if (!container) return null;
  const usable = (day: Element | null | undefined): day is HTMLElement =>
    day instanceof HTMLElement && container.contains(day) && !day.classList.contains('flatpickr-disabled');
  const selected = container.querySelector(`${OWN_DAY}.selected`);
  if (usable(selected)) return selected;
  const today = container.querySelector(`${OWN_DAY}.today`);
  if (usable(today)) return today;
  return (
    container.querySelector<HTMLElement>(`${OWN_DAY}:not(.flatpickr-disabled)`) ??
    container.querySelector<HTMLElement>(`${DAY}:not(.flatpickr-disabled)`)
  );
}

/** Makes `day` the calendar's one tab stop among the days (roving tabindex). */
export function setDayTabStop(picker: Instance, day: HTMLElement | null): void {
  picker.daysContainer?.querySelectorAll<HTMLElement>(DAY).forEach((cell) => (cell.tabIndex = cell === day ? 0 : -1));
}

/** Names and opens up the month navigation, and gives the days one tab stop. */
export function decorateCalendar(picker: Instance): void {
  const calendar = picker.calendarContainer;
  asButton(picker.prevMonthNav, t(m.dateFieldPreviousMonth));
  asButton(picker.nextMonthNav, t(m.dateFieldNextMonth));
  const monthSelect = picker.monthsDropdownContainer as HTMLSelectElement | undefined;
  if (monthSelect) {
    monthSelect.tabIndex = 0;
    monthSelect.setAttribute('aria-label', t(m.dateFieldMonth));
  }
  const year = picker.currentYearElement as HTMLInputElement | undefined;
  if (year) {
    year.tabIndex = 0;
    year.setAttribute('aria-label', t(m.dateFieldYear));
  }
  // The tiny year spinner arrows are mouse-only: the year input takes ArrowUp/ArrowDown.
  calendar
    .querySelectorAll('.numInputWrapper .arrowUp, .numInputWrapper .arrowDown')
    .forEach((arrow) => arrow.setAttribute('aria-hidden', 'true'));
  calendar.querySelectorAll('.flatpickr-weekdaycontainer').forEach((row) => row.setAttribute('aria-hidden', 'true'));
  calendar.querySelectorAll<HTMLElement>(DAY).forEach(decorateDay);
  const focused = calendar.ownerDocument.activeElement;
  const current = focused instanceof HTMLElement && picker.daysContainer?.contains(focused) ? focused : homeDay(picker);
  setDayTabStop(picker, current);
}

/** Moves to the previous or next month (or year) and focuses the same day number there. */
export function moveMonths(picker: Instance, months: number, from: HTMLElement | null): void {
  const day = (from as (HTMLElement & { dateObj?: Date }) | null)?.dateObj?.getDate() ?? 1;
  if (Math.abs(months) >= 12) picker.changeYear(picker.currentYear + Math.sign(months));
  else picker.changeMonth(months);
  decorateCalendar(picker);
  const cells = [
    ...(picker.daysContainer?.querySelectorAll<HTMLElement & { dateObj?: Date }>(
      `${OWN_DAY}:not(.flatpickr-disabled)`,
    ) ?? []),
  ];
  const target = cells.find((cell) => cell.dateObj?.getDate() === day) ?? cells.at(day > 15 ? -1 : 0) ?? null;
  if (target) {
    setDayTabStop(picker, target);
    target.focus();
  }
}

/**
 * The first or last day of `from`'s week (APG date picker dialog: Home, End), skipping days out
 * of range. flatpickr lays the days out in rows of seven, in order.
 */
export function weekEdge(picker: Instance, from: HTMLElement, edge: 'start' | 'end'): HTMLElement | null {
  const cells = [...(picker.daysContainer?.querySelectorAll<HTMLElement>(DAY) ?? [])];
  const at = cells.indexOf(from);
  if (at < 0) return null;
  const start = at - (at % 7);
  const week = cells.slice(start, start + 7).filter((cell) => !cell.classList.contains('flatpickr-disabled'));
  return (edge === 'start' ? week[0] : week.at(-1)) ?? null;
}

export function isDay(element: EventTarget | null): element is HTMLElement {
  return element instanceof HTMLElement && element.classList.contains('flatpickr-day');
}
