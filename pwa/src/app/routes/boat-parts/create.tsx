import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { PageLoading } from '@/components/layout/page-loading';
import { ensureSessionLoaded, useCurrentUser, useSessionStatus } from '@/features/accounts/stores/session.store';
import { ListingForm } from '@/features/listings/components/listing-form';
import { SignInRequired } from '@/features/listings/components/sign-in-required';
import { LISTING_TEXTS, OUR_TEXTS } from '@/features/listings/listings.constants';
import { emptyListingValues } from '@/features/listings/utils/listing-form-values';

/** Create listing (/boat-parts/create): spec §2 Create listing. */
export default function CreateListingRoute() {
  const user = useCurrentUser();
  const status = useSessionStatus();

  useEffect(() => ensureSessionLoaded(), []);

  let content;
  if (!user) {
    content = status === 'ready' ? <SignInRequired message={LISTING_TEXTS.loginToList} returnTo="/boat-parts/create" /> : <PageLoading />;
  } else {
    content = (
      <>
        <p className={intro}>{OUR_TEXTS.createIntro}</p>
        {/* Keyed by user: another account signing in (other tab) starts a fresh form with its e-mail. */}
        <ListingForm key={user.id} mode="create" initialValues={emptyListingValues(user.email)} />
      </>
    );
  }

  return (
    <Page title={LISTING_TEXTS.createHeading} className={narrow}>
      <h1 className={pageHeadingStyles}>{LISTING_TEXTS.createHeading}</h1>
      {content}
    </Page>
  );
}

const narrow = css({ maxWidth: '56rem' });
const intro = css({ color: 'fg.muted', fontSize: 'lg', mb: '6' });
