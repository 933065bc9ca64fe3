import { spyOn } from 'storybook/test';

/** The last file the page handed to the browser's download (app/download.ts `saveFile`). */
export const downloads: { blob?: Blob; fileName?: string } = {};

/**
 * Catches downloads: the Blob handed to `URL.createObjectURL` and the name of the link clicked,
 * without saving a file. Returns the cleanup, for a story's `beforeEach`.
 */
export function catchDownloads() {
  delete downloads.blob;
  delete downloads.fileName;
  const created = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    downloads.blob = blob as Blob;
    return 'blob:story-download';
  });
  const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.fileName = this.download;
  });
  return () => {
    created.mockRestore();
    clicked.mockRestore();
  };
}
