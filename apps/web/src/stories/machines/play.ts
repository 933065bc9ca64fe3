import { expect, waitFor, within } from 'storybook/test';

/* Steps the machine stories' play functions share (MachineExplorer's own controls). */

type Canvas = ReturnType<typeof within>;

/** What a play function's `userEvent` is used for here. */
interface Clicker {
  click(element: Element): Promise<void>;
}

/** The explorer's "Screen" section: the web's screen for the current state. */
export function screenOf(canvas: Canvas): Promise<HTMLElement> {
  return canvas.findByRole('group', { name: 'Screen' });
}

/**
 * Asserts the machine is in `state` (dotted leaf path, e.g. `failed.slotTaken`): the diagram's
 * name says so and exactly that state's box is highlighted (with its parents, for a nested one).
 */
export async function expectState(canvas: Canvas, canvasElement: HTMLElement, state: string) {
  // ELK lays a large chart out in a second or two.
  await canvas.findByRole(
    'img',
    { name: new RegExp(`current state: ${state.replace(/\./g, '\\.')}$`) },
    { timeout: 10_000 },
  );
  await waitFor(() => {
    const highlighted = [...canvasElement.querySelectorAll<SVGElement>('[data-active]')].map(
      (node) => node.dataset.state,
    );
    const parents = state.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'));
    expect(highlighted.sort()).toEqual(parents.sort());
  });
}

/** Presses the event button named `name` (an event's label, then ` · choice` when it has choices). */
export async function sendEvent(canvas: Canvas, user: Clicker, name: string): Promise<void> {
  await user.click(canvas.getByRole('button', { name }));
}

/** The explorer's line about the last event: its transition, or why it was refused. */
export function lastEvent(canvas: Canvas): HTMLElement {
  return canvas.getByRole('status', { name: 'Last event' });
}
