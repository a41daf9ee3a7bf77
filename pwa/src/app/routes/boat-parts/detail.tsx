import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { PageLoading } from '@/components/layout/page-loading';
import { buttonStyles } from '@/components/ui/button';
import { ensureSessionLoaded, useCurrentUser } from '@/features/accounts/stores/session.store';
import { EmptyState } from '@/components/layout/empty-state';
import { CHAT_UI_TEXTS } from '@/features/chat/chat.constants';
import { errorMessage } from '@/lib/api-client';
import { PartDetail } from '@/features/listings/components/part-detail';
import { ReportButton } from '@/features/moderation/components/report-button';
import { LISTING_TEXTS, OUR_TEXTS } from '@/features/listings/listings.constants';
import { usePart } from '@/features/listings/stores/listing-queries';
import { truncateText } from '@/features/listings/utils/truncate';
import { useMetaDescription } from '@/features/listings/utils/use-meta-description';

/**
 * Contact Seller / Buy Now: the conversation is created (or reused) first, so /chat opens it at once. The chat
 * feature's code loads on the first press, not with a visitor's first view of the listing (docs/architecture.md §5.4).
 */
async function openConversation(partId: number) {
  try {
    const [{ startConversation }, { invalidateRooms }] = await Promise.all([
      import('@/features/chat/api/start-conversation'),
      import('@/features/chat/stores/chat-queries'),
    ]);
    const conversation = await startConversation(partId);
    await invalidateRooms();
    return conversation;
  } catch (error) {
    throw new Error(navigator.onLine ? errorMessage(error, CHAT_UI_TEXTS.startFailed) : CHAT_UI_TEXTS.startOffline);
  }
}

/** Part detail (/boat-parts/:id): spec §2 Part detail. */
export default function PartDetailRoute() {
  const { id } = useParams();
  const user = useCurrentUser();
  const { data: part, status } = usePart(id, user?.id ?? null);

  useEffect(() => ensureSessionLoaded(), []);
  useMetaDescription(part ? truncateText(part.description, 155).text : undefined);

  if (status === 'loading' && !part) {
    return (
      <Page title={OUR_TEXTS.loadingPart}>
        <PageLoading />
      </Page>
    );
  }

  // Spec §8: a part that does not load shows the 'Part Not Found' view.
  if (!part) {
    return (
      <Page title={LISTING_TEXTS.partNotFound}>
        <EmptyState heading={LISTING_TEXTS.partNotFound} text={LISTING_TEXTS.partNotFoundDescription} level="h1">
          <Link to="/boat-parts" className={buttonStyles({ variant: 'accent' })}>
            {LISTING_TEXTS.backToCatalog}
          </Link>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page title={part.title}>
      <PartDetail
        part={part}
        viewerId={user?.id ?? null}
        startConversation={openConversation}
        renderReport={user ? (target) => <ReportButton userId={user.id} {...target} /> : undefined}
      />
    </Page>
  );
}
