import { z } from 'zod';

/** How the server reaches its SMTP server: nodemailer's options, from SMTP_URL. */
export interface SmtpOptions {
  host: string;
  port: number;
  /** TLS from the start (smtps://); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
}

export const SMTP_URL_SHAPE =
  'must be smtp://[user:password@]host[:port] (STARTTLS when the server offers it) or smtps://[user:password@]host[:port] (TLS from the start)';

/** SMTP_URL read as nodemailer's options (the port by default 587, or 465 for smtps://), or undefined when it is none. */
export function smtpOptionsOf(raw: string): SmtpOptions | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const secure = url.protocol === 'smtps:';
  if ((!secure && url.protocol !== 'smtp:') || url.hostname === '' || !['', '/'].includes(url.pathname) || url.search || url.hash) return undefined;
  if (url.password !== '' && url.username === '') return undefined;
  const auth = url.username === '' ? undefined : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  // IPv6 addresses come bracketed from the URL; the socket wants them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host, port: url.port === '' ? (secure ? 465 : 587) : Number(url.port), secure, ...(auth && { auth }) };
}

export const MAIL_FROM_SHAPE = 'must be an e-mail address, or a name and an address: Effectif <rh@example.fr>';

const address = z.email();

/** Whether MAIL_FROM is an address (`rh@example.fr`) or a name and an address (`Effectif RH <rh@example.fr>`). */
export function isMailFrom(raw: string): boolean {
  const named = /^([^<>"]*|"[^"]*")\s*<([^<>\s]+)>$/.exec(raw.trim());
  return address.safeParse(named ? named[2] : raw.trim()).success;
}

/** Tries after the first, by default: 1 minute, 5, 30, 2 hours (docs/server.md, "Mail"). */
export const DEFAULT_RETRY_DELAYS = '60,300,1800,7200';
export const RETRY_DELAYS_SHAPE = 'must be the seconds to wait before each new try, separated by commas, e.g. 60,300,1800,7200';

/** MAIL_RETRY_DELAYS in milliseconds, or undefined when it is not a list of seconds. */
export function retryDelaysOf(raw: string): number[] | undefined {
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > 20 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return undefined;
  return parts.map((part) => Math.round(Number(part) * 1000));
}
