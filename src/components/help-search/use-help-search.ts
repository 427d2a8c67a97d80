import { useCallback } from 'react';
import { useConfig, useHttp } from '../../element/define-element';
import { safeUrl } from '../../lib/urls';
import { useComboboxField } from '../../ui/combobox/use-combobox-field';
import { articlePath, HELP_HITS, HELP_SEARCH_SRC, parseHits, type HelpHit } from './help-search.logic';

export interface HelpOption extends HelpHit {
  href: string;
}

export function useHelpSearch({ src, debounce }: { src: string | undefined; debounce: number | undefined }) {
  const config = useConfig();
  const http = useHttp();
  // A blank query would list every article (Algolia does): the combobox sends nothing for it.
  const load = useCallback(
    async (query: string, signal: AbortSignal): Promise<HelpOption[]> => {
      const body = await http.post(src || HELP_SEARCH_SRC, { json: { query, hitsPerPage: HELP_HITS }, signal });
      const hits: HelpOption[] = [];
      for (const hit of parseHits(body)) {
        const target = safeUrl(`${config.urlPrefix}${articlePath(hit.objectID)}`, {
          allowedHosts: config.allowedHosts,
        });
        if (target) hits.push({ ...hit, href: target.href });
      }
      return hits;
    },
    [src, config, http],
  );
  return useComboboxField({ debounce, load });
}
