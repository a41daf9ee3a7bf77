import type { Member } from '@dockside/shared/community';

export interface CompanyGroup {
  company: string;
  members: Member[];
}

// Made on first use, not when the module loads: the question screens share this chunk, and a collator
// costs a page tens of ms the first time (ICU's data, lib/format/en-us.ts).
let collator: Intl.Collator | undefined;
const compare = (a: string, b: string) => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b);

/**
 * Spec §2 Members: grouped by company name, companies sorted alphabetically (case-insensitively), and
 * the members of a company by full name. Companies differing only in case share one group.
 */
export function groupByCompany(members: readonly Member[]): CompanyGroup[] {
  const groups = new Map<string, CompanyGroup>();
  for (const member of members) {
    const company = member.company.trim();
    const key = company.toLocaleLowerCase('en');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { company, members: [] }));
    group.members.push(member);
  }
  return [...groups.values()]
    .sort((a, b) => compare(a.company, b.company))
    .map((group) => ({ ...group, members: [...group.members].sort((a, b) => compare(a.fullName, b.fullName)) }));
}

/** Spec §5 Members search, as the server applies it: a case-insensitive substring of full name or company. */
export function matchesMember(member: Member, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('en');
  if (!q) return true;
  return member.fullName.toLocaleLowerCase('en').includes(q) || member.company.toLocaleLowerCase('en').includes(q);
}

/** Two letters for an avatar without a picture. */
export function initials(fullName: string, username: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0][0]}${words[words.length - 1][0]}` : (words[0] ?? username).slice(0, 2);
  return letters.toUpperCase();
}
