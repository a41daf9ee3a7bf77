import { useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { AllArticlesList } from '@/features/content/components/blog-lists';
import { CategoryChips } from '@/features/content/components/category-chips';
import { lead } from '@/features/content/components/page-sections';
import { BLOG_TEXTS as T } from '@/features/content/content.constants';
import { categoryFromSearch } from '@/features/content/utils/blog-filter';
import { PAGE_TITLES } from '@dockside/shared/common';

/** All articles (/blog/all): spec §2 Blog, with the same filtering chips as /blog. */
export default function AllArticlesRoute() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  return (
    <Page title={`${category ? `${category} — ` : ''}${PAGE_TITLES['/blog/all']}`} className={stack}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={cx(pageHeadingStyles, css({ mb: '0' }))}>{T.allHeading}</h1>
        <p className={lead}>{T.allIntro}</p>
      </div>
      <CategoryChips path="/blog/all" active={category} />
      <AllArticlesList category={category} />
    </Page>
  );
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } });
