import { TOAST_AUTO_CLOSE_MS } from '@ovningskort/domain';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The toast container of spec "Toasts" (top right, 2.5 s), loaded with the first toast. */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
