import { useSyncExternalStore } from 'react';
import { currentViewport, type Viewport } from './viewport';

export type { Viewport };

function subscribe(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

export const useViewport = (): Viewport => useSyncExternalStore(subscribe, currentViewport, () => 'desktop');
