import { useCallback, useEffect, useMemo } from 'react';
import { useConfig, useHttp } from '../../element/define-element';
import { safeUrl } from '../../lib/urls';
import { useComboboxField } from '../../ui/combobox/use-combobox-field';
import {
  articlePath,
  HELP_HITS,
  HELP_SEARCH_SRC,
  helpSearchTarget,
  parseHits,
  refusalMessage,
  type HelpHit,
} from './help-search.logic';
import { askHelpService } from './help-service';

export interface HelpOption extends HelpHit {
  href: string;
}

/**
 * The search box's state and where it asks: `src` when given (the app's own endpoint, through
 * its HTTP service), else the config's `helpSearch` service, else HELP_SEARCH_SRC. A refused
 * `helpSearch` is logged once and leaves the search unavailable (`available` false).
 */
export function useHelpSearch({ src, debounce }: { src: string | undefined; debounce: number | undefined }) {
  const config = useConfig();
  const http = useHttp();
  const target = useMemo(
    () => (src ? ({ kind: 'default' } as const) : helpSearchTarget(config.helpSearch, config.allowedHosts)),
    [src, config.helpSearch, config.allowedHosts],
  );
  const refusal = target.kind === 'refused' ? target.reason : null;
  useEffect(() => {
    if (refusal) console.error(refusalMessage('<hr-help-search>', refusal));
  }, [refusal]);

  // A blank query would list every article (Algolia does): the combobox sends nothing for it.
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<HelpOption[]> => {
      if (target.kind === 'refused') return [];
      const body =
        target.kind === 'service'
          ? await askHelpService(target, query, signal)
          : await http.post(src || HELP_SEARCH_SRC, { json: { query, hitsPerPage: HELP_HITS }, signal });
      const hits: HelpOption[] = [];
      for (const hit of parseHits(body)) {
        const link = safeUrl(`${config.urlPrefix}${articlePath(hit.objectID)}`, {
          allowedHosts: config.allowedHosts,
        });
        if (link) hits.push({ ...hit, href: link.href });
      }
      return hits;
    },
    [src, target, config.urlPrefix, config.allowedHosts, http],
  );
  return { field: useComboboxField({ debounce, load }), available: refusal === null };
}
