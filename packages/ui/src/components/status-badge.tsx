import * as React from 'react';

import { cn } from '../cn.ts';

/** Appointment states, docs/product.md §4 ( §4.1). */
type AppointmentStatus = 'Pending' | 'Accepted' | 'Rejected' | 'Canceled' | 'Completed';
/** Payment states, docs/product.md §4 plus `Refunded` (docs/product.md §4.2). */
type PaymentStatus = 'Unpaid' | 'Wait' | 'InProcess' | 'Paid' | 'Completed' | 'Refunded';

/**
 * Tone per status (badge colours and the dot's colour). Colour is never the only cue: the
 * translated `label` carries the meaning. Text/background pairs are ≥ 4.5:1 (axe-checked).
 */
const statusTones: Record<AppointmentStatus | PaymentStatus, { badge: string; dot: string }> = {
  Pending: { badge: 'bg-amber-100 text-amber-900 border-amber-300', dot: 'bg-amber-600' },
  Accepted: { badge: 'bg-sky-100 text-sky-900 border-sky-300', dot: 'bg-sky-600' },
  Rejected: { badge: 'bg-red-100 text-red-900 border-red-300', dot: 'bg-red-600' },
  Canceled: { badge: 'bg-stone-100 text-stone-800 border-stone-300', dot: 'bg-stone-500' },
  Completed: { badge: 'bg-emerald-100 text-emerald-900 border-emerald-300', dot: 'bg-emerald-600' },
  Unpaid: { badge: 'bg-orange-100 text-orange-900 border-orange-300', dot: 'bg-orange-600' },
  Wait: { badge: 'bg-yellow-100 text-yellow-900 border-yellow-300', dot: 'bg-yellow-600' },
  InProcess: { badge: 'bg-indigo-100 text-indigo-900 border-indigo-300', dot: 'bg-indigo-600' },
  Paid: { badge: 'bg-teal-100 text-teal-900 border-teal-300', dot: 'bg-teal-600' },
  Refunded: { badge: 'bg-violet-100 text-violet-900 border-violet-300', dot: 'bg-violet-600' },
};

interface StatusBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The status value as on the wire (`Pending`, `InProcess`, …); picks the tone. */
  status: AppointmentStatus | PaymentStatus;
  /** Translated text shown to the user, e.g. "Waiting for the photographer". */
  label: React.ReactNode;
}

/**
 * Shows an appointment or payment status with its own colour.
 *
 * @example <StatusBadge status="Pending" label={t('status.Pending')} />
 */
function StatusBadge({ status, label, className, ...props }: StatusBadgeProps) {
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        statusTones[status].badge,
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', statusTones[status].dot)} />
      {label}
    </span>
  );
}

export {
  StatusBadge,
  statusTones,
  type StatusBadgeProps,
  type AppointmentStatus,
  type PaymentStatus,
};
