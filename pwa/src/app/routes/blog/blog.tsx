import { ComingSoon } from '@/components/layout/coming-soon';

/** Blog (/blog): spec §2 Blog. */
export default function BlogRoute() {
  return <ComingSoon heading="Blog" />;
}
