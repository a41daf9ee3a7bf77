import { BuyInquirySchema, HONEYPOT_FIELD, WantedPartInquirySchema } from '@dockside/shared/contact';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { FormField } from '@/components/ui/form-field';
import { CONTACT_FORM_TEXTS as T } from '../contact.constants';
import { sendBuyInquiry } from '../api/send-buy-inquiry';
import { sendWantedPartInquiry } from '../api/send-wanted-part-inquiry';
import { useContactForm } from '../utils/use-contact-form';
import { ContactFormShell } from './contact-form-parts';
import { contactFormStyles } from './contact-form.styles';

const EMPTY = { name: '', email: '', phone: '', boatDetails: '', budget: '', timeframe: '', [HONEYPOT_FIELD]: '' };

/** The same fields, two endpoints: the Buy page's boat inquiry and the wanted-part inquiry (spec §3/§5). */
const KINDS = {
  buy: {
    schema: v.omit(BuyInquirySchema, ['recaptchaToken']),
    send: sendBuyInquiry,
    details: T.boatDetails,
    detailsHint: T.boatDetailsHint,
  },
  'wanted-part': {
    schema: v.omit(WantedPartInquirySchema, ['recaptchaToken']),
    send: sendWantedPartInquiry,
    details: T.partDetails,
    detailsHint: T.partDetailsHint,
  },
} as const;

interface InquiryFormProps {
  kind: 'buy' | 'wanted-part';
  /** Called after a successful submission (the dialog closes). */
  onSent?: () => void;
}

/** Full Name, Email Address, Phone Number and the description required; Budget and Timeframe optional. */
export function InquiryForm({ kind, onSent }: InquiryFormProps) {
  const config = KINDS[kind];
  const { form, shell } = useContactForm({
    kind,
    schema: config.schema,
    initialValues: EMPTY,
    send: (values, recaptchaToken) => config.send({ ...values, recaptchaToken }),
    onSuccess: onSent,
  });

  return (
    <ContactFormShell state={shell} label={T.sendInquiry} busyLabel={T.sendingInquiry} spinnerWhileBusy>
      <div className={contactFormStyles.row}>
        <FormField label={T.fullName} {...form.bind('name')} required autoComplete="name" />
        <FormField label={T.email} type="email" {...form.bind('email')} required autoComplete="email" />
      </div>
      <FormField label={T.phone} type="tel" {...form.bind('phone')} required autoComplete="tel" className={halfWidth} />
      <FormField label={config.details} rows={5} {...form.bind('boatDetails')} required helper={config.detailsHint} />
      <div className={contactFormStyles.row}>
        <FormField label={T.budget} {...form.bind('budget')} placeholder={T.budgetPlaceholder} />
        <FormField label={T.timeframe} {...form.bind('timeframe')} placeholder={T.timeframePlaceholder} />
      </div>
    </ContactFormShell>
  );
}

const halfWidth = css({ maxWidth: { sm: '50%' } });
