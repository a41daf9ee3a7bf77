import { Page, pageHeadingStyles } from '@/components/layout/page';
import { NewsFeed } from '@/features/news/components/news-feed';
import { NEWS_TEXTS } from '@/features/news/news.constants';

/** News (/news): spec §2 News — the seeded feed, kept on the device for offline reading. */
export default function NewsRoute() {
  return (
    <Page title={NEWS_TEXTS.heading}>
      <h1 className={pageHeadingStyles}>{NEWS_TEXTS.heading}</h1>
      <NewsFeed />
    </Page>
  );
}
