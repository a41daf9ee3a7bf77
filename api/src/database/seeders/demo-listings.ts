import * as v from 'valibot';
import { type FitmentRowInput, ListingFitmentEntries, type PartNumberInput, type SpecInput } from '@dockside/shared/fitment';
import { type PartCategory, type PartCondition, PART_CATEGORIES, PART_CONDITIONS } from '@dockside/shared/listings';
import { describeListing, type ListingContext, titleFor } from './data/listing-phrases';
import type { PartTemplate } from './data/part-template';
import { FITMENT_SHOWCASE, type FitmentEntries, type ShowcaseListing, TEMPLATE_FITMENT } from './data/part-fitment';
import { PART_TEMPLATES } from './data/part-templates';
import { SELLERS, type SellerProfile } from './data/sellers';
import { type DemoImage, contentHash, renderPartSvg } from './demo-image-svg';
import { DAY_MS, HOUR_MS, Random } from './demo-random';
import { seedUser } from './demo-users';

/** A listing ready to insert; plain data so it can be checked without a database. */
export interface DemoListing {
  slug: string;
  title: string;
  description: string;
  category: PartCategory;
  condition: PartCondition;
  /** numeric(10,2) as text, like the entity. */
  price: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  location: string | null;
  sellerUsername: string;
  contactEmail: string;
  contactPhone: string | null;
  websiteUrl: string | null;
  images: DemoImage[];
  featured: boolean;
  createdAt: Date;
  approvedAt: Date;
  /** What it fits and its numbers, as the listing schema reads a body (docs/decisions.md "Fitment"). */
  fitment: FitmentRowInput[];
  specs: SpecInput[];
  partNumbers: PartNumberInput[];
}

const FitmentBody = v.object(ListingFitmentEntries);

/** A seller's fitment entries through the listing schema (a mistake in the demo data fails the seed and its spec). */
function readFitment(entries: FitmentEntries | undefined): Pick<DemoListing, 'fitment' | 'specs' | 'partNumbers'> {
  return v.parse(FitmentBody, { fitment: entries?.fitment ?? [], specs: entries?.specs ?? [], partNumbers: entries?.partNumbers ?? [] });
}

const SEED = 0xd0c5;
/** Popular categories get one more listing: 6 × 13 + 7 × 12 = 162 (and the fitment showcase's ten). */
const BUSY_CATEGORIES: readonly PartCategory[] = [
  'Engines & Motors',
  'Electronics & Navigation',
  'Deck Equipment',
  'Electrical',
  'Sails & Rigging',
  'Safety Equipment',
];
const FEATURED_COUNT = 12;
const SPREAD_DAYS = 120;
const PARTS = 'For Parts / Not Working' satisfies PartCondition;

/** Share of the new price a seller asks, by condition. */
const PRICE_FACTOR: Record<PartCondition, readonly [number, number]> = {
  New: [0.82, 0.97],
  'Used - Like New': [0.65, 0.8],
  'Used - Excellent': [0.5, 0.65],
  'Used - Good': [0.36, 0.5],
  'Used - Fair': [0.2, 0.34],
  [PARTS]: [0.06, 0.18],
};

const HOURS: Record<PartCondition, readonly [number, number]> = {
  New: [0, 0],
  'Used - Like New': [5, 60],
  'Used - Excellent': [60, 350],
  'Used - Good': [300, 1100],
  'Used - Fair': [900, 2400],
  [PARTS]: [150, 3000],
};

const SEASONS: Record<PartCondition, readonly [number, number]> = {
  New: [0, 0],
  'Used - Like New': [1, 1],
  'Used - Excellent': [1, 3],
  'Used - Good': [2, 6],
  'Used - Fair': [5, 12],
  [PARTS]: [2, 12],
};

function allows(template: PartTemplate, condition: PartCondition): boolean {
  if (template.conditions) return template.conditions.includes(condition);
  return condition !== PARTS || !!template.fault;
}

