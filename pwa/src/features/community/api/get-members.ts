import type { Member } from '@dockside/shared/community';
import { apiFetch, readJson } from '@/lib/api-client';
import { nextLink } from '@/lib/link-header';

export interface MembersPage {
  items: Member[];
  next: string | null;
}

/** The URL of GET /api/members, with `q` (name or company) when searching. */
export function membersUrl(q: string): string {
  const query = q.trim();
  return query ? `/api/members?q=${encodeURIComponent(query)}` : '/api/members';
}

/** GET /api/members (spec §7: a list of members); further pages come from the `Link` header. */
export async function getMembers(url: string): Promise<MembersPage> {
  const response = await apiFetch(url);
  const items = await readJson<Member[] | undefined>(response);
  return { items: items ?? [], next: nextLink(response.headers.get('Link')) };
}
