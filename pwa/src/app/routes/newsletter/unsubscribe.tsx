import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';

/** /newsletter/unsubscribe?token=…: the link every newsletter e-mail carries; it works without signing in. */
export default function NewsletterUnsubscribeRoute() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
