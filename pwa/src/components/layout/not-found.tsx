import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { buttonStyles } from '@/components/ui/button';
import { Page, pageHeadingStyles } from './page';

/** Spec §2: any path the route table does not know shows '404 Page Not Found'. */
export function NotFound() {
  return (
    <Page title="Page Not Found" className={wrapper}>
      <h1 className={pageHeadingStyles}>404 Page Not Found</h1>
      <p className={text}>The page you asked for is not here. It may have moved, or the address may be mistyped.</p>
      <Link to="/" className={buttonStyles({ variant: 'accent' })}>
        Back to Homepage
      </Link>
    </Page>
  );
}

const wrapper = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' });
const text = css({ fontSize: 'lg', maxWidth: 'prose' });
