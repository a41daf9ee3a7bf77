import { css } from 'styled-system/css';
import { Page } from '@/components/layout/page';
import { ConditionRatings, FreeListings, HowListingWorks, SellCallToAction, SellIntro } from '@/features/content/components/sell-page';
import { SELL_TEXTS as T } from '@/features/content/content.constants';
import { PaymentSafetyNotice } from '@/features/listings/components/payment-safety-notice';

/** Sell page (/sell): spec §2 route table — free basic listings, how listing works, conditions, payment safety. */
export default function SellRoute() {
  return (
    <Page title={T.title} className={stack}>
      <SellIntro />
      <FreeListings />
      <HowListingWorks />
      <ConditionRatings />
      <PaymentSafetyNotice />
      <SellCallToAction />
    </Page>
  );
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
