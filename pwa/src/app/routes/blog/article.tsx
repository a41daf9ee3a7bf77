import { ComingSoon } from '@/components/layout/coming-soon';

/** One article (/blog/:id): spec §2 Blog. */
export default function ArticleRoute() {
  return <ComingSoon heading="Blog Article" />;
}
