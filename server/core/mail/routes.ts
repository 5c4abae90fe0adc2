import { ERROR_CODES } from '@/domain/common';
import { auditOwnersOf } from '../access/area-reach';
import { actorOf, need } from '../access/permission';
import { scopeOf } from '../access/scope';
import { json, type Routes } from '../http';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import { HttpFailure } from '../hr/errors';
import { pagingOrThrow } from '../hr/list-query';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { notFound } from '../hr/write';
import type { Session } from '../ports';
import type { AuditOwners } from '../storage/repository';

const SUBJECT = 'Ce message';

/** The messages the session's reach of `mail` holds: those to the people of its enterprises (Root: every one). */
async function reachOf(backend: () => Promise<AppBackend>, session: Session | undefined, action: 'read' | 'update'): Promise<AuditOwners | undefined> {
  const { ctx } = await backend();
  return auditOwnersOf(await scopeOf(actorOf(session), 'mail', action, ctx));
}

/**
 * The Mail page's calls (docs/contract.md, "Mail"): GET /app/mail, the messages newest first,
 * paged, and how mail is delivered; POST /app/mail/{id}/resend, a failed message queued again
 * (409 `mailNotFailed` for any other, `mailNotSent` in the fake mode; 404 outside the reach).
 */
export function mailHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/mail',
      async ({ request, session }) => {
        const query = pagingOrThrow(new URL(request.url).searchParams);
        const ownedBy = await reachOf(backend, session, 'read');
        const { mail } = await backend();
        const page = await mail.page({ ...query, ...(ownedBy && { ownedBy }) });
        return json({ ...page, ...query, delivery: mail.delivery });
      },
      { bearer: true, permission: need('mail', 'read') },
    ),
    routes.on(
      'post',
      '/app/mail/:id/resend',
      async ({ params, session }) => {
        const id = positiveId(params.id, () => notFound(SUBJECT));
        const ownedBy = await reachOf(backend, session, 'update');
        const outcome = await (await backend()).mail.resend(id, ownedBy);
        if ('message' in outcome) return json(outcome.message);
        if (outcome.refused === 'notFound') throw notFound(SUBJECT);
        const code = outcome.refused === 'notFailed' ? ERROR_CODES.mailNotFailed : ERROR_CODES.mailNotSent;
        throw new HttpFailure(409, FRENCH_MESSAGES[code], undefined, code);
      },
      { bearer: true, permission: need('mail', 'update'), subject: SUBJECT },
    ),
  ];
}
