import { LegalPage } from '@/features/content/components/legal-page';
import { privacyPolicy } from '@/features/content/utils/privacy-policy';

/** Privacy policy (/privacy-policy and /privacy, one page; /privacy-policy is canonical): spec §2 Privacy policy. */
export default function PrivacyRoute() {
  return <LegalPage document={privacyPolicy} canonicalPath="/privacy-policy" />;
}
