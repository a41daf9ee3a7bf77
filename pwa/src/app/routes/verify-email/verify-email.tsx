import { VerifyEmailPage } from '@/features/accounts/components/verify-email-page';

/** /verify-email?token=…: the link of the verification e-mail (issue #14). Works signed out. */
export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
