import * as React from 'react';
import { AlertTriangle, Check } from 'lucide-react';

import { cn } from '../cn.ts';
import { dateTimeFormat } from '../intl-format.ts';
import { Badge } from './badge.tsx';

/** One step of a delivery (Open, Proofs, Picks, Finals, Accepted), already translated. */
interface DeliveryStep {
  /** Stable key, e.g. the delivery status the step stands for. */
  id: string;
  label: string;
}

/** The texts of {@link DeliveryStatusPanel} that are not data, already translated. */
interface DeliveryStatusLabels {
  /** Accessible name of the step list, e.g. "Delivery steps". */
  steps: string;
  /** Read after a finished step, e.g. "done". */
  done: string;
  /** Read after the current step, e.g. "current step". */
  current: string;
  /** Before the due date, e.g. "Due". */
  due: string;
  /** The late mark, e.g. "Late". */
  late: string;
}

interface DeliveryStatusPanelProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** The section's heading, e.g. "Photo delivery". */
  title: React.ReactNode;
  /** The steps in lifecycle order (without Proofs and Picks when the sub-package offers no proofs). */
  steps: readonly DeliveryStep[];
  /** Index in `steps` of the step the delivery is at; every earlier step shows as done. */
  currentStep: number;
  /** Every step is done (Accepted): no step is current. */
  complete?: boolean;
  /** What is happening now, e.g. "Waiting for your picks". */
  statusText: React.ReactNode;
  /** When the finals are due, ISO-8601 UTC (packages/machines `dueAt`); hidden when absent. */
  dueAt?: string | null;
  /** Past due with the finals still owed (packages/machines `isLate`: the caller asks the rule). */
  late?: boolean;
  /** IANA zone the due date is shown in (e.g. `Asia/Bangkok`). */
  timeZone: string;
  /** BCP 47 locale for the date (e.g. `th-TH`). */
  locale: string;
  labels: DeliveryStatusLabels;
  /** The viewer's next step: the buttons or form the delivery's rules allow them now. */
  action?: React.ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A booking's photo delivery (docs/product.md §11): its steps as an ordered list with the current
 * one marked (`aria-current="step"`), what happens now, the due date with a "late" mark, and a
 * slot for the viewer's next step. Which steps exist, which one is current and whether it is late
 * come from the caller (the delivery rules of packages/machines); this only shows them.
 *
 * @example
 * <DeliveryStatusPanel title="Photo delivery" steps={steps} currentStep={1} statusText="Pick your favourites"
 *   dueAt="2030-01-14T10:00:00Z" timeZone="Asia/Bangkok" locale="en-GB" labels={labels}
 *   action={<Button>Pick favourites</Button>} />
 */
function DeliveryStatusPanel({
  title,
  steps,
  currentStep,
  complete = false,
  statusText,
  dueAt,
  late = false,
  timeZone,
  locale,
  labels,
  action,
  headingLevel = 'h2',
  className,
  ...props
}: DeliveryStatusPanelProps) {
  const Heading = headingLevel;
  const headingId = React.useId();
  const format = dateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
  return (
    <section
      data-slot="delivery-status"
      data-late={late || undefined}
      aria-labelledby={headingId}
      className={cn('grid gap-4 rounded-xl border bg-card p-4 text-card-foreground', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          {title}
        </Heading>
        {late ? (
          <Badge variant="destructive">
            <AlertTriangle aria-hidden="true" />
            {labels.late}
          </Badge>
        ) : null}
      </div>
      <ol aria-label={labels.steps} className="grid grid-flow-col auto-cols-fr gap-1">
        {steps.map((step, index) => {
          const done = complete || index < currentStep;
          const current = !complete && index === currentStep;
          return (
            <li
              key={step.id}
              aria-current={current ? 'step' : undefined}
              data-state={done ? 'done' : current ? 'current' : 'upcoming'}
              className="group grid justify-items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border-2 text-xs font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary text-foreground',
                  !done && !current && 'border-border text-muted-foreground',
                  current && late && 'border-destructive',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight break-words',
                  current ? 'font-semibold' : 'text-muted-foreground',
                )}
              >
                {step.label}
                {done ? <span className="sr-only">{`, ${labels.done}`}</span> : null}
                {current ? <span className="sr-only">{`, ${labels.current}`}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="grid gap-1">
        <p className="text-sm font-medium">{statusText}</p>
        {dueAt ? (
          <p className={cn('text-sm', late ? 'text-destructive' : 'text-muted-foreground')}>
            {labels.due} <time dateTime={dueAt}>{format.format(new Date(dueAt))}</time>
          </p>
        ) : null}
      </div>
      {action ? (
        <div data-slot="delivery-status-action" className="flex flex-wrap gap-2">
          {action}
        </div>
      ) : null}
    </section>
  );
}

export {
  DeliveryStatusPanel,
  type DeliveryStatusLabels,
  type DeliveryStatusPanelProps,
  type DeliveryStep,
};
