import { describe, expect, it } from 'vitest';

import {
  DELIVERY_ACCEPT_TYPES,
  deliveredImageFormats,
  MAX_PHOTO_BYTES,
  photoFileProblem,
  variantWidths,
} from './photo-rules.ts';

describe('variantWidths', () => {
  it('renders every standard width of a large photo and never upscales', () => {
    expect(variantWidths(6000)).toEqual([320, 640, 960, 1280, 2048]);
    expect(variantWidths(2048)).toEqual([320, 640, 960, 1280, 2048]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(900)).toEqual([320, 640, 900]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('photoFileProblem', () => {
  it('warns of files the server would refuse by size or declared type', () => {
    expect(photoFileProblem({ size: MAX_PHOTO_BYTES + 1, type: 'image/jpeg' })).toBe('too_big');
    expect(photoFileProblem({ size: 1000, type: 'application/pdf' })).toBe('not_an_image');
    expect(photoFileProblem({ size: 1000, type: 'image/heic' })).toBeUndefined();
    expect(photoFileProblem({ size: 1000, type: '' })).toBeUndefined();
  });
});

describe('delivered photos (decision 0026)', () => {
  it('take every photo format but HEIC, and the uploader offers exactly those types', () => {
    expect(deliveredImageFormats).toEqual(['jpeg', 'png', 'webp', 'avif']);
    expect(DELIVERY_ACCEPT_TYPES.split(',')).toEqual(
      deliveredImageFormats.map((format) => `image/${format}`),
    );
  });
});
