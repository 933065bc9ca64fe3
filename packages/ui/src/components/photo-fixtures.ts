/**
 * Photos for stories: drawn as SVG data URLs (no network), in the shapes the API gives
 * (`Photo` of openapi.yaml): landscape, portrait and square, with a real ThumbHash placeholder.
 */
import type { PhotoImage } from './responsive-photo.tsx';

/** An SVG "photo" of a sunset in `from` → `to` colours, `width`×`height`. */
export function svgPhoto(from: string, to: string, width = 1200, height = 900): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fde7d3"/></svg>`,
    )
  );
}

/** A ThumbHash of a warm sunset (made with the API's pipeline). */
export const SUNSET_THUMBHASH = 'oZoOBYJ3eIh/h4eHeHiIh4/KmgiJ';

/** A ready photo (JPEG fallback only: SVG stands in for every format). */
export function readyPhoto(from: string, to: string, width = 1200, height = 900): PhotoImage {
  return {
    src: svgPhoto(from, to, width, height),
    sources: [],
    width,
    height,
    placeholder: SUNSET_THUMBHASH,
  };
}

/** A photo the server is still rendering: size and placeholder known, no file yet. */
export const processingPhoto: PhotoImage = {
  src: null,
  sources: [],
  width: 1200,
  height: 900,
  placeholder: SUNSET_THUMBHASH,
};
