import { useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { Page } from '@/components/layout/page';
import { ArticleView } from '@/features/content/components/article-view';
import { findArticleMeta, loadArticle } from '@/features/content/utils/blog-articles';
import { useMetaDescription } from '@/features/listings/utils/use-meta-description';

/** One article (/blog/:id): spec §2 Blog; an id that names no article is the not-found page. */
export default function ArticleRoute() {
  const { id = '' } = useParams();
  const article = findArticleMeta(id);
  const body = loadArticle(id);
  useMetaDescription(article?.excerpt);
  if (!article || !body) return <NotFound />;
  return (
    <Page title={article.title}>
      <ArticleView key={article.id} article={article} body={body} />
    </Page>
  );
}
