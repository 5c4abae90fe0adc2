import { z } from 'zod';
import { DEFAULT_RETRY_DELAYS, MAIL_FROM_SHAPE, RETRY_DELAYS_SHAPE, SMTP_URL_SHAPE, isMailFrom, retryDelaysOf, smtpOptionsOf } from './mail/smtp-config';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** The server's environment, checked once at start. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ALLOWED_ORIGIN: z
    .url()
    .optional()
    .describe('another origin allowed to call the API (CORS); the SPA served by this server needs none'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** The seeded administrator's password (tests); a random one, printed, when absent. */
  SEED_ADMIN_PASSWORD: z.string().min(12).optional(),
  /** A day the server lives in instead of today's date, YYYY-MM-DD (tests against the fake backend's day). */
  FIXED_TODAY: z.iso.date().optional(),
  /** Where the built app is (`npm run build` writes it to dist-api/). */
  STATIC_DIR: z.string().min(1).default('./dist-api'),
  /** How many list pages the server keeps to answer again while nothing they read changed (0: none; docs/server.md). */
  LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1_000),
  /** How many megabytes those pages take at most. */
  LIST_CACHE_MB: z.coerce.number().int().min(0).default(64),
  /** The address people open the app at (https://rh.example.com): the OpenID provider sends them back below it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The company's OpenID provider (docs/sso.md): its issuer, this app's client there, the name on the button. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(60).optional(),
  /** The claim holding the person's e-mail address. */
  OIDC_EMAIL_CLAIM: z.string().regex(/^[\w.:-]+$/, 'must be a claim name').default('email'),
  /** Whether a first sign-in at the provider makes an employee account for the employee of that work e-mail. */
  OIDC_CREATE_ACCOUNTS: z.stringbool().default(false),
  /** false: the password form signs in Root alone; everyone else signs in at the OpenID provider. */
  PASSWORD_SIGN_IN: z.stringbool().default(true),
  /** Where mail is delivered (docs/server.md, "Mail"); without it, mail waits in the outbox (`npm run outbox`). */
  SMTP_URL: z
    .string()
    .refine((value) => smtpOptionsOf(value) !== undefined, SMTP_URL_SHAPE)
    .optional(),
  /** The sender of the mail: required with SMTP_URL. */
  MAIL_FROM: z.string().refine(isMailFrom, MAIL_FROM_SHAPE).optional(),
  /** The seconds to wait before each new try of a message SMTP refused; after the last, it has failed. */
  MAIL_RETRY_DELAYS: z.string().refine((value) => retryDelaysOf(value) !== undefined, RETRY_DELAYS_SHAPE).default(DEFAULT_RETRY_DELAYS),
});

/** What one variable cannot say alone. */
const checkedConfigSchema = configSchema.superRefine((config, context) => {
  if (config.SMTP_URL !== undefined && config.MAIL_FROM === undefined) {
    context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required with SMTP_URL: the sender of the mail, e.g. Effectif <rh@example.fr>' });
  }
});

export type ServerConfig = z.infer<typeof configSchema>;
export type LogLevel = ServerConfig['LOG_LEVEL'];
export { LOG_LEVELS };

/** The configuration, or a readable list of what is wrong with the environment. */
export function readConfig(env: NodeJS.ProcessEnv): { config: ServerConfig } | { problems: string[] } {
  // An empty variable counts as unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = checkedConfigSchema.safeParse(given);
  if (!result.success) return { problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const problems = signInProblems(result.data, Object.keys(given));
  return problems.length > 0 ? { problems } : { config: result.data };
}

/** The variables of the OpenID provider that are needed together; the others of OIDC_ are optional. */
const OIDC_NEEDED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const;

/** A host name of this machine: the only place an OpenID provider may be reached without TLS (tests, a trial). */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** What is wrong with the sign-in variables taken together (docs/sso.md). */
function signInProblems(config: ServerConfig, given: readonly string[]): string[] {
  const problems: string[] = [];
  const oidcGiven = given.filter((name) => name.startsWith('OIDC_'));
  const missing = OIDC_NEEDED.filter((name) => !given.includes(name));
  if (oidcGiven.length > 0 && missing.length > 0) {
    problems.push(`${missing.join(', ')}: missing; an OpenID provider needs ${OIDC_NEEDED.join(', ')} (${oidcGiven.join(', ')} given)`);
  }
  if (config.OIDC_ISSUER && !config.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required with OIDC_ISSUER; the provider sends people back to PUBLIC_URL/api/auth/oidc/callback');
  }
  if (config.OIDC_ISSUER && new URL(config.OIDC_ISSUER).protocol === 'http:' && !LOOPBACK.test(new URL(config.OIDC_ISSUER).hostname)) {
    problems.push('OIDC_ISSUER: must be https:// (http:// only on this machine)');
  }
  if (!config.PASSWORD_SIGN_IN && missing.length > 0) {
    problems.push('PASSWORD_SIGN_IN: false needs an OpenID provider (OIDC_ISSUER…), else nobody but Root could sign in');
  }
  return problems;
}
