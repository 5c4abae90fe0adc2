import { useEffect, useState } from 'react';

/**
 * The section the reader is on: the last one whose top has passed a line a third of the
 * way down the window; at the foot of the page, the last one (it may be too short to
 * reach that line).
 */
export function sectionInView(ids: readonly string[]): string | undefined {
  const sections = ids.flatMap((id) => document.getElementById(id) ?? []);
  if (sections.length === 0) return undefined;
  const page = document.documentElement;
  const scrollable = page.scrollHeight > window.innerHeight;
  if (scrollable && window.scrollY + window.innerHeight >= page.scrollHeight - 2) return sections.at(-1)?.id;
  const line = window.innerHeight / 3;
  const passed = sections.filter((section) => section.getBoundingClientRect().top <= line);
  return (passed.at(-1) ?? sections[0]).id;
}

/** The id of the section in view among these (in page order), kept up to date as the page scrolls. */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const key = ids.join(' ');
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    const list = key.split(' ').filter(Boolean);
    let frame = 0;
    const measure = () => {
      frame = 0;
      setCurrent(sectionInView(list));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}
