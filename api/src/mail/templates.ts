/**
 * The e-mails the server sends, in the recipient's language: plain text and HTML from the shared
 * catalogs (`mail.*`), with a link. What people typed (a name) is escaped in the HTML.
 */
import { localizeDigits } from '@vb/shared/dates';
import { type MailKey, mailMessages } from '@vb/shared/i18n/mail';
import type { Language } from '@vb/shared/options';
import { SITE } from '@vb/shared/site-config';
import type { SubmissionKind } from '@vb/shared/status';
import { isolate } from '@vb/shared/text';

/** The messages rendered by `renderMail` (the submissions' have their own functions below). */
export type MailKind =
  | 'invitation'
  | 'password_reset'
  | 'assigned'
  | 'answered'
  /** The same answer told to those who follow the item's kind (sent as the outbox's `answered`). */
  | 'answered_following';

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
  /** Who gave the item (assigned), what kind of item (catalog text), who sent it in. */
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
  answered: {
    subject: 'mail.answered.subject',
    body: 'mail.answered.body',
    action: 'mail.answered.action',
    ignore: 'mail.answered.ignore',
  },
  answered_following: {
    subject: 'mail.answered.subject',
    body: 'mail.answeredFollowing.body',
    action: 'mail.answered.action',
    ignore: 'mail.answeredFollowing.ignore',
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

/** The text of a value people typed, set apart from the sentence around it (bidi isolation). */
const isolated = (value: string) => isolate(value);

/** The HTML page of an e-mail: paragraphs (HTML already escaped) in the language's direction. */
function page(language: Language, paragraphs: string[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:system-ui,sans-serif;line-height:1.6;color:#102a23">`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '</body></html>',
  ].join('');
}

const button = (link: string, label: string) =>
  `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#0f7a5c;color:#fff;text-decoration:none">${label}</a>`;
const small = (html: string) => `<span style="font-size:13px;color:#4b5e57">${html}</span>`;

/**
 * The two renderings of a catalog text: plain text, with the typed values isolated; HTML, with
 * them escaped and isolated in <bdi> (nothing a person typed is ever HTML).
 */
function both(language: Language, key: MailKey, values: Record<string, string | number>) {
  const company = SITE.brandName[language];
  const typed = (wrap: (v: string) => string) =>
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? wrap(v) : v]),
    );
  return {
    text: fill(language, key, { company, ...typed(isolated) }),
    html: fill(language, key, {
      company: escapeHtml(company),
      ...typed((v) => `<bdi>${escapeHtml(v)}</bdi>`),
    }),
  };
}

/** What a submission e-mail tells of the item: its sender's name and what it is about. */
export interface SubmissionMailValues {
  name: string;
  /** The position applied for, the message's subject, or the organisation. */
  about: string;
}

/** The longest name a confirmation greets by; a longer one is no one's name. */
const GREETED_NAME_MAX = 60;

/**
 * Whether a typed name may be quoted to the address typed beside it: anyone can type a stranger's
 * address, so a name that carries a link, an address or a domain (text that would make the
 * confirmation an advertisement) is left out, and the greeting is plain.
 */
export function greetableName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= GREETED_NAME_MAX &&
    !/[@/\\:<>[\]{}]|www\.|\.[a-z]{2,}\b/i.test(trimmed)
  );
}

/**
 * To the person who sent a submission, in the language of the site they used: it was received.
 * It may reach a stranger whose address someone else typed, so it quotes nothing typed but a
 * plain name (never a subject, position, organisation, message or link).
 */
export function renderSubmissionReceived(
  language: Language,
  kind: SubmissionKind,
  { name }: Pick<SubmissionMailValues, 'name'>,
): RenderedMail {
  const greeting = greetableName(name)
    ? both(language, 'mail.greeting', { name: name.trim() })
    : both(language, 'mail.greeting.plain', {});
  const body = both(language, `mail.received.${kind}.body`, {});
  const note = both(language, 'mail.received.note', {});
  const footer = both(language, 'mail.footer', {});
  return {
    subject: both(language, `mail.received.${kind}.subject`, {}).text,
    text: [greeting.text, '', body.text, '', note.text, '', '— ', footer.text].join('\n'),
    html: page(language, [greeting.html, body.html, small(note.html), small(footer.html)]),
  };
}

