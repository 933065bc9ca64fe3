import * as React from 'react';
import { ImageOff } from 'lucide-react';
import { thumbHashToDataURL } from 'thumbhash';

import { cn } from '../cn.ts';

/**
 * What the API's `Photo` gives a picture (openapi.yaml `Photo`; docs/decisions/0010): the JPEG
 * fallback `src` (null until rendered), `srcset`s by type (AVIF, WebP, JPEG — best first), the
 * intrinsic size in pixels, and a ThumbHash placeholder (base64).
 */
interface PhotoImage {
  src: string | null;
  sources: readonly { type: string; srcSet: string }[];
  width: number;
  height: number;
  placeholder: string | null;
}

/** A ThumbHash (base64) as a data URL to paint under the picture; undefined when there is none or it is malformed. */
function placeholderUrl(placeholder: string | null | undefined): string | undefined {
  if (!placeholder) return undefined;
  try {
    const binary = atob(placeholder);
    return thumbHashToDataURL(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

interface ResponsivePhotoProps extends Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'placeholder'
> {
  photo: PhotoImage;
  /** Alt text: the caption, or a description (package, category, photographer). Required: never empty for content photos. */
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes: string;
  /** The page's main photo (first in view): loaded eagerly with `fetchpriority="high"`; others load lazily. */
  priority?: boolean;
  /** Text shown while the photo is still being processed (no variants yet), e.g. "Processing…". */
  processingLabel?: string;
  /** How the picture fills its box; default `cover` (cropped to the box). */
  fit?: 'cover' | 'contain';
}

/**
 * A photo as `<picture>`: AVIF and WebP `srcset`s with a JPEG fallback, `width`/`height` from the
 * file (the box keeps its shape before the bytes arrive: no layout shift), `loading="lazy"`
 * unless `priority`, and the ThumbHash painted underneath until the image covers it. A photo still
 * processing shows its placeholder (or a muted tile) with `processingLabel`.
 */
function ResponsivePhoto({
  photo,
  alt,
  sizes,
  priority = false,
  processingLabel,
  fit = 'cover',
  className,
  style,
  ...props
}: ResponsivePhotoProps) {
  const background = React.useMemo(() => placeholderUrl(photo.placeholder), [photo.placeholder]);
  const fitClass = fit === 'cover' ? 'object-cover' : 'object-contain';
  if (!photo.src) {
    return (
      <div
        data-slot="responsive-photo"
        // A decorative photo (empty alt, e.g. inside a labelled button) stays out of the accessibility tree.
        {...(alt
          ? { role: 'img', 'aria-label': processingLabel ? `${alt} — ${processingLabel}` : alt }
          : { 'aria-hidden': true })}
        className={cn(
          'flex size-full items-center justify-center bg-muted bg-cover bg-center text-muted-foreground',
          className,
        )}
        style={{
          aspectRatio: `${photo.width} / ${photo.height}`,
          ...(background ? { backgroundImage: `url(${background})` } : {}),
          ...style,
        }}
      >
        {processingLabel ? (
          <span
            aria-hidden="true"
            className="rounded-md bg-background/80 px-2 py-1 text-xs text-foreground"
          >
            {processingLabel}
          </span>
        ) : (
          <ImageOff aria-hidden="true" className="size-6" />
        )}
      </div>
    );
  }
  return (
    <picture data-slot="responsive-photo" className="contents">
      {photo.sources
        .filter((source) => source.type !== 'image/jpeg')
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
      <img
        src={photo.src}
        srcSet={photo.sources.find((source) => source.type === 'image/jpeg')?.srcSet}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('size-full bg-muted bg-cover bg-center', fitClass, className)}
        style={{ ...(background ? { backgroundImage: `url(${background})` } : {}), ...style }}
        {...props}
      />
    </picture>
  );
}

export { ResponsivePhoto, placeholderUrl, type PhotoImage, type ResponsivePhotoProps };
