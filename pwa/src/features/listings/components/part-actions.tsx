import { CHAT_TEXTS } from '@dockside/shared/chat';
import type { BoatPart } from '@dockside/shared/listings';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { LISTING_STATE_TEXTS, LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { queueDelete, queueSave } from '../stores/listing-outbox';
import { invalidateListings, useSavedParts } from '../stores/listing-queries';
import { moderationState } from '../utils/listing-state';
import { chatPath } from '../utils/part-facts';
import { ListingStatusButton } from './listing-status-button';

// The owner's confirmation (Ark's dialog) is its own chunk, fetched on the first Delete: a visitor's first
// view of a shared listing does not load it (issue #15).
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog').then((m) => ({ default: m.ConfirmDeleteDialog })));

const SIGN_IN_PATH = '/auth';

/** POST /api/chat/conversations, passed in by the route (features do not import each other). */
export type StartConversation = (partId: number) => Promise<{ id: string }>;

interface PartActionsProps {
  part: BoatPart;
  /** The signed-in user's id; null for visitors. */
  viewerId: number | null;
  /** Without it, the chat room id is built here from the spec's form (part-{partId}-{sellerId}-{buyerId}). */
  startConversation?: StartConversation;
}

/**
 * Spec §2/§6: owners see Edit and Delete (and Mark as Sold / Relist, issue #14); everyone else Buy Now (not
 * for a sold part), Contact Seller and Save to Wishlist.
 */
export function PartActions({ part, viewerId, startConversation }: PartActionsProps) {
  const isOwner = viewerId !== null && part.userId === viewerId;
  return isOwner ? (
    <OwnerActions part={part} ownerId={viewerId} />
  ) : (
    <BuyerActions part={part} viewerId={viewerId} startConversation={startConversation} />
  );
}

function OwnerActions({ part, ownerId }: { part: BoatPart; ownerId: number }) {
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmLoaded, setConfirmLoaded] = useState(false);

  const remove = async () => {
    const result = await queueDelete(ownerId, part).catch(() => ({ kind: 'rejected' as const, message: undefined }));
    if (result.kind === 'rejected') {
      toast({ title: LISTING_TEXTS.deleteFailedTitle, description: result.message ?? LISTING_TEXTS.deleteFailedDetail, type: 'error' });
      throw new Error(result.message ?? LISTING_TEXTS.deleteFailedDetail);
    }
    if (result.kind === 'queued') {
      toast({ title: OUR_TEXTS.removalQueuedTitle, description: OUR_TEXTS.removalQueuedDescription, type: 'info' });
    } else {
      await invalidateListings();
      toast({ title: LISTING_TEXTS.listingDeletedTitle, description: LISTING_TEXTS.partDeletedDescription, type: 'success' });
    }
    navigate('/boat-parts');
  };

  // A listing a moderator removed is final (the API refuses edits and status changes): only Delete stays.
  const removed = moderationState(part) === 'removed';
  return (
    <div className={actions}>
      {removed ? null : (
        <>
          <Link to={`/boat-parts/edit/${part.id}`} className={buttonStyles({ variant: 'primary', size: 'lg', fullWidth: true })}>
            {LISTING_TEXTS.editListing}
          </Link>
          <ListingStatusButton part={part} ownerId={ownerId} size="lg" fullWidth />
        </>
      )}
      <Button
        variant="danger"
        size="lg"
        fullWidth
        aria-haspopup="dialog"
        onClick={() => {
          setConfirmLoaded(true);
          setConfirmOpen(true);
        }}
      >
        {LISTING_TEXTS.deleteListing}
      </Button>
      {confirmLoaded ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog open={confirmOpen} onOpenChange={setConfirmOpen} onConfirm={remove} />
        </Suspense>
      ) : null}
    </div>
  );
}

function BuyerActions({ part, viewerId, startConversation }: Omit<PartActionsProps, 'part'> & { part: BoatPart }) {
  const navigate = useNavigate();
  const saved = useSavedParts(viewerId);
  const [pending, setPending] = useState(false);
  const isSaved = saved.data?.some((item) => item.id === part.id) ?? false;

  const requireSignIn = (description: string) => {
    toast({ title: LISTING_TEXTS.authRequiredTitle, description, type: 'warning' });
    navigate(SIGN_IN_PATH, { state: { from: `/boat-parts/${part.id}` } });
  };

  const [starting, setStarting] = useState(false);
  // Spec §6: Contact Seller says 'contact the seller', Buy Now (which opens the same chat) 'chat with the seller'.
  const startChat = async (signInText: string) => {
    if (viewerId === null) return requireSignIn(signInText);
    if (starting) return;
    let path = chatPath(part, viewerId);
    if (startConversation) {
      setStarting(true);
      try {
        const { id } = await startConversation(part.id);
        path = `/chat?${new URLSearchParams({ room: id, part: String(part.id) }).toString()}`;
      } catch (error) {
        // The route words the failure (offline, own listing, removed listing…).
        toast({ title: LISTING_TEXTS.errorTitle, description: error instanceof Error ? error.message : undefined, type: 'error' });
        return;
      } finally {
        setStarting(false);
      }
    }
    navigate(path);
    toast({ title: CHAT_TEXTS.privateChatStarted, type: 'success' });
  };

  const toggleSaved = async () => {
    if (viewerId === null) return requireSignIn(OUR_TEXTS.loginToSave);
    if (pending) return;
    setPending(true);
    try {
      await queueSave(viewerId, part, !isSaved);
      toast(
        isSaved
          ? { title: OUR_TEXTS.unsavedTitle, description: OUR_TEXTS.unsavedDescription }
          : { title: OUR_TEXTS.savedTitle, description: OUR_TEXTS.savedDescription, type: 'success' },
      );
    } catch {
      toast({ title: LISTING_TEXTS.errorTitle, description: OUR_TEXTS.saveFailed, type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={actions}>
      {/* Issue #14: a sold part cannot be bought; the seller can still be asked about it. */}
      {part.status === 'sold' ? (
        <p className={soldNotice}>{LISTING_STATE_TEXTS.soldNotice}</p>
      ) : (
        <Button variant="accent" size="lg" fullWidth onClick={() => void startChat(CHAT_TEXTS.authChat)} disabled={starting}>
          {LISTING_TEXTS.buyNow}
        </Button>
      )}
      <Button variant="primary" size="lg" fullWidth onClick={() => void startChat(LISTING_TEXTS.loginToContact)} disabled={starting}>
        {LISTING_TEXTS.contactSeller}
      </Button>
      <Button variant="outline" size="lg" fullWidth onClick={toggleSaved} disabled={pending}>
        <HeartIcon filled={isSaved} />
        {isSaved ? OUR_TEXTS.saved : LISTING_TEXTS.saveToWishlist}
      </Button>
    </div>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.6 3.3 5 6.8 5c2 0 3.5 1.1 4.2 2.4h2C13.7 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.7C19.5 16.4 12 21 12 21Z" />
    </svg>
  );
}

const actions = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const soldNotice = css({ p: '3', borderRadius: 'control', bg: 'bg.muted', fontWeight: 'semibold', textAlign: 'center' });
