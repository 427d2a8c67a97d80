import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import {
  buildRows,
  checkCategoryName,
  checkFileName,
  chunkIds,
  clickFile,
  deletedText,
  EMPTY_SELECTION,
  parseCategories,
  parseCategory,
  parseFile,
  lazyFileIndex,
  parseFileList,
  paths,
  pruneSelection,
  toggleSection,
  visibleFileOrder,
  type Category,
  type FileEntry,
  type FileScope,
  type Selection,
} from './file-list.logic';

/** What a finished action tells the user: a success in the status region, or an error alert. */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Answer of the delete preview (`filesDeletePreview`). */
export interface DeletePreview {
  ids: number[];
  files: Array<{ id: number; name: string }>;
  message: string;
  temporary: boolean;
}

interface ListState {
  phase: 'loading' | 'ready' | 'failed';
  canManage: boolean;
  categories: Category[];
  files: Map<number, FileEntry[]>;
  load: Map<number, 'loading' | 'failed'>;
}

const INITIAL: ListState = { phase: 'loading', canManage: false, categories: [], files: new Map(), load: new Map() };

/** A failed call as the user reads it: the server's own message (403 and 422 carry one) or the catalogue's. */
export function failureText(error: unknown, fallback: string = m.errorsRequest): string {
  if (error instanceof HttpFailure && error.serverMessage && error.status >= 400 && error.status < 500)
    return error.serverMessage;
  return fallback;
}

const statusOf = (error: unknown) => (error instanceof HttpFailure ? error.status : 0);

/**
 * The file list's data and actions: categories and their files from the list calls, section open
 * state saved through the section-status calls, selection, and every write of docs/api/files.yaml.
 */
