/**
 * What a delivered photo becomes (deliveries/files/render.ts, docs/decisions/0026), for photos
 * of any size the photo rules accept.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { renderDeliveryFile } from '../src/deliveries/files/index.ts';

describe('renderDeliveryFile', () => {
  it('watermarks a proof smaller than one watermark tile, keeping its size', async () => {
    // One flat colour, so what varies in the proof is its watermark.
    const photo = await sharp({
      create: { width: 640, height: 240, channels: 3, background: '#c08040' },
    })
      .jpeg()
      .toBuffer();
    const { preview, width, height } = await renderDeliveryFile(photo, 'proof', 'Anan Wongsakul');
    expect([width, height]).toEqual([640, 240]);
    expect(await sharp(preview).metadata()).toMatchObject({
      format: 'jpeg',
      width: 640,
      height: 240,
    });
    const { channels } = await sharp(preview).stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(5);
  });
});
