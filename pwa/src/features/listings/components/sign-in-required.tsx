import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { LISTING_TEXTS } from '../listings.constants';
import { EmptyState } from '@/components/layout/empty-state';

/** Spec §2 Create/Edit listing, signed out: 'Authentication Required' with Sign In and Back to Parts Catalog. */
export function SignInRequired({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <EmptyState heading={LISTING_TEXTS.authRequiredTitle} text={message}>
      <Link to="/auth" state={{ from: returnTo }} className={buttonStyles({ variant: 'accent' })}>
        {LISTING_TEXTS.signIn}
      </Link>
      <Link to="/boat-parts" className={buttonStyles({ variant: 'outline' })}>
        {LISTING_TEXTS.backToCatalog}
      </Link>
    </EmptyState>
  );
}
