/**
 * Saves `blob` as `fileName` through the browser's download (a temporary object URL clicked as a
 * link): for files the API answers to a signed-in call, which a plain link could not fetch with
 * the bearer token (a calendar file, the picks list, the personal-data archive).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
