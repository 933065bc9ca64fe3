import * as React from 'react';
import type { Meta as StoryMeta, StoryObj } from '@storybook/react-vite';
import Uppy, { BasePlugin, type Meta } from '@uppy/core';
import { expect, userEvent, waitFor } from 'storybook/test';

import { phoneViewport } from './delivery-stories.ts';
import {
  createDeliveryUppy,
  DeliveryUploader,
  type DeliveryUploadFailure,
  type DeliveryUppy,
} from './delivery-uploader.tsx';

/**
 * A stand-in for the tus uploader (no server in a story): a file named `*slow*` stops at 40 %, one
 * named `*fail*` loses its connection at 30 % on its first attempt and succeeds when retried, one
 * named `*quota*` is refused by the server (413 `quota_exceeded`), any other succeeds.
 */
class StoryUploader extends BasePlugin<{ id?: string }, Meta, Record<string, never>> {
  private attempts = new Map<string, number>();

  constructor(uppy: DeliveryUppy) {
    super(uppy, {});
    this.id = 'StoryUploader';
    this.type = 'uploader';
  }

  override install() {
    const { capabilities } = this.uppy.getState();
    this.uppy.setState({ capabilities: { ...capabilities, resumableUploads: true } });
    this.uppy.addUploader(this.upload);
  }

  private upload = async (fileIDs: string[]) => {
    const files = fileIDs.map((id) => this.uppy.getFile(id));
    this.uppy.emit('upload-start', files);
    for (const file of files) {
      const attempt = (this.attempts.get(file.id) ?? 0) + 1;
      this.attempts.set(file.id, attempt);
      const total = file.size ?? 100;
      const progress = (share: number) =>
        this.uppy.emit('upload-progress', file, {
          uploadStarted: Date.now(),
          bytesUploaded: Math.round(total * share),
          bytesTotal: total,
        });
      if (file.name?.includes('slow')) {
        progress(0.4);
      } else if (file.name?.includes('fail') && attempt === 1) {
        progress(0.3);
        this.uppy.emit('upload-error', file, new Error('Network error'));
      } else if (file.name?.includes('quota')) {
        const body = { code: 'quota_exceeded', message: 'Over quota', details: { limit: 3000 } };
        this.uppy.emit('upload-error', file, new Error('Refused'), {
          status: 413,
          // What @uppy/tus forwards: the request, whose body is the API's Error.
          body: { xhr: { responseText: JSON.stringify(body) } } as unknown as Record<string, never>,
        });
      } else {
        progress(1);
        this.uppy.emit('upload-success', file, { status: 204, body: {}, uploadURL: `#${file.id}` });
      }
    }
  };
}

const labels = {
  add: 'Add photos',
  hint: 'JPEG, PNG, WebP or AVIF (not HEIC), up to 50 MB each',
  list: 'Uploads',
  overall: (done: number, total: number, percent: number) =>
    `${done} of ${total} uploaded · ${percent}%`,
  progress: (name: string, percent: number) => `Uploading ${name}: ${percent}%`,
  pause: (name: string) => `Pause ${name}`,
  resume: (name: string) => `Resume ${name}`,
  retry: (name: string) => `Retry ${name}`,
  remove: (name: string) => `Remove ${name}`,
  pauseAll: 'Pause all',
  resumeAll: 'Resume all',
  paused: 'Paused',
  done: 'Uploaded',
  failed: 'Failed',
  failure: ({ status, body }: DeliveryUploadFailure) =>
    status === null
      ? 'Connection lost. Retry to continue where it stopped.'
      : `Refused: ${(body as { code?: string } | null)?.code ?? status}`,
  rejected: (name: string, reason: 'type' | 'size') =>
    reason === 'size' ? `${name} is too big` : `${name} is not a photo ShootBook delivers`,
};

const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

/** The uploader over its own Uppy with the story's uploader, destroyed on unmount. */
function WithStoryUploader() {
  const [uppy] = React.useState(() => {
    const instance: DeliveryUppy = new Uppy<Meta, Record<string, never>>({
      autoProceed: true,
      restrictions: { allowedFileTypes: ['image/*'], maxFileSize: 10_000 },
      // The story's failures are expected: Uppy's default logger would print them as errors.
      logger: quiet,
    });
    return instance.use(StoryUploader);
  });
  React.useEffect(() => () => uppy.destroy(), [uppy]);
  return <DeliveryUploader uppy={uppy} labels={labels} accept="image/jpeg,image/heic" />;
}

