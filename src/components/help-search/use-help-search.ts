import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig, useEmit } from '../../lib/define-element';
import { HttpFailure, http, isAbort } from '../../lib/http';
import { t } from '../../lib/i18n';
import * as m from '../../lib/messages.en-US';
import { safeUrl } from '../../lib/urls';
import { articlePath, HELP_DEBOUNCE, HELP_HITS, HELP_SEARCH_SRC, parseHits, type HelpHit } from './help-search.logic';

export type HelpPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface HelpOption extends HelpHit {
  href: string;
}

export function useHelpSearch({ src, debounce }: { src: string | undefined; debounce: number | undefined }) {
  const emit = useEmit();
  const config = useConfig();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<HelpPhase>('idle');
  const [options, setOptions] = useState<HelpOption[]>([]);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const sequence = useRef(0);
  const request = useRef<AbortController | null>(null);
  const query = text.trim();
  const wait = debounce !== undefined && debounce >= 0 ? Math.min(debounce, 5000) : HELP_DEBOUNCE;

  useEffect(() => {
    request.current?.abort();
    const seq = ++sequence.current;
    // A blank query would list every article (Algolia does): the dropdown stays closed instead.
    if (query === '') {
      setOptions([]);
      setPhase('idle');
      setActive(-1);
      return undefined;
    }
    const timer = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      setPhase('loading');
      try {
        const body = await http.post(src || HELP_SEARCH_SRC, { json: { query, hitsPerPage: HELP_HITS }, signal: controller.signal, config });
        if (seq !== sequence.current) return;
        const hits: HelpOption[] = [];
        for (const hit of parseHits(body)) {
          const target = safeUrl(`${config.urlPrefix}${articlePath(hit.objectID)}`, { allowedHosts: config.allowedHosts });
          if (target) hits.push({ ...hit, href: target.href });
        }
        setOptions(hits);
        setActive(-1);
        setPhase(hits.length > 0 ? 'results' : 'empty');
      } catch (failure) {
        if (isAbort(failure) || seq !== sequence.current) return;
        const message = t(m.errorsGenericRetry);
        setOptions([]);
        setPhase('error');
        emit('error', { status: failure instanceof HttpFailure ? failure.status : 0, message });
      }
    }, wait);
    return () => clearTimeout(timer);
  }, [query, src, wait, config, emit]);

  useEffect(() => () => request.current?.abort(), []);

  const change = useCallback((value: string) => {
    setText(value);
    setExpanded(true);
  }, []);
  const close = useCallback(() => {
    setExpanded(false);
    setActive(-1);
  }, []);
  const move = useCallback(
    (key: 'ArrowDown' | 'ArrowUp') => {
      if (options.length === 0) return false;
      setExpanded(true);
      setActive((current) =>
        key === 'ArrowDown' ? (current >= options.length - 1 ? 0 : current + 1) : current <= 0 ? options.length - 1 : current - 1,
      );
      return true;
    },
    [options.length],
  );

  return { text, query, change, phase, options, active, setActive, expanded: expanded && phase !== 'idle', close, move };
}
