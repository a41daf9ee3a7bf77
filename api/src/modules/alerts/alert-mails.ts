import { ALERT_TEXTS, type AlertKind } from '@dockside/shared/alerts';
import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mail.types';

/** One alert as an e-mail shows it. */
export interface MailedAlert {
  kind: AlertKind;
  partId: number;
  title: string;
  price: string;
  oldPrice: string | null;
  searchName: string | null;
}

/** Links every alert e-mail carries. */
export interface AlertMailLinks {
  /** The listing's page for a part id. */
  part: (partId: number) => string;
  /** Account → Saved Parts, where searches and alerts are managed. */
  manage: string;
  /** The PWA page of the one-click unsubscribe (no sign-in). */
  unsubscribePage: string;
  /** RFC 8058 one-click target for List-Unsubscribe (POST). */
  unsubscribePost: string;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (decimal: string): string => USD.format(Number(decimal));

/** "$80.00", or "$80.00 (was $95.00)" for a price drop. */
const priceText = (alert: MailedAlert) =>
  alert.oldPrice ? `${formatUsd(alert.price)} (was ${formatUsd(alert.oldPrice)})` : formatUsd(alert.price);

/** Why this alert: the saved search that matched, or the price drop of a saved part. */
const reason = (alert: MailedAlert) =>
  alert.kind === 'price-drop' ? 'Price drop on a part you saved' : `Matches "${alert.searchName ?? ''}"`;

/** The title of one alert (push notification and e-mail subject). */
export const alertTitle = (alert: Pick<MailedAlert, 'kind' | 'title' | 'searchName'>): string =>
  alert.kind === 'price-drop' ? ALERT_TEXTS.priceDropTitle(alert.title) : ALERT_TEXTS.searchTitle(alert.searchName ?? '');

/** The line under the title: the part and its price. */
export const alertBody = (alert: MailedAlert): string => `${alert.title} — ${priceText(alert)}`;

/**
 * An alert e-mail: one alert (instant) or several (a run that found several for the user, or the daily
 * digest). Each carries the one-click unsubscribe link in the body and in List-Unsubscribe (RFC 8058).
 */
export function alertMail(
  to: string,
  fullName: string,
  alerts: MailedAlert[],
  links: AlertMailLinks,
  digest: boolean,
  total = alerts.length,
): OutgoingMail {
  const single = alerts.length === 1 && !digest ? alerts[0] : undefined;
  const subject = (single ? alertTitle(single) : ALERT_TEXTS.digestSubject(total)).replace(/[\r\n]+/g, ' ').slice(0, 250);
  const more = total > alerts.length ? [`The ${alerts.length} newest are below; ${total - alerts.length} more are in the app.`] : [];
  const intro = single
    ? single.kind === 'price-drop'
      ? 'A part you saved on Dockside is now cheaper:'
      : `A part matching your saved search "${single.searchName ?? ''}" was just listed on Dockside:`
    : digest
      ? 'New parts matching your saved searches on Dockside since your last digest:'
      : 'New parts matching your saved searches on Dockside:';
  const content = renderMail({
    heading: subject,
    paragraphs: [`Hello ${fullName},`, intro, ...more],
    details: single
      ? [
          ['Part', single.title],
          ['Price', priceText(single)],
        ]
      : alerts.map((alert) => [alert.title, `${priceText(alert)} · ${reason(alert)} · ${links.part(alert.partId)}`]),
    action: single ? { label: 'View the part', url: links.part(single.partId) } : { label: 'See your alerts', url: links.manage },
    footer: [
      'You get these e-mails because you saved searches or parts on Dockside. Change how often you are told in Account → Saved Parts: ' +
        links.manage,
      `Stop alert e-mails: ${links.unsubscribePage}`,
    ],
  });
  return {
    kind: digest ? 'alerts.digest' : 'alerts.instant',
    to,
    subject,
    ...content,
    headers: { 'List-Unsubscribe': `<${links.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
