import { CHAT_TEXTS } from '@dockside/shared/chat';
import type { BoatPart } from '@dockside/shared/listings';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { LISTING_STATE_TEXTS, LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { useSavedParts } from '../stores/listing-queries';
import { chatPath } from '../utils/part-facts';
import { actions } from './part-actions.styles';

// The owner's actions (the listing's outbox, status button and delete dialog) are a chunk of their own: a
// visitor's first view of a shared listing does not load or evaluate them (docs/architecture.md §5.4).
const OwnerActions = lazy(() => import('./owner-actions').then((m) => ({ default: m.OwnerActions })));

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
 * Spec §2/§6: owners see Edit and Delete (and Mark as Sold / Relist, docs/decisions.md "Moderation"); everyone else Buy Now (not
 * for a sold part), Contact Seller and Save to Wishlist.
 */
export function PartActions({ part, viewerId, startConversation }: PartActionsProps) {
  const isOwner = viewerId !== null && part.userId === viewerId;
  return isOwner ? (
    <Suspense fallback={null}>
      <OwnerActions part={part} ownerId={viewerId} />
    </Suspense>
  ) : (
    <BuyerActions part={part} viewerId={viewerId} startConversation={startConversation} />
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
      // The outbox (and the sync engine behind it) loads on the first Save, not with the page.
      const { queueSave } = await import('../stores/listing-outbox');
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
      {/* A sold part cannot be bought; the seller can still be asked about it. */}
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

const soldNotice = css({ p: '3', borderRadius: 'control', bg: 'bg.muted', fontWeight: 'semibold', textAlign: 'center' });
