import { describe, expect, it } from 'vitest';
import {
  baseNameLength,
  buildRows,
  canRenameCategory,
  categoryDeleteBlock,
  checkCategoryName,
  checkFileName,
  chunkIds,
  deletedText,
  deleteQuestion,
  clickFile,
  EMPTY_SELECTION,
  fileMenu,
  focusAfterRemoval,
  formatSize,
  gridMove,
  lazyFileIndex,
  listAccess,
  mayUpload,
  parseCategories,
  parseFile,
  parseFileList,
  pruneSelection,
  ROW_HEIGHT_EM,
  rowHeightEm,
  rowKey,
  sectionChecked,
  toggleSection,
  visibleFileOrder,
  type Category,
  type FileEntry,
  type Selection,
} from '../../../src/components/file-list/file-list.logic';
import * as m from '../../../src/lib/messages.en-US';

const file = (id: number, patch: Partial<FileEntry> = {}): FileEntry => ({
  id,
  fid: id,
  name: `file ${id}.pdf`,
  size: 1000,
  type: 'pdf',
  status: 'uploaded',
  shared: false,
  temporary: false,
  categoryId: 1,
  ...patch,
});
const category = (id: number, patch: Partial<Category> = {}): Category => ({
  id,
  name: `Category ${id}`,
  kind: 'normal',
  open: true,
  ...patch,
});
const sel = (ids: number[], anchor: number | null = null): Selection => ({ ids: new Set(ids), anchor });
const ids = (selection: Selection) => [...selection.ids].sort((a, b) => a - b);

describe('answers', () => {
  it('reads a file of the list answer and defaults what is missing', () => {
    expect(parseFile({ id: 5, name: 'a.PDF' }, 3)).toEqual({
      id: 5,
      fid: 5,
      name: 'a.PDF',
      size: 0,
      type: 'pdf',
      status: 'uploaded',
      shared: false,
      temporary: false,
      categoryId: 3,
    });
    expect(parseFile({ id: 5, name: 'a.pdf', status: 'virus', shared: true, categoryId: 7, fid: 9 }, 3)).toMatchObject({
      status: 'virus',
      shared: true,
      categoryId: 7,
      fid: 9,
    });
  });

  it('drops files without an id or name, and rejects answers that are not lists', () => {
    expect(
      parseFileList({ files: [{ id: 1, name: 'x.pdf' }, { id: 0, name: 'y' }, { name: 'z' }, null] }, 1),
    ).toHaveLength(1);
    expect(parseFileList({ success: true }, 1)).toBeNull();
    expect(parseFileList('<html>', 1)).toBeNull();
  });

  it('reads categories with their open state and whether the user manages files', () => {
    expect(
      parseCategories({
        canManage: true,
        categories: [
          { id: 1, name: 'Keep', kind: 'keep', open: false },
          { id: 2, name: 'Other', kind: 'strange' },
          { id: 'x', name: 'bad' },
        ],
      }),
    ).toEqual({
      canManage: true,
      categories: [
        { id: 1, name: 'Keep', kind: 'keep', open: false },
        { id: 2, name: 'Other', kind: 'normal', open: true },
      ],
    });
    expect(parseCategories({ categories: [] })?.canManage).toBe(false);
    expect(parseCategories([])).toBeNull();
  });
});

describe('rows', () => {
  const files = new Map([
    [1, [file(1), file(2)]],
    [2, [] as FileEntry[]],
    [3, [file(3, { categoryId: 3 })]],
  ]);

  it('lists each section, then its files when open, or an empty row', () => {
    const rows = buildRows([category(1), category(2), category(3, { open: false })], files, new Map());
    expect(rows.map((r) => r.kind)).toEqual(['section', 'file', 'file', 'section', 'empty', 'section']);
    expect(rows[0]).toMatchObject({ kind: 'section', count: 2 });
    expect(rows[5]).toMatchObject({ kind: 'section', count: 1 });
  });

  it('shows no file rows for a section still loading or failed', () => {
    const rows = buildRows(
      [category(1), category(3)],
      files,
      new Map([
        [1, 'loading' as const],
        [3, 'failed' as const],
      ]),
    );
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'section', loading: true }),
      expect.objectContaining({ kind: 'section', failed: true }),
    ]);
  });

  it('orders file ids as shown: the range a shift-click covers', () => {
    const rows = buildRows([category(1), category(2), category(3)], files, new Map());
    expect(visibleFileOrder(rows)).toEqual([1, 2, 3]);
  });

  it('keys every row with a distinct number: files by id, sections and empty rows from the category', () => {
    const rows = buildRows([category(1), category(2), category(3)], files, new Map());
    const keys = rows.map(rowKey);
    expect(keys).toEqual([-2, 1, 2, -4, -5, -6, 3]);
    expect(new Set(keys).size).toBe(rows.length);
  });

  it('knows every row height without measuring: a failed section takes two lines', () => {
    const rows = buildRows([category(1), category(2)], files, new Map([[2, 'failed' as const]]));
    expect(rows.map(rowHeightEm)).toEqual([
      ROW_HEIGHT_EM.section,
      ROW_HEIGHT_EM.file,
      ROW_HEIGHT_EM.file,
      ROW_HEIGHT_EM.sectionFailed,
    ]);
    expect(ROW_HEIGHT_EM.sectionFailed).toBeGreaterThan(ROW_HEIGHT_EM.section);
  });
});