/** Newer years for better conditions; a new part is this or last year's model. */
function pickYear(template: PartTemplate, condition: PartCondition, rng: Random): number | null {
  if (!template.years) return null;
  const [lo, hi] = template.years;
  const span = hi - lo;
  const range: Record<PartCondition, readonly [number, number]> = {
    New: [hi - 1, hi],
    'Used - Like New': [hi - 2, hi],
    'Used - Excellent': [hi - 5, hi - 1],
    'Used - Good': [lo + Math.floor(span * 0.3), hi - 2],
    'Used - Fair': [lo, lo + Math.floor(span * 0.6)],
    [PARTS]: [lo, hi - 1],
  };
  const [from, to] = range[condition];
  const min = Math.max(lo, Math.min(from, hi));
  const max = Math.max(min, Math.min(to, hi));
  if (condition !== 'New' && rng.chance(0.1)) return null;
  return rng.int(min, max);
}

function roundPrice(value: number): number {
  const step = value >= 1000 ? 50 : value >= 200 ? 10 : value >= 50 ? 5 : 1;
  return Math.max(5, Math.round(value / step) * step);
}

function pickSeller(condition: PartCondition, rng: Random): SellerProfile {
  const weights = SELLERS.map((s) => {
    const business = seedUser(s.username).sellerType === 'business';
    if (condition === PARTS || condition === 'Used - Fair') return s.weight * (s.sellsSpares ? 3 : 0.5);
    if (condition === 'New') return s.weight * (business ? 2 : 0.5);
    return s.weight;
  });
  let roll = rng.float() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < SELLERS.length; i++) {
    roll -= weights[i];
    if (roll < 0) return SELLERS[i];
  }
  return SELLERS[SELLERS.length - 1];
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Draft = Omit<DemoListing, 'slug' | 'images' | 'featured' | 'websiteUrl'> & { website: string | null };

function draftListing(category: PartCategory, template: PartTemplate, condition: PartCondition, rng: Random, now: Date): Draft {
  const seller = pickSeller(condition, rng);
  const user = seedUser(seller.username);
  const business = user.sellerType === 'business';
  const year = pickYear(template, condition, rng);
  const [hLo, hHi] = HOURS[condition];
  const [sLo, sHi] = SEASONS[condition];
  const ctx: ListingContext = {
    template,
    condition,
    business,
    hours: template.usage === 'hours' && condition !== 'New' ? rng.int(hLo, hHi) : null,
    seasons: template.usage === 'seasons' && condition !== 'New' ? rng.int(sLo, sHi) : null,
    year,
    location: rng.chance(0.07) ? null : rng.pick(seller.locations),
  };
  const [fLo, fHi] = PRICE_FACTOR[condition];
  let price = roundPrice(template.newPrice * rng.between(fLo, fHi));
  if (business && price < 1000 && rng.chance(0.5)) price -= 0.01;
  const createdAt = new Date(Math.floor((now.getTime() - rng.between(0.02, SPREAD_DAYS) * DAY_MS) / 60_000) * 60_000);
  const approvedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + rng.between(0.5, 18) * HOUR_MS));
  return {
    title: titleFor(ctx, rng),
    description: describeListing(ctx, rng),
    category,
    condition,
    price: price.toFixed(2),
    brand: template.brand,
    model: template.model,
    year,
    location: ctx.location,
    sellerUsername: user.username,
    contactEmail: user.email,
    contactPhone: user.phone && rng.chance(seller.phoneShare) ? user.phone : null,
    website: seller.website,
    createdAt,
    approvedAt,
    ...readFitment(TEMPLATE_FITMENT[template.title]),
  };
}

