/**
 * The ZIP of a delivery's finals (docs/decisions/0026), streamed: each stored file is read from
 * the storage port as a stream and passed into the archive (archiver, `store` mode — JPEGs are
 * compressed already, deflating them again costs CPU for nothing), one file at a time, so the
 * API holds a few buffers of one file at most, never the archive, whatever the shoot's size.
 */
import { once } from 'node:events';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

import { ZipArchive, type ZipEntryData, type ZipOptions } from 'archiver';

import type { MediaStorage } from '../../photos/storage.ts';

/** One file of the archive: where its bytes are stored and the name it was uploaded with. */
export interface ArchiveEntry {
  key: string;
  /** The photographer's file name (`DSC_0412.jpg`); made safe and unique by {@link archiveNames}. */
  name: string;
  /** Shown as the entry's modification time. */
  date: Date;
}

/**
 * Entry names for `names`, in order: the base name only (no folders, no `..`, no control
 * characters), ending `.jpg` (finals are JPEG re-encodes), a second `a.jpg` becoming `a (2).jpg`.
 */
export function archiveNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = (name.split(/[\\/]/).pop() ?? '')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim();
    const stem = path.parse(base).name.replace(/^\.+/, '') || 'photo';
    const extension = /\.jpe?g$/i.test(base) ? path.extname(base) : '.jpg';
    let candidate = `${stem}${extension}`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Adds one entry to the ZIP being written; resolves once archiver has written it. */
export type AppendZipEntry = (source: Readable | string, data: ZipEntryData) => Promise<void>;

/**
 * Writes a ZIP into `destination`: `fill` adds its entries through `append`, one at a time (the
 * next is added once the previous has been written, so one entry's buffers are held at most);
 * then the archive is finished and this resolves when `destination` has it all.
 * @throws what `fill` or a read throws; the archive is then aborted and `destination` destroyed,
 *   so the client sees a failed download, never a short ZIP.
 */
export async function streamZip(
  options: ZipOptions,
  destination: Writable,
  fill: (append: AppendZipEntry) => Promise<void>,
): Promise<void> {
  const zip = new ZipArchive(options);
  zip.pipe(destination);
  try {
    await fill(async (source, data) => {
      const written = once(zip, 'entry');
      zip.append(source, data);
      await written;
    });
    const ended = once(destination, 'finish');
    await zip.finalize();
    await ended;
  } catch (error) {
    zip.abort();
    destination.destroy(error as Error);
    throw error;
  }
}

/**
 * Writes the ZIP of `entries` into `destination` ({@link streamZip}), reading one stored file at a
 * time, and resolves when the archive has ended. Backpressure holds end to end: a slow client
 * pauses the reading of the current file.
 * @throws Error when a stored file is missing or a read fails; the archive is then incomplete and
 *   `destination` is destroyed, so the client sees a failed download, never a short ZIP.
 */
export async function streamArchive(
  storage: Pick<MediaStorage, 'getStream'>,
  entries: readonly ArchiveEntry[],
  destination: Writable,
): Promise<void> {
  const names = archiveNames(entries.map((entry) => entry.name));
  await streamZip({ store: true }, destination, async (append) => {
    for (const [index, entry] of entries.entries()) {
      const source = await storage.getStream(entry.key);
      if (!source) throw new Error(`Delivered file ${entry.key} is missing from storage`);
      await append(source, { name: names[index]!, date: entry.date });
    }
  });
}
