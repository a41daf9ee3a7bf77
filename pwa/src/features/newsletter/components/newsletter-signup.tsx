import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { NEWSLETTER_BOX_TEXTS as T } from '../newsletter.constants';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/**
 * The newsletter box of the footer and the blog (double opt-in: the answer only says to check the inbox).
 * It sits in the first route, so it stays small: the browser checks `type=email`, the server the rest
 * (spec §5: "email type; no other rules").
 */
export function NewsletterSignup({ source }: { source: 'footer' | 'blog' }) {
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();
  const offlineId = `${id}-offline`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    if (typeof email !== 'string' || sending) return;
    setSending(true);
    setOutcome(null);
    try {
      const result = await subscribeNewsletter(email.trim());
      setOutcome({ tone: 'success', message: result.message });
      form.reset();
    } catch (error) {
      setOutcome({ tone: 'danger', message: errorMessage(error, T.failed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.box} data-source={source} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {T.heading}
      </h2>
      <p className={styles.muted}>{T.blurb}</p>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={id} className={styles.label}>
          {T.emailLabel}
        </label>
        <div className={styles.row}>
          <Input
            id={id}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={T.emailPlaceholder}
            className={styles.input}
          />
          <Button type="submit" variant="signal" disabled={!online || sending} aria-describedby={online ? undefined : offlineId}>
            {sending ? T.subscribing : T.subscribe}
          </Button>
        </div>
        {online ? null : (
          <p id={offlineId} className={styles.muted}>
            {T.offline}
          </p>
        )}
        <p role="status" className={styles.outcome} data-tone={outcome?.tone}>
          {outcome?.message ?? ''}
        </p>
      </form>
    </section>
  );
}

const styles = {
  box: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    maxWidth: '32rem',
    '&[data-source=footer]': { lg: { gridColumn: '2' } },
  }),
  heading: css({
    fontSize: 'md',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    mb: '2',
    '[data-source=footer] &': { color: 'fg.inverted' },
  }),
  muted: css({ color: 'fg.muted', '[data-source=footer] &': { color: 'fg.invertedMuted' } }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  label: css({ fontWeight: 'semibold' }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  input: css({ flex: '1 1 12rem', width: 'auto', '[data-source=footer] &': { borderColor: 'navy.300' } }),
  outcome: css({
    fontWeight: 'semibold',
    minHeight: '1.6em',
    '&[data-tone=success]': { color: 'success', '[data-source=footer] &': { color: 'accent.onDark' } },
    '&[data-tone=danger]': { color: 'danger', '[data-source=footer] &': { color: 'signal.onDark' } },
  }),
};
