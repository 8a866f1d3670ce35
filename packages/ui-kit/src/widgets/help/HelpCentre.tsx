import { formatDate } from '@platform/i18n';
import { useId } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { SafeHtml } from '../../primitives/safe-html/SafeHtml';
import { TextField } from '../../primitives/text-field/TextField';
import { ListSkeleton } from '../list-skeleton/ListSkeleton';
import * as styles from './help.css';

export interface HelpCategoryData {
  id: number;
  /** Its anchor (#tag). */
  tag: string;
  title: string;
}

export interface HelpArticleData {
  id: number;
  categoryId: number;
  /** Its anchor (#tag): the register page's agreement link lands on #agreement. */
  tag: string;
  title: string;
  /** Merchant HTML: shown through SafeHtml (DOMPurify). */
  content: string;
  updatedAt: number;
}

export interface HelpCentreProps {
  categories: readonly HelpCategoryData[];
  /** Null while loading. */
  articles: readonly HelpArticleData[] | null;
  /** The search as typed (the app filters `articles` by it, debounced). */
  query: string;
  onQueryChange: (query: string) => void;
  /** The anchor asked for: its article is marked current. */
  currentTag?: string;
}

/**
 * The help centre (points §2 "/help with optional #tag anchor"): the categories as a table of contents, a search, and
 * the articles grouped by category, each at its own anchor with the merchant's HTML made safe by SafeHtml.
 */
/** About one short article (title, two paragraphs, date): four fill the window below the search. */
const HELP_ARTICLE_PLACEHOLDER_PX = 160;

export function HelpCentre({ categories, articles, query, onQueryChange, currentTag }: HelpCentreProps) {
  const t = useT();
  const { language } = useLanguage();
  const tocId = useId();
  // A category whose tag an article also uses (#agreement) leaves the anchor to the article: ids stay unique.
  const articleTags = new Set((articles ?? []).map((article) => article.tag));
  const groups = categories
    .map((category) => ({ category, items: (articles ?? []).filter((a) => a.categoryId === category.id) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.tocTitle}>
          {t('help.contents')}
        </h2>
        <ul className={styles.tocList}>
          {categories.map((category) => (
            <li key={category.id}>
              <a className={styles.tocLink} href={`#${category.tag}`}>
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.main} aria-busy={articles === null || undefined}>
        <TextField
          type="search"
          label={t('help.search')}
          value={query}
          onValueChange={onQueryChange}
          maxLength={64}
          autoComplete="off"
        />
        {articles === null ? <ListSkeleton itemHeight={HELP_ARTICLE_PLACEHOLDER_PX} count={4} withHeader /> : null}
        {articles !== null && groups.length === 0 ? <EmptyState title={t('help.noResults')} /> : null}
        {groups.map(({ category, items }) => (
          <section
            key={category.id}
            id={articleTags.has(category.tag) ? undefined : category.tag}
            className={styles.category}
            aria-labelledby={`help-${category.tag}`}
          >
            <h2 id={`help-${category.tag}`} className={styles.categoryTitle}>
              {category.title}
            </h2>
            {items.map((article) => (
              <article
                key={article.id}
                id={article.tag}
                className={styles.article}
                aria-labelledby={`help-article-${article.id}`}
                aria-current={article.tag === currentTag ? 'location' : undefined}
              >
                <h3 id={`help-article-${article.id}`} className={styles.articleTitle}>
                  {article.title}
                </h3>
                <SafeHtml html={article.content} />
                <p className={styles.updated}>
                  {t('help.updated', { date: formatDate(article.updatedAt, { language, style: 'date' }) })}
                </p>
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
