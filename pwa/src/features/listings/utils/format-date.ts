import { longDate, monthYear } from '@/lib/format/en-us';

/** 'November 21, 2026'; '' for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate(date);
}

/** 'November 2026' (Member since …). */
export function formatMonthYear(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : monthYear(date);
}
