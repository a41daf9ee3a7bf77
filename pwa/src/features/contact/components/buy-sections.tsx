import { css } from 'styled-system/css';
import { BUY_PAGE as T } from '../contact.constants';
import { BulletList, CardGrid, PageSection, styles } from './page-sections';
import { discStyles } from '@/components/ui/disc';

/** Spec §2 Buy page: types of vessels, key considerations, the five-step process, the broker network. */
export function BuyingGuide() {
  return (
    <PageSection id="buying-guide" heading={T.guideHeading}>
      <h3 className={styles.subTitle}>{T.vesselTypesHeading}</h3>
      <CardGrid items={T.vesselTypes} />
      <div className={columns}>
        <div>
          <h3 className={styles.subTitle}>{T.considerationsHeading}</h3>
          <BulletList items={T.considerations} />
        </div>
        <div>
          <h3 className={styles.subTitle}>{T.brokersHeading}</h3>
          <BulletList items={T.brokers} />
        </div>
      </div>
      <h3 className={styles.subTitle}>{T.processHeading}</h3>
      <ol className={steps}>
        {T.process.map((step, index) => (
          <li key={step.name} className={styles.card}>
            <span className={stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <strong>{step.name}</strong>
            <span className={styles.muted}>{step.text}</span>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

/** Spec §2 Buy page: five questions, each opening in place. */
export function BuyFaq() {
  return (
    <PageSection id="buy-faq" heading={T.faqHeading}>
      <div className={faq}>
        {T.faq.map((item) => (
          <details key={item.question} className={styles.card}>
            <summary className={summary}>{item.question}</summary>
            <p className={styles.muted}>{item.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}

const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '6' });
const steps = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
  listStyle: 'none',
});
const stepNumber = discStyles({ size: '8', tone: 'accent' });
const faq = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const summary = css({ cursor: 'pointer', fontWeight: 'semibold', py: '2' });
