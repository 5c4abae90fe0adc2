import { frenchDate } from '../hr/messages-fr';
import type { InboxKind } from '@/contract/inbox';
import { DEFAULT_NOTIFICATION_LANGUAGE, type NotificationLanguage } from '@/contract/notifications';
import type { StoredUser } from '../storage/users';
import { NOTIFICATION_TEXTS, fill, type NotificationTexts } from './texts';

/** What a notification says of a request: its kind, who filed it, its days. Nothing private. */
export interface RequestFacts {
  kind: InboxKind;
  requesterName?: string;
  startDate?: string;
  endDate?: string;
}

/** A notification's message: its subject, its text, and the same as HTML. */
export interface Composed {
  subject: string;
  text: string;
  html: string;
}

/** The account's language: its choice, else French. */
export const languageOf = (account: StoredUser): NotificationLanguage => account.notificationSettings?.language ?? DEFAULT_NOTIFICATION_LANGUAGE;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function spanOf(texts: NotificationTexts, facts: RequestFacts): string {
  if (!facts.startDate) return '';
  // Dates as the product shows them whatever the language: dd/mm/yyyy.
  if (!facts.endDate || facts.endDate === facts.startDate) return fill(texts.day, { date: frenchDate(facts.startDate) });
  return fill(texts.span, { start: frenchDate(facts.startDate), end: frenchDate(facts.endDate) });
}

/** The message: its lead line, the lines listed below it, the link to open, the footer; text and HTML alike. */
function message(texts: NotificationTexts, subject: string, lead: string, lines: readonly string[], link: string, footer = texts.footer): Composed {
  const open = fill(texts.open, { link });
  const text = [lead, ...lines.map((line) => `- ${line}`), '', open, '', footer].join('\n');
  const list = lines.length > 0 ? `<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : '';
  const anchor = `<a href="${escape(link)}">${escape(fill(texts.open, { link: '' }).replace(/[\s:：]+$/u, ''))}</a>`;
  const html = `<p>${escape(lead)}</p>${list}<p>${anchor}</p><p style="color:#666;font-size:small">${escape(footer)}</p>`;
  return { subject, text, html };
}

/** To a decider: the request waits on them. */
export function awaitingMessage(language: NotificationLanguage, facts: RequestFacts, link: string): Composed {
  const texts = NOTIFICATION_TEXTS[language];
  const values = { kind: texts.kinds[facts.kind], name: facts.requesterName ?? '', span: spanOf(texts, facts) };
  return message(texts, fill(texts.awaitingSubject, values), fill(texts.awaitingBody, values), [], link);
}

/** To the requester: their request was decided. */
export function decidedMessage(language: NotificationLanguage, facts: RequestFacts, outcome: 'approved' | 'rejected', link: string): Composed {
  const texts = NOTIFICATION_TEXTS[language];
  const values = { kind: texts.kinds[facts.kind], span: spanOf(texts, facts), outcome: texts.outcomes[outcome] };
  return message(texts, fill(texts.decidedSubject, values), fill(texts.decidedBody, values), [], link);
}

/** To a decider: the requests waiting on them for more than three working days, one line each. */
export function reminderMessage(language: NotificationLanguage, requests: readonly RequestFacts[], link: string): Composed {
  const texts = NOTIFICATION_TEXTS[language];
  const lines = requests.map((facts) => `${texts.kinds[facts.kind]}, ${facts.requesterName ?? ''}${spanOf(texts, facts)}`);
  return message(texts, fill(texts.reminderSubject, { count: requests.length }), texts.reminderBody, lines, link);
}

/** An account's activation code, with the link to its activation page. */
export function activationMessage(language: NotificationLanguage, code: string, link: string): Composed {
  const texts = NOTIFICATION_TEXTS[language];
  return message(texts, texts.activationSubject, fill(texts.activationBody, { code }), [], link, texts.securityFooter);
}

/** A password reset code, valid `minutes`, with the link to the reset page. */
export function resetCodeMessage(language: NotificationLanguage, code: string, minutes: number, link: string): Composed {
  const texts = NOTIFICATION_TEXTS[language];
  return message(texts, texts.resetSubject, fill(texts.resetBody, { code, minutes }), [], link, texts.securityFooter);
}