const meta = {
  title: 'Delivery/DeliveryUploader',
  component: WithStoryUploader,
  tags: ['autodocs'],
  ...phoneViewport,
} satisfies StoryMeta<typeof WithStoryUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const photo = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });

/** Files picked start at once; each shows its progress, a failed one retries, a running one pauses. */
export const Uploading: Story = {
  play: async ({ canvas }) => {
    await expect(window.innerWidth, 'a phone-width story').toBeLessThanOrEqual(390);
    const input = canvas.getByLabelText('Add photos');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAccessibleDescription(
      'JPEG, PNG, WebP or AVIF (not HEIC), up to 50 MB each',
    );
    await userEvent.upload(input, [photo('a.jpg'), photo('b-slow.jpg'), photo('c-fail.jpg')]);

    const list = canvas.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(3));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading b-slow.jpg: 40%' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('Failed')).toBeVisible();
    // The reason is announced and describes the retry button.
    await expect(
      canvas.getByRole('button', { name: 'Retry c-fail.jpg' }),
    ).toHaveAccessibleDescription('Connection lost. Retry to continue where it stopped.');

    await userEvent.click(canvas.getByRole('button', { name: 'Pause b-slow.jpg' }));
    await expect(canvas.getByText('Paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume b-slow.jpg' }));
    await expect(canvas.queryByText('Paused')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Retry c-fail.jpg' }));
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(2));
    await expect(canvas.getByText(/^2 of 3 uploaded/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove b-slow.jpg' }));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    await expect(canvas.getByText('2 of 2 uploaded · 100%')).toBeVisible();
  },
};

/** Pause all stops every running upload; Resume all starts them again. */
export const PauseAll: Story = {
  globals: { ...phoneViewport.globals, theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Add photos'), [
      photo('one-slow.jpg'),
      photo('two-slow.jpg'),
    ]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause all' }));
    await expect(canvas.getAllByText('Paused')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume all' }));
    await expect(canvas.queryByText('Paused')).toBeNull();
  },
};

/** Files Uppy refuses before sending are named with why (not a photo, too big), the others go on. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Add photos');
    const video = new File(['x'], 'clip.mov', { type: 'video/quicktime' });
    const big = new File([new Uint8Array(20_000)], 'huge.jpg', { type: 'image/jpeg' });
    // `upload` honours `accept`; the drop zone does not, so drop the file as a phone's share would.
    await userEvent.upload(input, [video, big], { applyAccept: false });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('clip.mov is not a photo ShootBook delivers');
    await expect(alert).toHaveTextContent('huge.jpg is too big');
    await expect(canvas.queryByRole('list', { name: 'Uploads' })).toBeNull();
  },
};

/** A file the server refuses says why, from the answer's code; retrying it is offered. */
export const ServerRefusal: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Add photos'), [photo('over-quota.jpg')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Refused: quota_exceeded');
    await expect(
      canvas.getByRole('button', { name: 'Retry over-quota.jpg' }),
    ).toHaveAccessibleDescription('Refused: quota_exceeded');
  },
};

/** The real instance: tus to the given endpoint, with the restrictions the API sets. */
export const TusConfiguration: Story = {
  render: () => <p>Configuration only</p>,
  play: async () => {
    const uppy = createDeliveryUppy({
      endpoint: 'http://127.0.0.1:1/delivery/uploads',
      allowedFileTypes: ['image/jpeg'],
      maxFileSizeBytes: 50 * 1024 * 1024,
    });
    try {
      const tus = uppy.getPlugin('Tus');
      await expect(tus?.opts.endpoint).toBe('http://127.0.0.1:1/delivery/uploads');
      await expect(tus?.opts.chunkSize).toBe(8 * 1024 * 1024);
      await expect(uppy.opts.autoProceed).toBe(true);
      await expect(uppy.opts.restrictions.maxFileSize).toBe(50 * 1024 * 1024);
    } finally {
      uppy.destroy();
    }
  },
};
