import type { BoatPart } from '@dockside/shared/listings';
import { memo, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { center, stack } from 'styled-system/patterns';
import { Button, buttonStyles } from '@/components/ui/button';
import { sameProps } from '@/lib/equal-data';
import { HOME_CATEGORY_TILES, HOME_TEXTS, LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { useFeaturedParts, useHomeParts } from '../stores/listing-queries';
import { PartCard, PartCardSkeleton } from './part-card';
import { panelStyles } from '@/components/ui/panel';

/** Spec §2 Home: hero with browse and create-account buttons. */
export function HomeHero() {
  return (
    <section className={hero} aria-labelledby="home-hero-heading">
      <h1 id="home-hero-heading" className={heroTitle}>
        {HOME_TEXTS.heroHeading}
      </h1>
      <p className={heroText}>{HOME_TEXTS.heroText}</p>
      <div className={row}>
        <Link to="/boat-parts" className={buttonStyles({ variant: 'signal', size: 'lg' })}>
          {HOME_TEXTS.browse}
        </Link>
        <Link to="/sell-boat-parts/register" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
          {HOME_TEXTS.createAccount}
        </Link>
      </div>
    </section>
  );
}

/** Spec §2 Home: up to 6 featured parts with their key facts. */
export function FeaturedParts() {
  const { data, status } = useFeaturedParts();
  const parts = data?.slice(0, 6);
  return (
    <Section id="featured" heading={HOME_TEXTS.featuredHeading} intro={HOME_TEXTS.featuredIntro}>
      {!parts && status === 'loading' ? (
        <div className={cards} role="status" aria-label={OUR_TEXTS.loadingParts}>
          {Array.from({ length: 3 }, (_, index) => (
            <PartCardSkeleton key={index} />
          ))}
        </div>
      ) : parts && parts.length > 0 ? (
        <ul className={cards}>
          {parts.map((part, index) => (
            <li key={part.id} className={item}>
              <FeaturedPartCard part={part} eager={index < 3} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{HOME_TEXTS.featuredEmpty}</p>
      )}
      <Link to="/boat-parts" className={buttonStyles({ variant: 'outline' })}>
        {HOME_TEXTS.viewAllParts}
      </Link>
    </Section>
  );
}

/** A part card with the home page's extra facts: category, description, brand, model and location. */
export const FeaturedPartCard = memo(function FeaturedPartCard({ part, eager, priority }: FeaturedPartCardProps) {
  const makeModel = [part.brand, part.model].filter(Boolean).join(' · ');
  return (
    <PartCard part={part} eager={eager} priority={priority}>
      <p className={muted}>{part.category}</p>
      <p className={description}>{part.description}</p>
      {makeModel ? <p className={small}>{makeModel}</p> : null}
      <p className={small}>
        <PinIcon />
        {part.location?.trim() || LISTING_TEXTS.locationFallback}
      </p>
    </PartCard>
  );
}, sameProps<FeaturedPartCardProps>('part'));

interface FeaturedPartCardProps {
  part: BoatPart;
  eager?: boolean;
  /** The first featured photo: the home page's largest paint on a phone (preloaded by the server's head too). */
  priority?: boolean;
}

/** Spec §2 Home: four category tiles linking to the catalogue with that category selected. */
export function CategoryTiles() {
  return (
    <Section id="categories" heading={HOME_TEXTS.categoriesHeading}>
      <ul className={tiles}>
        {HOME_CATEGORY_TILES.map((category) => (
          <li key={category}>
            <Link
              to={`/boat-parts?category=${encodeURIComponent(category)}`}
              className={tile}
              aria-label={HOME_TEXTS.categoryLink(category)}
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WhyChoose() {
  return (
    <Section id="why" heading={HOME_TEXTS.whyHeading}>
      <ul className={features}>
        {HOME_TEXTS.why.map((reason) => (
          <li key={reason.title} className={feature}>
            <h3 className={featureTitle}>{reason.title}</h3>
            <p className={muted}>{reason.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Spec §2 Home: 2 new parts and 2 used ones, with links to all of each. */
export function NewVersusUsed() {
  return (
    <Section id="compare" heading={HOME_TEXTS.comparisonHeading} intro={HOME_TEXTS.comparisonIntro}>
      <div className={compare}>
        <ComparisonColumn
          query="condition=New&limit=2"
          heading={HOME_TEXTS.newHeading}
          text={HOME_TEXTS.newText}
          link="/boat-parts?condition=New"
          linkText={HOME_TEXTS.shopNew}
        />
        <ComparisonColumn
          query="condition=Good&limit=2"
          heading={HOME_TEXTS.usedHeading}
          text={HOME_TEXTS.usedText}
          link="/boat-parts?condition=Good"
          linkText={HOME_TEXTS.shopUsed}
        />
      </div>
    </Section>
  );
}

interface ComparisonColumnProps {
  query: string;
  heading: string;
  text: string;
  link: string;
  linkText: string;
}

function ComparisonColumn({ query, heading, text, link, linkText }: ComparisonColumnProps) {
  const { data, status } = useHomeParts(query);
  const parts = data?.slice(0, 2);
  return (
    <div className={column}>
      <h3 className={featureTitle}>{heading}</h3>
      <p className={muted}>{text}</p>
      {!parts && status === 'loading' ? (
        <div className={pair} aria-hidden="true">
          <PartCardSkeleton />
          <PartCardSkeleton />
        </div>
      ) : parts && parts.length > 0 ? (
        <ul className={pair}>
          {parts.map((part) => (
            <li key={part.id} className={item}>
              <PartCard part={part} headingLevel="h4" />
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>{HOME_TEXTS.noneYet}</p>
      )}
      <Link to={link} className={buttonStyles({ variant: 'primary' })}>
        {linkText}
      </Link>
    </div>
  );
}

export function SellingBenefits() {
  return (
    <section aria-labelledby="home-selling" className={selling}>
      <h2 id="home-selling" className={sellingTitle}>
        {HOME_TEXTS.sellingHeading}
      </h2>
      <p className={sellingText}>{HOME_TEXTS.sellingText}</p>
      <ul className={benefits}>
        {HOME_TEXTS.selling.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Link to="/sell-boat-parts/register" className={buttonStyles({ variant: 'signal', size: 'lg' })}>
        {HOME_TEXTS.startSelling}
      </Link>
    </section>
  );
}

/** Spec §2 Home: SEO text that starts collapsed and opens on 'View More'. */
export function SeoText() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const [first, ...rest] = HOME_TEXTS.seoParagraphs;
  return (
    <Section id="about" heading={HOME_TEXTS.seoHeading}>
      <div className={seo}>
        <p>{first}</p>
        <div id={id} hidden={!open} className={seo}>
          {rest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {open ? HOME_TEXTS.viewLess : LISTING_TEXTS.viewMore}
      </Button>
    </Section>
  );
}

function Section({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  const headingId = `home-${id}`;
  return (
    <section aria-labelledby={headingId} className={section}>
      <h2 id={headingId} className={sectionTitle}>
        {heading}
      </h2>
      {intro ? <p className={sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}

function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

const hero = cx(panelStyles({ tone: 'primary' }), stack({ gap: '4', px: { base: '5', md: '12' }, py: { base: '10', md: '16' } }));
const heroTitle = css({ color: 'primary.fg', fontSize: { base: '3xl', md: '5xl' }, maxWidth: '48rem' });
const heroText = css({ color: 'fg.invertedMuted', fontSize: { base: 'lg', md: 'xl' }, maxWidth: 'prose' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });
const section = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' });
const sectionTitle = css({ fontSize: { base: '2xl', md: '3xl' }, color: 'primary' });
const sectionIntro = css({ color: 'fg.muted', fontSize: 'lg', maxWidth: 'prose', mt: '-2' });
const cards = css({
  width: 'full',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '5',
});
const item = css({ display: 'flex', '& > *': { flex: '1' } });
const muted = css({ color: 'fg.muted' });
const small = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted' });
const description = css({ lineClamp: 3, fontSize: 'sm' });
const tiles = css({ width: 'full', display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: '4' });
const tile = cx(
  cardStyles({ border: 'accent' }),
  center({
    textAlign: 'center',
    minHeight: '7rem',
    color: 'accent.text',
    fontWeight: 'bold',
    fontSize: 'lg',
    textDecoration: 'none',
    _hover: { bg: 'accent', color: 'accent.fg' },
  }),
);
const features = css({
  width: 'full',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
});
const feature = cx(cardStyles({ padding: 'none' }), stack({ p: '5', gap: '2' }));
const featureTitle = css({ fontSize: 'xl' });
const compare = css({ width: 'full', display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '6' });
const column = cx(cardStyles({ padding: 'none' }), stack({ alignItems: 'flex-start', gap: '3', p: '5' }));
const pair = css({ width: 'full', display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' });
const selling = css({
  bg: 'accent',
  color: 'accent.fg',
  borderRadius: 'card',
  p: { base: '6', md: '10' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '4',
  '& :focus-visible': { outlineColor: 'signal.onDark' },
});
const sellingTitle = css({ color: 'accent.fg', fontSize: { base: '2xl', md: '3xl' } });
const sellingText = css({ fontSize: 'lg', maxWidth: 'prose' });
const benefits = css({ listStyle: 'disc', ps: '5', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'lg' });
const seo = css({ display: 'flex', flexDirection: 'column', gap: '3', maxWidth: 'prose', '&[hidden]': { display: 'none' } });
