import { useEffect, useState, useSyncExternalStore } from 'react';
import { CaptchaSession, type CaptchaStatus } from './captcha-session';

export interface CaptchaHandle {
  status: CaptchaStatus;
  /** The token for one submission (waits while it is being prepared). */
  takeToken: () => Promise<string>;
  /** Start over after a failure. */
  retry: () => void;
}

/** A captcha for one form: starts when the form mounts, stops when it unmounts. */
export function useCaptcha(): CaptchaHandle {
  const [session] = useState(() => new CaptchaSession());
  const status = useSyncExternalStore(session.subscribe, session.getStatus, session.getStatus);

  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);

  return { status, takeToken: session.takeToken, retry: session.restart };
}