describe('file index', () => {
  it('finds files by id across categories, reading the lists only when first asked', () => {
    const lists = new Map([
      [1, [file(1), file(2)]],
      [2, [file(3, { categoryId: 2 })]],
    ]);
    let reads = 0;
    const counted = new Map(lists);
    const values = counted.values.bind(counted);
    counted.values = () => {
      reads++;
      return values();
    };
    const index = lazyFileIndex(counted);
    expect(reads).toBe(0);
    expect(index.get(3)?.categoryId).toBe(2);
    expect(index.has(2)).toBe(true);
    expect(index.has(9)).toBe(false);
    expect(index.get(9)).toBeUndefined();
    expect(reads).toBe(1);
  });
});

describe('focus after a delete', () => {
  const files = new Map([
    [1, [file(1), file(2), file(3)]],
    [2, [file(4, { categoryId: 2 })]],
    [3, [file(5, { categoryId: 3 })]],
  ]);
  const rows = buildRows([category(1), category(2), category(3, { open: false })], files, new Map());

  it('goes to the next file of the section', () => {
    expect(focusAfterRemoval(rows, new Set([1]))).toBe(2);
    expect(focusAfterRemoval(rows, new Set([1, 2]))).toBe(3);
  });

  it('goes to the previous file when the last ones of the section went', () => {
    expect(focusAfterRemoval(rows, new Set([3]))).toBe(2);
    expect(focusAfterRemoval(rows, new Set([2, 3]))).toBe(1);
  });

  it("goes to the section header when the section's files all went, never into the next section", () => {
    expect(focusAfterRemoval(rows, new Set([1, 2, 3]))).toBe(rowKey(rows[0]!));
    expect(focusAfterRemoval(rows, new Set([4]))).toBe(-4);
  });

  it('starts from the first removed file shown, across sections', () => {
    expect(focusAfterRemoval(rows, new Set([4, 2]))).toBe(3);
  });

  it('leaves focus alone when no removed file is shown (closed section)', () => {
    expect(focusAfterRemoval(rows, new Set([5]))).toBeNull();
    expect(focusAfterRemoval(rows, new Set([99]))).toBeNull();
  });
});

