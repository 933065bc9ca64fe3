/**
 * Setup for the `storybook` Vitest project. Since Storybook 10.3 the Vitest plugin applies
 * `.storybook/preview.tsx` itself, so this file does not. (Careful: the plugin skips that step
 * when this file mentions the annotations function by name, even in a comment.)
 *
 * What it adds: a story test fails when React or Radix reports a problem through
 * `console.error` (a dialog without a title, a duplicate key, an uncontrolled/controlled switch),
 * which would otherwise scroll by unnoticed; and a `findBy…`/`waitFor` in a play function waits up
 * to 4 s instead of Testing Library's 1 s — a page story's first answer (mocked, but through
 * TanStack Query and React's render) took longer than 1 s on a loaded CI machine, failing stories
 * whose pages were right.
 *
 * The story files share one page (`isolate: false` in vitest.config.ts), so what a module keeps
 * lives on into the next file: sonner's toasts still showing are dismissed before each file, as
 * sonner replays them to a newly mounted region (a page story's toast turned up in the Toaster's).
 */
import { toast } from 'sonner';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach } from 'vitest';

configure({ asyncUtilTimeout: 4000 });

beforeAll(() => {
  toast.dismiss();
});

const originalError = console.error;
let reported: unknown[][] = [];

beforeEach(() => {
  reported = [];
  console.error = (...args: unknown[]) => {
    reported.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  if (reported.length > 0) {
    const first = reported[0]?.map(String).join(' ') ?? '';
    throw new Error(
      `console.error was called ${reported.length} time(s) during the story: ${first}`,
    );
  }
});
