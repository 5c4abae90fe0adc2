import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InboxDecision, InboxItem } from '@/contract/inbox';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { managerUser, signedIn } from '../helpers/users';

const item = (id: number, employeeName: string, extra: Partial<InboxItem> = {}): InboxItem => ({
  kind: 'leave', id, version: 1, employeeId: 100 + id, employeeName, submittedAt: `2026-03-0${id}T09:00:00.000Z`,
  title: 'Congés payés', startDate: '2026-04-06', endDate: '2026-04-08', startHalf: 'morning', endHalf: 'afternoon',
  days: 3, balanceAfter: 12.5, away: { count: 3, of: 8 }, comment: 'Vacances', ...extra,
});

/** A fake inbox: the items left, the decisions received; a decision on `refusedId` is refused as the backend would. */
function fakeInbox(items: InboxItem[], refusedId?: number) {
  const received: InboxDecision[][] = [];
  let left = items;
  server.use(
    http.get(`${API}/app/inbox`, () => HttpResponse.json({ items: left, total: left.length })),
    http.get(`${API}/app/inbox/count`, () => HttpResponse.json({ count: left.length })),
    http.post(`${API}/app/inbox/decisions`, async ({ request }) => {
      const { decisions } = (await request.json()) as { decisions: InboxDecision[] };
      received.push(decisions);
      const results = decisions.map(({ kind, id, outcome }) =>
        id === refusedId
          ? { kind, id, ok: false, httpStatus: 409, code: 'overlap', message: 'Chevauchement' }
          : { kind, id, ok: true, status: outcome },
      );
      left = left.filter((entry) => entry.id === refusedId || !decisions.some((decision) => decision.id === entry.id));
      return HttpResponse.json({ results });
    }),
  );
  return received;
}

const openInbox = async () => {
  const app = renderApp({ route: '/app/effectif/inbox', preloadedState: signedIn(managerUser) });
  await screen.findByRole('heading', { name: 'Inbox', level: 1 });
  return app;
};
const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

describe('the inbox page', () => {
  it('shows what a decider needs and approves one request with a comment', async () => {
    const received = fakeInbox([item(1, 'Alice Martin'), item(2, 'Bruno Petit', { endHalf: 'morning', days: 2.5 })]);
    const { user } = await openInbox();
    const alice = await screen.findByRole('listitem', { name: /Alice Martin/ });
    expect(alice).toHaveTextContent('3 days');
    expect(alice).toHaveTextContent('12.5 days left after');
    expect(alice).toHaveTextContent('3 of 8 away');
    expect(alice).toHaveTextContent('Vacances');
    expect(card('Bruno Petit')).toHaveTextContent('(morning)');
    await user.click(within(alice).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Bonnes vacances');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('1 decision went through.');
    expect(received).toEqual([[{ kind: 'leave', id: 1, version: 1, outcome: 'approved', comment: 'Bonnes vacances' }]]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Alice Martin/ })).toBeNull());
  });

  it('requires a comment to reject', async () => {
    const received = fakeInbox([item(1, 'Alice Martin')]);
    const { user } = await openInbox();
    await user.click(within(await screen.findByRole('listitem', { name: /Alice Martin/ })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why you reject it.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('approves the selected requests at once and says which did not go through, and why', async () => {
    const received = fakeInbox([item(1, 'Alice Martin'), item(2, 'Bruno Petit'), item(3, 'Chloé Roux')], 2);
    const { user } = await openInbox();
    await screen.findByRole('listitem', { name: /Alice Martin/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select all (3)' }));
    await user.click(screen.getByRole('button', { name: 'Approve the selected (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve these 3 requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const status = await screen.findByText('2 decisions went through.');
    expect(status.closest('[role="status"]')).toHaveTextContent(/Bruno Petit : This period overlaps/);
    expect(received[0].map((decision) => decision.id)).toEqual([1, 2, 3]);
    // The list read again: only the refused one is left.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Alice Martin/ })).toBeNull());
    expect(screen.getByRole('listitem', { name: /Bruno Petit/ })).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    fakeInbox([]);
    await openInbox();
    expect(await screen.findByText('Nothing waits for your decision.')).toBeInTheDocument();
  });
});
