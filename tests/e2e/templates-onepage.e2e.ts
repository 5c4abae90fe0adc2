import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, seriousViolations, visible } from './app';
import { open, saveScreenshot, setupBrowser } from './browser';

const browser = setupBrowser({ shared: true });

const PATH = '/onepage-landing';
const HERO = 'One place for your people, their time and their pay';
const SECTIONS = [
  ['Home', 'home'],
  ['Our Features', 'features'],
  ['About Us', 'about'],
  ['Pricing', 'pricing'],
  ['Contact', 'contact'],
] as const;

const bar = (page: Page) => page.getByRole('navigation', { name: 'Page sections' });
const barLink = (page: Page, name: string) => bar(page).getByRole('link', { name, exact: true });
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** How far the section's top is from the top of the window, in whole px. */
const sectionOffset = (page: Page, id: string) =>
  page.evaluate(
    (target) => Math.abs(Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? NaN)),
    id,
  );
const currentLinks = (page: Page) =>
  bar(page)
    .locator('[aria-current="true"]')
    .allTextContents();
const isSticky = (page: Page) => bar(page).evaluate((nav) => nav.classList.contains('is-sticky'));
const counters = (page: Page) =>
  page.locator('.onepage-counter').evaluateAll((items) => items.map((item) => item.textContent));
/** Whether anything sticks out sideways (a horizontal scroll bar). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Follows a link of the bar and waits until its section sits at the top of the window. */
async function followBarLink(page: Page, name: string, id: string): Promise<void> {
  await barLink(page, name).click();
  await expect.poll(() => sectionOffset(page, id)).toBe(0);
}

