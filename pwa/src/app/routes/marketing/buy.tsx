import { ComingSoon } from '@/components/layout/coming-soon';

/** Buy page (/buy): spec §2 Buy page. */
export default function BuyRoute() {
  return <ComingSoon heading="Buy a Boat" />;
}
