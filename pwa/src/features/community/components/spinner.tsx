import { css } from 'styled-system/css';

/** The loading spinner of the community screens (spec §2: "Loading spinner"), announced politely. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className={wrapper}>
      <span className={spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

const wrapper = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '16', color: 'fg.muted' });
const spinner = css({
  width: '6',
  height: '6',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'border',
  borderTopColor: 'accent',
  animation: 'spin 0.8s linear infinite',
});
