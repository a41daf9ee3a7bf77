import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { ensureSessionLoaded, useCurrentUser, useSessionStatus } from '@/features/accounts/stores/session.store';
import { EmptyState } from '@/components/layout/empty-state';
import { ListingForm } from '@/features/listings/components/listing-form';
import { SignInRequired } from '@/features/listings/components/sign-in-required';
import { LISTING_TEXTS, OUR_TEXTS } from '@/features/listings/listings.constants';
import { editDraftId, useListingDraft, withDraft } from '@/features/listings/stores/listing-drafts';
import { usePartForEdit } from '@/features/listings/stores/listing-queries';
import { listingValuesFromPart } from '@/features/listings/utils/listing-form-values';

/** Edit listing (/boat-parts/edit/:id): spec §2 Edit listing. */
export default function EditListingRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const status = useSessionStatus();
  // Spec §7: on edit the part is only requested when signed in.
  const { data: part, status: partStatus } = usePartForEdit(id, user?.id ?? null);
  const draftId = user && part ? editDraftId(user.id, part.id) : null;
  const draft = useListingDraft(draftId);

  useEffect(() => ensureSessionLoaded(), []);

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/account');
  };

  let content;
  if (!user) {
    content =
      status === 'ready' ? (
        <SignInRequired message={LISTING_TEXTS.loginToEdit} returnTo={`/boat-parts/edit/${id ?? ''}`} />
      ) : (
        <PageLoading />
      );
  } else if (!part && partStatus === 'loading') {
    content = (
      <div role="status" className={loading}>
        {LISTING_TEXTS.loadingListing}
      </div>
    );
  } else if (!part) {
    content = (
      <EmptyState heading={LISTING_TEXTS.listingNotFound} text={LISTING_TEXTS.listingNotFoundDescription}>
        <Button variant="accent" onClick={goBack}>
          {OUR_TEXTS.goBack}
        </Button>
      </EmptyState>
    );
  } else if (part.userId !== user.id) {
    content = (
      <EmptyState heading={LISTING_TEXTS.unauthorized} text={LISTING_TEXTS.unauthorizedDescription}>
        <Button variant="accent" onClick={goBack}>
          {OUR_TEXTS.goBack}
        </Button>
      </EmptyState>
    );
  } else if (draft === undefined || draftId === null) {
    content = <PageLoading />;
  } else {
    content = (
      <>
        <p className={intro}>{OUR_TEXTS.editIntro}</p>
        {/* Keyed by part: a background refresh of the same part does not reset what the seller typed. */}
        <ListingForm
          key={part.id}
          mode="edit"
          partId={part.id}
          version={part.version}
          userId={user.id}
          draftId={draftId}
          restored={draft !== null}
          initialValues={withDraft(listingValuesFromPart(part, user.email), draft)}
        />
      </>
    );
  }

  return (
    <Page title={LISTING_TEXTS.editHeading} className={narrow}>
      <h1 className={pageHeadingStyles}>{LISTING_TEXTS.editHeading}</h1>
      {content}
    </Page>
  );
}

const narrow = css({ maxWidth: '56rem' });
const intro = css({ color: 'fg.muted', fontSize: 'lg', mb: '6' });
const loading = css({ py: '16', textAlign: 'center', fontSize: 'lg', color: 'fg.muted' });
