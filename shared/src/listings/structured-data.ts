import { SITE_NAME } from '../common/site';
import type { BoatPart } from './listing.types';

/**
 * schema.org structured data (JSON-LD) of Dockside's pages, built the same way by the server (the first
 * HTML of a page, docs/architecture.md §5.4) and by the app (after a client-side navigation). `url` makes an app path
 * absolute; an absolute URL (a photo in S3) is kept.
 */
export type AbsoluteUrl = (pathOrUrl: string) => string;

/** schema.org itemCondition for the spec's conditions. */
export function itemCondition(condition: string): string {
  if (condition === 'New') return 'https://schema.org/NewCondition';
  if (condition === 'For Parts / Not Working') return 'https://schema.org/DamagedCondition';
  return 'https://schema.org/UsedCondition';
}

/** Organization for the home page. */
export function organizationJsonLd(url: AbsoluteUrl, description?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: url('/'),
    logo: url('/icons/icon-512.png'),
    ...(description ? { description } : {}),
  };
}

/** WebSite with a search action into the catalogue, for the home page. */
export function websiteJsonLd(url: AbsoluteUrl): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: url('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${url('/boat-parts')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * Product with its Offer for a part's detail page. The part's own (manufacturer's) number is its `mpn`,
 * the first one when it has several; its brand names the Brand when the listing states none.
 */
export function productJsonLd(part: BoatPart, url: AbsoluteUrl): Record<string, unknown> {
  const page = url(`/boat-parts/${part.id}`);
  const own = (part.partNumbers ?? []).find((n) => n.relation === 'own');
  const brand = part.brand ?? own?.brand ?? null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.title,
    description: part.description,
    sku: String(part.id),
    category: part.category,
    url: page,
    ...(part.imageUrls.length > 0 ? { image: part.imageUrls.map(url) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...(part.model ? { model: part.model } : {}),
    ...(own ? { mpn: own.number } : {}),
    offers: {
      '@type': 'Offer',
      url: page,
      price: Number(part.price).toFixed(2),
      priceCurrency: 'USD',
      itemCondition: itemCondition(part.condition),
      availability: part.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(part.location ? { availableAtOrFrom: { '@type': 'Place', name: part.location } } : {}),
    },
  };
}
