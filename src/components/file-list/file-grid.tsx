import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { CARET_ICON, Icon } from '../../ui/icons';
import { Menu, type MenuItem } from '../../ui/menu';
import {
  fileMenu,
  formatSize,
  gridMove,
  rowHeightEm,
  rowKey,
  sectionChecked,
  statusNote,
  type Category,
  type FileAction,
  type FileEntry,
  type Row,
  type Selection,
} from './file-list.logic';

/** The grid's font size (px) until it is read from the page: row heights are in em. */
const DEFAULT_FONT_PX = 16;
const OVERSCAN = 8;
const PAGE_ROWS = 10;

export type CategoryAction = 'rename-category' | 'delete-category';

export interface FileGridProps {
  label: string;
  rows: readonly Row[];
  files: ReadonlyMap<number, readonly FileEntry[]>;
  selection: Selection;
  canManage: boolean;
  /** Every row in the DOM instead of a window of them (printing, find in page). */
  renderAll: boolean;
  locale: string;
  downloadHref: (file: FileEntry) => string;
  onToggleSection: (category: Category) => void;
  onRetrySection: (categoryId: number) => void;
  onCheckFile: (id: number, shift: boolean) => void;
  onCheckSection: (categoryId: number) => void;
  onFileAction: (action: FileAction, file: FileEntry) => void;
  onCategoryAction: (action: CategoryAction, category: Category) => void;
  /**
   * Moves focus to a row (by `rowKey`), scrolling it into the window first; a null key focuses the
   * active cell. A new `seq` is a new request.
   */
  focusRequest?: { key: number | null; seq: number } | null;
}

interface Cell {
  row: number;
  col: number;
}

/** The control of a cell, or the cell itself when it holds none. */
function focusTarget(cell: Element): HTMLElement {
  return (cell.querySelector('input, button, a[href]') as HTMLElement | null) ?? (cell as HTMLElement);
}

/**
 * The files as a WAI-ARIA grid: one tab stop (roving tabindex), arrows move between rows and
 * cells, Home/End within a row, Ctrl+Home/End to the first/last row, PageUp/PageDown by ten.
 * Rows are windowed with @tanstack/react-virtual: only those near the viewport are in the DOM,
 * `aria-rowcount`/`aria-rowindex` give screen readers the whole count, and moving onto a row that
 * is not rendered scrolls it into view first, then focuses it.
 */
