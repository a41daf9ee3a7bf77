import { css } from 'styled-system/css';
import { Spinner as Ring } from '@/components/ui/spinner';

/** The loading spinner of the community screens (spec §2: "Loading spinner"), announced politely. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className={wrapper}>
      <Ring size="lg" />
      <span>{label}</span>
    </div>
  );
}

const wrapper = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '16', color: 'fg.muted' });
