import { ToastContainer } from 'react-toastify';
import { selectLayoutSettings } from '@/features/layout';
import { useAppSelector } from './hooks';

/** Toasts stay 10 s, bottom-right, and the same one may show twice. */
export const TOAST_AUTO_CLOSE_MS = 10_000;

export default function Toasts() {
  const { direction } = useAppSelector(selectLayoutSettings);
  return <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} rtl={direction === 'rtl'} />;
}
