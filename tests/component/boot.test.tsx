import { render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '@/app/ConfigError';
import { ScrollManager } from '@/app/ScrollManager';
import userEvent from '@testing-library/user-event';

describe('an unusable environment', () => {
  it('shows "Unsupported authentication method" instead of the app', () => {
    render(<ConfigError problem="unsupportedAuthMode" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Unsupported authentication method');
  });
});

describe('scrolling on navigation', () => {
  function Page() {
    return (
      <>
        <ScrollManager />
        <Link to="/other">other</Link>
        <Link to="/other#details">details</Link>
        <h2 id="details">Details</h2>
      </>
    );
  }

  it('goes to the top of a new page, or to its anchor', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'other' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await userEvent.click(screen.getByRole('link', { name: 'details' }));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Details' }));
  });
});
