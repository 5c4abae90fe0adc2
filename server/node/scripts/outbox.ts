import { desc } from 'drizzle-orm';
import { outbox } from '@server/db/schema';
import { withDatabase } from './command';

/** What became of a message, in a word or a few. */
function stateOf({ status, attempts, lastError, sentAt }: typeof outbox.$inferSelect): string {
  if (status === 'sent') return `sent ${sentAt?.toISOString() ?? ''}`.trim();
  const tries = attempts === 1 ? '1 try' : `${attempts} tries`;
  if (status === 'queued') return attempts === 0 ? 'queued' : `queued, ${tries}: ${lastError ?? ''}`;
  return `${status}, ${tries}${lastError ? `: ${lastError}` : ''}`;
}

// npm run outbox: the last messages the server mailed or keeps in its outbox (docs/server.md, "Mail").
await withDatabase(async ({ db }) => {
  const messages = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(Number(process.argv[2] ?? 20));
  if (messages.length === 0) process.stdout.write('The outbox is empty.\n');
  for (const message of messages.reverse()) {
    const { createdAt, recipient, subject, body } = message;
    process.stdout.write(`${createdAt.toISOString()}  to ${recipient}  [${stateOf(message)}]\n  ${subject}\n  ${body}\n\n`);
  }
});
