import { ComingSoon } from '@/components/layout/coming-soon';

/** All articles (/blog/all): spec §2 Blog. */
export default function AllArticlesRoute() {
  return <ComingSoon heading="All Articles" title="All Articles — Blog" />;
}
