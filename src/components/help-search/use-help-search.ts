import { useCallback } from 'react';
import { useConfig } from '../../element/define-element';
import { http } from '../../lib/http';
import { safeUrl } from '../../lib/urls';
import { useComboboxSearch } from '../../ui/use-combobox-search';
import { articlePath, HELP_DEBOUNCE, HELP_HITS, HELP_SEARCH_SRC, parseHits, type HelpHit } from './help-search.logic';

export type { SearchPhase as HelpPhase } from '../../ui/use-combobox-search';

export interface HelpOption extends HelpHit {
  href: string;
}

export function useHelpSearch({ src, debounce }: { src: string | undefined; debounce: number | undefined }) {
  const config = useConfig();
  // A blank query would list every article (Algolia does): the shared hook keeps the list closed.
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<HelpOption[]> => {
      const body = await http.post(src || HELP_SEARCH_SRC, { json: { query, hitsPerPage: HELP_HITS }, signal, config });
      const hits: HelpOption[] = [];
      for (const hit of parseHits(body)) {
        const target = safeUrl(`${config.urlPrefix}${articlePath(hit.objectID)}`, {
          allowedHosts: config.allowedHosts,
        });
        if (target) hits.push({ ...hit, href: target.href });
      }
      return hits;
    },
    [src, config],
  );
  return useComboboxSearch({ debounce, defaultDebounce: HELP_DEBOUNCE, load, homeEnd: false });
}
