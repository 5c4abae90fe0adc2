import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PermittedOutlet } from '@/features/auth';
import { useViewport } from '@/shared/lib/use-viewport';
import { selectLayoutSettings, setSetting } from './settings/settings-slice';
import { Footer } from './shell/Footer';
import { HorizontalMenu } from './shell/HorizontalMenu';
import { Sidebar } from './shell/Sidebar';
import { Topbar } from './shell/Topbar';
import { shellBoxes } from './shell/shell-boxes';
import './shell/shell.css';

type Drawer = 'cart' | 'customizer';

// The drawers load when first opened: the page paints without them.
const CartDrawer = lazy(() => import('./cart/CartDrawer').then((m) => ({ default: m.CartDrawer })));
const Customizer = lazy(() => import('./settings/Customizer').then((m) => ({ default: m.Customizer })));

/** The frame of the signed-in area: sidebar or top menu, top bar, page, footer, drawers. */
export default function MainLayout() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectLayoutSettings);
  const viewport = useViewport();
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The phone menu stays open only on the page and screen size it was opened on.
  const here = `${pathname}|${viewport}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === here;
  const setMenuOpen = useCallback((open: boolean) => setOpenAt(open ? here : null), [here]);
  const [tabletExpanded, setTabletExpanded] = useState(false);
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  // Once opened, a drawer stays mounted, so that it closes with its animation.
  const [opened, setOpened] = useState<ReadonlySet<Drawer>>(new Set());
  const openDrawer = (which: Drawer) => {
    setOpened((previous) => new Set(previous).add(which));
    setDrawer(which);
  };

  const vertical = settings.layout === 'vertical';
  const { sidebarSize, sidebarShown, overlay } = shellBoxes(settings, viewport, tabletExpanded);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, [setMenuOpen]);

  const toggleMenu = () => {
    if (overlay || !vertical) setMenuOpen(!menuOpen);
    else if (viewport === 'tablet') setTabletExpanded((expanded) => !expanded);
    else dispatch(setSetting('sidebarSize', settings.sidebarSize === 'sm' ? 'lg' : 'sm'));
  };

  return (
    <div className="app-shell" data-sidebar-shown={sidebarShown} data-overlay={overlay || undefined}>
      {vertical && <Sidebar size={sidebarSize} overlay={overlay} open={menuOpen} onClose={closeMenu} />}
      <div className="app-main">
        <Topbar
          toggleRef={toggleRef}
          menuExpanded={overlay || !vertical ? menuOpen : sidebarSize !== 'sm'}
          menuControls={vertical ? 'app-sidebar' : 'app-topnav'}
          onToggleMenu={toggleMenu}
          onOpenCart={() => openDrawer('cart')}
          onOpenCustomizer={() => openDrawer('customizer')}
          showBrand={!vertical}
          toggleOnPhoneOnly={!vertical}
        />
        {!vertical && <HorizontalMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />}
        <main className="app-content" id="main">
          <PermittedOutlet />
        </main>
        <Footer />
      </div>
      <Suspense fallback={null}>
        {opened.has('cart') && <CartDrawer show={drawer === 'cart'} onHide={() => setDrawer(null)} />}
        {opened.has('customizer') && <Customizer show={drawer === 'customizer'} onHide={() => setDrawer(null)} />}
      </Suspense>
    </div>
  );
}
