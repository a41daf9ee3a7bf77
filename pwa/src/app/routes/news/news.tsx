import { ComingSoon } from '@/components/layout/coming-soon';

/** News (/news): spec §2 News. */
export default function NewsRoute() {
  return <ComingSoon heading="Yacht & Boat News" />;
}
