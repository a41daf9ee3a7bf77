import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  CreateSavedSearchSchema,
  type AlertFrequency,
  type CreateSavedSearchInput,
} from '@dockside/shared/alerts';
import { css } from 'styled-system/css';
import { Dialog } from '@/components/ui/dialog';
import { FormField, RadioField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { SAVED_SEARCH_TEXTS as T } from '../saved-searches.constants';
import { saveSearch, type SavedSearchOutcome } from '../stores/saved-search-outbox';
import { defaultSearchName, summarizeSearch } from '../utils/search-query';

export interface SaveSearchDialogProps {
  userId: number;
  /** The query string to save (the catalogue's, its savable parameters). */
  query: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Save Search': a name (the search's words by default) and how often to be alerted. Sent through
 * the outbox, so offline it waits on the device. Loaded on the first click (React.lazy in SaveSearchButton).
 */
export default function SaveSearchDialog({ userId, query, open, onOpenChange }: SaveSearchDialogProps) {
  const initial = { name: defaultSearchName(query), query, frequency: 'instant' as AlertFrequency | '' };
  const form = useSchemaForm(CreateSavedSearchSchema, initial);

  // Closed: the next opening starts from the search again (a new search remounts the dialog: its key).
  const close = () => {
    form.reset(initial);
    onOpenChange(false);
  };

  const submit = async (search: CreateSavedSearchInput) => {
    const outcome = await saveSearch(userId, search).catch((): SavedSearchOutcome => ({ kind: 'rejected', message: undefined }));
    if (outcome.kind === 'rejected') {
      // The dialog stays open with what was typed; the server's message says why (e.g. 50 saved already).
      toast({ title: T.errorTitle, description: outcome.message ?? T.failedToSave, type: 'error' });
      return;
    }
    toast(
      outcome.kind === 'queued'
        ? { title: T.queuedTitle, description: T.queuedDescription }
        : { title: T.savedTitle, description: T.savedDescription, type: 'success' },
    );
    close();
  };

  return (
    <Dialog.Root open={open} busy={form.submitting} onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}>
      <Dialog.Content>
        <Dialog.Title>{T.dialogTitle}</Dialog.Title>
        <Dialog.Description>
          {summarizeSearch(query)}. {T.dialogDescription}
        </Dialog.Description>
        <Dialog.Form onSubmit={form.handleSubmit(submit)} submitting={form.submitting} onCancel={close} labels={LABELS}>
          <FormField label={T.name} required autoComplete="off" {...form.bind('name')} />
          <RadioField legend={T.alerts} options={ALERT_FREQUENCIES} labels={ALERT_FREQUENCY_LABELS} {...form.bindRadio('frequency')} />
          {form.errorOf('query') ? (
            <p role="alert" className={styles.error}>
              {form.errorOf('query')}
            </p>
          ) : null}
        </Dialog.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const styles = {
  error: css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium' }),
};

const LABELS = { cancel: T.cancel, submit: T.saveSearch, busy: T.saving };
