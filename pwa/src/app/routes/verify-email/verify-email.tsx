import { VerifyEmailPage } from '@/features/accounts/components/verify-email-page';

/** /verify-email?token=…: the link of the verification e-mail (docs/decisions.md "Accounts"). Works signed out. */
export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
