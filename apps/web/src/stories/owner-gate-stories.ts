import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { never, type Operation } from './api-fixtures';
import { customerSession } from './fixtures';

/*
 * Stories every owner-only screen shares (`OwnerGate`: edit package, create and edit sub-package):
 * they load what they change, then show it to its owner only.
 */

/** Someone else's package or sub-package: why, and no form (`submit` names its button). */
export function notTheOwnerStory(submit: string): StoryObj {
  return {
    parameters: { page: { session: customerSession } },
    play: async ({ canvas }) => {
      await expect(await canvas.findByText('Not your package')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: submit })).toBeNull();
    },
  };
}

/** While `read` (the package or sub-package) loads. */
export function loadingOwnedStory(read: Operation): StoryObj {
  return {
    parameters: { page: { api: { [read]: never } } },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('status', { name: 'Loading the package…' })).toBeVisible();
    },
  };
}
