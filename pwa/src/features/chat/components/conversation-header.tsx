import type { ChatRoomSummary } from '@dockside/shared/chat';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { ChatAvatar } from './chat-avatar';
import { hstack } from 'styled-system/patterns';

const PRICE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A private conversation's header: the other party and the listing it is about (photo, title, price, link). */
export function ConversationHeader({ room, partId }: { room: ChatRoomSummary | undefined; partId: string | null }) {
  const listing = room?.listing;
  const other = room?.otherParty;
  const listingId = listing?.id ?? (partId ? Number(partId) : undefined);
  return (
    <div className={styles.header}>
      {other ? (
        <span className={styles.party}>
          <ChatAvatar name={other.fullName || other.username} url={other.avatarUrl} online={other.isOnline} size="sm" />
          <span className={styles.partyText}>
            <span className={styles.name}>{other.fullName || other.username}</span>
            {other.company ? <span className={styles.muted}>{other.company}</span> : null}
          </span>
        </span>
      ) : null}
      {listingId ? (
        <Link to={`/boat-parts/${listingId}`} className={styles.listing}>
          {listing?.imageUrl ? <img src={listing.imageUrl} alt="" width={48} height={48} className={styles.photo} /> : null}
          <span className={styles.partyText}>
            <span className={styles.title}>{listing?.title ?? CHAT_UI_TEXTS.viewListing}</span>
            {listing ? <span className={styles.price}>{PRICE.format(listing.price)}</span> : null}
          </span>
        </Link>
      ) : null}
    </div>
  );
}

const styles = {
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  party: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  partyText: css({ display: 'flex', flexDirection: 'column', minWidth: '0' }),
  name: css({ fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  listing: cx(
    hstack({ gap: '2' }),
    css({
      p: '1.5',
      pe: '3',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'control',
      color: 'accent.text',
      textDecoration: 'none',
      _hover: { bg: 'bg.muted' },
    }),
  ),
  photo: css({ width: '12', height: '12', objectFit: 'cover', borderRadius: 'control', bg: 'bg.muted' }),
  title: css({ fontWeight: 'semibold', textDecoration: 'underline' }),
  price: css({ color: 'fg', fontSize: 'sm' }),
};
