import { css, cx } from 'styled-system/css';
import { panelStyles } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { ADVERTISE_PAGE as T } from '../contact.constants';
import { BulletList, CardGrid, PageSection, styles } from './page-sections';

/** Spec §2 Advertise page: Targeted Audience, Premium Visibility (MOST POPULAR), Measurable Results. */
export function AdvertisingBenefits() {
  const items = T.benefits.map((benefit) => ({ ...benefit, badge: benefit.popular ? T.mostPopular : undefined }));
  return (
    <PageSection id="advertise-benefits" heading={T.benefitsHeading}>
      <CardGrid items={items} />
    </PageSection>
  );
}

/** Spec §2/§9: tabs Packages (Standard, Premium, Enterprise) and Placements. */
export function AdvertisingOptions() {
  return (
    <PageSection id="advertise-options" heading={T.optionsHeading}>
      <Tabs.Root defaultValue="packages">
        <Tabs.List>
          <Tabs.Trigger value="packages">{T.packagesTab}</Tabs.Trigger>
          <Tabs.Trigger value="placements">{T.placementsTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="packages">
          <ul className={styles.cards}>
            {T.packages.map((pack) => (
              <li key={pack.name} className={styles.card}>
                <h3 className={styles.cardTitle}>{pack.name}</h3>
                <BulletList items={pack.items} />
              </li>
            ))}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="placements">
          <CardGrid items={T.placements} />
        </Tabs.Content>
      </Tabs.Root>
    </PageSection>
  );
}

/** Spec §9 advertising stats. */
export function AudienceStats() {
  return (
    <section aria-labelledby="advertise-stats" className={strip}>
      <h2 id="advertise-stats" className={css({ srOnly: true })}>
        {T.statsHeading}
      </h2>
      <dl className={stats}>
        {T.stats.map((stat) => (
          <div key={stat.label} className={statItem}>
            <dt className={label}>{stat.label}</dt>
            <dd className={value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const strip = cx(panelStyles({ tone: 'primary', size: 'hero' }), css({ py: '8' }));
const stats = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '6',
});
const statItem = css({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', textAlign: 'center', gap: '1' });
const label = css({ color: 'fg.invertedMuted' });
const value = css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', color: 'signal.onDark' });
