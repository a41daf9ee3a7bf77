import { ComingSoon } from '@/components/layout/coming-soon';

/** Support form (/support): spec §2 Support. */
export default function SupportRoute() {
  return <ComingSoon heading="Customer Support" />;
}
