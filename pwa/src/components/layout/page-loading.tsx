import { css } from 'styled-system/css';

/** Shown in the content area while a screen's code loads. */
export function PageLoading() {
  return (
    <div role="status" className={wrapper}>
      <span className={spinner} aria-hidden="true" />
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

const spinner = css({
  width: '6',
  height: '6',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'border',
  borderTopColor: 'accent',
  animation: 'spin 0.8s linear infinite',
});
