const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

const valid = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** 'Nov 25, 2026, 2:30 PM' (audit log); '' for a missing date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? dateTime.format(date) : '';
}

/** 'Nov 25, 2026' (joined); '' for a missing date. */
export function formatDay(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? day.format(date) : '';
}

/** The API's price text ("1250.00") as '$1,250.00'; the text itself when it is not a number. */
export function formatAdminPrice(price: string): string {
  const amount = Number(price);
  return price.trim() !== '' && Number.isFinite(amount) ? dollars.format(amount) : price;
}
