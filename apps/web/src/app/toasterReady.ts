let markMounted!: () => void;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/**
 * Resolves once the app's toast region is on the page. sonner's `<Toaster>` shows only toasts
 * raised after it has mounted, and its code downloads after the first paint: a toast raised
 * before then (the route guard's wrong-role notice on a remembered session, docs/decisions/0020)
 * waits for this.
 */
export function toasterReady(): Promise<void> {
  return mounted;
}

/** Called by the toast region when it has mounted (App.tsx). */
export function toasterMounted(): void {
  markMounted();
}