describe('the one-page landing (/onepage-landing)', () => {
  test('shows its sections, a Sign In button and no serious accessibility problem', async () => {
    const { page } = browser();
    await open(page, PATH);
    await expect.poll(() => headingText(page)).toBe(HERO);
    for (const [name, id] of SECTIONS) expect(await barLink(page, name).getAttribute('href')).toBe(`#${id}`);
    expect(await bar(page).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth-login-basic');
    for (const title of ['Everything your HR team needs', 'Built with HR teams, for HR teams', 'Choose your plan', 'Get in touch']) {
      await visible(page.getByRole('heading', { level: 2, name: title }));
    }
    expect(await currentLinks(page)).toEqual(['Home']);
    expect(await isSticky(page)).toBe(false);
    expect(await backToTop(page).count()).toBe(0);
    expect(await overflowsSideways(page)).toBe(false);
    await saveScreenshot(page, 'onepage-desktop');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sticks the bar and shows back-to-top past 40 px of scroll', async () => {
    const { page } = browser();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(40);
    await expect.poll(() => isSticky(page)).toBe(true);
    await visible(backToTop(page));
    const background = await bar(page).evaluate((nav) => getComputedStyle(nav).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('counts up to its final values once the counters are in view', async () => {
    const { page } = browser();
    expect(await counters(page)).toEqual(['0+', '0+', '0+', '0+', '0+']);
    await page.locator('.onepage-counters').scrollIntoViewIfNeeded();
    await expect.poll(() => counters(page)).toEqual(['4+', '12+', '7+', '4+', '36,500+']);
    await saveScreenshot(page, 'onepage-counters');
  });

  test('scrolls to a section from the bar within a second, puts it in the address and marks its link', async () => {
    const { page } = browser();
    await followBarLink(page, 'Pricing', 'pricing');
    await expect.poll(() => currentLinks(page)).toEqual(['Pricing']);
    expect(new URL(page.url()).hash).toBe('#pricing');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pricing');
    await visible(page.getByRole('article', { name: 'Enterprise' }).getByText('25% Sale'));
    expect(await page.getByRole('article', { name: 'Lite' }).locator('.onepage-plan__price').textContent()).toBe('€9.99');
    await saveScreenshot(page, 'onepage-pricing');

    await followBarLink(page, 'About Us', 'about');
    await expect.poll(() => currentLinks(page)).toEqual(['About Us']);
  });

  test('a turn of the wheel stops the scroll where it is', async () => {
    const { page } = browser();
    // The animation's time is the test's: it stands still between the steps, however busy the machine.
    await page.clock.install();
    await open(page, PATH);
    await expect.poll(() => headingText(page)).toBe(HERO);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    await page.evaluate(() => document.getElementById('contact')?.scrollIntoView({ behavior: 'instant' }));
    const from = await scrollY(page);
    await barLink(page, 'Home').click();
    // A third of the way (the whole animation lasts 650 ms).
    await page.clock.runFor(220);
    const midway = await scrollY(page);
    expect(midway).toBeLessThan(from - 150);
    expect(midway).toBeGreaterThan(200);
    try {
      // The wheel reaches the page a moment after it turns: the time stands still until then.
      await page.evaluate(() => window.addEventListener('wheel', () => (document.body.dataset.wheeled = 'yes'), { once: true }));
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, -1);
      await expect.poll(() => page.evaluate(() => document.body.dataset.wheeled ?? null)).toBe('yes');
      // Longer than what was left of the animation: had it gone on, the page would be at the top.
      await page.clock.runFor(1000);
      expect(Math.abs((await scrollY(page)) - midway)).toBeLessThan(5);
    } finally {
      await page.clock.resume();
    }
  });

  test('back-to-top returns to the very top and hides again', async () => {
    const { page } = browser();
    await page.evaluate(() => document.getElementById('about')?.scrollIntoView({ behavior: 'instant' }));
    await backToTop(page).click();
    await expect.poll(() => scrollY(page), { timeout: 2000 }).toBe(0);
    await expect.poll(() => backToTop(page).count()).toBe(0);
    await expect.poll(() => isSticky(page)).toBe(false);
    await expect.poll(() => currentLinks(page)).toEqual(['Home']);
  });

  test('the contact form and the newsletter say what is wrong, then that nothing was sent', async () => {
    const { page } = browser();
    const contact = page.getByRole('region', { name: 'Get in touch' });
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await visible(contact.getByText('Please enter your name.'));
    await visible(contact.getByText('Please write your message.'));
    await contact.getByLabel('Name').fill('Claire Martin');
    await contact.getByLabel('Email').fill('claire@effectif.fr');
    await contact.getByLabel('Message').fill('Bonjour !');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => contact.getByRole('status').textContent())
      .toBe('Nothing was sent: this demo page is not connected to any mailbox, so your message has not reached us.');

    const footer = page.getByRole('contentinfo');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await visible(footer.getByText('Please enter your email address.'));
    await footer.getByLabel('Email address').fill('not-an-address');
    await subscribe.click();
    await visible(footer.getByText('Please enter a valid email address.'));
    await footer.getByLabel('Email address').fill('claire@effectif.fr');
    await subscribe.click();
    await expect
      .poll(() => footer.getByRole('status').textContent())
      .toBe(
        'Nothing was sent: this demo page is not connected to any mailing list, so claire@effectif.fr has not been subscribed.',
      );
    await saveScreenshot(page, 'onepage-footer');
  });

  test('on a 390 px phone in dark mode: the links fold behind the menu button, nothing overflows', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, PATH);
    await expect.poll(() => headingText(page)).toBe(HERO);
    await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
    expect(await overflowsSideways(page)).toBe(false);
    expect(await barLink(page, 'Pricing').isVisible()).toBe(false);
    const toggle = bar(page).getByRole('button', { name: 'Show or hide the menu' });
    await toggle.click();
    await visible(barLink(page, 'Pricing'));
    await saveScreenshot(page, 'onepage-mobile-dark-menu');
    expect(await seriousViolations(page)).toEqual([]);

    await followBarLink(page, 'Pricing', 'pricing');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await saveScreenshot(page, 'onepage-mobile-dark-pricing');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('right to left in Arabic', async () => {
    const { page, context } = browser();
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.addCookies([{ name: 'lang', value: 'ar', url: new URL(page.url()).origin }]);
    await open(page, PATH);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => headingText(page)).toBe('موظفوك ووقتهم ورواتبهم في مكان واحد');
    expect(await overflowsSideways(page)).toBe(false);
    await saveScreenshot(page, 'onepage-rtl');
    await context.clearCookies();
  });
});
