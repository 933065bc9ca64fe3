import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import * as React from 'react';

import { cn } from '../cn.ts';
import { Button } from './button.tsx';

/** One entry of the centre, already in the UI language. */
export interface NotificationItem {
  id: string;
  /** What happened, e.g. "Booking accepted". */
  title: string;
  /** The booking it is about and any detail, e.g. "Golden hour portraits · pay by 24 Nov, 18:00". */
  description: string;
  /** When, formatted, e.g. "5 min ago"; `dateTime` is the ISO-8601 value for `<time>`. */
  time: string;
  dateTime: string;
  unread: boolean;
}

export interface NotificationCentreProps {
  items: readonly NotificationItem[];
  /** Unread notifications; the badge shows it (99+ above 99). */
  unread: number;
  state: 'loading' | 'error' | 'ready';
  /** Renders an entry as a link to its booking (the router's link), wrapping `children`. */
  renderLink: (item: NotificationItem, children: React.ReactNode) => React.ReactNode;
  onMarkAllRead: () => void;
  onRetry?: () => void;
  /** Called when the panel opens or closes (e.g. to refetch on open). */
  onOpenChange?: (open: boolean) => void;
  labels: {
    /** The bell's name with the badge's text (the count, "99+" above 99), e.g. "Notifications, 3 unread". */
    trigger: string;
    heading: string;
    markAllRead: string;
    empty: string;
    loading: string;
    error: string;
    retry: string;
    unread: string;
  };
  className?: string;
}

/** The badge's text for `unread` notifications: the count, or "99+" above 99 (put it in the bell's label too). */
function unreadBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The notification centre: a bell with the unread count that opens a panel (Radix Popover:
 * focus moves into it, Escape closes it and returns focus to the bell) listing the newest
 * notifications, unread ones marked, each a link to its booking; "Mark all read" clears the badge.
 * Loading, error (with retry) and empty states. Presentational: data and links come from the app.
 */
function NotificationCentre({
  items,
  unread,
  state,
  renderLink,
  onMarkAllRead,
  onRetry,
  onOpenChange,
  labels,
  className,
}: NotificationCentreProps) {
  const headingId = React.useId();
  return (
    <PopoverPrimitive.Root onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={labels.trigger}
          data-slot="notification-trigger"
          className={cn('relative', className)}
        >
          <Bell aria-hidden="true" className="size-4" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[0.65rem] leading-4 font-semibold text-primary-foreground"
            >
              {unreadBadgeText(unread)}
            </span>
          ) : null}
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          aria-labelledby={headingId}
          data-slot="notification-panel"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 id={headingId} className="text-sm font-semibold">
              {labels.heading}
            </h2>
            <Button variant="link" size="sm" onClick={onMarkAllRead} disabled={unread === 0}>
              {labels.markAllRead}
            </Button>
          </div>
          {state === 'loading' ? (
            <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
              {labels.loading}
            </p>
          ) : state === 'error' ? (
            <div role="alert" className="grid gap-2 px-3 py-6 text-center text-sm">
              <p>{labels.error}</p>
              {onRetry ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-center"
                  onClick={onRetry}
                >
                  {labels.retry}
                </Button>
              ) : null}
            </div>
          ) : items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{labels.empty}</p>
          ) : (
            <ul className="max-h-[min(28rem,70vh)] divide-y overflow-y-auto">
              {items.map((item) => (
                <li key={item.id} data-unread={item.unread || undefined}>
                  {renderLink(
                    item,
                    <span
                      className={cn(
                        'grid gap-0.5 px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground',
                        item.unread && 'bg-accent/40',
                      )}
                    >
                      <span className="flex items-center gap-2 font-medium">
                        {item.unread ? (
                          <>
                            <span
                              aria-hidden="true"
                              className="size-2 shrink-0 rounded-full bg-primary"
                            />
                            <span className="sr-only">{labels.unread}: </span>
                          </>
                        ) : null}
                        {item.title}
                      </span>
                      <span className="text-muted-foreground">{item.description}</span>
                      <time dateTime={item.dateTime} className="text-xs text-muted-foreground">
                        {item.time}
                      </time>
                    </span>,
                  )}
                </li>
              ))}
            </ul>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export { NotificationCentre, unreadBadgeText };
