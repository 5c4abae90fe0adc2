import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTINGS_STORAGE_KEY } from '@/features/layout/settings/settings-storage';
import { LayoutAttributes } from '@/features/layout';
import { renderApp } from '../helpers/app';
import { switchLanguage } from '../helpers/i18n';
import { resizeWindow } from '../helpers/match-media';
import { signedIn } from '../helpers/users';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';

const FRENCH_LABELS = [
  'Employés',
  'Affectations',
  'Présences',
  'Postes',
  'Congés',
  'Missions',
  'Projets',
  'Salaire',
  'Ville',
  'Pays',
  'Entreprises',
  'Directions',
  'Départements',
  'Services',
];

afterEach(async () => {
  await switchLanguage('en');
});

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: /Main menu|Menu principal/ })).getAllByRole('link');

describe('the sidebar', () => {
  it('lists the fourteen areas with their French labels, in order, each opening its page', async () => {
    await switchLanguage('fr');
    const { user, location } = renderApp({ route: '/', preloadedState: signedIn() });
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    expect(sidebarLinks().map((link) => link.textContent)).toEqual(FRENCH_LABELS);
    await user.click(screen.getByRole('link', { name: 'Congés' }));
    expect(await screen.findByRole('heading', { name: 'Congés' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(location()).toBe('/app/effectif/leave');
    expect(screen.getByRole('link', { name: 'Congés' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Employés' })).not.toHaveClass('active');
    await user.click(screen.getByRole('link', { name: 'Employés' }));
    await waitFor(() => expect(location()).toBe('/effectif/employee'));
  });

  it('is an overlay on a phone, opened by the toggle and closed by Escape, focus back on the toggle', async () => {
    resizeWindow(390);
    const { user } = renderApp({ route: '/app/effectif/city', preloadedState: signedIn() });
    const toggle = await screen.findByRole('button', { name: 'Show or hide the menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebarLinks()[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('closes the phone overlay once an area is chosen', async () => {
    resizeWindow(390);
    const { user, location } = renderApp({ route: '/', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
    await user.click(screen.getByRole('link', { name: 'Missions' }));
    await waitFor(() => expect(location()).toBe('/app/effectif/mission'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('toggles between full and small on a desktop, and keeps the choice', async () => {
    const { user, store } = renderApp({ route: '/', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Show or hide the menu' }));
    expect(store.getState().layoutSettings.sidebarSize).toBe('sm');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      layoutSettings: { sidebarSize: 'sm' },
    });
  });
});

describe('the customizer', () => {
  it('changes the settings on the document root, hides vertical-only ones in horizontal layout, and resets', async () => {
    const { user, store } = renderApp({ route: '/', preloadedState: signedIn() });
    render(
      <Provider store={store}>
        <LayoutAttributes />
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Open the theme customizer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Theme customizer' });
    await user.click(within(within(drawer).getByRole('group', { name: 'Colour scheme' })).getByLabelText('Dark'));
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-layout-mode', 'dark');
    expect(root).toHaveAttribute('data-bs-theme', 'dark');
    expect(root).toHaveAttribute('data-sidebar', 'dark');
    expect(root).toHaveAttribute('data-topbar', 'dark');
    await user.click(within(drawer).getByLabelText('Boxed'));
    expect(root).toHaveAttribute('data-layout-width', 'boxed');
    await user.click(within(drawer).getByLabelText('Scrolls away'));
    expect(root).toHaveAttribute('data-navigation', 'scroll');
    await user.click(within(drawer).getByLabelText('Bordered', { selector: '#setting-skin-bordered' }));
    expect(root).toHaveAttribute('data-skin', 'bordered');
    await user.click(within(drawer).getByLabelText('Right to left'));
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('data-layout-width', 'boxed');
    expect(within(drawer).getByRole('group', { name: 'Sidebar size' })).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('Horizontal'));
    expect(root).toHaveAttribute('data-layout', 'horizontal');
    expect(root).not.toHaveAttribute('data-sidebar-size');
    expect(within(drawer).queryByRole('group', { name: 'Sidebar size' })).toBeNull();
    expect(within(drawer).queryByRole('group', { name: 'Sidebar colour' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(root).toHaveAttribute('data-layout', 'vertical');
    expect(root).toHaveAttribute('data-bs-theme', 'light');
    expect(root).toHaveAttribute('data-sidebar-size', 'lg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open the theme customizer' })).toHaveFocus();
  });
});

describe('the cart drawer', () => {
  it('steps quantities (never under 1) and totals in euros', async () => {
    const { user } = renderApp({ route: '/', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Open the cart' }));
    const drawer = await screen.findByRole('dialog', { name: /My cart/ });
    const total = () => within(drawer).getByTestId('cart-total').textContent?.replace(/\s/g, ' ');
    // 2 × 12,50 + 89,90 + 249,00 = 363,90 € → −43,67 + 65,50 tax + 65 shipping
    expect(total()).toBe('450,73 €');
    expect(within(drawer).getByRole('button', { name: 'One less Wireless headset' })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: 'One more Wireless headset' }));
    expect(within(drawer).getByRole('button', { name: 'One less Wireless headset' })).toBeEnabled();
    await user.click(within(drawer).getByRole('button', { name: 'Remove Ergonomic chair' }));
    await user.click(within(drawer).getByRole('button', { name: 'Remove Spiral notebook' }));
    // 2 × 89,90 = 179,80 € → −21,58 + 32,36 + 65 = 255,58 €
    expect(total()).toBe('255,58 €');
    await user.click(within(drawer).getByRole('button', { name: 'Remove Wireless headset' }));
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(total()).toBe('0,00 €');
  });
});

describe('the horizontal layout', () => {
  it("offers the first thirteen entries, under 'more' when the bar has no room, none of them Services", async () => {
    const { DEFAULT_SETTINGS } = await import('@/features/layout');
    const { user, location } = renderApp({
      route: '/',
      preloadedState: { ...signedIn(), layoutSettings: { ...DEFAULT_SETTINGS, layout: 'horizontal' } },
    });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
    // jsdom lays nothing out: the bar is 0 px wide, so every entry moves under 'more'.
    await user.click(screen.getByRole('button', { name: 'More' }));
    const entries = within(screen.getByRole('menu', { name: 'More' })).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent?.trim())).toHaveLength(13);
    expect(entries.map((entry) => entry.textContent?.trim())).not.toContain('Services');
    await user.click(screen.getByRole('menuitem', { name: 'Departments' }));
    await waitFor(() => expect(location()).toBe('/app/effectif/department'));
  });
});
