import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../admin.constants';

export type AdminActionResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs one moderation call: a success toast when it is done, otherwise an error toast with the server's
 * message (spec §8 `{ message, code }`), which is also returned for a dialog to show.
 */
export async function runAdminAction<T>(
  call: () => Promise<T>,
  success: { title: string; description?: string },
): Promise<AdminActionResult<T>> {
  try {
    const value = await call();
    toast({ ...success, type: 'success' });
    return { ok: true, value };
  } catch (error) {
    const message = errorMessage(error, ADMIN_TEXTS.actionFailedFallback);
    toast({ title: ADMIN_TEXTS.actionFailed, description: message, type: 'error' });
    return { ok: false, message };
  }
}
