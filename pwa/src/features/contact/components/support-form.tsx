import { HONEYPOT_FIELD, SupportRequestSchema } from '@dockside/shared/contact';
import * as v from 'valibot';
import { FormField } from '@/components/ui/form-field';
import { sendSupportRequest } from '../api/send-support-request';
import { CONTACT_FORM_TEXTS as T } from '../contact.constants';
import { useContactForm } from '../utils/use-contact-form';
import { ContactFormShell } from './contact-form-parts';
import { contactFormStyles } from './contact-form.styles';

const SupportFormSchema = v.omit(SupportRequestSchema, ['recaptchaToken']);

interface SupportFormProps {
  /** The signed-in user's username and e-mail (spec: prefilled); a reset after sending returns to them. */
  username?: string;
  email?: string;
}

/** Spec §2 Support: 'Customer Support' form — Username required, Email optional, the issue required (5 rows). */
export function SupportForm({ username = '', email = '' }: SupportFormProps) {
  const { form, shell } = useContactForm({
    kind: 'support',
    schema: SupportFormSchema,
    initialValues: { username, email, issue: '', [HONEYPOT_FIELD]: '' },
    send: (values, recaptchaToken) => sendSupportRequest({ ...values, recaptchaToken }),
  });

  return (
    <ContactFormShell state={shell} label={T.submitSupport} busyLabel={T.submitting}>
      <div className={contactFormStyles.row}>
        <FormField label={T.username} {...form.bind('username')} required autoComplete="username" />
        <FormField label={T.supportEmail} type="email" {...form.bind('email')} autoComplete="email" />
      </div>
      <FormField label={T.issue} rows={5} {...form.bind('issue')} required />
    </ContactFormShell>
  );
}
