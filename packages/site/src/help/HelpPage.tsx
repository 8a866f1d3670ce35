import { HelpCentre, useLanguage, useT } from '@platform/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useState } from 'react';
import * as page from '../app/page.css';
import { usePlatform } from '../app/platform.context';
import { refusalText } from '../app/refusal';

/** The spec's help fetch debounce (points §9): the articles are asked for 300 ms after the language settles. */
export const HELP_FETCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Words of an article to search in: its title and the text of its HTML. */
const searchable = (title: string, html: string) => `${title} ${html.replace(/<[^>]*>/g, ' ')}`.toLowerCase();

/**
 * /help: the help categories and articles in the page's language (getHelpV2, device WEB), fetched 300 ms after the
 * language settles; a search filters them as typed (deferred); the #tag anchor scrolls to its article once they load.
 */
export function HelpPage() {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const lang = useDebounced(language, HELP_FETCH_DEBOUNCE_MS);
  const hash = useLocation({ select: (location) => location.hash });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const categories = useQuery({
    queryKey: ['help', 'categories', lang],
    queryFn: ({ signal }) => platform.api.system.helpCenter({ lang }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const articles = useQuery({
    queryKey: ['help', 'articles', lang],
    queryFn: ({ signal }) => platform.api.system.helpV2({ lang, device: 'WEB' }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const loaded = articles.data !== undefined && categories.data !== undefined;

  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const shown =
    articles.data?.filter(
      (article) => !deferredQuery || searchable(article.title, article.content).includes(deferredQuery),
    ) ?? null;
  return (
    <section className={page.page} aria-labelledby="help-title">
      <h1 id="help-title" className={page.heading}>
        {t('help.title')}
      </h1>
      {articles.isError || categories.isError ? (
        <p role="alert">{refusalText(t, articles.error ?? categories.error)}</p>
      ) : (
        <HelpCentre
          categories={categories.data ?? []}
          articles={shown}
          query={query}
          onQueryChange={setQuery}
          currentTag={hash || undefined}
        />
      )}
    </section>
  );
}