export function FileGrid(props: FileGridProps) {
  const { rows, renderAll } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: 1 });
  const pending = useRef<Cell | null>(null);
  const [fontPx, setFontPx] = useState(DEFAULT_FONT_PX);

  // Every row's height is known from its kind (ROW_HEIGHT_EM, fixed by the styles): no row is
  // measured, and the positions of thousands of rows are computed once per change of the rows
  // (a new key function is what tells the virtualizer to recompute them).
  const estimateSize = useCallback((index: number) => rowHeightEm(rows[index]!) * fontPx, [rows, fontPx]);
  const getItemKey = useCallback((index: number) => (rows[index] ? rowKey(rows[index]) : index), [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    enabled: !renderAll,
    // Where layout is not computed yet: a window's worth.
    initialRect: { width: 800, height: 600 },
  });

  // Row heights are in em: read the grid's font size once it is in the page.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const px = Number.parseFloat(getComputedStyle(element).fontSize);
    if (Number.isFinite(px) && px > 0) setFontPx(px);
  }, []);
  const sizedFor = useRef(DEFAULT_FONT_PX);
  useLayoutEffect(() => {
    if (fontPx === sizedFor.current) return;
    sizedFor.current = fontPx;
    virtualizer.measure();
  }, [fontPx, virtualizer]);

  const items = renderAll ? null : virtualizer.getVirtualItems();

  // The active cell must point at an existing row when rows go away.
  const activeRow = Math.min(active.row, Math.max(0, rows.length - 1));
  const rendered = renderAll || !!items?.some((item) => item.index === activeRow);

  // Focus a requested cell once its row is rendered (after scrolling it into the window).
  useLayoutEffect(() => {
    const want = pending.current;
    if (!want || !scroller.current) return;
    const row = scroller.current.querySelector(`[aria-rowindex="${want.row + 1}"]`);
    if (!row) {
      virtualizer.scrollToIndex(want.row, { align: 'auto' });
      return;
    }
    pending.current = null;
    const cells = row.querySelectorAll('[role=gridcell]');
    const cell = cells[Math.min(want.col, cells.length - 1)];
    if (cell) focusTarget(cell).focus({ preventScroll: false });
  });

  const moveTo = useCallback((cell: Cell) => {
    pending.current = cell;
    setActive(cell);
  }, []);

  // A focus request from the list (after its rows changed under the focus, e.g. a delete). Run
  // after the commit, so it comes after a closing dialog gives focus back to its opener.
  const request = props.focusRequest;
  const latest = useRef({ rows, active: { row: activeRow, col: active.col } });
  latest.current = { rows, active: { row: activeRow, col: active.col } };
  useEffect(() => {
    if (!request) return;
    const { rows: now, active: at } = latest.current;
    const index = request.key === null ? at.row : now.findIndex((row) => rowKey(row) === request.key);
    if (index >= 0) moveTo({ row: index, col: at.col });
  }, [request, moveTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys inside an open menu belong to the menu.
    if (event.defaultPrevented || target.closest('[role=menu]')) return;
    const next = gridMove(
      event.key,
      event.ctrlKey || event.metaKey,
      { row: activeRow, col: active.col },
      rows.length,
      PAGE_ROWS,
    );
    if (!next) return;
    event.preventDefault();
    const row = scroller.current?.querySelector(`[aria-rowindex="${next.row + 1}"]`);
    const cells = row?.querySelectorAll('[role=gridcell]').length ?? 4;
    moveTo({ row: next.row, col: Math.min(next.col, Math.max(0, cells - 1)) });
  };

  // Focus arriving anywhere in the grid (a click, Tab) makes that cell the active one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target === scroller.current) {
      // The tab stop while the active row is scrolled out of the window: bring it back.
      moveTo({ row: activeRow, col: active.col });
      return;
    }
    const cell = target.closest('[role=gridcell]');
    const row = cell?.closest('[role=row]');
    if (!cell || !row) return;
    const index = Number(row.getAttribute('aria-rowindex')) - 1;
    const col = [...row.querySelectorAll('[role=gridcell]')].indexOf(cell);
    if (index >= 0 && (index !== active.row || col !== active.col)) setActive({ row: index, col });
  };

  const renderRow = (index: number, start: number | null) => {
    const row = rows[index]!;
    const activeCol = index === activeRow ? active.col : null;
    const common = { index, activeCol, top: start };
    if (row.kind === 'section')
      return (
        <SectionRow
          key={rowKey(row)}
          {...common}
          row={row}
          checked={
            props.canManage && props.selection.ids.size > 0
              ? sectionChecked(props.selection, fileIdsOf(props.files, row.category.id))
              : false
          }
          canManage={props.canManage}
          onToggle={props.onToggleSection}
          onRetry={props.onRetrySection}
          onCheck={props.onCheckSection}
          onAction={props.onCategoryAction}
        />
      );
    if (row.kind === 'file')
      return (
        <FileRow
          key={rowKey(row)}
          {...common}
          file={row.file}
          checked={props.selection.ids.has(row.file.id)}
          canManage={props.canManage}
          locale={props.locale}
          href={props.downloadHref(row.file)}
          onCheck={props.onCheckFile}
          onAction={props.onFileAction}
        />
      );
    return <EmptyRow key={rowKey(row)} {...common} />;
  };

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={props.label}
      aria-rowcount={rows.length}
      aria-colcount={4}
      className={renderAll ? 'grid all' : 'grid'}
      part="grid"
      tabIndex={rendered ? -1 : 0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {items ? (
        <div role="rowgroup" className="window" style={{ height: `${virtualizer.getTotalSize()}px` }}>
          {items.map((item) => renderRow(item.index, item.start))}
        </div>
      ) : (
        <div role="rowgroup">{rows.map((_, index) => renderRow(index, null))}</div>
      )}
    </div>
  );
}

