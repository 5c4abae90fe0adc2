// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EASINGS, SCROLL_DEFAULTS, bindScrollTo, scrollTo, type EasingName } from '@/shared/lib/scroll-to';

describe('easings', () => {
  // [name, at 0.5]: every easing starts at 0 and ends at 1.
  const halfway: [EasingName, number][] = [
    ['easeInQuad', 0.25],
    ['easeOutQuad', 0.75],
    ['easeInOutQuad', 0.5],
    ['easeInCubic', 0.125],
    ['easeOutCubic', 0.875],
    ['easeInOutCubic', 0.5],
    ['easeInQuart', 0.0625],
    ['easeOutQuart', 0.9375],
    ['easeInOutQuart', 0.5],
    ['easeInQuint', 0.03125],
    ['easeOutQuint', 0.96875],
    ['easeInOutQuint', 0.5],
    ['easeOutElastic', 1.015625],
  ];

  it('are exactly the thirteen of the specification', () => {
    expect(Object.keys(EASINGS).sort()).toEqual(halfway.map(([name]) => name).sort());
  });

  it.each(halfway)('%s goes 0 → %d → 1', (name, middle) => {
    const easing = EASINGS[name];
    expect(easing(0)).toBeCloseTo(0, 10);
    expect(easing(0.5)).toBeCloseTo(middle, 10);
    expect(easing(1)).toBeCloseTo(1, 10);
  });

  it('ease-in-outs are symmetric and ease-ins are slower than ease-outs at first', () => {
    expect(EASINGS.easeInOutCubic(0.25) + EASINGS.easeInOutCubic(0.75)).toBeCloseTo(1, 10);
    expect(EASINGS.easeInQuart(0.2)).toBeLessThan(EASINGS.easeOutQuart(0.2));
  });
});

/** A page 5000 px tall in a window 800 px high, whose scroll position the test reads. */
function fakePage() {
  let y = 0;
  const writes: number[] = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 5000 });
  window.scrollTo = ((options: ScrollToOptions) => {
    y = options.top ?? 0;
    writes.push(y);
  }) as typeof window.scrollTo;
  /** A section at `top` px from the page's top. */
  const section = (id: string, top: number) => {
    const element = document.createElement('section');
    element.id = id;
    element.getBoundingClientRect = () => ({ top: top - y }) as DOMRect;
    document.body.append(element);
    return element;
  };
  return { position: () => y, writes, section };
}

/** A fake page for each test of the block, on fake timers; the real window is put back after. */
function withFakePage(): () => ReturnType<typeof fakePage> {
  let page: ReturnType<typeof fakePage> | undefined;
  const originalScrollTo = window.scrollTo;
  beforeEach(() => {
    vi.useFakeTimers();
    page = fakePage();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollTo = originalScrollTo;
    document.body.replaceChildren();
  });
  return () => {
    if (!page) throw new Error('No fake page outside a test');
    return page;
  };
}

