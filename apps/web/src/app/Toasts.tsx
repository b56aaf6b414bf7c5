import { TOAST_AUTO_CLOSE_MS } from '@ovningskort/domain';
// The unstyled build: the styles come from the stylesheet below, not from a <style> the
// library would add at run time (the CSP allows styles only from files).
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** The toast container of spec "Toasts" (top right, 2.5 s), loaded with the first toast. */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
