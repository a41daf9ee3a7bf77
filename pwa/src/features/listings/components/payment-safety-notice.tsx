import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { PAYMENT_SAFETY } from '../listings.constants';
import { noticeStyles } from '@/components/ui/notice';

/** Spec §1: shown on home, catalog and detail. */
export function PaymentSafetyNotice({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className={cx(notice, className)}>
      <h2 id={headingId} className={heading}>
        <ShieldIcon />
        {PAYMENT_SAFETY.heading}
      </h2>
      <ul className={list}>
        <li>
          <strong>{PAYMENT_SAFETY.paypal}</strong>
        </li>
        <li>{PAYMENT_SAFETY.never}</li>
        <li>{PAYMENT_SAFETY.shipping}</li>
      </ul>
    </aside>
  );
}

function ShieldIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}

const notice = noticeStyles({ tone: 'signal', size: 'lg' });

const heading = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'lg', mb: '2' });

const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'disc', ps: '5' });
