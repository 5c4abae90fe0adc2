import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { headingText, seriousViolations, visible } from './app';
import { baseURL, open, saveScreenshot, setupBrowser } from './browser';

// One page for the whole file, as one visitor would read the landing.
const browser = setupBrowser({ shared: true });

const PATH = '/product-landing';
const SECTIONS = [
  ['Home', '#home'],
  ['Our Product', '#product'],
  ['Features', '#features'],
  ['About Us', '#about'],
  ['Feedback', '#feedback'],
] as const;
/** The showcase's prices and ratings, as an English reader reads them. */
const SHOWCASE = [
  ['€299.99', '4.8'],
  ['€129.49', '4.4'],
  ['€149.99', '4.9'],
  ['€174.65', '4.6'],
] as const;
/** The same, fr-FR: euros after the amount, decimal comma. */
const SHOWCASE_FR = [
  ['299,99 €', '4,8'],
  ['129,49 €', '4,4'],
  ['149,99 €', '4,9'],
  ['174,65 €', '4,6'],
] as const;
const FR_TOGGLE = 'Afficher ou masquer le menu';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Price and rating of each showcase card, as shown, in page order (no-break spaces made plain). */
const showcase = (page: Page) =>
  page.locator('#product article').evaluateAll((cards) =>
    cards.map((card) => [
      (card.querySelector('.product-price')?.textContent ?? '').replace(/\s/g, ' '),
      card.querySelector('.product-rating span[aria-hidden="true"]')?.textContent ?? '',
    ]),
  );

/** The review the carousel shows first, by its slide number. */
const activeReview = (page: Page) =>
  page.locator('#feedback .swiper-slide-active').getAttribute('data-swiper-slide-index');

/** The fade-in blocks: their timing and whether they have finished (fully opaque). */
const fadeBlocks = (page: Page) =>
  page.locator('.product-fade').evaluateAll((blocks) =>
    blocks.map((block) => {
      const style = getComputedStyle(block);
      return { delay: style.animationDelay, duration: style.animationDuration, name: style.animationName, opacity: style.opacity };
    }),
  );

describe('product landing', () => {
  test('sections, fade-in blocks, showcase prices and ratings, newsletter, the carousel moving on its own', async () => {
    const { page } = browser();
    await page.setViewportSize(DESKTOP);
    await open(page, PATH);
    await expect.poll(() => headingText(page)).toBe('Step into comfort, run further');

    const nav = page.getByRole('navigation', { name: 'Page sections' });
    for (const [label, href] of SECTIONS) {
      expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
      expect(await page.locator(href).count(), href).toBe(1);
    }
    // Six blocks at 400 … 3000 ms, 500 ms each; all shown at the end.
    expect((await fadeBlocks(page)).map(({ delay, duration }) => [delay, duration])).toEqual(
      ['0.4s', '1s', '1.5s', '2.2s', '2.7s', '3s'].map((delay) => [delay, '0.5s']),
    );
    await expect.poll(async () => (await fadeBlocks(page)).every((block) => block.opacity === '1')).toBe(true);
    await saveScreenshot(page, 'templates-product-landing-hero');

    expect(await showcase(page)).toEqual(SHOWCASE);
    await visible(page.getByText('Rated 4.8 out of 5', { exact: true }));

    // The carousel: six reviews, dots, and a slide change with no input at all.
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    expect(await page.locator('#feedback .swiper-pagination-bullet').count()).toBe(6);
    await visible(page.getByRole('button', { name: 'Show review 2' }));
    const first = await activeReview(page);
    await expect.poll(() => activeReview(page), { timeout: 8_000 }).not.toBe(first);

    // The newsletter: required, email type, and honest about sending nothing.
    const email = page.getByRole('textbox', { name: 'Email address' });
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    await subscribe.click();
    await visible(page.getByText('Please enter your email address.', { exact: true }));
    await email.fill('sophie.laurent');
    await subscribe.click();
    await visible(page.getByText('Please enter a valid email address.', { exact: true }));
    await email.fill('sophie.laurent@example.fr');
    await subscribe.click();
    await visible(page.getByText(/Nothing was sent: .* sophie\.laurent@example\.fr has not been subscribed\./));

    // Paused, it stays; the arrow keys still move it.
    await page.getByRole('button', { name: 'Pause the reviews' }).click();
    const paused = await activeReview(page);
    // A key pressed while a slide is still moving (1500 ms) is dropped: press until it moves.
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return activeReview(page);
      })
      .not.toBe(paused);
    await visible(page.getByRole('button', { name: 'Play the reviews' }));

    expect(await noSideScroll(page)).toBe(true);
    await saveScreenshot(page, 'templates-product-landing', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in French, on a phone, in dark mode: euros the French way, nothing wider than the screen', async () => {
    const { page, context } = browser();
    await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL() }]);
    try {
      await page.setViewportSize(PHONE);
      await open(page, PATH);
      await expect.poll(() => headingText(page)).toBe('Le confort à chaque pas, pour aller plus loin');
      await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
      expect(await showcase(page)).toEqual(SHOWCASE_FR);
      await visible(page.getByText('Noté 4,8 sur 5', { exact: true }));
      await page.getByRole('button', { name: FR_TOGGLE }).click();
      const nav = page.getByRole('navigation', { name: 'Sections de la page' });
      for (const label of ['Accueil', 'Nos produits', 'Caractéristiques', 'À propos', 'Avis']) {
        await visible(nav.getByRole('link', { name: label, exact: true }));
      }
      await page.getByRole('button', { name: FR_TOGGLE }).click();
      await expect.poll(async () => (await fadeBlocks(page)).every((block) => block.opacity === '1')).toBe(true);
      expect(await noSideScroll(page)).toBe(true);
      await saveScreenshot(page, 'templates-product-landing-fr-dark-phone', { fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.clearCookies();
    }
  });

  test('for reduced motion: nothing fades in and the carousel stays still', async () => {
    const { page } = browser();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(DESKTOP);
    await open(page, PATH);
    await expect.poll(() => headingText(page)).toBe('Step into comfort, run further');
    const blocks = await fadeBlocks(page);
    expect(blocks).toHaveLength(6);
    expect(blocks.every((block) => block.name === 'none' && block.opacity === '1')).toBe(true);
    await visible(page.getByRole('button', { name: 'Play the reviews' }));
  });
});
