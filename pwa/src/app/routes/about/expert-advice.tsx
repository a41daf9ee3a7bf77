import { Page } from '@/components/layout/page';
import { CanonicalLink } from '@/features/content/components/canonical-link';
import { ExpertAdvice } from '@/features/content/components/expert-advice';
import { EXPERT_ADVICE_TEXTS as T } from '@/features/content/content.constants';

/** Parent-company / expert advice page (/about-yachtrow and /expert-chat, one page): spec §2. */
export default function ExpertAdviceRoute() {
  return (
    <Page title={T.title}>
      <CanonicalLink path="/about-yachtrow" />
      <ExpertAdvice />
    </Page>
  );
}
