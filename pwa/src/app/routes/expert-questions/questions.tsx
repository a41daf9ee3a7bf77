import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { ensureSessionLoaded, useCurrentUser } from '@/features/accounts/stores/session.store';
import { QuestionsBoard } from '@/features/community/components/questions-board';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '@/features/community/community.constants';
import { readListState, writeListState } from '@/features/community/utils/question-list';

/** Expert questions list (/expert-questions): spec §2. The category (and our tab) live in the query string. */
export default function QuestionsRoute() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);

  useEffect(() => ensureSessionLoaded(), []);

  return (
    <Page title={COMMUNITY_TEXTS.listHeading} className={page}>
      <div className={header}>
        <div>
          <h1 className={pageHeadingStyles}>{COMMUNITY_TEXTS.listHeading}</h1>
          <p className={intro}>{OUR_TEXTS.listIntro}</p>
        </div>
        {/* Spec §2: signed out the button leads to the guest path, which asks them to sign in. */}
        <Link
          to={user ? '/expert-questions/ask' : '/expert-questions/guest-ask'}
          className={buttonStyles({ variant: 'accent', size: 'lg' })}
        >
          {COMMUNITY_TEXTS.askQuestion}
        </Link>
      </div>
      <QuestionsBoard state={state} onChange={(next) => setParams(writeListState(next), { replace: false })} />
    </Page>
  );
}

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' });
const intro = css({ color: 'fg.muted', fontSize: 'lg', maxWidth: 'prose' });
