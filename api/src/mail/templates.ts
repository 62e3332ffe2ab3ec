/**
 * The e-mails the server sends, in the recipient's language: plain text and HTML from the shared
 * catalogs (`mail.*`), with a link. What people typed (a name) is escaped in the HTML.
 */
import { localizeDigits } from '@vb/shared/dates';
import { type MailKey, mailMessages } from '@vb/shared/i18n/mail';
import type { Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';

export type MailKind = 'invitation' | 'password_reset' | 'assigned';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Values {
  name: string;
  link: string;
  /** Who invited (invitation). */
  inviter?: string;
  /** Who gave the item, what kind of item (catalog text), who sent it in (assigned). */
  assigner?: string;
  kind?: string;
  submitter?: string;
  hours?: number;
  minutes?: number;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The catalog text of `key` with its {placeholders} filled (numbers in the language's digits). */
function fill(language: Language, key: MailKey, values: Record<string, string | number>) {
  return mailMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? localizeDigits(String(value), language) : value;
  });
}

const PARTS: Record<
  MailKind,
  { subject: MailKey; body: MailKey; action: MailKey; ignore: MailKey }
> = {
  invitation: {
    subject: 'mail.invitation.subject',
    body: 'mail.invitation.body',
    action: 'mail.invitation.action',
    ignore: 'mail.invitation.ignore',
  },
  password_reset: {
    subject: 'mail.reset.subject',
    body: 'mail.reset.body',
    action: 'mail.reset.action',
    ignore: 'mail.reset.ignore',
  },
  assigned: {
    subject: 'mail.assigned.subject',
    body: 'mail.assigned.body',
    action: 'mail.assigned.action',
    ignore: 'mail.assigned.ignore',
  },
};

export function renderMail(kind: MailKind, language: Language, values: Values): RenderedMail {
  const company = SITE.brandName[language];
  const all = { company, ...values } as Record<string, string | number>;
  const text = (key: MailKey) => fill(language, key, all);
  const parts = PARTS[kind];
  const greeting = text('mail.greeting');
  const body = text(parts.body);
  const ignore = text(parts.ignore);
  const footer = text('mail.footer');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  // The values people typed are escaped: the catalog texts are ours.
  const htmlText = (key: MailKey) =>
    fill(
      language,
      key,
      Object.fromEntries(
        Object.entries(all).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]),
      ),
    );
  return {
    subject: text(parts.subject),
    text: [greeting, '', body, '', values.link, '', ignore, '', '— ', footer].join('\n'),
    html: [
      `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.6;color:#102a23">`,
      `<p>${htmlText('mail.greeting')}</p>`,
      `<p>${htmlText(parts.body)}</p>`,
      `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#0f7a5c;color:#fff;text-decoration:none">${htmlText(parts.action)}</a></p>`,
      `<p style="font-size:13px;color:#4b5e57">${escapeHtml(values.link)}</p>`,
      `<p>${htmlText(parts.ignore)}</p>`,
      `<p style="font-size:13px;color:#4b5e57">${htmlText('mail.footer')}</p>`,
      '</body></html>',
    ].join(''),
  };
}
