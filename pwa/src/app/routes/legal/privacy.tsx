import { ComingSoon } from '@/components/layout/coming-soon';

/** Privacy policy (/privacy-policy and /privacy): spec §2 Privacy policy. */
export default function PrivacyRoute() {
  return <ComingSoon heading="Privacy Policy" />;
}
