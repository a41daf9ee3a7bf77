import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { buttonStyles } from '@/components/ui/button';
import { BLOG_TEXTS as T } from '../content.constants';
import type { BlogCategory } from '../content.types';
import { BLOG_ARTICLES } from '../utils/blog-articles';
import { blogSections, categoryHref, filterByCategory, sortNewestFirst } from '../utils/blog-filter';
import { ArticleGrid } from './article-card';
import { section, sectionHeading } from './page-sections';

/** /blog: featured and latest articles of the chosen category, then 'View All'. */
export function BlogOverview({ category }: { category: BlogCategory | null }) {
  const { featured, latest } = blogSections(BLOG_ARTICLES, category);
  if (featured.length + latest.length === 0) return <NoArticles category={category} path="/blog" />;
  return (
    <>
      {featured.length > 0 ? (
        <section aria-labelledby="blog-featured" className={section}>
          <h2 id="blog-featured" className={sectionHeading}>
            {T.featured}
          </h2>
          <ArticleGrid articles={featured} />
        </section>
      ) : null}
      {latest.length > 0 ? (
        <section aria-labelledby="blog-latest" className={section}>
          <h2 id="blog-latest" className={sectionHeading}>
            {T.latest}
          </h2>
          <ArticleGrid articles={latest} />
        </section>
      ) : null}
      <Link to={categoryHref('/blog/all', category)} className={buttonStyles({ variant: 'outline' })}>
        {T.viewAll}
      </Link>
    </>
  );
}

/** /blog/all: every article of the chosen category, newest first. */
export function AllArticlesList({ category }: { category: BlogCategory | null }) {
  const articles = sortNewestFirst(filterByCategory(BLOG_ARTICLES, category));
  if (articles.length === 0) return <NoArticles category={category} path="/blog/all" />;
  return <ArticleGrid articles={articles} headingLevel="h2" />;
}

function NoArticles({ category, path }: { category: BlogCategory | null; path: string }) {
  return (
    <EmptyState heading={T.emptyHeading} text={T.emptyText(category ?? '')}>
      <Link to={path} className={buttonStyles({ variant: 'accent' })}>
        {T.viewAllCategories}
      </Link>
    </EmptyState>
  );
}
