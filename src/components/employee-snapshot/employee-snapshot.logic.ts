/**
 * Rules of `<hr-employee-snapshot>`. Pure: no React, no DOM, no network, no timers.
 *
 * The server's answers (docs/api/snapshot.yaml) are untrusted: every reader below keeps only what
 * is well typed, skips unknown section tokens, item tokens and element types, and never throws.
 */
import { isRecord, parseJson } from '../../lib/json';
import type { OpenRequest } from './snapshot-open.logic';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import {
  durationBetween,
  formatDisplayDate,
  formatDuration,
  fromIso,
  type CalendarDate,
} from '../date-field/date-field.logic';

// ---------------------------------------------------------------------------------------------
// SPEC §9 sizes and §2 sections

/** The dialog: 379 px wide, 800 px high, 32 px from the right and 20 px from the top (SPEC §9). */
export const SNAPSHOT_WIDTH = 379;
export const SNAPSHOT_HEIGHT = 800;
export const SNAPSHOT_RIGHT = 32;
export const SNAPSHOT_TOP = 20;
/** The loader shows only when an answer takes longer than this (SPEC §9). */
export const LOADER_DELAY = 200;
/** Kept between the dialog and the window's edges when it is clamped. */
export const VIEWPORT_MARGIN = 8;
/** The smallest size a resize leaves (or the viewport, when that is smaller). */
export const MIN_WIDTH = 260;
export const MIN_HEIGHT = 240;
/** One arrow-key press moves or resizes this far; with Shift, `BIG_STEP`. */
export const STEP = 10;
export const BIG_STEP = 50;

export const SECTION_TOKENS = ['basicInformation', 'jobHistory', 'jobInformation', 'reportsInformation'] as const;
export type SectionToken = (typeof SECTION_TOKENS)[number];

export const ITEM_TOKENS = [
  'birthDate',
  'department',
  'directReports',
  'division',
  'employeeNumber',
  'hireDate',
  'location',
  'mobilePhone',
  'reportsTo',
  'status',
  'teams',
  'workEmail',
  'workPhone',
  'jobHistoryTimeline',
] as const;
export type ItemToken = (typeof ITEM_TOKENS)[number];

const isSection = (value: unknown): value is SectionToken =>
  typeof value === 'string' && (SECTION_TOKENS as readonly string[]).includes(value);
const isItem = (value: unknown): value is ItemToken =>
  typeof value === 'string' && (ITEM_TOKENS as readonly string[]).includes(value);

export type { OpenRequest } from './snapshot-open.logic';

// ---------------------------------------------------------------------------------------------
// Employee summary (the header)

export interface EmployeeSummary {
  department: string;
  employeePhotoUrl: string | null;
  employeeName: string;
  profileLink: string | null;
  jobTitle: string;
  statuses: string[];
}

