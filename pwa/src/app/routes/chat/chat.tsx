import { ComingSoon } from '@/components/layout/coming-soon';

/** Chat (/chat, login required): spec §2 Chat. */
export default function ChatRoute() {
  return <ComingSoon heading="Chat" />;
}
