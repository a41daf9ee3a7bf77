import { HONEYPOT_FIELD, type ContactKind, type ContactReceipt } from '@dockside/shared/contact';
import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { useCaptcha, type CaptchaHandle } from '@/lib/captcha/use-captcha';
import { useSchemaForm, type FieldBinding } from '@/lib/forms/use-schema-form';
import { useOnline } from '@/lib/use-online';
import { captchaMissing, contactFailure, contactSuccessToast, type ContactFailure } from './contact-errors';

/** The fields of a contact form, the honeypot `website` included. */
type FormValues = Record<string, string> & { [HONEYPOT_FIELD]: string };

interface ContactFormOptions<S extends v.GenericSchema, T extends FormValues> {
  kind: ContactKind;
  /** The shared schema without `recaptchaToken` (the captcha is not a field the user fills). */
  schema: S;
  /** Every field of the form, the honeypot `website` included. */
  initialValues: T;
  /** The endpoint call, given the parsed values and the captcha token. */
  send: (values: v.InferOutput<S>, recaptchaToken: string) => Promise<ContactReceipt>;
  /** After the success toast (e.g. a dialog closes). */
  onSuccess?: () => void;
}

/**
 * A contact form (buy, wanted part, advertise, support): `useSchemaForm` plus the captcha token, the
 * online-only rule, the spec §8 toasts and the reset on success. Offline the submit is disabled and the
 * typed values stay in the form (and count as unsaved for the update banner).
 */
export function useContactForm<S extends v.GenericSchema, T extends FormValues>({
  kind,
  schema,
  initialValues,
  send,
  onSuccess,
}: ContactFormOptions<S, T>) {
  const form = useSchemaForm(schema, initialValues);
  const captcha = useCaptcha();
  const online = useOnline();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  useDirtyForm(`contact-${kind}`, hasChanges(form.values, initialValues));

  const show = (failure: ContactFailure) => {
    setCaptchaError(failure.captchaError);
    if (failure.toast) toast(failure.toast);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!online) return;
    setCaptchaError(undefined);
    const token = await captcha.takeToken();
    if (!token) return show(captchaMissing(kind));
    try {
      const { reference } = await send(values, token);
      form.reset();
      toast(contactSuccessToast(kind, reference));
      onSuccess?.();
    } catch (error) {
      show(contactFailure(kind, error));
    }
  });

  /** What `ContactFormShell` needs: the submit, the honeypot, the captcha and the online state. */
  const shell: ContactShellState = {
    onSubmit,
    submitting: form.submitting,
    honeypot: form.field(HONEYPOT_FIELD),
    captcha,
    captchaError,
    online,
  };
  return { form, shell };
}

export interface ContactShellState {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  honeypot: FieldBinding;
  captcha: CaptchaHandle;
  captchaError?: string;
  online: boolean;
}
