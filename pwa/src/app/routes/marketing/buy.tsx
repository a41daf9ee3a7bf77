import { css } from 'styled-system/css';
import { Page } from '@/components/layout/page';
import { BuyFaq, BuyingGuide } from '@/features/contact/components/buy-sections';
import { contactFormStyles } from '@/features/contact/components/contact-form.styles';
import { InquiryForm } from '@/features/contact/components/inquiry-form';
import { FormCard, PageHero, styles } from '@/features/contact/components/page-sections';
import { WantedPartDialog } from '@/features/contact/components/wanted-part-dialog';
import { BUY_PAGE } from '@/features/contact/contact.constants';

const FORM_ID = 'inquiry-form';

/** Buy page (/buy): spec §2 Buy page — marketing copy, the inquiry form, buying guide, FAQ. */
export default function BuyRoute() {
  return (
    <Page title={BUY_PAGE.title} className={page}>
      <PageHero id="buy-hero" heading={BUY_PAGE.heroHeading} text={BUY_PAGE.heroText} />
      <div className={layout}>
        <FormCard id={FORM_ID} heading={BUY_PAGE.formHeading} intro={BUY_PAGE.formIntro}>
          <InquiryForm kind="buy" />
        </FormCard>
        <aside aria-labelledby="wanted-part-heading" className={contactFormStyles.card}>
          <h2 id="wanted-part-heading" className={styles.subTitle}>
            {BUY_PAGE.wantedPartHeading}
          </h2>
          <p className={styles.muted}>{BUY_PAGE.wantedPartText}</p>
          <WantedPartDialog />
        </aside>
      </div>
      <BuyingGuide />
      <BuyFaq />
      <p>
        <a href={`#${FORM_ID}`} className={returnLink}>
          {BUY_PAGE.returnToForm}
        </a>
      </p>
    </Page>
  );
}

const page = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});
const returnLink = css({ fontWeight: 'semibold', color: 'accent.text', minHeight: 'touch', display: 'inline-flex', alignItems: 'center' });
