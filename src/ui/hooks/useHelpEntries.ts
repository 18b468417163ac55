import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { SITE } from '@/config/constants';
import { wireLanguage } from '@/config/languages';
import { systemContract } from '@/contracts/system.contract';
import type { HelpItem } from '@/contracts/system.contract';
import { queryKeys } from '@/api/query-keys';
import { useLanguage } from '@/ui/hooks/queries';

export interface HelpEntry {
  /** Anchor used by /help#term. */
  term: string;
  title: string;
  content: string;
}

export function termOf(item: HelpItem): string {
  const source = item.tag || item.title;
  return source
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Flattens the article tree (hidden entries dropped) into the menu entries. */
export function flattenHelp(items: readonly HelpItem[]): HelpEntry[] {
  const out: HelpEntry[] = [];
  const walk = (list: readonly HelpItem[]) => {
    for (const item of list) {
      if (item.display === false) continue;
      if (item.content) out.push({ term: termOf(item), title: item.title, content: item.content });
      if (item.children) walk(item.children);
    }
  };
  walk(items);
  return out;
}

/**
 * The entry a /help#term anchor names: 0 (the first article) when no term is given, -1 when the term names
 * no article of this merchant. A link to a missing article lands on the help list, never on whichever
 * article happens to come first (spec 01 §2 help centre).
 */
export function findTermIndex(entries: readonly HelpEntry[], term: string | null | undefined): number {
  if (!term) return 0;
  let wanted = term;
  try {
    wanted = decodeURIComponent(term);
  } catch {
    // A malformed escape is matched as written.
  }
  wanted = wanted.toLowerCase();
  return entries.findIndex((e) => e.term === wanted || e.title.toLowerCase() === wanted);
}

/** The help centre's articles; `enabled: false` holds the call until a part of the page wants them. */
export function useHelpEntries({ enabled = true }: { enabled?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({
    enabled,
    queryKey: queryKeys.system.helpCenter(lang),
    queryFn: async () =>
      flattenHelp(
        await api.call(systemContract.helpCenter, {
          query: { lang: wireLanguage(lang), device: SITE.device },
        }),
      ),
    staleTime: 10 * 60_000,
  });
}