/** A showcase listing (data/part-fitment.ts) as a draft: a seller's own words, dated before `now`. */
function draftShowcase(listing: ShowcaseListing, now: Date): Draft {
  const seller = SELLERS.find((s) => s.username === listing.sellerUsername);
  if (!seller) throw new Error(`Showcase listing ${listing.title}: ${listing.sellerUsername} is not a seller`);
  const user = seedUser(seller.username);
  const createdAt = new Date(Math.floor((now.getTime() - listing.daysAgo * DAY_MS) / 60_000) * 60_000);
  return {
    title: listing.title,
    description: listing.description,
    category: listing.category,
    condition: listing.condition,
    price: listing.price.toFixed(2),
    brand: listing.brand,
    model: listing.model,
    year: listing.year,
    location: listing.location,
    sellerUsername: user.username,
    contactEmail: user.email,
    contactPhone: null,
    website: seller.website,
    createdAt,
    approvedAt: new Date(createdAt.getTime() + 3 * HOUR_MS),
    ...readFitment(listing),
  };
}

/** Every category gets every condition (in a per-category order), each matched to its least-used fitting template. */
function draftCategory(category: PartCategory, count: number, rng: Random, now: Date): Draft[] {
  const templates = PART_TEMPLATES[category];
  const uses = new Map<PartTemplate, number>(templates.map((t) => [t, 0]));
  const order = rng.shuffle(PART_CONDITIONS);
  return Array.from({ length: count }, (_, i) => {
    const condition = order[i % order.length];
    const fitting = templates.filter((t) => allows(t, condition));
    if (fitting.length === 0) throw new Error(`No ${category} template fits condition ${condition}`);
    const fewest = Math.min(...fitting.map((t) => uses.get(t) ?? 0));
    const template = rng.pick(fitting.filter((t) => uses.get(t) === fewest));
    uses.set(template, fewest + 1);
    return draftListing(category, template, condition, rng, now);
  });
}

/** Paid-looking placements: the dearest good-condition listing in twelve different categories. */
function chooseFeatured(drafts: readonly Draft[], rng: Random): Set<Draft> {
  const featured = new Set<Draft>();
  for (const category of rng.shuffle(PART_CATEGORIES)) {
    if (featured.size === FEATURED_COUNT) break;
    const best = drafts
      .filter((d) => d.category === category && ['New', 'Used - Like New', 'Used - Excellent'].includes(d.condition))
      .sort((a, b) => Number(b.price) - Number(a.price))[0];
    if (best) featured.add(best);
  }
  return featured;
}

/**
 * The demo catalogue. Pure and deterministic: the same `now` always gives the same listings;
 * dates are spread over the {@link SPREAD_DAYS} days before `now`, oldest first.
 */
export function generateDemoListings(options: { now: Date }): DemoListing[] {
  const rng = new Random(SEED);
  const drafts = PART_CATEGORIES.flatMap((category) =>
    draftCategory(category, BUSY_CATEGORIES.includes(category) ? 13 : 12, rng, options.now),
  );
  const featured = chooseFeatured(drafts, rng);
  drafts.push(...FITMENT_SHOWCASE.map((listing) => draftShowcase(listing, options.now)));
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const imageRng = new Random(SEED + 1);
  return drafts.map((draft, index) => {
    const { website, ...rest } = draft;
    const slug = `${String(index + 1).padStart(3, '0')}-${slugify(draft.title).slice(0, 56).replace(/-+$/, '')}`;
    const isFeatured = featured.has(draft);
    const imageCount = isFeatured ? 3 : imageRng.chance(0.2) ? 2 : imageRng.chance(0.08) ? 3 : 1;
    const images = Array.from({ length: imageCount }, (_, variant) => {
      const svg = renderPartSvg({ category: draft.category, title: draft.title, brand: draft.brand, condition: draft.condition, variant });
      return { file: `${slug}${variant ? `-${variant + 1}` : ''}-${contentHash(svg)}.webp`, svg };
    });
    return { ...rest, slug, images, featured: isFeatured, websiteUrl: website ? `${website}/parts/${slug}` : null };
  });
}
