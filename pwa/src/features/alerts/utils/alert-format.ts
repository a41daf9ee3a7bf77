import type { Alert } from '@dockside/shared/alerts';
import { variantBase, variantUrl, IMAGE_VARIANT_WIDTHS } from '@dockside/shared/listings';
import { RECENT_ALERTS_TEXTS as T } from '../alerts.constants';

/** Why the user was alerted: the saved search that matched, or a price drop. */
export function alertReason(alert: Pick<Alert, 'kind' | 'savedSearch'>): string {
  if (alert.kind === 'price-drop') return T.priceDrop;
  return alert.savedSearch ? T.matched(alert.savedSearch.name) : T.matchedDeleted;
}

/** How the user was told ('push', 'email'; none while only recorded, e.g. waiting for the daily digest). */
export function alertChannels(channels: readonly string[]): string {
  const push = channels.includes('push');
  const email = channels.includes('email');
  if (push && email) return T.told.both;
  if (push) return T.told.push;
  if (email) return T.told.email;
  return T.told.none;
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The catalogue's way (spec §3): '$1,250' for whole amounts, '$12.50' otherwise; the text as sent if unreadable. */
export function formatAlertPrice(price: string): string {
  const amount = Number(price);
  if (price.trim() === '' || !Number.isFinite(amount)) return price;
  return (Number.isInteger(amount) ? wholeDollars : withCents).format(amount);
}

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const fullDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** 'Today, 2:05 PM', 'Yesterday, 9:30 AM', 'Nov 20, 2:05 PM' this year, 'Nov 20, 2025' before. */
export function formatAlertTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(at, now)) return T.today(clock.format(at));
  if (sameDay(at, yesterday)) return T.yesterday(clock.format(at));
  return at.getFullYear() === now.getFullYear() ? dayAndClock.format(at) : fullDate.format(at);
}

/** The smallest width of an uploaded photo for the thumbnail; any other image URL as it is. */
export function thumbnailUrl(url: string): string {
  const base = variantBase(url);
  return base === null ? url : variantUrl(base, IMAGE_VARIANT_WIDTHS[0]);
}
