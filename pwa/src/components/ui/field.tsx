import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';

const styles = field();

/**
 * A labelled control: Ark wires the label, helper and error text to the input (ids, aria-describedby,
 * aria-invalid) from `invalid` / `required` on the Root.
 */
function Root({ className, ...props }: ArkField.RootProps) {
  return <ArkField.Root className={cx(styles.root, className)} {...props} />;
}

function Label({ className, children, ...props }: ArkField.LabelProps) {
  return (
    <ArkField.Label className={cx(styles.label, className)} {...props}>
      {children}
      <ArkField.RequiredIndicator className={styles.requiredIndicator} />
    </ArkField.Label>
  );
}

function FieldInput({ className, ...props }: ArkField.InputProps) {
  return <ArkField.Input className={cx(input(), className)} {...props} />;
}

function FieldTextarea({ className, ...props }: ArkField.TextareaProps) {
  return <ArkField.Textarea className={cx(input(), className)} {...props} />;
}

function HelperText({ className, ...props }: ArkField.HelperTextProps) {
  return <ArkField.HelperText className={cx(styles.helperText, className)} {...props} />;
}

function ErrorText({ className, ...props }: ArkField.ErrorTextProps) {
  return <ArkField.ErrorText className={cx(styles.errorText, className)} {...props} />;
}

export const Field = { Root, Label, Input: FieldInput, Textarea: FieldTextarea, HelperText, ErrorText };

/** A bare input outside a Field (give it an aria-label or a <label>). */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(input(), className)} {...props} />;
}
