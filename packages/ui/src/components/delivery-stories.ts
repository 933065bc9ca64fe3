/**
 * Shared pieces of the delivery components' stories: a 390 px phone viewport (the first screen
 * these components are designed for) and proofs drawn as SVG (no network).
 */
import { readyPhoto } from './photo-fixtures.ts';
import type { PhotoImage } from './responsive-photo.tsx';

/** Story `parameters` and `globals` that render a story at 390 × 844 px, a common phone. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: {
        phone390: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

const colours: readonly (readonly [string, string])[] = [
  ['#f6b27a', '#9a3f1c'],
  ['#7aa6f6', '#1c3f9a'],
  ['#9af67a', '#2f7a1c'],
  ['#f67ad0', '#7a1c5e'],
  ['#f6e27a', '#7a6a1c'],
  ['#7af6ee', '#1c6e7a'],
];

/** `count` story photos named IMG_0001.jpg, IMG_0002.jpg, … in turning colours. */
export function storyPhotos(count: number): { id: string; name: string; photo: PhotoImage }[] {
  return Array.from({ length: count }, (_, index) => {
    const [from, to] = colours[index % colours.length]!;
    const name = `IMG_${String(index + 1).padStart(4, '0')}.jpg`;
    return { id: `p${index + 1}`, name, photo: readyPhoto(from, to, 600, 450) };
  });
}
