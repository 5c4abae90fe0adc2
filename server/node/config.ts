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
  if (result.success) return { config: result.data };
  return { problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}