/** To staff who follow a kind: a new item, with a link to it in the admin (never its content). */
export function renderSubmissionNew(
  language: Language,
  kind: SubmissionKind,
  values: SubmissionMailValues & { link: string },
): RenderedMail {
  const typed = { name: values.name, about: values.about };
  const body = both(language, `mail.new.${kind}.body`, typed);
  const action = both(language, 'mail.new.action', {});
  const why = both(language, 'mail.new.why', {});
  const footer = both(language, 'mail.footer', {});
  return {
    subject: both(language, `mail.new.${kind}.subject`, typed).text,
    text: [
      body.text,
      '',
      `${action.text}: ${values.link}`,
      '',
      why.text,
      '',
      '— ',
      footer.text,
    ].join('\n'),
    html: page(language, [
      body.html,
      button(values.link, action.html),
      small(escapeHtml(values.link)),
      small(why.html),
      small(footer.html),
    ]),
  };
}

/** One kind's part of a digest: how many arrived, the newest few, the list's link. */
export interface DigestSection {
  kind: SubmissionKind;
  total: number;
  items: SubmissionMailValues[];
  link: string;
}

/** The daily digest: what arrived of each kind the person follows that way since `since`. */
export function renderDigest(
  language: Language,
  values: { name: string; since: string; sections: DigestSection[] },
): RenderedMail {
  const greeting = both(language, 'mail.greeting', { name: values.name });
  const intro = both(language, 'mail.digest.intro', { since: values.since });
  const action = both(language, 'mail.digest.action', {});
  const why = both(language, 'mail.digest.why', {});
  const footer = both(language, 'mail.footer', {});
  const text: string[] = [greeting.text, '', intro.text];
  const html: string[] = [greeting.html, intro.html];
  for (const section of values.sections) {
    const heading = both(language, `mail.digest.${section.kind}`, { count: section.total });
    const lines = section.items.map((item) => ({
      text: `- ${isolated(item.name)} · ${isolated(item.about)}`,
      html: `<bdi>${escapeHtml(item.name)}</bdi> · <bdi>${escapeHtml(item.about)}</bdi>`,
    }));
    const rest = section.total - section.items.length;
    const more = rest > 0 ? both(language, 'mail.digest.more', { count: rest }) : undefined;
    text.push('', heading.text, ...lines.map((l) => l.text));
    if (more) text.push(more.text);
    text.push(`${action.text}: ${section.link}`);
    html.push(
      `<strong>${heading.html}</strong><br>${lines.map((l) => l.html).join('<br>')}${more ? `<br>${more.html}` : ''}`,
      button(section.link, action.html),
    );
  }
  text.push('', why.text, '', '— ', footer.text);
  html.push(small(why.html), small(footer.html));
  return {
    subject: both(language, 'mail.digest.subject', {}).text,
    text: text.join('\n'),
    html: page(language, html),
  };
}

/** Staff's text as HTML: escaped (never markup), blank lines between paragraphs, line breaks kept. */
const replyParagraphs = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<span dir="auto">${escapeHtml(part).replace(/\r?\n/g, '<br>')}</span>`);

/**
 * A staff member's answer to the person who sent an item, in `language`: a greeting by name
 * (when the name is one), the text as written, and why they get it. `answerable` when the
 * Reply-To leads back to the item's thread (MAIL_REPLY_TO).
 */
export function renderReply(
  language: Language,
  kind: SubmissionKind,
  values: { name: string; body: string; answerable: boolean },
): RenderedMail {
  const greeting = greetableName(values.name)
    ? both(language, 'mail.greeting', { name: values.name.trim() })
    : both(language, 'mail.greeting.plain', {});
  const answer = values.answerable ? both(language, 'mail.reply.answer', {}) : undefined;
  const why = both(language, 'mail.reply.why', {});
  const notes = [...(answer ? [answer] : []), why];
  return {
    subject: both(language, `mail.reply.${kind}.subject`, {}).text,
    text: [greeting.text, '', values.body, '', ...notes.flatMap((n) => [n.text, ''])]
      .join('\n')
      .trimEnd(),
    html: page(language, [
      greeting.html,
      ...replyParagraphs(values.body),
      ...notes.map((n) => small(n.html)),
    ]),
  };
}
