/**
 * One person's e-mail address, as the site tells people apart: the erasure of a person
 * and the duplicate flags both match submissions by this key. Case-insensitive everywhere (the
 * domain is, and the local part is in practice); Gmail (and its old googlemail.com name) also
 * ignores the dots of the local part and a `+tag`, so those spellings are one person too.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The key of an address: `John.Smith+jobs@GoogleMail.com` → `johnsmith@gmail.com`. */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  local = (local.split('+')[0] ?? '').replace(/\./g, '');
  return `${local}@gmail.com`;
}

/** Whether the key is a Gmail one (its addresses differ by dots, a tag and the domain's name). */
export const isGmailKey = (key: string): boolean => key.endsWith('@gmail.com');

/** The domains a Gmail key's addresses may be written with. */
export const GMAIL_ADDRESS_DOMAINS: readonly string[] = [...GMAIL_DOMAINS];

/**
 * One mailbox, however its address is written: the duplicate key (case, Gmail's dots and
 * domains), and a `+tag` dropped on every domain, as most providers deliver tagged addresses to
 * the untagged mailbox. The server caps what one stranger's mailbox is sent by it.
 */
export function mailboxKey(address: string): string {
  const key = emailKey(address);
  const at = key.lastIndexOf('@');
  if (at <= 0) return key;
  const local = key.slice(0, at).split('+')[0] || key.slice(0, at);
  return `${local}${key.slice(at)}`;
}
