import { MEMBERS_PAGE } from '@dockside/shared/community';
import { useId, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Input } from '@/components/ui/field';
import { SearchIcon } from '@/components/icons';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { useMembers, useMembersOnDevice } from '../stores/community-queries';
import { groupByCompany, matchesMember } from '../utils/group-members';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { EmptyState } from '@/components/layout/empty-state';
import { MemberCard } from './member-card';
import { Spinner } from './spinner';
import { searchBoxStyles } from '@/components/ui/search-box';
import { headingStyles } from '@/components/ui/heading';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec §2 Members: a search box (spec §5: name or company, case-insensitive substring, run on the server),
 * members grouped by company sorted alphabetically; loading, failure, empty and no-match states.
 */
export function MembersDirectory() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useMembers(query);

  // While the server search runs, filter what is already on screen so typing answers at once.
  const everyone = useMembersOnDevice();
  const members = useMemo(
    () => list.items ?? (search.trim() && everyone ? everyone.filter((m) => matchesMember(m, search)) : undefined),
    [list.items, everyone, search],
  );
  const groups = useMemo(() => groupByCompany(members ?? []), [members]);

  let body;
  if (!members && list.status === 'loading') body = <Spinner label={OUR_TEXTS.loadingMembers} />;
  else if (!members || (list.status === 'error' && members.length === 0)) {
    body = <EmptyState heading={COMMUNITY_TEXTS.membersLoadFailed} role="alert" />;
  } else if (members.length === 0) {
    body = query ? (
      <EmptyState heading={COMMUNITY_TEXTS.noResults} text={COMMUNITY_TEXTS.noResultsHint} />
    ) : (
      <EmptyState heading={COMMUNITY_TEXTS.noMembers} text={COMMUNITY_TEXTS.noMembersHint} />
    );
  } else {
    body = (
      <div className={column} aria-busy={list.fetching}>
        {groups.map((group) => (
          <section key={group.company} aria-label={group.company} className={groupBox}>
            <h2 className={groupHeading}>
              {group.company}
              <span className={count}>{OUR_TEXTS.membersCount(group.members.length)}</span>
            </h2>
            <ul className={grid}>
              {group.members.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {list.hasMore ? (
          <LoadMoreButton label={OUR_TEXTS.loadMore} busyLabel={OUR_TEXTS.loadingMore} loading={list.loadingMore} onClick={list.loadMore} />
        ) : null}
      </div>
    );
  }

  return (
    <div className={column}>
      <div role="search" className={cx(searchBox.root, css({ maxWidth: '32rem' }))}>
        <label htmlFor={searchId} className={css({ srOnly: true })}>
          {OUR_TEXTS.searchMembers}
        </label>
        <SearchIcon className={searchBox.icon} width={20} height={20} />
        <Input
          id={searchId}
          type="search"
          value={search}
          maxLength={MEMBERS_PAGE.maxQueryLength}
          placeholder={OUR_TEXTS.searchMembersPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          className={css({ ps: '10' })}
        />
      </div>
      {body}
    </div>
  );
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const searchBox = searchBoxStyles();

const groupBox = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const groupHeading = cx(headingStyles({ size: 'lg' }), css({ display: 'flex', alignItems: 'baseline', gap: '2' }));
const count = css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
});