describe('scrollTo', () => {
  const fake = withFakePage();

  it('has the defaults of the specification', () => {
    expect(SCROLL_DEFAULTS).toEqual({ duration: 650, easing: 'easeInOutQuad', offset: 0, tick: 16, trigger: 'click' });
  });

  it('reaches the target at 650 ms, eased, one frame every 16 ms', async () => {
    fake().section('pricing', 1000);
    const { finished } = scrollTo('#pricing');
    vi.advanceTimersByTime(16);
    expect(fake().writes).toHaveLength(1);
    vi.advanceTimersByTime(309); // 325 ms: half the time, half the way
    expect(fake().position()).toBeGreaterThan(450);
    expect(fake().position()).toBeLessThan(500);
    vi.advanceTimersByTime(315); // 640 ms
    expect(fake().position()).toBeLessThan(1000);
    vi.advanceTimersByTime(10); // 650 ms
    expect(fake().position()).toBe(1000);
    await expect(finished).resolves.toBe(true);
    const frames = fake().writes.length;
    vi.advanceTimersByTime(500);
    expect(fake().writes).toHaveLength(frames);
  });

  it('stops where it is on a wheel, and on a touch', async () => {
    fake().section('about', 2000);
    const first = scrollTo('about');
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('wheel'));
    const stoppedAt = fake().position();
    expect(stoppedAt).toBeGreaterThan(0);
    vi.advanceTimersByTime(1000);
    expect(fake().position()).toBe(stoppedAt);
    await expect(first.finished).resolves.toBe(false);

    const second = scrollTo('about');
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(1000);
    expect(fake().position()).toBeLessThan(2000);
    await expect(second.finished).resolves.toBe(false);
  });

  it('can be cancelled, and a new scroll replaces the running one', async () => {
    fake().section('a', 1000);
    const target = fake().section('b', 3000);
    const first = scrollTo('#a');
    vi.advanceTimersByTime(100);
    const second = scrollTo(target, { duration: 300, easing: 'easeOutQuad', offset: -60 });
    await expect(first.finished).resolves.toBe(false);
    vi.advanceTimersByTime(300);
    expect(fake().position()).toBe(2940);
    await expect(second.finished).resolves.toBe(true);

    const third = scrollTo('#a');
    vi.advanceTimersByTime(100);
    third.cancel();
    const stoppedAt = fake().position();
    vi.advanceTimersByTime(1000);
    expect(fake().position()).toBe(stoppedAt);
    await expect(third.finished).resolves.toBe(false);
  });

  it('never goes past the end of the page', () => {
    fake().section('contact', 4900);
    scrollTo('#contact');
    vi.advanceTimersByTime(650);
    expect(fake().position()).toBe(5000 - window.innerHeight);
  });

  it('jumps at once when the user prefers reduced motion', async () => {
    fake().section('features', 1500);
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      const { finished } = scrollTo('#features');
      expect(fake().position()).toBe(1500);
      expect(fake().writes).toHaveLength(1);
      await expect(finished).resolves.toBe(true);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('scrolls a container of its own', () => {
    const box = document.createElement('div');
    box.id = 'box';
    let top = 0;
    Object.defineProperties(box, {
      scrollTop: { get: () => top },
      scrollHeight: { get: () => 2000 },
      clientHeight: { get: () => 400 },
    });
    box.getBoundingClientRect = () => ({ top: 100 }) as DOMRect;
    box.scrollTo = ((options: ScrollToOptions) => (top = options.top ?? 0)) as typeof box.scrollTo;
    const item = document.createElement('p');
    item.getBoundingClientRect = () => ({ top: 100 + 700 - top }) as DOMRect;
    box.append(item);
    document.body.append(box);
    scrollTo(item, { container: '#box' });
    vi.advanceTimersByTime(650);
    expect(top).toBe(700);
  });

  it('says which element it cannot find', () => {
    fake().section('home', 0);
    expect(() => scrollTo('#nowhere')).toThrow(new Error('Unable to find Target Element'));
    expect(() => scrollTo(document.createElement('section'))).toThrow(new Error('Unable to find Target Element'));
    expect(() => scrollTo('#home', { container: '#no-box' })).toThrow(new Error('Unable to find Container Element'));
    expect(() => scrollTo('#home', { container: document.createElement('div') })).toThrow(
      new Error('Unable to find Container Element'),
    );
  });
});

describe('bindScrollTo', () => {
  const fake = withFakePage();

  it('scrolls on a plain click instead of following the link, and leaves modified clicks alone', () => {
    fake().section('pricing', 1200);
    const link = document.createElement('a');
    link.href = '#pricing';
    document.body.append(link);
    const onScroll = vi.fn();
    const unbind = bindScrollTo(link, '#pricing', { onScroll });

    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(onScroll).not.toHaveBeenCalled();

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onScroll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(650);
    expect(fake().position()).toBe(1200);

    unbind();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(onScroll).toHaveBeenCalledTimes(1);
  });

  it('starts on another trigger when asked, and refuses an event it does not know', () => {
    fake().section('top', 800);
    const button = document.createElement('button');
    document.body.append(button);
    bindScrollTo(button, '#top', { trigger: 'mouseenter' });
    button.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(650);
    expect(fake().position()).toBe(800);

    const unknown = { trigger: 'scroll' } as unknown as Parameters<typeof bindScrollTo>[2];
    expect(() => bindScrollTo(button, '#top', unknown)).toThrow(new Error('Unsupported Event scroll'));
  });
});
