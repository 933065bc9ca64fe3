/**
 * The look of a select's closed trigger, shared by Radix's trigger (`SelectTrigger`) and the
 * stand-in `ChoiceSelect` paints while Radix's code downloads — one class list, so the two cannot
 * drift apart and the swap shifts nothing. States are data attributes Radix sets (`data-placeholder`,
 * `data-size`) and the stand-in copies.
 */
export const selectTriggerClassName =
  "flex w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none data-[placeholder]:text-muted-foreground data-[size=default]:h-9 data-[size=sm]:h-8 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
