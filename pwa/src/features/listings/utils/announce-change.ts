import { toast } from '@/components/ui/toaster';
import { LISTING_TEXTS } from '../listings.constants';
import type { SubmitResult } from '../stores/listing-outbox';

interface ChangeTexts {
  /** The success toast: the server has the change. */
  done: { title: string; description: string };
  /** Offline or slow: the change waits on the device. */
  queued: { title: string; description: string };
  /** The fallback when the server refused it without a message. */
  failed: string;
}

/**
 * Tells the seller how a listing change sent through the outbox went — done, saved on
 * the device, or refused with the server's message.
 */
export async function announceChange(sending: Promise<SubmitResult>, texts: ChangeTexts): Promise<void> {
  const result = await sending.catch((): SubmitResult => ({ kind: 'rejected', message: undefined }));
  if (result.kind === 'rejected') {
    toast({ title: LISTING_TEXTS.errorTitle, description: result.message ?? texts.failed, type: 'error' });
  } else if (result.kind === 'queued') {
    toast({ ...texts.queued, type: 'info' });
  } else {
    // The lists follow from the outbox (../sync/listing-operations.ts invalidates them once the server has the change).
    toast({ ...texts.done, type: 'success' });
  }
}
