import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';

/** An IntersectionObserver the test drives: `show()` brings every observed element into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  watches(target: Element | null) {
    return target !== null && this.targets.has(target);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static show() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = [...observer.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

// Intl's fr-FR puts a no-break space before €.
const NBSP = '\u00a0';

const counterValues = () =>
  within(screen.getByRole('region', { name: 'Effectif in figures' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openLanding() {
  const view = renderApp({ route: '/onepage-landing' });
  // The page loads on demand: the first test of a busy run may wait for it.
  await screen.findByRole('heading', { level: 1, name: 'One place for your people, their time and their pay' }, { timeout: 10_000 });
  return view;
}

describe('the one-page landing', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('has a bar with the five sections and a Sign In button, each section on the page', async () => {
    await openLanding();
    const bar = screen.getByRole('navigation', { name: 'Page sections' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Effectif', '/'],
      ['Home', '#home'],
      ['Our Features', '#features'],
      ['About Us', '#about'],
      ['Pricing', '#pricing'],
      ['Contact', '#contact'],
      ['Sign In', '/auth-login-basic'],
    ]);
    for (const id of ['home', 'features', 'about', 'pricing', 'contact']) {
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });

  it('folds the links behind a menu button that Escape closes', async () => {
    const { user } = await openLanding();
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveClass('show');
    screen.getByRole('link', { name: 'Pricing' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('counts up to 4+, 12+, 7+, 4+ and 36 500+ once the counters come into view, and only then', async () => {
    await openLanding();
    expect(counterValues()).toEqual([
      '0+Multiple Layouts',
      '0+Multi Languages',
      '0+Apps & Dashboard',
      '0+Multiple Modes',
      '0+Happy Customers',
    ]);
    // The counters watch for the view from an effect: it must have run before the clock stops.
    const counters = screen.getByText('Happy Customers').closest('ul');
    await waitFor(() => expect(FakeIntersectionObserver.all.some((observer) => observer.watches(counters))).toBe(true));
    vi.useFakeTimers();
    act(() => FakeIntersectionObserver.show());
    act(() => vi.advanceTimersByTime(1000));
    const halfway = Number(counterValues()[4]?.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(36500);
    act(() => vi.advanceTimersByTime(1000));
    expect(counterValues()).toEqual([
      '4+Multiple Layouts',
      '12+Multi Languages',
      '7+Apps & Dashboard',
      '4+Multiple Modes',
      '36,500+Happy Customers',
    ]);
  });

  it('shows the final values at once to a user who prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query.includes('prefers-reduced-motion') ? ({ matches: true } as MediaQueryList) : matchMedia(query),
    );
    await openLanding();
    expect(counterValues().map((text) => text?.replace(/\D/g, ''))).toEqual(['4', '12', '7', '4', '36500']);
  });

  it('prices the four plans in euros, the Enterprise one on sale, each with its allowances', async () => {
    await openLanding();
    const plans = within(screen.getByRole('region', { name: 'Choose your plan' })).getAllByRole('article');
    const read = (plan: HTMLElement) => ({
      name: within(plan).getByRole('heading').textContent,
      price: plan.querySelector('.onepage-plan__price')?.textContent,
      lines: within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      sale: within(plan).queryByText(/Sale/)?.textContent ?? null,
    });
    const allowances = ['Projects: 3', 'Customers: 299', 'FTP logins: 5'];
    expect(plans.map(read)).toEqual([
      { name: 'Lite', price: '€9.99', lines: [...allowances, 'Team accounts: 1'], sale: null },
      { name: 'Professional', price: '€29.99', lines: [...allowances, 'Team accounts: 3'], sale: null },
      { name: 'Enterprise', price: '€39.99', lines: [...allowances, 'Team accounts: 5'], sale: '25% Sale' },
      { name: 'Unlimited', price: '€49.99', lines: [...allowances, 'Team accounts: Unlimited'], sale: null },
    ]);
    for (const plan of plans) {
      expect(within(plan).getByText('per month')).toBeInTheDocument();
      const select = within(plan).getByRole('link', { name: 'Select plan' });
      expect(select).toHaveAttribute('href', '/auth-register-basic');
      expect(select).toHaveAccessibleDescription(read(plan).name ?? '');
    }
  });

  it('prices and labels in French', async () => {
    await switchLanguage('fr');
    try {
      renderApp({ route: '/onepage-landing' });
      const enterprise = await screen.findByRole('article', { name: 'Entreprise' });
      expect(within(enterprise).getByText('Promo -25 %')).toBeInTheDocument();
      expect(enterprise.querySelector('.onepage-plan__price')?.textContent).toBe(`39,99${NBSP}€`);
      expect(within(enterprise).getByText('par mois')).toBeInTheDocument();
      expect(within(enterprise).getByText('Projets : 3')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Nos fonctionnalités' })).toHaveAttribute('href', '#features');
      expect(screen.getByText('Clients satisfaits')).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });

  it('checks the contact form and says plainly that nothing was sent', async () => {
    const { user } = await openLanding();
    const form = within(screen.getByRole('region', { name: 'Get in touch' }));
    const status = form.getByRole('status');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(form.getByLabelText('Message')).toHaveAccessibleDescription('Please write your message.');
    expect(form.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
    expect(status).toBeEmptyDOMElement();

    await user.type(form.getByLabelText('Name'), 'Claire Martin');
    await user.type(form.getByLabelText('Email'), 'claire@');
    await user.type(form.getByLabelText('Message'), 'Bonjour');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(status).toBeEmptyDOMElement();

    await user.type(form.getByLabelText('Email'), 'effectif.fr');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(status).toHaveTextContent(
      'Nothing was sent: this demo page is not connected to any mailbox, so your message has not reached us.',
    );
    expect(form.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('makes the bar solid and shows back-to-top past 40 px of scroll', async () => {
    await openLanding();
    const bar = screen.getByRole('navigation', { name: 'Page sections' });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(40);
    expect(bar).not.toHaveClass('is-sticky');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(41);
    expect(bar).toHaveClass('is-sticky');
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(0);
    expect(bar).not.toHaveClass('is-sticky');
  });
});
