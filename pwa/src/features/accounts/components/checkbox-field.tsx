import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { CheckboxBinding } from '../utils/use-form';

interface CheckboxFieldProps {
  binding: CheckboxBinding;
  children: ReactNode;
  error?: string;
  /** Renders as an on/off switch (notification preferences). */
  asSwitch?: boolean;
  hint?: string;
  disabled?: boolean;
}

/** A native checkbox (or switch) with its label, hint and validation message. */
export function CheckboxField({ binding, children, error, asSwitch = false, hint, disabled }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={asSwitch ? styles.switch : styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...binding}
        />
        <label htmlFor={id} className={styles.label}>
          {children}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  row: css({ display: 'flex', alignItems: 'center', gap: '3', minHeight: 'touch' }),
  checkbox: css({ width: '5', height: '5', flexShrink: 0, accentColor: 'accent', cursor: 'pointer' }),
  switch: css({
    appearance: 'none',
    position: 'relative',
    flexShrink: 0,
    width: '11',
    height: '6',
    borderRadius: 'full',
    bg: 'slate.400',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: 'quick',
    _before: {
      content: '""',
      position: 'absolute',
      top: '0.5',
      insetStart: '0.5',
      width: '5',
      height: '5',
      borderRadius: 'full',
      bg: 'bg',
      boxShadow: 'raised',
      transitionProperty: 'transform',
      transitionDuration: 'quick',
    },
    _checked: { bg: 'accent', _before: { transform: 'translateX(1.25rem)' } },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  }),
  label: css({ cursor: 'pointer', fontWeight: 'medium' }),
  hint: css({ fontSize: 'sm', color: 'fg.muted', ps: '8' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
};