const NO_IDS: readonly number[] = [];
// A section's file ids, worked out once per list of files (not on every render of its header).
const idsOfList = new WeakMap<readonly FileEntry[], readonly number[]>();
function fileIdsOf(files: ReadonlyMap<number, readonly FileEntry[]>, categoryId: number): readonly number[] {
  const list = files.get(categoryId);
  if (!list) return NO_IDS;
  let ids = idsOfList.get(list);
  if (!ids) {
    ids = list.map((f) => f.id);
    idsOfList.set(list, ids);
  }
  return ids;
}

interface RowBase {
  index: number;
  activeCol: number | null;
  /** Offset in the window (px); null when every row is rendered in flow. */
  top: number | null;
}

const placed = (top: number | null) => (top === null ? undefined : { top: `${top}px` });

const tab = (activeCol: number | null, col: number) => (activeCol === col ? 0 : -1);

const SectionRow = memo(function SectionRow({
  index,
  activeCol,
  top,
  row,
  checked,
  canManage,
  onToggle,
  onRetry,
  onCheck,
  onAction,
}: RowBase & {
  row: Extract<Row, { kind: 'section' }>;
  checked: boolean | 'mixed';
  canManage: boolean;
  onToggle: (category: Category) => void;
  onRetry: (categoryId: number) => void;
  onCheck: (categoryId: number) => void;
  onAction: (action: CategoryAction, category: Category) => void;
}) {
  const { category, count, loading, failed } = row;
  const countText = count === 1 ? t(m.filesCountOne) : t(m.filesCount, { count });
  const items: MenuItem[] = [
    { id: 'rename-category', label: t(m.filesRenameCategory) },
    { id: 'delete-category', label: t(m.filesDeleteCategory) },
  ];
  return (
    <div
      data-index={index}
      role="row"
      aria-rowindex={index + 1}
      className={failed ? 'row section failed' : 'row section'}
      part="section"
      style={placed(top)}
    >
      <div role="gridcell" className="cell check" tabIndex={canManage && count > 0 ? undefined : tab(activeCol, 0)}>
        {canManage && count > 0 && (
          <input
            type="checkbox"
            tabIndex={tab(activeCol, 0)}
            aria-label={t(m.filesSelectSection, { name: category.name })}
            checked={checked === true}
            ref={(el) => {
              if (el) el.indeterminate = checked === 'mixed';
            }}
            onChange={() => onCheck(category.id)}
          />
        )}
      </div>
      <div role="gridcell" className="cell title" aria-colspan={2}>
        <button
          type="button"
          className="toggle"
          part="section-toggle"
          tabIndex={tab(activeCol, 1)}
          aria-expanded={category.open}
          onClick={() => onToggle(category)}
        >
          <Icon d={CARET_ICON} className="caret" />
          <span className="section-name">{category.name}</span>
          <span className="count">{loading ? t(m.filesSectionLoading) : failed ? '' : countText}</span>
        </button>
        {failed && (
          <span className="failed">
            <span className="failed-text">{t(m.filesSectionFailed)}</span>{' '}
            <button type="button" className="link" tabIndex={tab(activeCol, 1)} onClick={() => onRetry(category.id)}>
              {t(m.filesRetry)}
            </button>
          </span>
        )}
      </div>
      <div
        role="gridcell"
        className="cell actions"
        tabIndex={canManage && category.kind === 'normal' ? undefined : tab(activeCol, 2)}
      >
        {canManage && category.kind === 'normal' && (
          <Menu
            trigger={<span className="dots" aria-hidden="true" />}
            triggerLabel={t(m.filesCategoryActionsFor, { name: category.name })}
            triggerTabIndex={tab(activeCol, 2)}
            label={t(m.filesCategoryMenuLabel)}
            groups={[items]}
            arrowKeysOpen={false}
            fixed
            onSelect={(item) => onAction(item.id as CategoryAction, category)}
          />
        )}
      </div>
    </div>
  );
});

