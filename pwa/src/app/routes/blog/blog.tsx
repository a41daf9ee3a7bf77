import { useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { BlogOverview } from '@/features/content/components/blog-lists';
import { CategoryChips } from '@/features/content/components/category-chips';
import { lead, panel } from '@/features/content/components/page-sections';
import { BLOG_TEXTS as T } from '@/features/content/content.constants';
import { categoryFromSearch } from '@/features/content/utils/blog-filter';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { stack } from 'styled-system/patterns';

/** Blog (/blog): spec §2 Blog; the chips filter through `?category=`. */
export default function BlogRoute() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  return (
    <Page title={category ? `${category} — ${T.title}` : T.title} className={column}>
      <div className={stack({ gap: '3' })}>
        <h1 className={cx(pageHeadingStyles, css({ mb: '0' }))}>{T.heading}</h1>
        <p className={lead}>{T.intro}</p>
      </div>
      <CategoryChips path="/blog" active={category} />
      <BlogOverview category={category} />
      <div className={panel}>
        <NewsletterSignup source="blog" />
      </div>
    </Page>
  );
}

const column = stack({ alignItems: 'stretch', gap: { base: '8', md: '10' }, '& > a': { alignSelf: 'flex-start' } });
