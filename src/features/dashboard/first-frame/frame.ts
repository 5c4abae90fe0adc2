import { may, type Grant } from '@/domain/permissions';
import type { Direction, LanguageCode } from '@/i18n/languages';
import { shellBoxes, type LayoutSettings } from '@/features/layout';
import { escapeHtml } from '@/shared/lib/escape-html';
import { currentViewport } from '@/shared/lib/viewport';
import { keptUnlockedUser } from '@/features/auth';

/**
 * The dashboard's first frame, made by the build (server/build/dashboard-frame.ts) and written
 * into the page: the page as React renders it before its figures arrive (its title, the
 * greeting, the tiles' words), inside the shell's boxes, so that a signed-in visit reads at
 * once and the app's first render replaces it with the same boxes.
 */
export interface DashboardFrame {
  /** The page's markup in each language; NAME_SLOT stands where the user's name goes. */
  html: Record<LanguageCode, string>;
  /** The rules that markup uses (Bootstrap's, the shell's, the dashboard's), in each direction. */
  css: Record<Direction, string>;
}

/** Where the greeting names the user, in the markup the build renders. */
export const NAME_SLOT = '__EFFECTIF_USER_NAME__';

/** The id of the frame's own stylesheet, dropped once the frame has left the page. */
const FRAME_STYLESHEET_ID = 'dashboard-first-frame';

/** A property of a value read from JSON, when it is an object that has it. */
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The name the greeting gives the kept user (their employee's, else their user name), when
 * there is a session kept, not locked, whose user may read the dashboard; null otherwise.
 */
function keptUserName(): string | null {
  const user = keptUnlockedUser();
  const grants = field(field(user, 'data'), 'grants');
  try {
    if (!Array.isArray(grants) || !may(grants as Grant[], 'dashboard', 'read')) return null;
  } catch {
    // Not the grants the app keeps: the app decides what to show.
    return null;
  }
  const label = field(field(field(field(field(user, 'additional'), 'employee'), 'user'), 'person'), 'label');
  const username = field(user, 'username');
  return typeof label === 'string' ? label : typeof username === 'string' ? username : '';
}

/**
 * Paints the dashboard in the root while the app's code loads, when the app opens on it: at
 * the home page, with a session kept, not locked, for a user who may read it. The frame is
 * inert; its stylesheet leaves with it. Says whether it painted it.
 */
export function showDashboardFrame(root: HTMLElement, frame: DashboardFrame, language: LanguageCode, settings: LayoutSettings): boolean {
  if (window.location.pathname !== '/') return false;
  const name = keptUserName();
  if (name === null) return false;
  const style = document.createElement('style');
  style.id = FRAME_STYLESHEET_ID;
  style.textContent = frame.css[settings.direction];
  document.head.append(style);
  root.innerHTML = frame.html[language].replace(NAME_SLOT, escapeHtml(name));
  const shell = root.firstElementChild;
  if (!shell) return false;
  shell.setAttribute('inert', '');
  // The boxes where the app's shell will put them (MainLayout.tsx); no sidebar drawn where it lies over the page, closed, or where there is none.
  const { sidebarShown, overlay } = shellBoxes(settings, currentViewport());
  shell.setAttribute('data-sidebar-shown', sidebarShown);
  if (overlay) shell.setAttribute('data-overlay', 'true');
  if (overlay || sidebarShown === 'none') shell.querySelector('.app-sidebar')?.remove();
  const leaving = new MutationObserver(() => {
    if (shell.isConnected) return;
    style.remove();
    leaving.disconnect();
  });
  leaving.observe(root, { childList: true });
  return true;
}
