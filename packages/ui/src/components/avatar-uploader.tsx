import * as React from 'react';
import { Camera } from 'lucide-react';

import { cn } from '../cn.ts';
import { Avatar } from './avatar.tsx';
import { buttonVariants } from './button.tsx';
import { Progress } from './progress.tsx';

/** Every text of {@link AvatarUploader}, already translated. */
interface AvatarUploaderLabels {
  /** The button, e.g. "Change profile photo". */
  change: string;
  /** Under it, e.g. "A square photo of your face works best." */
  hint: string;
  /** The progress bar's name while sending, e.g. "Uploading: 40%". */
  uploading: (percent: number) => string;
  /** While the server renders it, e.g. "Processing…". */
  processing: string;
}

interface AvatarUploaderProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The user's name: the avatar's initials and accessible name. */
  name: string;
  /** The current avatar (API `avatarUrl`), or null for initials. */
  src?: string | null;
  status: 'idle' | 'uploading' | 'processing' | 'error';
  /** 0–1 while uploading. */
  progress?: number;
  /** Why it failed, already translated (with `status: 'error'`). */
  error?: string;
  labels: AvatarUploaderLabels;
  /** The file picker's `accept` hint (packages/machines `ACCEPT_IMAGE_TYPES`). */
  accept: string;
  /** The picked image. */
  onFile: (file: File) => void;
}

/**
 * The profile photo and its "Change" button: a large avatar, a file picker (camera roll on
 * phones), a progress bar while the photo is sent, a note while it is processed, and the reason
 * when it failed. State lives with the caller.
 */
function AvatarUploader({
  name,
  src,
  status,
  progress = 0,
  error,
  labels,
  accept,
  onFile,
  className,
  ...props
}: AvatarUploaderProps) {
  const inputId = React.useId();
  const hintId = React.useId();
  const busy = status === 'uploading' || status === 'processing';
  const percent = Math.round(progress * 100);
  return (
    <div
      data-slot="avatar-uploader"
      className={cn('flex items-center gap-4', className)}
      {...props}
    >
      <Avatar
        name={name}
        src={src}
        size="lg"
        aria-busy={busy || undefined}
        className={cn(busy && 'ring-2 ring-primary ring-offset-2 ring-offset-background')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label
          htmlFor={inputId}
          aria-disabled={busy || undefined}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'w-fit cursor-pointer focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring',
            busy && 'pointer-events-none text-muted-foreground',
          )}
        >
          <Camera aria-hidden="true" />
          {labels.change}
          <input
            id={inputId}
            type="file"
            accept={accept}
            disabled={busy}
            aria-label={labels.change}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        {status === 'uploading' ? (
          <Progress value={percent} label={labels.uploading(percent)} className="w-full max-w-48" />
        ) : null}
        {status === 'processing' ? (
          <p role="status" className="text-sm text-muted-foreground">
            {labels.processing}
          </p>
        ) : null}
        {status === 'error' && error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <p id={hintId} className="text-sm text-muted-foreground">
          {labels.hint}
        </p>
      </div>
    </div>
  );
}

export { AvatarUploader, type AvatarUploaderLabels, type AvatarUploaderProps };
