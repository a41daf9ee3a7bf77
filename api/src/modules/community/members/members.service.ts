import { Injectable } from '@nestjs/common';
import type { Member } from '@dockside/shared/community';
import { toMember } from '../community.mapper';
import { MemberRepository } from './member.repository';
import { type MemberSearch, encodeMemberCursor } from './members-query';

export interface MemberPage {
  members: Member[];
  nextCursor?: string;
}

/** The public members directory (spec §2 Members, §5 Members search). */
@Injectable()
export class MembersService {
  constructor(private readonly members: MemberRepository) {}

  async list(search: MemberSearch): Promise<MemberPage> {
    const rows = await this.members.search(search);
    const page = rows.slice(0, search.limit);
    const last = page[page.length - 1];
    return {
      members: page.map(toMember),
      nextCursor:
        rows.length > search.limit && last
          ? encodeMemberCursor({ company: last.company_key, name: last.name_key, id: last.id })
          : undefined,
    };
  }
}
