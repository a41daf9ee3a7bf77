import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';

interface ErrorFallbackProps {
  /** 'page' fills the content area under the header; 'app' stands alone when the shell itself failed. */
  scope?: 'page' | 'app';
}

/** What users see when a screen throws: a plain explanation and one way out. */
export function ErrorFallback({ scope = 'page' }: ErrorFallbackProps) {
  return (
    <div role="alert" className={wrapper} data-scope={scope}>
      <h1 className={heading}>Something went wrong</h1>
      <p>This page ran into an unexpected problem. Reloading usually fixes it.</p>
      <div className={actions}>
        <Button variant="accent" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <a href="/">Back to Homepage</a>
      </div>
    </div>
  );
}

const wrapper = css({
  maxWidth: 'prose',
  mx: 'auto',
  px: '4',
  py: '16',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  fontSize: 'lg',
});

const heading = css({ fontSize: '3xl', color: 'primary' });

const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6' });
