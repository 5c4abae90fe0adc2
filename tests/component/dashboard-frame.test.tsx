import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NAME_SLOT } from '@/features/dashboard/first-frame/frame';
import { renderDashboardFrame } from '@/features/dashboard/first-frame/render';
import en from '../../public/assets/i18n/en.json';
import { renderApp } from '../helpers/app';
import { shape, shapeOf } from '../helpers/markup-shape';
import { API, server } from '../helpers/server';
import { adminUser, signedIn } from '../helpers/users';

/** The page inside the shell's content box, from the frame's markup with the user's name put in. */
function framePage(name: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = renderDashboardFrame('en', en).replace(NAME_SLOT, name);
  return shapeOf(holder.querySelector('.app-content')?.innerHTML ?? '');
}

describe("the dashboard's first frame", () => {
  it('is the page the app renders while the figures are on their way, in the shell the app draws', async () => {
    server.use(http.get(`${API}/app/dashboard`, () => delay('infinite')));
    const { container } = renderApp({ route: '/', preloadedState: signedIn(adminUser) });
    await screen.findByText('Loading the dashboard…');
    const page = container.querySelector('.app-content > *');
    if (!page) throw new Error('The app drew no content box');
    const name = adminUser.additional.employee?.user.person.label ?? adminUser.username;
    expect(framePage(name)).toBe(shape(page));
    // The frame's boxes are the shell's: the app draws them with the same classes.
    for (const box of ['.app-shell', '.app-sidebar', '.app-main', '.app-topbar', '.app-content']) {
      expect(container.querySelector(box)).not.toBeNull();
    }
  });
});
