import type { Member } from '@dockside/shared/community';
import { describe, expect, it } from 'vitest';
import { groupByCompany, initials, matchesMember } from './group-members';

const member = (id: number, fullName: string, company: string): Member => ({
  id,
  fullName,
  company,
  username: `user${id}`,
  avatarUrl: null,
  isOnline: false,
});

describe('groupByCompany', () => {
  it('groups by company, companies alphabetically, members by name', () => {
    const groups = groupByCompany([
      member(1, 'Zoe Hart', 'Solent Chandlery'),
      member(2, 'Adam Reed', 'Keel & Co'),
      member(3, 'Bea Lowe', 'solent chandlery'),
      member(4, 'Cal Moss', 'Individual'),
    ]);
    expect(groups.map((g) => g.company)).toEqual(['Individual', 'Keel & Co', 'Solent Chandlery']);
    expect(groups[2].members.map((m) => m.id)).toEqual([3, 1]);
  });

  it('returns no groups for no members', () => {
    expect(groupByCompany([])).toEqual([]);
  });
});

describe('matchesMember', () => {
  it('matches a case-insensitive substring of the full name or the company', () => {
    const m = member(1, 'Grace Whitfield', 'Marina Supplies Ltd');
    expect(matchesMember(m, 'whit')).toBe(true);
    expect(matchesMember(m, 'SUPPLIES')).toBe(true);
    expect(matchesMember(m, 'user1')).toBe(false);
    expect(matchesMember(m, '  ')).toBe(true);
  });
});

describe('initials', () => {
  it('takes the first and last name’s initials, else the start of the username', () => {
    expect(initials('Grace Anne Whitfield', 'g')).toBe('GW');
    expect(initials('Cher', 'cher')).toBe('CH');
    expect(initials('', 'sailor_sam')).toBe('SA');
  });
});
