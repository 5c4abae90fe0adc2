import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema, remindersRunSchema, type NotificationSettings } from '@/contract/notifications';
import { SIGNED_IN, actorOf, need } from '../access/permission';
import { authorOf, writeAccounts } from '../audit/acting';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import { parseOrThrow } from '../hr/errors';
import { pagingOrThrow } from '../hr/list-query';
import { notFound } from '../hr/write';
import { json, type Routes } from '../http';
import type { BackendPorts } from '../ports';
import { jsonObject } from '../request-body';
import type { StoredUser } from '../storage/users';
import type { NotificationLinks } from './deliver';
import { sendReminders } from './reminders';

const SUBJECT = 'Cette notification';

const settingsOf = (account: StoredUser | undefined): NotificationSettings => account?.notificationSettings ?? DEFAULT_NOTIFICATION_SETTINGS;

/**
 * The bell's calls and the mail preferences (docs/contract.md, "Notifications"), each account
 * its own: GET /app/notifications, POST /app/notifications/{id}/read, POST
 * /app/notifications/read-all, GET and PUT /app/notifications/settings; and POST
 * /app/notifications/reminders, the daily reminders run now (Root).
 */
export function notificationHandlers(routes: Routes, ports: Pick<BackendPorts, 'users'>, backend: () => Promise<AppBackend>, links: NotificationLinks) {
  const options = { bearer: true, permission: SIGNED_IN } as const;
  const store = async () => (await backend()).store.repository.notifications;
  return [
    routes.on('get', '/app/notifications', async ({ request, session }) => {
      const query = pagingOrThrow(new URL(request.url).searchParams);
      const page = await (await store()).page({ userId: actorOf(session).userId, ...query });
      return json({ ...page, ...query });
    }, options),
    routes.on('post', '/app/notifications/read-all', async ({ session }) => {
      const { ctx } = await backend();
      return json({ read: await (await store()).markAllRead(actorOf(session).userId, ctx.clock.now()) });
    }, options),
    routes.on('get', '/app/notifications/settings', async ({ session }) => json(settingsOf(await ports.users.byId(actorOf(session).userId))), options),
    routes.on('put', '/app/notifications/settings', async ({ request, session }) => {
      const settings = parseOrThrow(notificationSettingsSchema, await jsonObject(request));
      const actor = actorOf(session);
      const saved = await writeAccounts(ports.users, backend, authorOf(session), async (tx) => {
        const account = await tx.byId(actor.userId);
        if (!account) throw notFound('Ce compte');
        return tx.update(account.id, { notificationSettings: settings });
      });
      return json(settingsOf(saved));
    }, options),
    routes.on('post', '/app/notifications/reminders', async ({ request }) => {
      const { on } = parseOrThrow(remindersRunSchema, await jsonObject(request));
      const { ctx } = await backend();
      return json({ reminded: await sendReminders(ctx, links, on) });
    }, { bearer: true, permission: need('reset', 'update') }),
    routes.on('post', '/app/notifications/:id/read', async ({ params, session }) => {
      const id = positiveId(params.id, () => notFound(SUBJECT));
      const { ctx } = await backend();
      const read = await (await store()).markRead(actorOf(session).userId, id, ctx.clock.now());
      if (!read) throw notFound(SUBJECT);
      return json(read);
    }, { ...options, subject: SUBJECT }),
  ];
}
