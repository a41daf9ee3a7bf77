import { css } from 'styled-system/css';
import { Spinner } from '@/components/ui/spinner';

/** Shown in the content area while a screen's code loads. */
export function PageLoading() {
  return (
    <div role="status" className={wrapper}>
      <Spinner size="lg" />
      <span>Loading…</span>
    </div>
  );
}

const wrapper = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  py: '24',
  color: 'fg.muted',
  fontSize: 'lg',
});
