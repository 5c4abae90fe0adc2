/**
 * The modules the page at an address needs first when a session is kept, beyond the app's
 * own code: the build (server/build/page-start.ts) finds each one's file, the files it imports
 * and its stylesheets, and the page's start script (page-start.ts) asks for them beside the
 * app's code instead of after it. Paths from the repository's root; the build fails on one
 * that has no file of its own.
 */
export const SIGNED_IN_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  // The kept session's check, the signed-in frame, the dashboard and its part of the store.
  '/': [
    'src/domain/user.ts',
    'src/features/layout/MainLayout.tsx',
    'src/features/dashboard/DashboardPage.tsx',
    'src/features/dashboard/dashboard-store.ts',
  ],
};

/** The files of one page, as the build found them: scripts (modules) and stylesheets. */
export interface PageFiles {
  scripts: string[];
  styles: string[];
}
