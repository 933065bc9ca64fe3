import * as React from 'react';

/** What a card hands to `linkAs`: spread it onto your router's link (`<Link to={href} …>`). */
interface CardLinkProps {
  href: string;
  className: string;
  children: React.ReactNode;
}

/** Renders a card's link: through the caller's router link when given, a plain `<a>` otherwise. */
type LinkAs = (props: CardLinkProps) => React.ReactNode;

/**
 * The card's title link. Its `::after` covers the whole card (the card is `relative`), so the
 * card is clickable while the link's accessible name stays just the title.
 */
const stretchedLinkClass =
  'outline-none after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:after:ring-[3px] focus-visible:after:ring-ring hover:underline underline-offset-4';

function CardLink({
  href,
  linkAs,
  children,
}: {
  href: string;
  linkAs?: LinkAs;
  children: React.ReactNode;
}) {
  if (linkAs) return <>{linkAs({ href, className: stretchedLinkClass, children })}</>;
  return (
    <a href={href} className={stretchedLinkClass}>
      {children}
    </a>
  );
}

export { CardLink, stretchedLinkClass, type CardLinkProps, type LinkAs };
