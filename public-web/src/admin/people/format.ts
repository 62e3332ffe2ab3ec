import { formatDateTime } from '../submissions/format';

/** A moment for the people screen (last seen, a link's expiry): the admin's date and time. */
export function formatMoment(iso: string, locale: string): string {
  return formatDateTime(iso, locale, 'long');
}