describe('selection', () => {
  const order = [10, 11, 12, 13, 14, 15];

  it('a click toggles one box and makes it the anchor', () => {
    const once = clickFile(EMPTY_SELECTION, order, 12, false);
    expect(ids(once)).toEqual([12]);
    expect(once.anchor).toBe(12);
    const twice = clickFile(once, order, 12, false);
    expect(ids(twice)).toEqual([]);
    expect(twice.anchor).toBe(12);
  });

  it('shift-click checks the range from the anchor, in either direction', () => {
    expect(ids(clickFile(sel([11], 11), order, 14, true))).toEqual([11, 12, 13, 14]);
    expect(ids(clickFile(sel([14], 14), order, 11, true))).toEqual([11, 12, 13, 14]);
  });

  it('shift-click on a checked box clears the range, and keeps the anchor for the next range', () => {
    const cleared = clickFile(sel([10, 11, 12, 13, 14], 10), order, 12, true);
    expect(ids(cleared)).toEqual([13, 14]);
    expect(cleared.anchor).toBe(10);
    expect(ids(clickFile(cleared, order, 15, true))).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('shift-click without an anchor, or with one no longer shown, toggles one box', () => {
    expect(ids(clickFile(EMPTY_SELECTION, order, 13, true))).toEqual([13]);
    expect(ids(clickFile(sel([99], 99), order, 13, true))).toEqual([13, 99]);
  });

  it('a range spans sections in display order', () => {
    const rows = buildRows(
      [category(1), category(2)],
      new Map([
        [1, [file(1), file(2)]],
        [2, [file(3, { categoryId: 2 }), file(4, { categoryId: 2 })]],
      ]),
      new Map(),
    );
    expect(ids(clickFile(sel([2], 2), visibleFileOrder(rows), 3, true))).toEqual([2, 3]);
  });

  it('select all per section: checks all, then clears all; shows mixed in between', () => {
    const section = [11, 12, 13];
    expect(sectionChecked(sel([]), section)).toBe(false);
    expect(sectionChecked(sel([12]), section)).toBe('mixed');
    const all = toggleSection(sel([12, 20]), section);
    expect(ids(all)).toEqual([11, 12, 13, 20]);
    expect(sectionChecked(all, section)).toBe(true);
    expect(ids(toggleSection(all, section))).toEqual([20]);
    expect(sectionChecked(sel([1]), [])).toBe(false);
  });

  it('prunes ids that left the list, keeping the same object when nothing changed', () => {
    const selection = sel([1, 2, 3], 2);
    expect(pruneSelection(selection, new Set([1, 2, 3]))).toBe(selection);
    expect(pruneSelection(selection, new Set([1, 3]))).toEqual({ ids: new Set([1, 3]), anchor: null });
    expect(pruneSelection(EMPTY_SELECTION, new Map())).toBe(EMPTY_SELECTION);
  });
});

describe('file menu', () => {
  const flat = (groups: ReturnType<typeof fileMenu>) => groups.flat().map((i) => `${i.id}${i.disabled ? '(off)' : ''}`);

  it('offers managers every action; Share or Unshare by the shared flag', () => {
    expect(flat(fileMenu(file(1), true))).toEqual(['open', 'rename', 'move', 'share', 'delete']);
    expect(flat(fileMenu(file(1, { shared: true }), true))).toEqual(['open', 'rename', 'move', 'unshare', 'delete']);
    expect(
      fileMenu(file(1), true)
        .flat()
        .map((i) => i.label),
    ).toEqual([m.filesOpen, m.filesRename, m.filesMove, m.filesShare, m.filesDelete]);
  });

  it('offers others Open only', () => {
    expect(flat(fileMenu(file(1), false))).toEqual(['open']);
  });

  it('disables Open until the scan says uploaded', () => {
    expect(flat(fileMenu(file(1, { status: 'pending' }), false))).toEqual(['open(off)']);
    expect(flat(fileMenu(file(1, { status: 'virus' }), true))[0]).toBe('open(off)');
  });
});

describe('names', () => {
  it('category names are required, trimmed and collapsed', () => {
    expect(checkCategoryName('   ')).toEqual({ error: 'Please enter a category name.' });
    expect(checkCategoryName('')).toEqual({ error: m.filesCategoryNameRequired });
    expect(checkCategoryName('  Tax \n  forms ')).toEqual({ name: 'Tax forms' });
    expect(checkCategoryName('a\u0000b')).toEqual({ error: m.filesCategoryNameControl });
    expect(checkCategoryName('x'.repeat(101))).toEqual({ error: 'Category names must be 100 characters or fewer.' });
    expect(checkCategoryName('x'.repeat(100))).toEqual({ name: 'x'.repeat(100) });
  });

  it('comment and keep categories are protected; deletion only when empty', () => {
    expect(canRenameCategory(category(1))).toBe(true);
    expect(canRenameCategory(category(1, { kind: 'keep' }))).toBe(false);
    expect(canRenameCategory(category(1, { kind: 'comment' }))).toBe(false);
    expect(categoryDeleteBlock(category(1), 0)).toBeNull();
    expect(categoryDeleteBlock(category(1), 2)).toBe(m.filesCategoryNotEmpty);
    expect(categoryDeleteBlock(category(1, { kind: 'comment' }), 0)).toBe(m.filesCategoryProtected);
    expect(categoryDeleteBlock(category(1, { kind: 'keep' }), 0)).toBe(m.filesCategoryProtected);
  });

  it('file names: required, no slashes or control characters, same extension', () => {
    expect(checkFileName('  new name.pdf ', 'old.PDF')).toEqual({ name: 'new name.pdf' });
    expect(checkFileName(' ', 'old.pdf')).toEqual({ error: m.filesNameRequired });
    expect(checkFileName('a/b.pdf', 'old.pdf')).toEqual({ error: m.filesNameCharacters });
    expect(checkFileName('a\\b.pdf', 'old.pdf')).toEqual({ error: m.filesNameCharacters });
    expect(checkFileName('..', 'old')).toEqual({ error: m.filesNameCharacters });
    expect(checkFileName('new.docx', 'old.pdf')).toEqual({
      error: 'Keep the extension .pdf: a rename cannot change the type of a file.',
    });
    expect(checkFileName(`${'x'.repeat(252)}.pdf`, 'old.pdf')).toEqual({
      error: 'File names must be 255 characters or fewer.',
    });
    expect(checkFileName('README', 'LICENSE')).toEqual({ name: 'README' });
  });

  it('selects the base name for a rename', () => {
    expect(baseNameLength('report 2026.pdf')).toBe(11);
    expect(baseNameLength('README')).toBe(6);
  });
});

describe('helpers', () => {
  it('formats sizes', () => {
    expect(formatSize(512, 'en-US')).toBe('512 B');
    expect(formatSize(3_400_000, 'en-US')).toBe('3.4 MB');
    expect(formatSize(12_345, 'en-US')).toBe('12 KB');
    expect(formatSize(12_654, 'en-US')).toBe('13 KB');
    expect(formatSize(1_250, 'de-DE')).toBe('1,3 KB');
    expect(formatSize(2_000_000, 'en-US')).toBe('2 MB');
  });

  it('chunks ids to the server limit', () => {
    expect(chunkIds([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkIds(Array.from({ length: 450 }, (_, i) => i + 1)).map((c) => c.length)).toEqual([200, 200, 50]);
  });

  it('words a delete from the catalogue when the server sends no message', () => {
    expect(deleteQuestion(1)).toBe('Delete this file?');
    expect(deleteQuestion(3)).toBe('Delete these 3 files?');
    expect(deletedText(1)).toBe('1 file deleted.');
    expect(deletedText(12)).toBe('12 files deleted.');
  });

  it('grid keys move rows and cells, clamped to the grid', () => {
    const at = { row: 5, col: 1 };
    expect(gridMove('ArrowDown', false, at, 10, 4)).toEqual({ row: 6, col: 1 });
    expect(gridMove('ArrowUp', false, { row: 0, col: 1 }, 10, 4)).toEqual({ row: 0, col: 1 });
    expect(gridMove('PageDown', false, at, 10, 4)).toEqual({ row: 9, col: 1 });
    expect(gridMove('PageUp', false, at, 10, 4)).toEqual({ row: 1, col: 1 });
    expect(gridMove('ArrowLeft', false, { row: 5, col: 0 }, 10, 4)).toEqual({ row: 5, col: 0 });
    expect(gridMove('ArrowRight', false, at, 10, 4)).toEqual({ row: 5, col: 2 });
    expect(gridMove('Home', true, at, 10, 4)).toEqual({ row: 0, col: 0 });
    expect(gridMove('End', true, at, 10, 4)).toEqual({ row: 9, col: Number.MAX_SAFE_INTEGER });
    expect(gridMove('Home', false, at, 10, 4)).toEqual({ row: 5, col: 0 });
    expect(gridMove('a', false, at, 10, 4)).toBeNull();
    expect(gridMove('ArrowDown', false, at, 0, 4)).toBeNull();
  });

  it('asks for a list only when the page user may see it', () => {
    expect(listAccess(null, false, 2)).toBe('signed-out');
    expect(listAccess({ employeeId: 4 }, false, 2)).toBe('denied');
    expect(listAccess({ employeeId: 4 }, false, 4)).toBe('ok');
    expect(listAccess({ employeeId: 4 }, false, undefined)).toBe('ok');
    expect(listAccess({ employeeId: 4 }, true, 2)).toBe('ok');
    expect(listAccess({ employeeId: 4, isAdmin: true }, false, 2)).toBe('ok');
  });

  it('offers uploads to managers anywhere, and to everyone else into their own record only', () => {
    expect(mayUpload({ employeeId: 4 }, true, undefined, true)).toBe(true);
    expect(mayUpload({ employeeId: 4 }, false, 2, true)).toBe(true);
    expect(mayUpload({ employeeId: 4 }, false, undefined, false)).toBe(true);
    expect(mayUpload({ employeeId: 4 }, false, 4, false)).toBe(true);
    expect(mayUpload({ employeeId: 4 }, false, 2, false)).toBe(false);
    expect(mayUpload({ employeeId: 4 }, true, undefined, false)).toBe(false);
    expect(mayUpload({ employeeId: 0 }, false, undefined, false)).toBe(false);
    expect(mayUpload(null, false, undefined, false)).toBe(false);
  });
});
