import { Suspense, use } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { PageLoading } from '@/components/layout/page-loading';
import { pageHeadingStyles } from '@/components/layout/page';
import { BLOG_TEXTS as T } from '../content.constants';
import type { BlogArticle, BlogArticleMeta } from '../content.types';
import { BLOG_ARTICLES } from '../utils/blog-articles';
import { adjacentArticles, categoryHref } from '../utils/blog-filter';
import { ArticleMeta } from './article-meta';
import { Prose } from './prose';

/**
 * /blog/{id}: the header comes from the front matter bundled with the screen, so it shows at once; the body
 * is its own chunk (`body`), shown when it has loaded.
 */
export function ArticleView({ article, body }: { article: BlogArticleMeta; body: Promise<BlogArticle> }) {
  const { previous, next } = adjacentArticles(BLOG_ARTICLES, article.id);
  return (
    <article className={layout}>
      <Link to="/blog" className={back}>
        ← {T.backToBlog}
      </Link>
      <div className={header}>
        <Link to={categoryHref('/blog', article.category)} className={badge({ tone: 'accent' })}>
          {article.category}
        </Link>
        <h1 className={pageHeadingStyles}>{article.title}</h1>
        <p className={lead}>{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
      <img src={article.image} alt={article.imageAlt} width={1200} height={675} className={hero} />
      <Suspense fallback={<PageLoading />}>
        <ArticleBody body={body} />
      </Suspense>
      <nav aria-label={T.moreArticles} className={pager}>
        {previous ? <PagerLink label={T.previous} article={previous} /> : <span />}
        {next ? <PagerLink label={T.next} article={next} align="end" /> : null}
      </nav>
    </article>
  );
}

function ArticleBody({ body }: { body: Promise<BlogArticle> }) {
  const { html } = use(body);
  return <Prose html={html} />;
}

function PagerLink({ label, article, align = 'start' }: { label: string; article: BlogArticleMeta; align?: 'start' | 'end' }) {
  return (
    <Link to={`/blog/${article.id}`} rel={align === 'end' ? 'next' : 'prev'} className={pagerLink} data-align={align}>
      <span className={pagerLabel}>{label}</span>
      <span className={pagerTitle}>{article.title}</span>
    </Link>
  );
}

const layout = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: 'prose', mx: 'auto' });
const back = css({ color: 'accent.text', fontWeight: 'semibold', alignSelf: 'flex-start' });
const header = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', '& h1': { mb: '0' } });
const lead = css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' });
const hero = css({ width: 'full', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 'card', bg: 'bg.muted' });
const pager = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '4',
  pt: '6',
  borderTopWidth: '1px',
  borderColor: 'border',
});
const pagerLink = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  textDecoration: 'none',
  color: 'fg',
  _hover: { borderColor: 'accent', bg: 'accent.subtle' },
  '&[data-align=end]': { textAlign: { md: 'end' }, gridColumn: { md: '2' } },
});
const pagerLabel = css({ fontSize: 'sm', color: 'fg.muted' });
const pagerTitle = css({ fontWeight: 'semibold', color: 'accent.text' });
