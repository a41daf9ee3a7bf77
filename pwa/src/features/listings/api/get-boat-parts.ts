import type { BoatPart } from '@dockside/shared/listings';
import { apiFetch, readJson } from '@/lib/api-client';
import { nextLink } from '@/lib/link-header';

/** One page of GET /api/boat-parts: the documented JSON array, and the next page from the `Link` header. */
export interface PartsPage {
  items: BoatPart[];
  next: string | null;
}

/** GET /api/boat-parts?… (the URL from `toCatalogApiUrl`, or a `rel="next"` link). */
export async function getBoatParts(url: string): Promise<PartsPage> {
  const response = await apiFetch(url);
  const items = await readJson<BoatPart[] | undefined>(response);
  return { items: items ?? [], next: nextLink(response.headers.get('Link')) };
}
