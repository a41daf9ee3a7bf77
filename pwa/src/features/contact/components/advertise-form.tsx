import { AdvertiseInquirySchema, HONEYPOT_FIELD } from '@dockside/shared/contact';
import * as v from 'valibot';
import { FormField } from '@/components/ui/form-field';
import { sendAdvertiseInquiry } from '../api/send-advertise-inquiry';
import { CONTACT_FORM_TEXTS as T } from '../contact.constants';
import { useContactForm } from '../utils/use-contact-form';
import { ContactFormShell } from './contact-form-parts';
import { contactFormStyles } from './contact-form.styles';

const AdvertiseFormSchema = v.omit(AdvertiseInquirySchema, ['recaptchaToken']);
const EMPTY = { name: '', companyName: '', email: '', phone: '', advertisingInterest: '', [HONEYPOT_FIELD]: '' };

/** Spec §2 Advertise page: the request form with captcha; 'Submitting...' with a disabled button. */
export function AdvertiseForm() {
  const { form, shell } = useContactForm({
    kind: 'advertise',
    schema: AdvertiseFormSchema,
    initialValues: EMPTY,
    send: (values, recaptchaToken) => sendAdvertiseInquiry({ ...values, recaptchaToken }),
  });

  return (
    <ContactFormShell state={shell} label={T.submitRequest} busyLabel={T.submitting}>
      <div className={contactFormStyles.row}>
        <FormField label={T.yourName} {...form.bind('name')} required autoComplete="name" />
        <FormField label={T.companyName} {...form.bind('companyName')} required autoComplete="organization" />
      </div>
      <div className={contactFormStyles.row}>
        <FormField label={T.email} type="email" {...form.bind('email')} required autoComplete="email" />
        <FormField label={T.phone} type="tel" {...form.bind('phone')} required autoComplete="tel" />
      </div>
      <FormField label={T.advertisingInterest} rows={5} {...form.bind('advertisingInterest')} required />
    </ContactFormShell>
  );
}
