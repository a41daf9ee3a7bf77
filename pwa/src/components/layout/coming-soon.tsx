import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from './page';

interface ComingSoonProps {
  /** The screen's heading (the spec's, where it names one). */
  heading: string;
  /** Document title, when it differs from the heading. */
  title?: string;
}

/** Stands in for a screen that a later release builds, so no route is ever a blank page. */
export function ComingSoon({ heading, title = heading }: ComingSoonProps) {
  return (
    <Page title={title}>
      <h1 className={pageHeadingStyles}>{heading}</h1>
      <div className={panel}>
        <p>This screen is coming in a later release.</p>
        <p>
          In the meantime you can <Link to="/boat-parts">browse boat parts</Link> or go back to the <Link to="/">home page</Link>.
        </p>
      </div>
    </Page>
  );
}

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  maxWidth: 'prose',
  p: '6',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderInlineStartWidth: '6px',
  borderInlineStartColor: 'accent',
  borderRadius: 'card',
  color: 'fg',
  fontSize: 'lg',
});
