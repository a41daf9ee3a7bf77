import { LegalPage } from '@/features/content/components/legal-page';
import { termsOfService } from '@/features/content/utils/terms-of-service';

/** Terms of service (/terms-of-service and /terms, one page; /terms-of-service is canonical): spec §2 Terms of Service. */
export default function TermsRoute() {
  return <LegalPage document={termsOfService} canonicalPath="/terms-of-service" />;
}
