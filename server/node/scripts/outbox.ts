import { desc } from 'drizzle-orm';
import { outbox } from '@server/db/schema';
import { withDatabase } from './command';

// npm run outbox: the last messages the server would have e-mailed (activation and reset codes).
await withDatabase(async ({ db }) => {
  const messages = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(Number(process.argv[2] ?? 20));
  if (messages.length === 0) process.stdout.write('The outbox is empty.\n');
  for (const { createdAt, recipient, subject, body } of messages.reverse()) {
    process.stdout.write(`${createdAt.toISOString()}  to ${recipient}\n  ${subject}\n  ${body}\n\n`);
  }
});
