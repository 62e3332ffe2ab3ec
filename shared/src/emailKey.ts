/**
 * The key by which one person's submissions are recognised (issue 15): the same person applying
 * twice, or writing again, is flagged and linked, never merged. The address is trimmed and
 * lower-cased (the local part is case-sensitive by the letter of RFC 5321, but no mailbox
 * provider in use treats it so); for Gmail, whose addresses ignore dots and a "+tag" in the local
 * part and answer to googlemail.com as well, those are folded too. Other domains keep their dots
 * and tags: elsewhere they may name different mailboxes, and a false link is worse than a missed one.
 */

/** The domains of Gmail, and the one they are folded to. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The key of an e-mail address: equal keys, the same person's mailbox. */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return address;
  const local = address.slice(0, at).split('+')[0]!.replace(/\./g, '');
  return `${local}@gmail.com`;
}