const MAX_TEXT = 300;
const text = (value: unknown): string => (typeof value === 'string' ? [...value].slice(0, MAX_TEXT).join('') : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? text(value) : null;

/** The summary answer (snapshotSummary), or null when it is not one (a name is required). */
export function parseSummary(body: unknown): EmployeeSummary | null {
  if (!isRecord(body)) return null;
  const employeeName = text(body.employeeName).trim();
  if (!employeeName) return null;
  return {
    employeeName,
    department: text(body.department),
    jobTitle: text(body.jobTitle),
    employeePhotoUrl: optionalText(body.employeePhotoUrl),
    profileLink: optionalText(body.profileLink),
    statuses: Array.isArray(body.statuses)
      ? body.statuses
          .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
          .slice(0, 10)
          .map(text)
      : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Snapshot data: layout, models, orchestration (SPEC §3)

export interface JobHistoryItem {
  title: string;
  startDate: string;
  /** null: the current role ("Present"). */
  endDate: string | null;
  salary: string | null;
}

export type SnapshotModel =
  | { type: 'name-value-pair'; label: string; value: string | null }
  | { type: 'link'; label: string; value: string | null }
  | { type: 'hover'; label: string; value: string; items: string[] }
  | { type: 'timeline'; label: string; items: JobHistoryItem[] };

export interface Orchestration {
  hoverAction?: 'show-list';
  link?: string;
  convertDate?: 'birth-date' | 'hire-date';
  showMore?: { label: string; items: string[] | JobHistoryItem[] };
}

export interface SnapshotItem {
  token: ItemToken;
  model: SnapshotModel;
  orchestration: Orchestration;
}

export interface SnapshotSection {
  token: SectionToken;
  title: string;
  items: SnapshotItem[];
}

const MAX_LIST = 500;

function parseHistoryItem(value: unknown): JobHistoryItem | null {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.startDate !== 'string') return null;
  return {
    title: text(value.title),
    startDate: text(value.startDate),
    endDate: typeof value.endDate === 'string' ? text(value.endDate) : null,
    salary: typeof value.salary === 'string' ? text(value.salary) : null,
  };
}

const historyList = (value: unknown): JobHistoryItem[] =>
  Array.isArray(value)
    ? value
        .slice(0, MAX_LIST)
        .map(parseHistoryItem)
        .filter((item): item is JobHistoryItem => item !== null)
    : [];
const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .slice(0, MAX_LIST)
        .filter((item): item is string => typeof item === 'string')
        .map(text)
    : [];

/** One model, or null for an unknown element type or a malformed one. */
export function parseModel(value: unknown): SnapshotModel | null {
  if (!isRecord(value) || typeof value.label !== 'string') return null;
  const label = text(value.label);
  const scalar = typeof value.value === 'string' ? text(value.value) : null;
  switch (value.type) {
    case 'name-value-pair':
    case 'link':
      return { type: value.type, label, value: scalar };
    case 'hover':
      return { type: 'hover', label, value: scalar ?? '', items: textList(value.items) };
    case 'timeline':
      return { type: 'timeline', label, items: historyList(value.items) };
    default:
      return null;
  }
}

/** One item's orchestration; unknown keys and values are dropped. */
export function parseOrchestration(value: unknown, model: SnapshotModel): Orchestration {
  if (!isRecord(value)) return {};
  const out: Orchestration = {};
  if (value.hoverAction === 'show-list') out.hoverAction = 'show-list';
  if (typeof value.link === 'string' && value.link.trim()) out.link = value.link.trim();
  if (value.convertDate === 'birth-date' || value.convertDate === 'hire-date') out.convertDate = value.convertDate;
  const more = value.showMore;
  if (isRecord(more) && typeof more.label === 'string' && more.label.trim()) {
    const items = model.type === 'timeline' ? historyList(more.items) : textList(more.items);
    if (items.length > 0) out.showMore = { label: text(more.label), items };
  }
  return out;
}

/**
 * The sections to show, in the server's order: each known section with its known, modelled items;
 * a section with nothing left is dropped, so an empty result means 'Nothing More to See Here'.
 * A section token given twice keeps its first place.
 */
export function parseSnapshotData(body: unknown): SnapshotSection[] | null {
  if (!isRecord(body) || !Array.isArray(body.layout)) return null;
  const models = isRecord(body.models) ? body.models : {};
  const orchestration = isRecord(body.orchestration) ? body.orchestration : {};
  const seen = new Set<SectionToken>();
  const sections: SnapshotSection[] = [];
  for (const entry of body.layout.slice(0, 20)) {
    if (!isRecord(entry) || !isSection(entry.token) || seen.has(entry.token) || !Array.isArray(entry.items)) continue;
    seen.add(entry.token);
    const items: SnapshotItem[] = [];
    for (const token of entry.items.slice(0, 50)) {
      if (!isItem(token) || !Object.hasOwn(models, token)) continue;
      const model = parseModel(models[token]);
      if (!model) continue;
      const extra = Object.hasOwn(orchestration, token) ? orchestration[token] : undefined;
      items.push({ token, model, orchestration: parseOrchestration(extra, model) });
    }
    if (items.length > 0) sections.push({ token: entry.token, title: text(entry.title).trim() || entry.token, items });
  }
  return sections;
}

// ---------------------------------------------------------------------------------------------
// Dates (SPEC §5)

/** Today's calendar day in the viewer's time zone. */
export function calendarDay(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * convertDate: a yyyy-mm-dd birth or hire date as 'MMM d, yyyy' with its distance to today,
 * 'Mar 4, 2021 (4y, 8m, 21d)' or 'Nov 1, 2026 (< 1 month)'; 'Invalid date format.' otherwise.
 */
export function convertDate(value: string | null, today: CalendarDate, locale = 'en-US'): string {
  const date = fromIso(value);
  if (!date) return t(m.dateInvalid);
  return `${formatDisplayDate(value!.trim(), locale)} ${formatDuration(durationBetween(date, today))}`;
}

/** A job history date: yyyy-mm-dd formatted 'MMM d, yyyy', any other text shown raw. */
export function historyDate(value: string, locale = 'en-US'): string {
  return formatDisplayDate(value, locale);
}

/** 'Mar 4, 2021 – Present' (a null end date is the current role). */
export function historyRange(item: JobHistoryItem, locale = 'en-US'): string {
  const end = item.endDate === null ? t(m.snapshotPresent) : historyDate(item.endDate, locale);
  return `${historyDate(item.startDate, locale)} – ${end}`;
}

// ---------------------------------------------------------------------------------------------
// Links from orchestration

/**
 * Where a link item may point: `mailto:` an address, `tel:` a number, or (checked by the caller's
 * `safeUrl`) a web address. Returns the kind so the caller applies its URL check to web links.
 */
export function contactLink(
  raw: string | undefined,
): { kind: 'contact'; href: string } | { kind: 'web'; raw: string } | null {
  if (!raw) return null;
  if (/^mailto:/i.test(raw)) {
    const address = raw.slice(7);
    return /^[^\s@<>"'()\\,;:]+@[^\s@<>"'()\\,;:]+$/.test(address)
      ? { kind: 'contact', href: `mailto:${address}` }
      : null;
  }
  if (/^tel:/i.test(raw)) {
    const number = raw.slice(4);
    return /^\+?[\d\-.() ]{3,32}$/.test(number)
      ? { kind: 'contact', href: `tel:${number.replace(/[^\d+]/g, '')}` }
      : null;
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(raw) && !/^https?:/i.test(raw)) return null;
  return { kind: 'web', raw };
}

// ---------------------------------------------------------------------------------------------
// Section state cookie (SPEC §4: snapshotSectionState, JSON keyed by section token)

export const SECTION_COOKIE = 'snapshotSectionState';
/** Longer than any state we write (four tokens): anything bigger is not ours. */
export const MAX_COOKIE_LENGTH = 512;
/** The cookie lives a year; each toggle writes it again. */
export const SECTION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type SectionState = Readonly<Partial<Record<SectionToken, boolean>>>;

/**
 * The stored expanded/collapsed state: only known section tokens with boolean values; anything
 * else (not JSON, not an object, too long, prototype keys, other values) is ignored, so a corrupt
 * or hostile cookie leaves every section at its default (expanded).
 */
export function parseSectionState(raw: string | null): SectionState {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return {};
  const parsed = parseJson(raw);
  if (!parsed.ok || !isRecord(parsed.value)) return {};
  const state: Partial<Record<SectionToken, boolean>> = {};
  for (const token of SECTION_TOKENS) {
    const value = Object.hasOwn(parsed.value, token) ? parsed.value[token] : undefined;
    if (typeof value === 'boolean') state[token] = value;
  }
  return state;
}

export function isExpanded(state: SectionState, token: SectionToken): boolean {
  return state[token] ?? true;
}

export function toggleSection(state: SectionState, token: SectionToken): SectionState {
  return { ...state, [token]: !isExpanded(state, token) };
}

/** The cookie value: JSON of the known tokens only, in a fixed order. */
export function serializeSectionState(state: SectionState): string {
  const out: Partial<Record<SectionToken, boolean>> = {};
  for (const token of SECTION_TOKENS) if (typeof state[token] === 'boolean') out[token] = state[token];
  return JSON.stringify(out);
}

// ---------------------------------------------------------------------------------------------
// Geometry: position and size, clamped to the viewport

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The largest the dialog may be in this viewport: the viewport less a margin on each side. */
function maxSize(viewport: Viewport): { width: number; height: number } {
  return {
    width: Math.max(0, viewport.width - 2 * VIEWPORT_MARGIN),
    height: Math.max(0, viewport.height - 2 * VIEWPORT_MARGIN),
  };
}

/**
 * Where the dialog opens: 379 × 800, 32 px from the right and 20 px from the top; narrower and
 * shorter when the viewport is (at 320 px wide: the full width less the margins).
 */
export function defaultFrame(viewport: Viewport): Frame {
  const max = maxSize(viewport);
  const width = Math.min(SNAPSHOT_WIDTH, max.width);
  const top = Math.min(SNAPSHOT_TOP, Math.max(VIEWPORT_MARGIN, viewport.height - VIEWPORT_MARGIN - MIN_HEIGHT));
  const height = Math.min(SNAPSHOT_HEIGHT, Math.max(0, viewport.height - top - VIEWPORT_MARGIN));
  const x = Math.max(VIEWPORT_MARGIN, viewport.width - SNAPSHOT_RIGHT - width);
  return clampFrame({ x, y: top, width, height }, viewport);
}

/** The frame kept inside the viewport: at most its size less the margins, never off an edge. */
export function clampFrame(frame: Frame, viewport: Viewport): Frame {
  const max = maxSize(viewport);
  const width = Math.round(clamp(frame.width, Math.min(MIN_WIDTH, max.width), max.width));
  const height = Math.round(clamp(frame.height, Math.min(MIN_HEIGHT, max.height), max.height));
  return {
    width,
    height,
    x: Math.round(clamp(frame.x, VIEWPORT_MARGIN, viewport.width - VIEWPORT_MARGIN - width)),
    y: Math.round(clamp(frame.y, VIEWPORT_MARGIN, viewport.height - VIEWPORT_MARGIN - height)),
  };
}

export function moveBy(frame: Frame, dx: number, dy: number, viewport: Viewport): Frame {
  return clampFrame({ ...frame, x: frame.x + dx, y: frame.y + dy }, viewport);
}

/**
 * Resizes from the bottom-left corner (the dialog sits at the right of the window): dx < 0 widens
 * it leftwards with its right edge fixed, dy > 0 makes it taller with its top fixed.
 */
export function resizeBy(frame: Frame, dx: number, dy: number, viewport: Viewport): Frame {
  const max = maxSize(viewport);
  const right = frame.x + frame.width;
  const width = clamp(frame.width - dx, Math.min(MIN_WIDTH, max.width), right - VIEWPORT_MARGIN);
  const height = clamp(
    frame.height + dy,
    Math.min(MIN_HEIGHT, max.height),
    viewport.height - VIEWPORT_MARGIN - frame.y,
  );
  return clampFrame({ x: right - width, y: frame.y, width, height }, viewport);
}

/** The other side of the window at the same height (the single-pointer alternative to dragging). */
export function swapSide(frame: Frame, viewport: Viewport): Frame {
  const centre = frame.x + frame.width / 2;
  const onRight = centre >= viewport.width / 2;
  const x = onRight ? VIEWPORT_MARGIN : viewport.width - SNAPSHOT_RIGHT - frame.width;
  return clampFrame({ ...frame, x }, viewport);
}

/** True when the dialog sits on the right half of the window. */
export function onRightSide(frame: Frame, viewport: Viewport): boolean {
  return frame.x + frame.width / 2 >= viewport.width / 2;
}

/** The large size preset: twice the width (within the window) and the full height. */
export function largeFrame(frame: Frame, viewport: Viewport): Frame {
  const max = maxSize(viewport);
  const width = Math.min(SNAPSHOT_WIDTH * 2, max.width);
  const right = onRightSide(frame, viewport);
  return clampFrame(
    {
      x: right ? viewport.width - VIEWPORT_MARGIN - width : VIEWPORT_MARGIN,
      y: VIEWPORT_MARGIN,
      width,
      height: max.height,
    },
    viewport,
  );
}

/** True when the frame is (about) the large preset. */
export function isLarge(frame: Frame, viewport: Viewport): boolean {
  const large = largeFrame(frame, viewport);
  return (
    frame.width >= large.width - 1 && frame.height >= large.height - 1 && large.width > defaultFrame(viewport).width
  );
}

/** The size button: the large preset, or back to the default size on the same side. */
export function toggleLarge(frame: Frame, viewport: Viewport): Frame {
  if (!isLarge(frame, viewport)) return largeFrame(frame, viewport);
  const normal = defaultFrame(viewport);
  return onRightSide(frame, viewport) ? normal : clampFrame({ ...normal, x: VIEWPORT_MARGIN }, viewport);
}

/** Arrow keys (Shift: bigger steps) as a move or resize delta; null for any other key. */
export function arrowDelta(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? BIG_STEP : STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Routes and failures

/** docs/api snapshotDefault and snapshotSummary live under the default snapshot route. */
export const DEFAULT_SNAPSHOT_ROUTE = '/employees/snapshot/';
/** docs/api snapshotEmployeeSummary: the employee summary route. */
export const EMPLOYEE_SUMMARY_ROUTE = '/employees/employee_summary/';

export type SnapshotView = 'default' | 'context';

export interface SnapshotRoutes {
  summary: string;
  data: string;
}

/**
 * The two requests of a view: the default view asks `{snapshot route}{id}/summary` and
 * `{snapshot route}{id}`; the context view the employee summary route and the caller's URL.
 */
export function snapshotRoutes(
  view: SnapshotView,
  request: OpenRequest,
  snapshotRoute = DEFAULT_SNAPSHOT_ROUTE,
  summaryRoute = EMPLOYEE_SUMMARY_ROUTE,
): SnapshotRoutes {
  const id = encodeURIComponent(String(request.employeeId));
  if (view === 'context' && request.contextUrl) return { summary: `${summaryRoute}${id}`, data: request.contextUrl };
  return { summary: `${snapshotRoute}${id}/summary`, data: `${snapshotRoute}${id}` };
}

/** The part of an HttpFailure the message depends on. */
export interface FailureLike {
  kind: string;
  status: number;
  serverMessage: string | null;
}

/**
 * What a failed request shows: a refusal (403) carries the server's reason (the role rule of
 * docs/api/snapshot.yaml); anything else the catalogue message of SPEC §8 for that request.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const failure = error as Partial<FailureLike> | null;
  if (failure?.kind === 'forbidden' && typeof failure.serverMessage === 'string' && failure.serverMessage.trim())
    return text(failure.serverMessage.trim());
  return fallback;
}
