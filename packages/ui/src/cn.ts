import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones
 * (`cn('px-2', 'px-4')` → `'px-4'`), so callers can override a component's defaults
 * through `className`. `clsx` + tailwind-merge's default `twMerge`, as shadcn/ui's `cn`: the
 * theme only renames Tailwind's own scales (colours, radii), which the default merges correctly
 * (scripts/tw-merge.test.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
