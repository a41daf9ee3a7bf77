import { css, cx } from 'styled-system/css';
import { BLOG_TEXTS as T } from '../content.constants';
import type { BlogArticleMeta } from '../content.types';
import { formatContentDate } from '../utils/format-date';

/** Author · date · read time. */
export function ArticleMeta({ article, className }: { article: BlogArticleMeta; className?: string }) {
  return (
    <p className={cx(meta, className)}>
      <span>
        {T.by} {article.author}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.date}>{formatContentDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{T.minRead(article.readTime)}</span>
    </p>
  );
}

const meta = css({ display: 'flex', flexWrap: 'wrap', columnGap: '2', rowGap: '1', color: 'fg.muted', fontSize: 'sm' });
