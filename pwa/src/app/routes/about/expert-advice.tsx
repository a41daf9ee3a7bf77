import { ComingSoon } from '@/components/layout/coming-soon';

/** Parent-company / expert advice page (/about-yachtrow and /expert-chat): spec §2. */
export default function ExpertAdviceRoute() {
  return <ComingSoon heading="Expert Yacht Advice" />;
}