const FileRow = memo(function FileRow({
  index,
  activeCol,
  top,
  file,
  checked,
  canManage,
  locale,
  href,
  onCheck,
  onAction,
}: RowBase & {
  file: FileEntry;
  checked: boolean;
  canManage: boolean;
  locale: string;
  href: string;
  onCheck: (id: number, shift: boolean) => void;
  onAction: (action: FileAction, file: FileEntry) => void;
}) {
  const note = statusNote(file.status);
  const groups = fileMenu(file, canManage).map((group) =>
    group.map((item): MenuItem => ({ ...item, ...(item.id === 'open' && !item.disabled ? { href } : {}) })),
  );
  return (
    <div
      data-index={index}
      role="row"
      aria-rowindex={index + 1}
      aria-selected={canManage ? checked : undefined}
      className={`row file ${file.status}`}
      part={`file ${file.status}`}
      style={placed(top)}
    >
      <div role="gridcell" className="cell check" tabIndex={canManage ? undefined : tab(activeCol, 0)}>
        {canManage && (
          <input
            type="checkbox"
            tabIndex={tab(activeCol, 0)}
            aria-label={t(m.filesSelectFile, { name: file.name })}
            checked={checked}
            onChange={() => undefined}
            onClick={(event) => onCheck(file.id, event.shiftKey)}
          />
        )}
      </div>
      <div role="gridcell" className="cell name" tabIndex={file.status === 'uploaded' ? undefined : tab(activeCol, 1)}>
        {file.status === 'uploaded' ? (
          <a href={href} tabIndex={tab(activeCol, 1)} className="file-name" part="file-link" title={file.name}>
            {file.name}
          </a>
        ) : (
          <span className="file-name" aria-disabled="true" title={file.name}>
            {file.name}
          </span>
        )}
        {note && (
          <span className={`badge ${file.status}`} part={`badge ${file.status}`}>
            {file.status === 'virus' && <span className="virus-mark" aria-hidden="true" />}
            {note}
          </span>
        )}
        {file.shared && canManage && (
          <span className="badge shared" part="badge shared">
            {t(m.filesShared)}
          </span>
        )}
      </div>
      <div role="gridcell" className="cell size" tabIndex={tab(activeCol, 2)}>
        {formatSize(file.size, locale)}
      </div>
      <div role="gridcell" className="cell actions">
        <Menu
          trigger={<span className="dots" aria-hidden="true" />}
          triggerLabel={t(m.filesActionsFor, { name: file.name })}
          triggerTabIndex={tab(activeCol, 3)}
          label={t(m.filesMenuLabel)}
          groups={groups}
          arrowKeysOpen={false}
          fixed
          onSelect={(item, event) => {
            // Open is a link: the browser downloads it; the rest are handled here.
            if (item.id !== 'open') {
              event.preventDefault();
              onAction(item.id as FileAction, file);
            }
          }}
        />
      </div>
    </div>
  );
});

const EmptyRow = memo(function EmptyRow({ index, activeCol, top }: RowBase) {
  return (
    <div data-index={index} role="row" aria-rowindex={index + 1} className="row empty" style={placed(top)}>
      <div role="gridcell" aria-colspan={4} className="cell" tabIndex={tab(activeCol, 0)}>
        {t(m.filesSectionEmpty)}
      </div>
    </div>
  );
});
