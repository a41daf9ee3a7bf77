import { css } from 'styled-system/css';

/** The error banner a form shows after a failed submission (spec §2/§4: "an error banner on failure"). */
export function FormBanner({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'success' }) {
  if (!message) return null;
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={styles.banner} data-tone={tone}>
      {message}
    </div>
  );
}

const styles = {
  banner: css({
    px: '4',
    py: '3',
    borderRadius: 'control',
    borderWidth: '1px',
    borderInlineStartWidth: '4px',
    fontWeight: 'medium',
    '&[data-tone=danger]': { bg: 'danger.subtle', borderColor: 'danger', color: 'danger' },
    '&[data-tone=success]': { bg: 'success.subtle', borderColor: 'success', color: 'success' },
  }),
};
