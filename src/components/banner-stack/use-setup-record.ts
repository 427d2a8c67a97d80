import { useCallback, useEffect, useState } from 'react';
import { useEmit } from '../../element/define-element';
import { readStored, removeStored } from '../../lib/storage';
import { pageOrigin } from '../../lib/urls';
import {
  isSetupExpired,
  parseSetupRecord,
  setupDataUrl,
  setupExpiresAt,
  setupShowsOn,
  SETUP_STORAGE_KEY,
  updatedStepKey,
  UPDATE_EVENT,
  type SetupRecord,
} from './setup-record.logic';

const CORRUPT = Symbol('corrupt');
const anything = (value: unknown): value is unknown => value !== undefined;

/** The stored record; a corrupt, cross-origin or expired one is removed. */
function readSetupRecord(): SetupRecord | null {
  const raw = readStored<unknown>(SETUP_STORAGE_KEY, CORRUPT, anything);
  const record = raw === CORRUPT ? null : parseSetupRecord(raw, pageOrigin());
  if (!record || isSetupExpired(record, Date.now()) || !setupDataUrl(record)) {
    // Also when nothing is stored: removing an absent key is a no-op.
    removeStored(SETUP_STORAGE_KEY);
    return null;
  }
  return record;
}

/**
 * The setup summary banner's record (SPEC §4): shown on its paths only; cleared on close, on a
 * failed request (reported by the banner's chunk), when a customerOnboarding record turns 24 hours
 * old; asked again on the document event `updateBannerData` naming the stored step key.
 */
export function useSetupRecord() {
  const emit = useEmit();
  const [record, setRecord] = useState<SetupRecord | null>(() =>
    typeof location === 'undefined' ? null : readSetupRecord(),
  );
  const [round, setRound] = useState(0);
  const [ready, setReady] = useState(false);
  const shown = record !== null && setupShowsOn(record, location.pathname);

  const clear = useCallback(() => {
    removeStored(SETUP_STORAGE_KEY);
    setRecord(null);
    setReady(false);
  }, []);
  const onReady = useCallback(() => setReady(true), []);

  useEffect(() => {
    const expiresAt = record && setupExpiresAt(record);
    if (expiresAt == null) return;
    const timer = setTimeout(clear, Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [record, clear]);

  useEffect(() => {
    const onUpdate = (event: Event) => {
      const key = updatedStepKey((event as CustomEvent).detail);
      const next = readSetupRecord();
      if (next === null) return clear();
      if (key === null || next.stepKey !== key) return;
      setRecord(next);
      setRound((n) => n + 1);
    };
    document.addEventListener(UPDATE_EVENT, onUpdate);
    return () => document.removeEventListener(UPDATE_EVENT, onUpdate);
  }, [clear]);

  const close = useCallback(() => {
    clear();
    emit('dismiss', { banner: 'setupSummary' });
  }, [clear, emit]);

  const url = shown ? setupDataUrl(record) : null;
  return { url, round, ready, onReady, clear, close };
}
