import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { badge } from 'styled-system/recipes';
import type { BlogArticleMeta } from '../content.types';
import { ArticleMeta } from './article-meta';

/** A card of an article list; the title is the link (one tab stop per card). */
export function ArticleCard({ article, headingLevel: Heading = 'h3' }: { article: BlogArticleMeta; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className={card}>
      <img src={article.image} alt="" width={1200} height={675} loading="lazy" decoding="async" className={image} />
      <div className={body}>
        <span className={badge({ tone: article.featured ? 'featured' : 'accent' })}>{article.category}</span>
        <Heading className={title}>
          <Link to={`/blog/${article.id}`} className={link}>
            {article.title}
          </Link>
        </Heading>
        <p className={excerpt}>{article.excerpt}</p>
        <ArticleMeta article={article} className={css({ mt: 'auto' })} />
      </div>
    </article>
  );
}

/** Cards in a responsive grid: one column on a phone, up to three on a desktop. */
export function ArticleGrid({ articles, headingLevel }: { articles: readonly BlogArticleMeta[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={grid}>
      {articles.map((article) => (
        <li key={article.id} className={css({ display: 'flex' })}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '4', md: '6' },
});

const card = cx(
  cardStyles({ padding: 'none', elevation: 'raised' }),
  css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: 'full',
    overflow: 'hidden',
    _focusWithin: { borderColor: 'accent' },
  }),
);

const image = css({ width: 'full', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.muted' });
const body = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', p: { base: '4', md: '5' }, flex: '1' });
const title = css({ fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', color: 'primary' });
// The whole card is clickable through the title link's ::after, without a second link.
const link = css({
  color: 'inherit',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  _after: { content: '""', position: 'absolute', inset: '0' },
});
const excerpt = css({ color: 'fg.muted' });
