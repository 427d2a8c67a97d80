import { useCallback, useState } from 'react';
import { useEmit, useHttp } from '../../element/define-element';
import { HttpFailure } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import type { Banners } from './banners.logic';

/** docs/api shellAnnouncementRead. */
export const ANNOUNCEMENT_PATH = '/ajax/announcement.php';

/** Dismissing the announcement: hidden at once, POST action=read (CSRF by the http service), back with an error on failure. */
export function useAnnouncement(announcement: Banners['announcement'], onHidden: () => void) {
  const http = useHttp();
  const emit = useEmit();
  const [hiddenId, setHiddenId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dismiss = useCallback(() => {
    if (!announcement) return;
    const { id } = announcement;
    setHiddenId(id);
    setError(null);
    onHidden();
    http.post(ANNOUNCEMENT_PATH, { form: { action: 'read', id } }).then(
      () => emit('dismiss', { banner: 'announcement', id }),
      (reason: unknown) => {
        const message = t(m.errorsGenericRetry);
        setHiddenId(null);
        setError(message);
        emit('error', { message, status: reason instanceof HttpFailure ? reason.status : 0 });
      },
    );
  }, [announcement, http, emit, onHidden]);
  return { shown: announcement !== null && announcement.id !== hiddenId, error, dismiss };
}
