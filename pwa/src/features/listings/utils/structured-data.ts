import type { BoatPart } from '@dockside/shared/listings';
import { APP_NAME } from '@/lib/use-page-title';

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

/** schema.org Organization for the home page. */
export function organizationJsonLd(origin: string, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: APP_NAME,
    url: absolute('/', origin),
    logo: absolute('/icons/icon-512.png', origin),
    description,
  };
}

/** schema.org itemCondition for the spec's conditions. */
export function itemCondition(condition: string): string {
  if (condition === 'New') return 'https://schema.org/NewCondition';
  if (condition === 'For Parts / Not Working') return 'https://schema.org/DamagedCondition';
  return 'https://schema.org/UsedCondition';
}

/** schema.org Product with its Offer for a part's detail page. */
export function productJsonLd(part: BoatPart, origin: string): Record<string, unknown> {
  const url = absolute(`/boat-parts/${part.id}`, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.title,
    description: part.description,
    sku: String(part.id),
    category: part.category,
    url,
    ...(part.imageUrls.length > 0 ? { image: part.imageUrls.map((image) => absolute(image, origin)) } : {}),
    ...(part.brand ? { brand: { '@type': 'Brand', name: part.brand } } : {}),
    ...(part.model ? { model: part.model } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: Number(part.price).toFixed(2),
      priceCurrency: 'USD',
      itemCondition: itemCondition(part.condition),
      availability: part.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}
