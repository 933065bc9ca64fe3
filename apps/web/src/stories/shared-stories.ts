import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { never, type Operation } from './api-fixtures';
import { customerSession } from './fixtures';

/* Stories several pages share, as factories: `export const Loading: Story = loadingStory(…)`. */

/**
 * An owner-only screen (`OwnerGate`: edit package, create and edit sub-package) opened on someone
 * else's package or sub-package: why, and no form (`submit` names its button).
 */
export function notTheOwnerStory(submit: string): StoryObj {
  return {
    parameters: { page: { session: customerSession } },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText('Not your package')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: submit })).toBeNull();
    },
  };
}

/** While `read` is pending, the page says `label` (its loading status), e.g. 'Loading the package…'. */
export function loadingStory(read: Operation, label: string): StoryObj {
  return {
    parameters: { page: { api: { [read]: never } } },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('status', { name: label })).toBeVisible();
    },
  };
}
