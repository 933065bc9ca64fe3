import * as React from 'react';
import { Download, Expand } from 'lucide-react';

import { cn } from '../cn.ts';
import { Button, buttonVariants } from './button.tsx';
import { PhotoLightbox, type GalleryPhoto, type PhotoGalleryLabels } from './photo-gallery.tsx';
import { ResponsivePhoto } from './responsive-photo.tsx';

/** One delivered photo: its picture, file name, download link and portfolio consent. */
interface FinalPhoto extends GalleryPhoto {
  /** The file name the download saves as. */
  name: string;
  /** A short-lived signed link to the full-size file. */
  downloadHref: string;
  /** The customer allows the photographer to show it in their portfolio. */
  portfolio: boolean;
}

/** Every text of {@link FinalGallery}, already translated (the lightbox's texts included). */
interface FinalGalleryLabels extends PhotoGalleryLabels {
  /** "Download IMG_0012.jpg". */
  download: (name: string) => string;
  /** "Download all (ZIP)". */
  downloadAll: string;
  /** The consent switch's name, e.g. "May show IMG_0012.jpg in the portfolio". */
  portfolio: (name: string) => string;
  /** The switch's visible text, e.g. "Portfolio". */
  portfolioShort: string;
}

interface FinalGalleryProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  photos: readonly FinalPhoto[];
  labels: FinalGalleryLabels;
  /**
   * "Download all (ZIP)": asked for the short-lived signed link of one ZIP of every photo (made
   * when pressed, so it never expires on the page) — the button spins until it settles; hidden
   * without it.
   */
  onDownloadAll?: () => Promise<unknown>;
  /**
   * Asked when the customer flips a photo's portfolio consent; absent (the photographer's view),
   * the consent shows as text instead of a switch.
   */
  onPortfolioChange?: (id: string, allowed: boolean) => void;
}

/**
 * The finals of a delivery (docs/product.md §11): a grid of the delivered photos; each opens in
 * the lightbox of {@link PhotoGallery} (focus returns to it on close), downloads on its own, and,
 * for the customer, carries a "may show in portfolio" switch (`role="switch"`). "Download all
 * (ZIP)" fetches every photo in one file. Renders nothing without photos.
 */
function FinalGallery({
  photos,
  labels,
  onDownloadAll,
  onPortfolioChange,
  className,
  ...props
}: FinalGalleryProps) {
  const [open, setOpen] = React.useState<number | null>(null);
  const opener = React.useRef<HTMLButtonElement | null>(null);
  const [zipping, setZipping] = React.useState(false);
  const total = photos.length;
  if (total === 0) return null;
  return (
    <section
      data-slot="final-gallery"
      aria-label={labels.gallery}
      className={cn('grid gap-3', className)}
      {...props}
    >
      {onDownloadAll ? (
        <Button
          type="button"
          className="justify-self-start"
          loading={zipping}
          onClick={() => {
            setZipping(true);
            void onDownloadAll()
              .catch(() => undefined)
              .finally(() => setZipping(false));
          }}
        >
          <Download aria-hidden="true" />
          {labels.downloadAll}
        </Button>
      ) : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id} className="grid gap-1.5 rounded-lg border bg-card p-1.5">
            <button
              type="button"
              aria-label={labels.open(index + 1, total, photo.alt)}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              className="group relative overflow-hidden rounded-md bg-muted outline-none focus-visible:ring-3 focus-visible:ring-ring"
            >
              <ResponsivePhoto
                photo={photo}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                className="aspect-[4/3] w-full"
              />
              <Expand
                aria-hidden="true"
                className="absolute top-1.5 right-1.5 size-5 rounded bg-black/50 p-0.5 text-white"
              />
            </button>
            <div className="flex items-center justify-between gap-1">
              {onPortfolioChange ? (
                <PortfolioSwitch
                  checked={photo.portfolio}
                  label={labels.portfolio(photo.name)}
                  text={labels.portfolioShort}
                  onChange={(allowed) => onPortfolioChange(photo.id, allowed)}
                />
              ) : (
                <span className="truncate px-1 text-xs text-muted-foreground" title={photo.name}>
                  {photo.name}
                </span>
              )}
              <a
                href={photo.downloadHref}
                download={photo.name}
                aria-label={labels.download(photo.name)}
                className={buttonVariants({ variant: 'ghost', size: 'icon' })}
              >
                <Download aria-hidden="true" />
              </a>
            </div>
          </li>
        ))}
      </ul>
      <PhotoLightbox
        photos={photos}
        labels={labels}
        open={open}
        move={(step) => setOpen((i) => (i === null ? i : (i + step + total) % total))}
        close={() => setOpen(null)}
        opener={opener}
      />
    </section>
  );
}

/** A small on/off switch (`role="switch"`) with a visible `text` and an accessible `label`. */
function PortfolioSwitch({
  checked,
  label,
  text,
  onChange,
}: {
  checked: boolean;
  label: string;
  text: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      onClick={() => onChange(!checked)}
      className="flex min-h-9 items-center gap-1.5 rounded-md px-1 text-xs outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full border-2 border-transparent transition-colors motion-reduce:transition-none',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          className={cn(
            'size-4 rounded-full bg-background shadow transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-4 rtl:-translate-x-4' : 'translate-x-0',
          )}
        />
      </span>
      <span aria-hidden="true">{text}</span>
    </button>
  );
}

export { FinalGallery, type FinalGalleryLabels, type FinalGalleryProps, type FinalPhoto };
