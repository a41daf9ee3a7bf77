import { organizationJsonLd, websiteJsonLd } from '@dockside/shared/listings';
import { css } from 'styled-system/css';
import { Page } from '@/components/layout/page';
import {
  CategoryTiles,
  FeaturedParts,
  HomeHero,
  NewVersusUsed,
  SellingBenefits,
  SeoText,
  WhyChoose,
} from '@/features/listings/components/home-sections';
import { JsonLd } from '@/features/listings/components/json-ld';
import { PaymentSafetyNotice } from '@/features/listings/components/payment-safety-notice';
import { HOME_TEXTS } from '@/features/listings/listings.constants';
import { useMetaDescription } from '@/features/listings/utils/use-meta-description';

/** Home (/): spec §2 Home. */
export default function HomeRoute() {
  useMetaDescription(HOME_TEXTS.metaDescription);
  return (
    <Page title={HOME_TEXTS.title} className={page}>
      <JsonLd build={(absoluteUrl) => organizationJsonLd(absoluteUrl, HOME_TEXTS.metaDescription)} />
      <JsonLd build={websiteJsonLd} />
      <HomeHero />
      <FeaturedParts />
      <CategoryTiles />
      <WhyChoose />
      <NewVersusUsed />
      <SellingBenefits />
      <SeoText />
      <PaymentSafetyNotice />
    </Page>
  );
}

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
