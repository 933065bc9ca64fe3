import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';

import { cn } from '../cn.ts';

/**
 * Switches between views of one thing (e.g. appointment status filters) with WAI-ARIA tab
 * semantics from Radix Tabs: arrow keys move between triggers, Home/End jump, the selected
 * trigger has `aria-selected` and controls its `TabsContent`. Controlled (`value` +
 * `onValueChange`) or uncontrolled (`defaultValue`).
 *
 * @example
 * <Tabs value={status} onValueChange={setStatus}>
 *   <TabsList aria-label="Status"><TabsTrigger value="Pending">Pending</TabsTrigger>…</TabsList>
 *   <TabsContent value="Pending">…</TabsContent>
 * </Tabs>
 */
function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
}

/** The row of triggers (`role="tablist"`); give it an `aria-label` naming what the tabs filter. */
function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** One tab (`role="tab"`); `value` ties it to the `TabsContent` with the same value. */
function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown while its `value` is selected (`role="tabpanel"`, labelled by its trigger). */
function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('outline-none', className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
