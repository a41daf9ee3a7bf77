import { ComingSoon } from '@/components/layout/coming-soon';

/** Sell page (/sell): spec §2 route table. */
export default function SellRoute() {
  return <ComingSoon heading="Sell Your Boat" />;
}
