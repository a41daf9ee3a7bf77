import { NEWS_CATEGORIES, ALL_NEWS } from '@dockside/shared/news';
import type { NewsItem } from '@dockside/shared/news';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { panelStyles } from '@/components/ui/panel';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { OfflineError } from '@/lib/query/use-query';
import { shortDate } from '@/lib/format/en-us';
import { NEWS_OUR_TEXTS, NEWS_PAGE_SIZE, NEWS_TEXTS } from '../news.constants';
import { useNews } from '../stores/news-queries';
import { useBrowserValue } from '@/lib/use-browser-value';
import { type NewsView, setNewsView, useNewsView } from '../stores/news-view.store';
import { safeLink, stripMarkup } from '../utils/strip-markup';

/**
 * Spec §2 News: 'Latest Articles' with a category dropdown and a grid/list toggle; the first item is the
 * featured hero (skipped in the grid); 6 cards, 6 more per Load More while more exist; loading skeletons,
 * error with 'Refresh Feed', empty with 'View All Categories', offline with nothing saved on the device.
 * The grid/list choice is remembered on the device; article links open the source in a new tab.
 */
export function NewsFeed() {
  const categoryId = useId();
  const [category, setCategory] = useState<string>(ALL_NEWS);
  const view = useNewsView();
  const [visible, setVisible] = useState<number>(NEWS_PAGE_SIZE.initial);
  const news = useNews(category === ALL_NEWS ? '' : category);

  const choose = (next: string) => {
    setCategory(next);
    setVisible(NEWS_PAGE_SIZE.initial);
  };

  let body;
  if (!news.data && news.status === 'loading') {
    body = (
      <div className={grid} role="status" aria-busy="true" aria-label={NEWS_OUR_TEXTS.loading}>
        {Array.from({ length: NEWS_PAGE_SIZE.initial }, (_, index) => (
          <div key={index} className={skeleton} />
        ))}
      </div>
    );
  } else if (!news.data && news.error instanceof OfflineError) {
    // Offline and this category was never opened on the device (opened ones are read from the device).
    body = <EmptyState heading={NEWS_OUR_TEXTS.offlineTitle} text={NEWS_OUR_TEXTS.offlineText} role="status" />;
  } else if (!news.data) {
    body = (
      <FailedState
        heading={NEWS_TEXTS.loadFailedTitle}
        text={errorMessage(news.error, NEWS_TEXTS.loadFailedFallback)}
        retryLabel={NEWS_TEXTS.refreshFeed}
        onRetry={news.refetch}
      />
    );
  } else if (news.data.length === 0) {
    body = (
      <EmptyState heading={NEWS_TEXTS.empty} text={NEWS_OUR_TEXTS.emptyHint}>
        <Button variant="accent" onClick={() => choose(ALL_NEWS)}>
          {NEWS_TEXTS.viewAllCategories}
        </Button>
      </EmptyState>
    );
  } else {
    const [featured, ...rest] = news.data;
    const shown = rest.slice(0, visible);
    body = (
      <>
        <NewsCard item={featured} variant="hero" />
        <ul className={view === 'grid' ? grid : list} aria-label={NEWS_TEXTS.latest}>
          {shown.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} variant={view} />
            </li>
          ))}
        </ul>
        {rest.length > visible ? (
          <LoadMoreButton label={NEWS_TEXTS.loadMore} onClick={() => setVisible((count) => count + NEWS_PAGE_SIZE.step)} />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="news-latest" className={section}>
      <div className={toolbar}>
        <h2 id="news-latest" className={heading}>
          {NEWS_TEXTS.latest}
        </h2>
        <div className={controls}>
          <label htmlFor={categoryId} className={css({ srOnly: true })}>
            {NEWS_OUR_TEXTS.category}
          </label>
          <Select id={categoryId} fit="content" value={category} onChange={(event) => choose(event.target.value)}>
            {NEWS_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          <div role="group" aria-label={NEWS_OUR_TEXTS.view} className={toggle}>
            <Button
              size="sm"
              variant={view === 'grid' ? 'primary' : 'outline'}
              aria-pressed={view === 'grid'}
              onClick={() => setNewsView('grid')}
            >
              {NEWS_OUR_TEXTS.grid}
            </Button>
            <Button
              size="sm"
              variant={view === 'list' ? 'primary' : 'outline'}
              aria-pressed={view === 'list'}
              onClick={() => setNewsView('list')}
            >
              {NEWS_OUR_TEXTS.list}
            </Button>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}

function NewsCard({ item, variant }: { item: NewsItem; variant: NewsView | 'hero' }) {
  const href = safeLink(item.link);
  const text = stripMarkup(item.description);
  // The reader's own date format and time zone, once hydrated; the server's HTML (docs/architecture.md §5.4) shows UTC.
  const shownDate = useBrowserValue(() => formatNewsDate(item.pubDate, undefined), formatNewsDate(item.pubDate, 'UTC'));
  const Title = variant === 'hero' ? 'h3' : 'h4';
  return (
    <article className={variant === 'hero' ? hero : card} data-variant={variant}>
      {variant === 'hero' ? <span className={featuredBadge}>{NEWS_OUR_TEXTS.featured}</span> : null}
      <Title className={variant === 'hero' ? heroTitle : cardTitle}>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={NEWS_OUR_TEXTS.readMore(item.title)}>
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </Title>
      <p className={meta}>
        {item.source} · {item.category} · <time dateTime={item.pubDate}>{shownDate}</time>
      </p>
      <p className={variant === 'hero' ? heroText : excerpt}>{text}</p>
    </article>
  );
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center', justifyContent: 'space-between' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const controls = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const toggle = css({ display: 'flex', gap: '2' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const list = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const card = cx(
  cardStyles({ padding: 'md', elevation: 'raised' }),
  stack({
    gap: '2',
    height: '100%',
    '&[data-variant=list]': { height: 'auto' },
  }),
);
const hero = cx(panelStyles({ tone: 'accent', size: 'lg' }), stack({ gap: '3' }));
const featuredBadge = css({ alignSelf: 'flex-start', fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text' });
const heroTitle = css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold', '& a': { color: 'fg' } });
const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold', lineClamp: 2, '& a': { color: 'fg' } });
const meta = css({ fontSize: 'sm', color: 'fg.muted' });
const excerpt = css({ color: 'fg.muted', lineClamp: 3 });
const heroText = css({ color: 'fg', lineClamp: 4 });
const skeleton = cx(panelStyles({ tone: 'muted' }), css({ height: '40' }));

/** The browser's own way after hydration; the server's text (en-US, UTC) is hand-written: lib/format/en-us.ts. */
function formatNewsDate(pubDate: string, timeZone: 'UTC' | undefined): string {
  const date = new Date(pubDate);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone) return shortDate(date, true);
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
