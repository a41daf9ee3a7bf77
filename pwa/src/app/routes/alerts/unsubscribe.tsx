import { AlertUnsubscribePage } from '@/features/alerts/components/alert-unsubscribe-page';

/** /alerts/unsubscribe?token=…: the link every alert e-mail carries; it works without signing in. */
export default function AlertUnsubscribeRoute() {
  return <AlertUnsubscribePage />;
}
