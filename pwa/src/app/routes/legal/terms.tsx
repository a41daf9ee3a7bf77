import { ComingSoon } from '@/components/layout/coming-soon';

/** Terms of service (/terms-of-service and /terms): spec §2 Terms of Service. */
export default function TermsRoute() {
  return <ComingSoon heading="Terms of Service" />;
}
