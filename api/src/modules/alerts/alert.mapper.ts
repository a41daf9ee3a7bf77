import type { Alert } from '@dockside/shared/alerts';
import type { AlertRow } from './alerts.repository';

export function toAlert(row: AlertRow): Alert {
  return {
    id: Number(row.id),
    kind: row.kind,
    createdAt: row.created_at,
    channels: row.channels,
    savedSearch: row.saved_search_id === null ? null : { id: row.saved_search_id, name: row.saved_search_name ?? '' },
    part: { id: row.part_id, title: row.title, price: row.price, imageUrl: row.image_url, status: row.status },
  };
}
