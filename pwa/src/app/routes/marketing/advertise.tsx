import { css } from 'styled-system/css';
import { Page } from '@/components/layout/page';
import { AdvertiseForm } from '@/features/contact/components/advertise-form';
import { AdvertisingBenefits, AdvertisingOptions, AudienceStats } from '@/features/contact/components/advertise-sections';
import { FormCard, PageHero } from '@/features/contact/components/page-sections';
import { ADVERTISE_PAGE } from '@/features/contact/contact.constants';

/** Advertise page (/advertise): spec §2 Advertise page and §9 packages and stats. */
export default function AdvertiseRoute() {
  return (
    <Page title={ADVERTISE_PAGE.title} className={page}>
      <PageHero id="advertise-hero" heading={ADVERTISE_PAGE.heroHeading} text={ADVERTISE_PAGE.heroText} />
      <AdvertisingBenefits />
      <AdvertisingOptions />
      <FormCard id="advertise-form" heading={ADVERTISE_PAGE.formHeading} intro={ADVERTISE_PAGE.formIntro}>
        <AdvertiseForm />
      </FormCard>
      <AudienceStats />
    </Page>
  );
}

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
