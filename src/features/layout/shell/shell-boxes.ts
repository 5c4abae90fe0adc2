import type { Viewport } from '@/shared/lib/viewport';
import type { LayoutSettings } from '../settings/settings';

export type SidebarSize = LayoutSettings['sidebarSize'];

/** How the shell places its boxes: the sidebar's width ('none' in the top menu's layout) and whether it lies over the page (a phone's). */
export interface ShellBoxes {
  sidebarSize: SidebarSize;
  sidebarShown: SidebarSize | 'none';
  overlay: boolean;
}

/** The shell's boxes for the settings and the window's size class; on a tablet the sidebar is small unless opened wide. */
export function shellBoxes({ layout, sidebarSize }: LayoutSettings, viewport: Viewport, tabletExpanded = false): ShellBoxes {
  const size: SidebarSize = viewport === 'tablet' ? (tabletExpanded ? 'lg' : 'sm') : sidebarSize;
  return { sidebarSize: size, sidebarShown: layout === 'vertical' ? size : 'none', overlay: viewport === 'mobile' };
}
