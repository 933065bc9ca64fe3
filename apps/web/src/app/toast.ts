import type { ExternalToast, toast as sonnerToast } from 'sonner';

/** What a toast says: text, an element, or a function returning one (sonner's `titleT`). */
type Message = Parameters<typeof sonnerToast>[0];
type Raise = (message: Message, data?: ExternalToast) => void;

const sonner = () => import('sonner').then((module) => module.toast);
const raise =
  (kind?: 'success' | 'error' | 'info'): Raise =>
  (message, data) =>
    void sonner().then((toast) => (kind ? toast[kind] : toast)(message, data));

/**
 * sonner's `toast` — `toast(message, data)`, `toast.success`, `toast.error`, `toast.info` — with
 * sonner downloaded when the first toast is raised rather than with the page that may raise one
 * (docs/decisions/0015): the sign-in page, the booking page and every form page paint without its
 * ~9 kB gzip. The toast shows once sonner is in (usually already: the toast region, app/App.tsx,
 * loads it once the first page is in); a region mounted later still shows the toasts raised
 * before it. Fire and forget: nothing is returned (no toast id to update or dismiss). A failed
 * download loses the toast, not the action that raised it.
 */
export const toast: Raise & Record<'success' | 'error' | 'info', Raise> = Object.assign(raise(), {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
});
