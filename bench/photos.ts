/**
 * Photo pipeline benchmark (not a test; docs/decisions/0010): how long one camera-sized photo
 * takes from upload to every variant, on this machine. Makes a 24-megapixel JPEG (6000×4000,
 * a noisy gradient so the encoders have real work) with EXIF and GPS, then times
 * `inspectImage` (header only, on the request path) and `renderVariants` (AVIF, WebP and JPEG
 * at 320/640/960/1280/2048 px, off the request path) over several runs; prints medians in ms and the
 * bytes of every variant.
 *
 *   npx tsx bench/photos.ts [runs=5]
 */
import sharp from 'sharp';

import { inspectImage, renderVariants } from '../apps/api/src/photos/pipeline.ts';

const runs = Number(process.argv[2] ?? 5);
const width = 6000;
const height = 4000;

/** A 24 MP photo-like JPEG: a colour gradient with noise, EXIF and a GPS position. */
async function cameraPhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const gradient = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6b27a"/><stop offset="1" stop-color="#1c3f9a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .withExif({
      IFD0: { Make: 'Bench', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 0/1',
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
  return gradient;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const photo = await cameraPhoto();
const inspect: number[] = [];
const render: number[] = [];
let last: Awaited<ReturnType<typeof renderVariants>> | undefined;
for (let run = 0; run < runs; run += 1) {
  let started = performance.now();
  const facts = await inspectImage(photo);
  inspect.push(performance.now() - started);
  started = performance.now();
  last = await renderVariants(photo, facts);
  render.push(performance.now() - started);
}

console.log(
  `photo: ${width}×${height} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${runs} runs; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} libvips threads`,
);
console.log(`inspect (header, on the request path): median ${median(inspect).toFixed(1)} ms`);
console.log(`render every variant (off the request path): median ${median(render).toFixed(0)} ms`);
console.log('variants (bytes):');
for (const variant of last!.variants)
  console.log(
    `  ${String(variant.width).padStart(4)} px ${variant.format.padEnd(4)} ${String(variant.data.length).padStart(8)}`,
  );
