/**
 * The dashboard's first frame (src/features/dashboard/first-frame/frame.ts), made at build
 * time: the page before its figures, inside the shell's boxes, rendered by React in each
 * language, and the rules that markup uses (Bootstrap's, the shell's, the dashboard's), in
 * each direction (first-frame.ts).
 */
import type { DashboardFrame } from '../../src/features/dashboard/first-frame/frame';
import type { renderDashboardFrame } from '../../src/features/dashboard/first-frame/render';
import { inEveryLanguage, loadRenderer, stylesheetsFor } from './first-frame.ts';

/** The stylesheets of the shell and of the page, as the app loads them with their code. */
const OWN_STYLESHEETS = ['src/features/layout/shell/shell.css', 'src/features/dashboard/dashboard.css'];

export async function makeDashboardFrame(root: string): Promise<DashboardFrame> {
  const module = await loadRenderer<{ renderDashboardFrame: typeof renderDashboardFrame }>(root, 'src/features/dashboard/first-frame/render.tsx');
  const html = inEveryLanguage(root, module.renderDashboardFrame);
  return { html, css: await stylesheetsFor(root, html, OWN_STYLESHEETS) };
}
