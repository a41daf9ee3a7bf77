import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { PageLoading } from '@/components/layout/page-loading';
import { ensureSessionLoaded, useCurrentUser, useSessionStatus } from '@/features/accounts/stores/session.store';
import { ListingForm } from '@/features/listings/components/listing-form';
import { createDraftId, useListingDraft, withDraft } from '@/features/listings/stores/listing-drafts';
import { SignInRequired } from '@/features/listings/components/sign-in-required';
import { LISTING_TEXTS, OUR_TEXTS } from '@/features/listings/listings.constants';
import { emptyListingValues } from '@/features/listings/utils/listing-form-values';

/** Create listing (/boat-parts/create): spec §2 Create listing. */
export default function CreateListingRoute() {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const draftId = user ? createDraftId(user.id) : null;
  const draft = useListingDraft(draftId);

  useEffect(() => ensureSessionLoaded(), []);

  let content;
  if (!user) {
    content = status === 'ready' ? <SignInRequired message={LISTING_TEXTS.loginToList} returnTo="/boat-parts/create" /> : <PageLoading />;
  } else if (draft === undefined || draftId === null) {
    content = <PageLoading />;
  } else {
    content = (
      <>
        <p className={intro}>{OUR_TEXTS.createIntro}</p>
        {/* Keyed by user: another account signing in (other tab) starts a fresh form with its e-mail. */}
        <ListingForm
          key={user.id}
          mode="create"
          userId={user.id}
          draftId={draftId}
          restored={draft !== null}
          initialValues={withDraft(emptyListingValues(user.email), draft)}
        />
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
