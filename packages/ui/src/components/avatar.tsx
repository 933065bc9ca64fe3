import * as React from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';

import { cn } from '../cn.ts';

const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-8 text-xs', default: 'size-10 text-sm', lg: 'size-16 text-lg' } },
  defaultVariants: { size: 'default' },
});

/**
 * Initials of a display name: first letters of the first and last words, upper-cased
 * ("Somchai Jaidee" → "SJ", "ณัฐ" → "ณ"). Empty for an empty name.
 */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string) => Array.from(w)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

interface AvatarProps
  extends
    Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'>,
    VariantProps<typeof avatarVariants> {
  /** Person's display name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL (`avatarUrl`); while it loads or when it fails the initials show. */
  src?: string | null;
}

/**
 * A person's photo with an initials fallback (photographers, customers, the user menu).
 * The fallback is labelled with the name, so both states have the same accessible name.
 */
function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'default'}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={name}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role="img"
        aria-label={name}
        className="flex size-full items-center justify-center rounded-full bg-secondary font-medium text-secondary-foreground"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar, avatarVariants, initialsOf, type AvatarProps };
