import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/contract/notifications';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { managerUser, signedIn } from '../helpers/users';

const notification = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id, event: 'awaiting', requestKind: 'leave', requestId: 40 + id, requesterName: 'Anna Martin', startDate: '2026-04-06', endDate: '2026-04-08',
  path: '/app/effectif/inbox', subject: 'Demande de congé', text: '…', mailed: true, createdAt: '2026-03-16T09:00:00.000Z', ...extra,
});

/** A fake bell: its notifications, and the ids marked read. */
function fakeBell(items: Notification[]) {
  const read: (number | 'all')[] = [];
  server.use(
    http.get(`${API}/app/notifications`, () => HttpResponse.json({ items, total: items.length, unread: items.filter((item) => !item.readAt).length, page: 1, pageSize: 20 })),
    http.post(`${API}/app/notifications/read-all`, () => {
      read.push('all');
      return HttpResponse.json({ read: 2 });
    }),
    http.post(`${API}/app/notifications/:id/read`, ({ params }) => {
      read.push(Number(params.id));
      return HttpResponse.json({ ...items[0], readAt: '2026-03-16T10:00:00.000Z' });
    }),
  );
  return read;
}

describe('the bell', () => {
  it('shows the unread count, lists the notifications in the page\'s language, opens one and marks it read, by keyboard', async () => {
    const read = fakeBell([notification(1), notification(2, { event: 'decided', outcome: 'approved', path: '/app/effectif/me', readAt: '2026-03-16T09:30:00.000Z' })]);
    renderApp({ route: '/app/effectif/me', preloadedState: signedIn(managerUser) });
    const bell = await screen.findByRole('button', { name: /Notifications, 1 unread/ }, { timeout: 8000 });
    expect(within(bell).getByText('1')).toBeInTheDocument();
    const user = userEvent.setup();
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Leave request from Anna Martin awaits your decision');
    expect(items[1]).toHaveTextContent('Your request (Leave request) was approved');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(read).toEqual([1]));
    await screen.findByRole('heading', { name: 'Inbox', level: 1 }, { timeout: 8000 });
  }, 20_000);

  it('marks all read', async () => {
    const read = fakeBell([notification(1), notification(2)]);
    renderApp({ route: '/app/effectif/me', preloadedState: signedIn(managerUser) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(read).toEqual(['all']));
    expect(await screen.findByRole('button', { name: /Notifications, 0 unread/ })).toBeInTheDocument();
  });
});
