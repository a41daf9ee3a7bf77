import type { SellerProfile } from '@dockside/shared/listings';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { EmptyState } from '@/components/layout/empty-state';
import { Page } from '@/components/layout/page';
import { PageLoading } from '@/components/layout/page-loading';
import { Button, buttonStyles } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { OfflineError } from '@/lib/query/use-query';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { SELLER_TEXTS as T } from '../seller.constants';
import { useSeller } from '../stores/seller-queries';
import { formatMonthYear } from '../utils/format-date';
import { PartCard } from './part-card';
import { grid } from './parts-grid';
import { discStyles } from '@/components/ui/disc';

/** /sellers/{username} (docs/decisions.md "Accounts"): who the seller is, whether their e-mail is verified, their active listings. */
export function SellerPage({ username }: { username: string | undefined }) {
  const { data: seller, status, error, refetch } = useSeller(username);

  if (status === 'loading' && !seller) {
    return (
      <Page title={T.loading}>
        <PageLoading />
      </Page>
    );
  }
  if (!seller) {
    const missing = error instanceof ApiError && error.status === 404;
    const heading = missing ? T.notFoundHeading : error instanceof OfflineError ? T.offline : T.failed;
    return (
      <Page title={missing ? T.notFoundHeading : heading}>
        <EmptyState heading={heading} text={missing ? T.notFoundText : undefined} level="h1" role={missing ? undefined : 'alert'}>
          {missing ? null : (
            <Button variant="outline" onClick={refetch}>
              {T.retry}
            </Button>
          )}
          <Link to="/boat-parts" className={buttonStyles({ variant: 'accent' })}>
            {T.backToCatalog}
          </Link>
        </EmptyState>
      </Page>
    );
  }
  const name = seller.fullName || seller.username;
  return (
    <Page title={T.pageTitle(name)}>
      <SellerProfileView seller={seller} />
    </Page>
  );
}

export function SellerProfileView({ seller }: { seller: SellerProfile }) {
  const name = seller.fullName || seller.username;
  const memberSince = formatMonthYear(seller.memberSince);
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        {seller.avatarUrl ? (
          <img src={seller.avatarUrl} alt="" width={64} height={64} className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.who}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.muted}>
            @{seller.username}
            {seller.company ? ` · ${seller.company}` : null}
            {seller.sellerType ? ` · ${seller.sellerType === 'business' ? T.business : T.individual}` : null}
          </p>
          <div className={styles.badges}>
            {seller.emailVerified ? (
              <span className={badge({ tone: 'success' })}>{LISTING_TEXTS.verifiedSeller}</span>
            ) : (
              <span className={badge({ tone: 'neutral' })}>{T.emailNotVerified}</span>
            )}
            {memberSince ? <span>{OUR_TEXTS.memberSince(memberSince)}</span> : null}
          </div>
          <p className={styles.muted}>{seller.emailVerified ? T.verifiedNote : T.unverifiedNote}</p>
        </div>
      </header>

      <section aria-labelledby="seller-listings-heading" className={styles.section}>
        <div>
          <h2 id="seller-listings-heading" className={styles.heading}>
            {T.listingsHeading}
          </h2>
          <p className={styles.muted}>{T.listingCount(seller.listingCount)}</p>
        </div>
        {seller.listings.length === 0 ? (
          <EmptyState heading={T.noListings} text={T.noListingsText} level="h3" />
        ) : (
          <>
            <ul className={grid} aria-label={T.listingsHeading}>
              {seller.listings.map((part) => (
                <li key={part.id} className={styles.item}>
                  <PartCard part={part} />
                </li>
              ))}
            </ul>
            {seller.listingCount > seller.listings.length ? (
              <p className={styles.muted}>{T.showingNewest(seller.listings.length, seller.listingCount)}</p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

const styles = {
  layout: css({ display: 'flex', flexDirection: 'column', gap: '8' }),
  header: css({ display: 'flex', alignItems: 'flex-start', gap: { base: '4', md: '6' } }),
  avatar: cx(discStyles({ size: '16', tone: 'primary' }), css({ objectFit: 'cover', fontSize: '2xl' })),
  who: css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' }),
  name: css({ fontSize: { base: '2xl', md: '4xl' }, color: 'primary', overflowWrap: 'anywhere' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  muted: css({ color: 'fg.muted' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  heading: css({ fontSize: 'xl' }),
  item: css({ display: 'flex', '& > *': { flex: '1' } }),
};
