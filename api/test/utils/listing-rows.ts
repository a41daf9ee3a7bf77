import { randomBytes } from 'node:crypto';
import { query } from './test-database';

/**
 * A listing written straight to boat_parts (public unless overridden), for tests of what reads the table
 * whoever wrote it: saved-search matching, sitemaps, page heads. Answers its id. `id` may be given.
 */
export async function insertListing(databaseUrl: string, userId: number | null, overrides: Record<string, unknown> = {}): Promise<number> {
  const row = {
    id: null,
    title: `Raw water pump ${randomBytes(2).toString('hex')}`,
    description: 'Rebuilt last season, new seals, works well.',
    category: 'Plumbing & Pumps',
    condition: 'Used - Good',
    price: 120,
    brand: 'Jabsco',
    model: null,
    location: 'Hamble, UK',
    status: 'active',
    moderation_status: 'pending',
    seller_suspended: false,
    image_urls: ['/uploads/a-640.webp', '/uploads/b-640.webp'],
    ...overrides,
  };
  const [created] = await query<{ id: number }>(
    databaseUrl,
    `INSERT INTO boat_parts (id, title, description, category, condition, price, brand, model, location, status, moderation_status, seller_suspended,
                             user_id, contact_email, image_urls)
     VALUES (coalesce($1, nextval('boat_parts_id_seq')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'seller@example.com', $14::jsonb)
     RETURNING id`,
    [
      row.id,
      row.title,
      row.description,
      row.category,
      row.condition,
      row.price,
      row.brand,
      row.model,
      row.location,
      row.status,
      row.moderation_status,
      row.seller_suspended,
      userId,
      JSON.stringify(row.image_urls),
    ],
  );
  return created.id;
}
