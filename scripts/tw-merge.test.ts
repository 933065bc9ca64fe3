import { describe, expect, it } from 'vitest';
import { cn } from '../packages/ui/src/cn.ts';

/**
 * `cn` (clsx + tailwind-merge's default `twMerge`) on the overrides ShootBook's components and
 * pages pass through `className`: the later utility of a conflict wins, the theme's own colour and
 * radius names count as Tailwind's, and what does not conflict stays.
 */
describe('cn', () => {
  it("lets a size override replace the button's height and padding, keeping variant padding", () => {
    expect(cn('h-9 px-4 py-2 has-[>svg]:px-3', 'h-8 gap-1.5 px-3')).toBe(
      'py-2 has-[>svg]:px-3 h-8 gap-1.5 px-3',
    );
  });

  it('replaces a width, and a padding shorthand only when it comes later', () => {
    expect(cn('w-56', 'w-full')).toBe('w-full');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
  });

  it("tells the theme's text colours from font sizes", () => {
    expect(cn('text-sm text-muted-foreground', 'text-base')).toBe(
      'text-muted-foreground text-base',
    );
    expect(cn('text-sm text-muted-foreground', 'text-destructive')).toBe(
      'text-sm text-destructive',
    );
    expect(cn('text-primary-foreground', 'text-foreground')).toBe('text-foreground');
  });

  it("replaces the theme's background, border and ring colours and radii", () => {
    expect(cn('bg-card', 'bg-popover')).toBe('bg-popover');
    expect(cn('bg-primary hover:bg-primary/90', 'bg-destructive hover:bg-destructive/90')).toBe(
      'bg-destructive hover:bg-destructive/90',
    );
    expect(cn('border border-input', 'border-destructive')).toBe('border border-destructive');
    expect(cn('focus-visible:ring-[3px] focus-visible:ring-ring', 'focus-visible:ring-2')).toBe(
      'focus-visible:ring-ring focus-visible:ring-2',
    );
    expect(cn('rounded-md', 'rounded-lg')).toBe('rounded-lg');
    expect(cn('rounded-md shadow-xs', 'shadow-none')).toBe('rounded-md shadow-none');
  });

  it('keeps conflicts under different variants and breakpoints apart', () => {
    expect(cn('grid-cols-1 sm:grid-cols-2', 'lg:grid-cols-3')).toBe(
      'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
    );
    expect(cn('sm:max-w-md', 'sm:max-w-lg')).toBe('sm:max-w-lg');
    expect(cn('data-[size=sm]:h-8', 'data-[size=default]:h-9')).toBe(
      'data-[size=sm]:h-8 data-[size=default]:h-9',
    );
  });

  it("joins clsx's conditional forms and drops falsy parts", () => {
    expect(cn('px-2', false, undefined, null, { 'px-4': true, hidden: false }, ['py-1'])).toBe(
      'px-4 py-1',
    );
  });

  it('leaves classes it does not know alone', () => {
    expect(cn('group peer', 'sb-custom', 'group')).toBe('group peer sb-custom group');
  });
});
