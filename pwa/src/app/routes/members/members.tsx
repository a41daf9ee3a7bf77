import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { MembersDirectory } from '@/features/community/components/members-directory';
import { OUR_TEXTS } from '@/features/community/community.constants';
import { headingStyles } from '@/components/ui/heading';

/** Members directory (/members): spec §2 Members. */
export default function MembersRoute() {
  return (
    <Page title={OUR_TEXTS.membersHeading} className={page}>
      <div>
        <h1 className={pageHeadingStyles}>{OUR_TEXTS.membersHeading}</h1>
        <p className={intro}>{OUR_TEXTS.membersIntro}</p>
      </div>
      <MembersDirectory />
      <section aria-labelledby="members-seo" className={seo}>
        <h2 id="members-seo" className={seoHeading}>
          {OUR_TEXTS.seoHeading}
        </h2>
        {OUR_TEXTS.seoText.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </section>
    </Page>
  );
}

const page = css({ display: 'flex', flexDirection: 'column', gap: '8' });
const intro = css({ color: 'fg.muted', fontSize: 'lg', maxWidth: 'prose' });
const seo = stack({
  gap: '3',
  color: 'fg.muted',
  maxWidth: 'prose',
  pt: '6',
  borderTopWidth: '1px',
  borderColor: 'border',
});
const seoHeading = headingStyles({ size: 'lg' });
