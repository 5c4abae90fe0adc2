import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { bindScrollTo } from '@/shared/lib/scroll-to';

interface ScrollLinkProps {
  /** The id of the section it leads to. */
  target: string;
  className?: string;
  /** Marks the link of the section in view (aria-current). */
  current?: boolean;
  /** Told when the link is followed (the mobile menu closes, say). */
  onFollow?: () => void;
  children: ReactNode;
}

/**
 * A link to a section of the page: it scrolls there with the scroll helper, puts the
 * section in the address (#id) and gives it the focus, so that Tab goes on from there.
 */
export function ScrollLink({ target, className = '', current, onFollow, children }: ScrollLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const followed = useEffectEvent(() => {
    window.history.replaceState(window.history.state, '', `#${target}`);
    const section = document.getElementById(target);
    if (section && !section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section?.focus({ preventScroll: true });
    onFollow?.();
  });
  useEffect(() => {
    if (!link.current) return;
    return bindScrollTo(link.current, target, { onScroll: () => followed() });
  }, [target]);

  return (
    <a ref={link} href={`#${target}`} className={className} aria-current={current ? 'true' : undefined}>
      {children}
    </a>
  );
}
