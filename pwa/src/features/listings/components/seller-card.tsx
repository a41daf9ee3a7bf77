import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { badge } from 'styled-system/recipes';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { SELLER_TEXTS } from '../seller.constants';
import type { SellerInfo } from '../utils/part-facts';
import { discStyles } from '@/components/ui/disc';

/**
 * Spec §2 seller card, as docs/decisions.md "Accounts" adjusts it: 'Verified Seller' only once the seller's e-mail is
 * verified, otherwise 'Member since {month year}' (when known); always the Member ID, and a link to the
 * seller's public page. No seller: the marketplace itself.
 */
export function SellerCard({ seller }: { seller: SellerInfo | null }) {
  return (
    <section aria-labelledby="seller-card-heading" className={card}>
      <h2 id="seller-card-heading" className={heading}>
        {OUR_TEXTS.seller}
      </h2>
      {seller ? (
        <>
          <div className={row}>
            <span className={avatar} aria-hidden="true">
              <UserIcon />
            </span>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              {seller.verified ? (
                <span className={badge({ tone: 'success' })}>{LISTING_TEXTS.verifiedSeller}</span>
              ) : seller.memberSince ? (
                <span>{OUR_TEXTS.memberSince(seller.memberSince)}</span>
              ) : null}
              <span className={muted}>{OUR_TEXTS.memberId(seller.id)}</span>
            </div>
          </div>
          {seller.username ? (
            <Link to={`/sellers/${encodeURIComponent(seller.username)}`} className={link}>
              {SELLER_TEXTS.viewSellerPage}
            </Link>
          ) : null}
        </>
      ) : (
        <div className={row}>
          <span className={avatar} aria-hidden="true">
            <UserIcon />
          </span>
          <div className={css({ display: 'flex', flexDirection: 'column' })}>
            <strong>{OUR_TEXTS.marketplaceSeller}</strong>
            <span className={muted}>{OUR_TEXTS.marketplaceSellerNote}</span>
          </div>
        </div>
      )}
    </section>
  );
}

function UserIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

const card = cx(cardStyles({ padding: 'none' }), stack({ p: '5', gap: '3' }));
const heading = css({ fontSize: 'lg' });
const row = css({ display: 'flex', alignItems: 'center', gap: '3' });
const avatar = discStyles({ size: '12', tone: 'primary' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const link = css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline', alignSelf: 'flex-start' });
