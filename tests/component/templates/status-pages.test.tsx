import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineStatus } from '@/features/templates/status/OfflinePage';
import { renderApp } from '../../helpers/app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const backToHome = () => screen.queryByRole('link', { name: 'Back to Home' });

describe('status pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('maintenance: its title, a text and Back to Home to /', async () => {
    renderApp({ route: '/pages-maintenance' });
    await heading('Currently in Maintenance Mode !!!');
    expect(screen.getByText(/back in a few moments/)).toBeInTheDocument();
    expect(backToHome()).toHaveAttribute('href', '/');
  });

  it('not found: its title, a text and Back to Home to /', async () => {
    renderApp({ route: '/pages-404' });
    await heading('OPPS, PAGE NOT FOUND');
    expect(screen.getByText(/does not exist/)).toBeInTheDocument();
    expect(backToHome()).toHaveAttribute('href', '/');
  });

  it('offline: explains the missing images, offers Refresh and no Back to Home', async () => {
    renderApp({ route: '/pages-offline' });
    await heading("We're Temporarily Offline");
    expect(screen.getByText(/images and some content cannot be seen offline/)).toBeInTheDocument();
    expect(screen.getByText(/refresh the page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(backToHome()).not.toBeInTheDocument();
  });

  it('offline: Refresh reloads the page', async () => {
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <OfflineStatus reload={reload} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('coming soon: counts down from 10 s, then announces the launch with Back to Home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ route: '/pages-coming-soon' });
    await heading('Coming Soon ...');
    const timer = screen.getByRole('timer', { name: 'Time left before the launch' });
    const values = () => within(timer).getAllByText(/^\d\d$/).map((element) => element.textContent);
    expect(values()).toEqual(['00', '00', '00', '10']);
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) expect(within(timer).getByText(unit)).toBeInTheDocument();
    expect(backToHome()).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(values()).toEqual(['00', '00', '00', '06']);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(values()).toEqual(['00', '00', '00', '02']);
    expect(screen.queryByText("We've Launched our new website")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const launched = screen.getByRole('heading', { name: "We've Launched our new website" });
    expect(launched.closest('[aria-live="polite"]')).not.toBeNull();
    expect(backToHome()).toHaveAttribute('href', '/');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('newsletter form (coming-soon notify form)', () => {
  it('asks for an address, then a valid one, and says plainly that nothing was sent', async () => {
    const { user } = renderApp({ route: '/pages-coming-soon' });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'off');
    const send = screen.getByRole('button', { name: 'Send' });

    await user.click(send);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');

    await user.type(email, 'claire.martin@');
    await user.click(send);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.type(email, 'effectif.fr');
    await user.click(send);
    expect(email).not.toHaveAttribute('aria-invalid');
    // No call exists behind the form: the fake backend would fail the test on any request.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing was sent: this demo page is not connected to any mailing list, so claire.martin@effectif.fr has not been subscribed.',
    );
  });
});