export function useFileList(scope: FileScope, employeeId: number | undefined, enabled = true) {
  const http = useHttp();
  const emit = useEmit();
  const [state, setState] = useState<ListState>(INITIAL);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const aborter = useRef<AbortController | null>(null);
  const reloads = useRef(0);

  const fail = useCallback(
    (error: unknown, fallback?: string) => {
      if (isAbort(error)) return;
      const text = failureText(error, fallback);
      setNotice({ kind: 'error', text });
      emit('error', { message: text, status: statusOf(error) });
    },
    [emit],
  );
  // A repeated text is still read: the status region changes between the two.
  const succeed = useCallback(
    (text: string) =>
      setNotice((previous) => ({
        kind: 'success',
        text: previous?.kind === 'success' && previous.text === text ? `${text}\u00a0` : text,
      })),
    [],
  );

  // A write the server refused with a 403 (an assumed-user session's permission-test message)
  // shows in its dialog, and the page hears of it as of any other failure.
  const reportRefusal = useCallback(
    (error: HttpFailure) => {
      if (error.status === 403) emit('error', { message: error.serverMessage, status: 403 });
    },
    [emit],
  );

  const listQuery = useCallback(
    (id: number) => ({ id, ...(scope === 'employee' && employeeId !== undefined ? { employeeId } : {}) }),
    [scope, employeeId],
  );

  const loadCategory = useCallback(
    async (id: number, signal: AbortSignal) => {
      setState((s) => ({ ...s, load: new Map(s.load).set(id, 'loading') }));
      try {
        const answer = await http.get(paths.list(scope), { searchParams: listQuery(id), signal });
        // The bench and the performance panel measure first paint from here: the answer is in,
        // reading its files is part of what it measures.
        performance.mark('hr-file-list:answer');
        const files = parseFileList(answer, id);
        if (!files) throw new HttpFailure('parse', 200);
        setState((s) => {
          const load = new Map(s.load);
          load.delete(id);
          return { ...s, files: new Map(s.files).set(id, files), load };
        });
      } catch (error) {
        if (isAbort(error)) return;
        setState((s) => ({ ...s, load: new Map(s.load).set(id, 'failed') }));
        fail(error, m.errorsDataFetch);
      }
    },
    [http, scope, listQuery, fail],
  );

  const reload = useCallback(async () => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    const run = ++reloads.current;
    setState((s) => ({ ...s, phase: 'loading' }));
    try {
      const answer = parseCategories(
        await http.get(paths.categories, { searchParams: { scope }, signal: controller.signal }),
      );
      if (!answer) throw new HttpFailure('parse', 200);
      if (run !== reloads.current) return;
      setState({
        phase: 'ready',
        canManage: answer.canManage,
        categories: answer.categories,
        files: new Map(),
        load: new Map(answer.categories.map((c) => [c.id, 'loading' as const])),
      });
      await Promise.all(answer.categories.map((c) => loadCategory(c.id, controller.signal)));
    } catch (error) {
      if (isAbort(error)) return;
      setState((s) => ({ ...s, phase: 'failed' }));
      fail(error, m.errorsDataFetch);
    }
  }, [http, scope, loadCategory, fail]);

  useEffect(() => {
    if (!enabled) return;
    void reload();
    return () => aborter.current?.abort();
  }, [reload, enabled]);

  const rows = useMemo(() => buildRows(state.categories, state.files, state.load), [state]);
  // Worked out when first needed (a click, a move, a delete), not when the list arrives.
  const fileById = useMemo(() => lazyFileIndex(state.files), [state.files]);

  // Checked boxes of files that left the list are dropped.
  useEffect(() => {
    setSelection((s) => pruneSelection(s, fileById));
  }, [fileById]);

  /** Replaces files (by id) and removes others, across categories. */
  const patchFiles = useCallback((update: (list: FileEntry[], categoryId: number) => FileEntry[]) => {
    setState((s) => {
      const files = new Map<number, FileEntry[]>();
      for (const [categoryId, list] of s.files) files.set(categoryId, update(list, categoryId));
      return { ...s, files };
    });
  }, []);

  // ---- sections ----------------------------------------------------------------------------

  const setSectionOpen = useCallback(
    async (category: Category, open: boolean) => {
      const flip = (value: boolean) =>
        setState((s) => ({
          ...s,
          categories: s.categories.map((c) => (c.id === category.id ? { ...c, open: value } : c)),
        }));
      flip(open);
      try {
        await http.get(paths.sectionStatus(scope), { searchParams: { id: category.id, open: open ? 1 : 0 } });
      } catch (error) {
        flip(!open);
        fail(error);
      }
    },
    [http, scope, fail],
  );

  // ---- selection -----------------------------------------------------------------------------

  const clickCheckbox = useCallback(
    (id: number, shift: boolean) => setSelection((s) => clickFile(s, visibleFileOrder(rows), id, shift)),
    [rows],
  );
  const clickSectionBox = useCallback(
    (categoryId: number) =>
      setSelection((s) =>
        toggleSection(
          s,
          (state.files.get(categoryId) ?? []).map((f) => f.id),
        ),
      ),
    [state.files],
  );
  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), []);

  // ---- writes --------------------------------------------------------------------------------

  const run = useCallback(
    async (work: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        return true;
      } catch (error) {
        fail(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  const renameFile = useCallback(
    async (file: FileEntry, raw: string): Promise<string | null> => {
      const checked = checkFileName(raw, file.name);
      if ('error' in checked) return checked.error;
      if (checked.name === file.name) return null;
      let refused: string | null = null;
      await run(async () => {
        try {
          const answer = await http.post<{ file?: unknown }>(paths.renameFile, {
            form: { id: file.id, name: checked.name },
          });
          const renamed = parseFile(answer.file, file.categoryId) ?? { ...file, name: checked.name };
          patchFiles((list) => list.map((f) => (f.id === file.id ? { ...f, name: renamed.name } : f)));
          succeed(t(m.filesRenamed, { name: renamed.name }));
          emit('change', { action: 'rename', ids: [file.id], name: renamed.name });
        } catch (error) {
          // A refused name, or an assumed-user session's permission-test message (403, SPEC §6),
          // stays in the dialog, next to the field, with what the user typed.
          if (error instanceof HttpFailure && (error.status === 422 || error.status === 403) && error.serverMessage) {
            refused = error.serverMessage;
            reportRefusal(error);
            return;
          }
          throw error;
        }
      });
      return refused;
    },
    [http, run, patchFiles, succeed, emit, reportRefusal],
  );

  const setShared = useCallback(
    (file: FileEntry, shared: boolean) =>
      run(async () => {
        await http.post(shared ? paths.shareFile : paths.unshareFile, { form: { id: file.id } });
        patchFiles((list) => list.map((f) => (f.id === file.id ? { ...f, shared } : f)));
        succeed(t(shared ? m.filesShareDone : m.filesUnshareDone, { name: file.name }));
        emit('change', { action: shared ? 'share' : 'unshare', ids: [file.id] });
      }),
    [http, run, patchFiles, succeed, emit],
  );

  /**
   * true once moved; the server's message when it refused with a 403 (an assumed-user session's
   * permission-test message, SPEC §6), which the dialog shows; false after any other failure.
   */
  const moveFiles = useCallback(
    async (ids: readonly number[], target: Category): Promise<boolean | string> => {
      let refused: string | null = null;
      const moved = await run(async () => {
        try {
          for (const chunk of chunkIds(ids)) {
            await http.post(paths.moveFiles, {
              form: {
                ids: chunk.join(','),
                categoryId: target.id,
                ...(scope === 'employee' && employeeId !== undefined ? { employeeId } : {}),
              },
            });
          }
        } catch (error) {
          if (error instanceof HttpFailure && error.status === 403 && error.serverMessage) {
            refused = error.serverMessage;
            reportRefusal(error);
            return;
          }
          throw error;
        }
        const moving = new Set(ids);
        const moved = ids.map((id) => fileById.get(id)).filter((f): f is FileEntry => f !== undefined);
        setState((s) => {
          const files = new Map<number, FileEntry[]>();
          for (const [categoryId, list] of s.files)
            files.set(
              categoryId,
              list.filter((f) => !moving.has(f.id)),
            );
          const into = [...(files.get(target.id) ?? []), ...moved.map((f) => ({ ...f, categoryId: target.id }))];
          into.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id);
          files.set(target.id, into);
          return { ...s, files };
        });
        setSelection(EMPTY_SELECTION);
        succeed(t(m.filesMoved, { name: target.name }));
        emit('change', { action: 'move', ids: [...ids], categoryId: target.id });
      });
      return refused ?? moved;
    },
    [http, run, scope, employeeId, fileById, succeed, emit, reportRefusal],
  );

  const removeFiles = useCallback(
    (ids: Iterable<number>) => {
      const gone = new Set(ids);
      patchFiles((list) => list.filter((f) => !gone.has(f.id)));
    },
    [patchFiles],
  );

  /**
   * The delete preview (GET); `gone` when nothing is left to delete (every file was already
   * deleted: that is reported as a success and the rows go away), null when the call failed.
   */
  const previewDelete = useCallback(
    async (ids: readonly number[]): Promise<DeletePreview | 'gone' | null> => {
      const temporary = ids.some((id) => fileById.get(id)?.temporary === true);
      let preview: DeletePreview | 'gone' | null = null;
      await run(async () => {
        const files: DeletePreview['files'] = [];
        const gone: number[] = [];
        let message = '';
        for (const chunk of chunkIds(ids)) {
          const answer = await http.get<{ files?: unknown; alreadyDeleted?: unknown; message?: unknown }>(
            paths.deleteFiles,
            { searchParams: { ids: chunk.join(','), ...(temporary ? { temporary: 1 } : {}) } },
          );
          if (Array.isArray(answer.files))
            for (const f of answer.files) {
              const parsed = parseFile(f, 0);
              if (parsed) files.push({ id: parsed.id, name: parsed.name });
            }
          if (Array.isArray(answer.alreadyDeleted))
            for (const id of answer.alreadyDeleted) if (typeof id === 'number') gone.push(id);
          if (typeof answer.message === 'string') message = answer.message.trim();
        }
        if (gone.length) removeFiles(gone);
        if (files.length === 0) {
          succeed(m.filesAlreadyDeleted);
          preview = 'gone';
          return;
        }
        preview = { ids: files.map((f) => f.id), files, message, temporary };
      });
      return preview;
    },
    [http, run, fileById, removeFiles, succeed],
  );

  const confirmDelete = useCallback(
    (preview: DeletePreview) =>
      run(async () => {
        const deleted: number[] = [];
        const gone: number[] = [];
        let message = '';
        for (const chunk of chunkIds(preview.ids)) {
          const answer = await http.post<{ deleted?: unknown; alreadyDeleted?: unknown; message?: unknown }>(
            paths.deleteFiles,
            { form: { ids: chunk.join(','), ...(preview.temporary ? { temporary: 1 } : {}) } },
          );
          if (Array.isArray(answer.deleted))
            for (const id of answer.deleted) if (typeof id === 'number') deleted.push(id);
          if (Array.isArray(answer.alreadyDeleted))
            for (const id of answer.alreadyDeleted) if (typeof id === 'number') gone.push(id);
          if (typeof answer.message === 'string') message = answer.message.trim();
        }
        removeFiles([...deleted, ...gone]);
        succeed(deleted.length === 0 ? m.filesAlreadyDeleted : message || deletedText(deleted.length));
        if (deleted.length) emit('change', { action: 'delete', ids: deleted });
      }),
    [http, run, removeFiles, succeed, emit],
  );

  // ---- categories ------------------------------------------------------------------------------

  /** Runs a category write; returns the error to show next to the field, or null when it is done. */
  const categoryWrite = useCallback(
    async (raw: string, write: (name: string) => Promise<void>): Promise<string | null> => {
      const checked = checkCategoryName(raw);
      if ('error' in checked) return checked.error;
      let refused: string | null = null;
      await run(async () => {
        try {
          await write(checked.name);
        } catch (error) {
          if (
            error instanceof HttpFailure &&
            (error.status === 422 || error.status === 409 || error.status === 403) &&
            error.serverMessage
          ) {
            refused = error.serverMessage;
            reportRefusal(error);
            return;
          }
          throw error;
        }
      });
      return refused;
    },
    [run, reportRefusal],
  );

  const addCategory = useCallback(
    (raw: string) =>
      categoryWrite(raw, async (name) => {
        const answer = await http.post<{ category?: unknown }>(paths.addCategory, { form: { name, scope } });
        const category = parseCategory(answer.category);
        if (!category) throw new HttpFailure('parse', 200);
        setState((s) => ({
          ...s,
          categories: [...s.categories, category],
          files: new Map(s.files).set(category.id, []),
        }));
        succeed(t(m.filesCategoryAdded, { name: category.name }));
        emit('change', { action: 'add-category', categoryId: category.id, name: category.name });
      }),
    [categoryWrite, http, scope, succeed, emit],
  );

  const renameCategory = useCallback(
    (category: Category, raw: string) =>
      categoryWrite(raw, async (name) => {
        const answer = await http.post<{ category?: unknown }>(paths.renameCategory, {
          form: { id: category.id, name },
        });
        const renamed = parseCategory(answer.category)?.name ?? name;
        setState((s) => ({
          ...s,
          categories: s.categories.map((c) => (c.id === category.id ? { ...c, name: renamed } : c)),
        }));
        succeed(t(m.filesCategoryRenamed, { name: renamed }));
        emit('change', { action: 'rename-category', categoryId: category.id, name: renamed });
      }),
    [categoryWrite, http, succeed, emit],
  );

  const deleteCategory = useCallback(
    (category: Category) =>
      run(async () => {
        await http.post(paths.deleteCategory, { form: { id: category.id } });
        setState((s) => {
          const files = new Map(s.files);
          files.delete(category.id);
          return { ...s, categories: s.categories.filter((c) => c.id !== category.id), files };
        });
        succeed(t(m.filesCategoryDeleted, { name: category.name }));
        emit('change', { action: 'delete-category', categoryId: category.id });
      }),
    [run, http, succeed, emit],
  );

  /** A file the uploader filed: inserted (or refreshed) in its category. */
  const insertFile = useCallback((file: FileEntry) => {
    setState((s) => {
      const files = new Map<number, FileEntry[]>();
      for (const [categoryId, list] of s.files)
        files.set(
          categoryId,
          list.filter((f) => f.id !== file.id),
        );
      const into = [...(files.get(file.categoryId) ?? []), file];
      into.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id);
      files.set(file.categoryId, into);
      return { ...s, files };
    });
  }, []);

  return {
    ...state,
    rows,
    fileById,
    selection,
    notice,
    busy,
    setNotice,
    reload,
    retryCategory: (id: number) => {
      aborter.current ??= new AbortController();
      void loadCategory(id, aborter.current.signal);
    },
    setSectionOpen,
    clickCheckbox,
    clickSectionBox,
    clearSelection,
    renameFile,
    setShared,
    moveFiles,
    previewDelete,
    confirmDelete,
    addCategory,
    renameCategory,
    deleteCategory,
    insertFile,
  };
}

export type FileListModel = ReturnType<typeof useFileList>;
