import * as React from 'react';

import { cn } from '../cn.ts';

interface AuthLayoutProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** Logo or wordmark above the card (a link home, if wanted). */
  brand?: React.ReactNode;
  /** Card heading, the page's `h1`, e.g. "Sign in". */
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** Full-bleed photo behind the card; a warm gradient when omitted. Decorative. */
  backgroundImageUrl?: string;
  /** Under the card, e.g. "No account? Register". */
  footer?: React.ReactNode;
  /** The form. */
  children: React.ReactNode;
}

/**
 * docs/product.md §1 "background" layout for sign-in, registration and password reset: one centred card
 * over a full-bleed background. No routing dependency: pass links in `brand`/`footer`.
 */
function AuthLayout({
  brand,
  title,
  description,
  backgroundImageUrl,
  footer,
  children,
  className,
  style,
  ...props
}: AuthLayoutProps) {
  return (
    <div
      data-slot="auth-layout"
      className={cn(
        'relative flex min-h-svh flex-col items-center justify-center gap-6 bg-cover bg-center px-4 py-10',
        !backgroundImageUrl && 'bg-gradient-to-br from-amber-100 via-orange-50 to-rose-100',
        className,
      )}
      style={
        backgroundImageUrl
          ? { backgroundImage: `url(${JSON.stringify(backgroundImageUrl)})`, ...style }
          : style
      }
      {...props}
    >
      {backgroundImageUrl ? (
        <div aria-hidden="true" className="absolute inset-0 bg-black/40" />
      ) : null}
      {brand ? (
        <div data-slot="auth-layout-brand" className="relative text-xl font-semibold">
          {brand}
        </div>
      ) : null}
      <main
        data-slot="auth-layout-card"
        className="relative grid w-full max-w-sm gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-lg sm:p-8"
      >
        {title || description ? (
          <div className="grid gap-1.5 text-center">
            {title ? <h1 className="text-2xl font-semibold tracking-tight">{title}</h1> : null}
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
        ) : null}
        {children}
      </main>
      {footer ? (
        <div
          data-slot="auth-layout-footer"
          className="relative rounded-md bg-card/90 px-3 py-1.5 text-center text-sm text-card-foreground"
        >
          {footer}
        </div>
      ) : null}
    </div>
  );
}

export { AuthLayout, type AuthLayoutProps };
