import { useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { DEVICE_ALERTS_TEXTS as T } from '../alerts.constants';
import {
  readDeviceAlerts,
  turnOffDeviceAlerts,
  turnOnDeviceAlerts,
  type DeviceAlertsStatus,
  type TurnOnOutcome,
} from '../utils/device-alerts';

type Notice = { text: string; tone: 'error' | 'info' };

/** Why alerts were not turned on, in words. */
const NOT_ON: Record<Exclude<TurnOnOutcome, 'on'>, string> = {
  denied: T.denied,
  dismissed: T.dismissed,
  'no-worker': T.noWorker,
  'push-service-failed': T.pushServiceFailed,
};

/** A failed call: the API's message, or what a dropped connection means here. */
function failure(error: unknown): Notice {
  if (error instanceof TypeError) return { text: T.offline, tone: 'error' };
  return { text: errorMessage(error, T.failed), tone: 'error' };
}

const permissionDenied = () => 'Notification' in window && Notification.permission === 'denied';

/**
 * 'Turn on alerts on this device' (Web Push). Notification permission is asked only from this
 * button — never on page load; the calls need a connection, so offline the button says why it waits.
 */
export function DeviceAlerts({ userId }: { userId: number }) {
  const online = useOnline();
  const offlineId = useId();
  const [status, setStatus] = useState<DeviceAlertsStatus | 'checking'>('checking');
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let current = true;
    readDeviceAlerts(userId)
      .catch((): DeviceAlertsStatus => 'off')
      .then((read) => {
        if (current) setStatus(read);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  const turnOn = async () => {
    if (busy) return;
    setBusy('on');
    setNotice(null);
    try {
      const outcome = await turnOnDeviceAlerts(userId);
      if (outcome === 'on') {
        setStatus('on');
        toast({ title: T.turnedOnTitle, type: 'success' });
      } else setNotice({ text: NOT_ON[outcome], tone: outcome === 'dismissed' ? 'info' : 'error' });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(null);
    }
  };

  const turnOff = async () => {
    if (busy) return;
    setBusy('off');
    setNotice(null);
    try {
      await turnOffDeviceAlerts();
      setStatus('off');
      toast({ title: T.turnedOffTitle, type: 'success' });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(null);
    }
  };

  if (status === 'checking')
    return (
      <p role="status" className={styles.muted}>
        {T.checking}
      </p>
    );
  if (status === 'unsupported') return <p className={styles.muted}>{T.unsupported}</p>;

  // Blocked in the browser's settings: asking again shows no prompt, so say where to change it.
  const blocked = status === 'off' && !notice && permissionDenied();
  return (
    <div className={styles.box} data-testid="device-alerts" data-status={status}>
      {status === 'on' ? (
        <p role="status" className={styles.on}>
          {T.on}
        </p>
      ) : null}
      <Button
        variant={status === 'on' ? 'outline' : 'accent'}
        size="sm"
        disabled={!online}
        aria-describedby={online ? undefined : offlineId}
        onClick={() => void (status === 'on' ? turnOff() : turnOn())}
      >
        {busy === 'on' ? T.turningOn : busy === 'off' ? T.turningOff : status === 'on' ? T.turnOff : T.turnOn}
      </Button>
      {online ? null : (
        <p id={offlineId} className={styles.muted}>
          {T.offline}
        </p>
      )}
      {blocked ? <p className={styles.muted}>{T.denied}</p> : null}
      {notice ? (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={notice.tone === 'error' ? styles.error : styles.muted}>
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  box: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  on: css({ fontWeight: 'semibold', color: 'success' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted', maxWidth: 'prose' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium', maxWidth: 'prose' }),
};
