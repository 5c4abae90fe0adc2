/** jsdom has no matchMedia: answer width queries from window.innerWidth. */
export function installMatchMedia(): void {
  const matches = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (min) return window.innerWidth >= Number(min[1]);
      if (max) return window.innerWidth <= Number(max[1]);
      return false;
    });
  window.matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      media: query,
      matches: matches(query),
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
}

/** Resizes the jsdom window and tells the page. */
export function resizeWindow(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** jsdom has no ResizeObserver: the app's menus still measure on window resizes. */
export function installResizeObserver(): void {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
