import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { panelStyles } from '@/components/ui/panel';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { AFTER_SELLER_SIGN_UP_PATH, SELLER_TEXTS, SIGN_IN_PATH } from '@/features/accounts/accounts.constants';
import { RedirectIfSignedIn } from '@/features/accounts/components/redirect-if-signed-in';
import { SellerRegisterForm } from '@/features/accounts/components/seller-register-form';
import { discStyles } from '@/components/ui/disc';

/** Seller sign-up (/sell-boat-parts/register): spec §2 Seller sign-up. Signed-in users go to /boat-parts/create. */
export default function SellerRegisterRoute() {
  return (
    <RedirectIfSignedIn to={AFTER_SELLER_SIGN_UP_PATH} spinnerWhileLoading>
      <SellerRegisterScreen />
    </RedirectIfSignedIn>
  );
}

function SellerRegisterScreen() {
  return (
    <Page title={SELLER_TEXTS.title}>
      <h1 className={pageHeadingStyles}>{SELLER_TEXTS.heading}</h1>
      <p className={styles.intro}>{SELLER_TEXTS.intro}</p>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="seller-form-heading">
          <h2 id="seller-form-heading" className={styles.cardHeading}>
            {SELLER_TEXTS.formHeading}
          </h2>
          <SellerRegisterForm />
          <p className={styles.muted}>
            {SELLER_TEXTS.haveAccount} <Link to={SIGN_IN_PATH}>{SELLER_TEXTS.signInLink}</Link>
          </p>
        </section>
        <aside className={styles.aside} aria-label={SELLER_TEXTS.whySellHeading}>
          <section className={styles.why} aria-labelledby="why-sell-heading">
            <h2 id="why-sell-heading" className={styles.cardHeading}>
              {SELLER_TEXTS.whySellHeading}
            </h2>
            <ul className={styles.list}>
              {SELLER_TEXTS.whySell.map((reason) => (
                <li key={reason.title} className={styles.reason}>
                  <span className={styles.tick} aria-hidden="true">
                    ✓
                  </span>
                  <div>
                    <h3 className={styles.reasonTitle}>{reason.title}</h3>
                    <p className={styles.muted}>{reason.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.promo} aria-labelledby="seller-promo-heading">
            <h2 id="seller-promo-heading" className={styles.promoHeading}>
              {SELLER_TEXTS.promoHeading}
            </h2>
            <p>{SELLER_TEXTS.promoText}</p>
          </section>
        </aside>
      </div>
    </Page>
  );
}

const styles = {
  intro: css({ fontSize: 'lg', color: 'fg.muted', maxWidth: 'prose', mb: '8' }),
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
    gap: '8',
    alignItems: 'start',
  }),
  card: cx(cardStyles({ padding: 'form', elevation: 'raised' }), stack({ gap: '5' })),
  cardHeading: css({ fontSize: 'xl', color: 'primary' }),
  muted: css({ color: 'fg.muted' }),
  aside: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  why: cx(cardStyles({ padding: 'none' }), stack({ gap: '4', p: '6' })),
  list: css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none' }),
  reason: css({ display: 'flex', gap: '3', alignItems: 'flex-start' }),
  tick: discStyles({ size: '7', tone: 'accentSubtle' }),
  reasonTitle: css({ fontSize: 'md' }),
  promo: cx(panelStyles({ tone: 'inverted' }), stack({ gap: '2', p: '6', '& h2': { color: 'fg.inverted' } })),
  promoHeading: css({ fontSize: 'xl' }),
};
