import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { ensureSessionLoaded, useCurrentUser } from '@/features/accounts/stores/session.store';
import { contactFormStyles } from '@/features/contact/components/contact-form.styles';
import { SupportForm } from '@/features/contact/components/support-form';
import { SUPPORT_PAGE } from '@/features/contact/contact.constants';

/** Support form (/support): spec §2 Support. Signed in, the username and e-mail are prefilled. */
export default function SupportRoute() {
  const user = useCurrentUser();
  useEffect(() => ensureSessionLoaded(), []);

  return (
    <Page title={SUPPORT_PAGE.title} className={narrow}>
      <h1 className={pageHeadingStyles}>{SUPPORT_PAGE.title}</h1>
      <p className={intro}>{SUPPORT_PAGE.intro}</p>
      <div className={contactFormStyles.card}>
        {/* A new form when the user changes (signed in or out meanwhile), so the prefill follows. */}
        <SupportForm key={user?.id ?? 'guest'} username={user?.username} email={user?.email ?? undefined} />
      </div>
    </Page>
  );
}

const narrow = css({ maxWidth: '48rem' });
const intro = css({ color: 'fg.muted', mb: '6', fontSize: 'lg' });
