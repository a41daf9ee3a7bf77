import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page';

/** /newsletter/confirm?token=…: the double opt-in link of the confirmation e-mail. */
export default function NewsletterConfirmRoute() {
  return <NewsletterLinkPage action="confirm" />;
}
