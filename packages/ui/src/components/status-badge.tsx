import * as React from 'react';

import { cn } from '../cn.ts';

/** Appointment states, docs/product.md §4 ( §4.1). */
type AppointmentStatus = 'Pending' | 'Accepted' | 'Rejected' | 'Canceled' | 'Completed';
/** Payment states, docs/product.md §4 plus `Refunded` (docs/product.md §4.2). */
type PaymentStatus = 'Unpaid' | 'Wait' | 'InProcess' | 'Paid' | 'Completed' | 'Refunded';

/**
 * Tone per status (badge colours and the dot's colour), from the `--status-*` design tokens of
 * styles.css, which the dark theme redefines: the pills follow the theme with no `dark:`
 * variants. Colour is never the only cue: the translated `label` carries the meaning.
 * Text/background pairs are ≥ 4.5:1 in both themes (axe-checked).
 */
const statusTones: Record<AppointmentStatus | PaymentStatus, { badge: string; dot: string }> = {
  Pending: {
    badge: 'bg-status-pending text-status-pending-foreground border-status-pending-border',
    dot: 'bg-status-pending-dot',
  },
  Accepted: {
    badge: 'bg-status-accepted text-status-accepted-foreground border-status-accepted-border',
    dot: 'bg-status-accepted-dot',
  },
  Rejected: {
    badge: 'bg-status-rejected text-status-rejected-foreground border-status-rejected-border',
    dot: 'bg-status-rejected-dot',
  },
  Canceled: {
    badge: 'bg-status-canceled text-status-canceled-foreground border-status-canceled-border',
    dot: 'bg-status-canceled-dot',
  },
  Completed: {
    badge: 'bg-status-completed text-status-completed-foreground border-status-completed-border',
    dot: 'bg-status-completed-dot',
  },
  Unpaid: {
    badge: 'bg-status-unpaid text-status-unpaid-foreground border-status-unpaid-border',
    dot: 'bg-status-unpaid-dot',
  },
  Wait: {
    badge: 'bg-status-wait text-status-wait-foreground border-status-wait-border',
    dot: 'bg-status-wait-dot',
  },
  InProcess: {
    badge: 'bg-status-inprocess text-status-inprocess-foreground border-status-inprocess-border',
    dot: 'bg-status-inprocess-dot',
  },
  Paid: {
    badge: 'bg-status-paid text-status-paid-foreground border-status-paid-border',
    dot: 'bg-status-paid-dot',
  },
  Refunded: {
    badge: 'bg-status-refunded text-status-refunded-foreground border-status-refunded-border',
    dot: 'bg-status-refunded-dot',
  },
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
