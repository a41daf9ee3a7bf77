import { CreateReportSchema, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@dockside/shared/moderation';
import { useMemo } from 'react';
import * as v from 'valibot';
import { Dialog } from '@/components/ui/dialog';
import { FormField, RadioField } from '@/components/ui/form-field';
import { toast, type ToastInput } from '@/components/ui/toaster';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { MODERATION_TEXTS as T, type ReportTarget } from '../moderation.constants';
import { sendReport, type ReportOutcome } from '../stores/report-outbox';

export interface ReportDialogProps {
  target: ReportTarget;
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY = { reason: '' as ReportReason | '', note: '' };

/** The form's values become CreateReportSchema's input: the reason and note typed, the target given. */
const formSchema = ({ targetType, targetId }: ReportTarget) =>
  v.pipe(
    v.object({ reason: v.string(), note: v.string() }),
    // The reason is checked against the list by CreateReportSchema right after, hence the cast.
    v.transform((values) => ({ ...values, targetType, targetId }) as v.InferInput<typeof CreateReportSchema>),
    CreateReportSchema,
  );

const TOASTS: Record<ReportOutcome['kind'], (message: string | undefined) => ToastInput> = {
  sent: () => ({ title: T.sentTitle, description: T.sentDescription, type: 'success' }),
  already: (message) => ({ title: message ?? T.alreadyReported, type: 'info' }),
  queued: () => ({ title: T.queuedTitle, description: T.queuedDescription, type: 'info' }),
  rejected: (message) => ({ title: T.errorTitle, description: message ?? T.failed, type: 'error' }),
};

/**
 * 'Report': a reason (REPORT_REASON_LABELS) and details, required for Other. Sent through the
 * outbox, so offline it waits on the device. Loaded on the first click (React.lazy in ReportButton).
 */
export default function ReportDialog({ target, userId, open, onOpenChange }: ReportDialogProps) {
  const { targetType, targetId } = target;
  const schema = useMemo(() => formSchema({ targetType, targetId }), [targetType, targetId]);
  const form = useSchemaForm(schema, EMPTY);

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  const submit = async (report: v.InferOutput<typeof schema>) => {
    const outcome = await sendReport(userId, report).catch((): ReportOutcome => ({ kind: 'rejected', message: undefined }));
    toast(TOASTS[outcome.kind]('message' in outcome ? outcome.message : undefined));
    // Refused: the dialog stays open with what was typed (the server's message is in the toast).
    if (outcome.kind !== 'rejected') close();
  };

  return (
    <Dialog.Root open={open} busy={form.submitting} onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}>
      <Dialog.Content closeLabel={T.cancel}>
        <Dialog.Title>{T.dialogTitle(targetType)}</Dialog.Title>
        <Dialog.Description>{T.dialogDescription}</Dialog.Description>
        <Dialog.Form onSubmit={form.handleSubmit(submit)} submitting={form.submitting} onCancel={close} labels={LABELS} variant="danger">
          <RadioField legend={T.reason} options={REPORT_REASONS} labels={REPORT_REASON_LABELS} {...form.bindRadio('reason')} />
          <FormField label={T.details} rows={4} required={form.values.reason === 'other'} helper={T.detailsHint} {...form.bind('note')} />
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const LABELS = { cancel: T.cancel, submit: T.sendReport, busy: T.sending };
