import * as React from 'react';
import { ArrowDown, ArrowUp, ImagePlus, RotateCcw, Star, Trash2, X } from 'lucide-react';

import { cn } from '../cn.ts';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { Input } from './input.tsx';
import { Progress } from './progress.tsx';
import { ResponsivePhoto, type PhotoImage } from './responsive-photo.tsx';

/**
 * One file in the uploader: sending (`uploading`, with `progress` 0–1), stored and being rendered
 * (`processing`), `ready`, or failed (`error`, with a message saying why: too big, not an image…).
 */
interface UploadItem {
  id: string;
  /** The file's name, shown while there is no picture. */
  name: string;
  status: 'uploading' | 'processing' | 'ready' | 'error';
  /** 0–1 while uploading. */
  progress?: number;
  /** Why it failed, already translated. */
  error?: string;
  /** The rendered photo once the server has one (processing or ready). */
  photo?: PhotoImage;
  /** A local preview (object URL) while the server has none. */
  previewUrl?: string;
  caption?: string | null;
  cover?: boolean;
  /** The failure can be retried (a network error, not a refused file). */
  retryable?: boolean;
}

/** A ghost icon button whose accessible name is `label`. */
function IconAction({
  label,
  icon: Icon,
  ...props
}: { label: string; icon: React.ComponentType<{ 'aria-hidden'?: boolean | 'true' }> } & Omit<
  React.ComponentProps<'button'>,
  'children'
>) {
  return (
    <Button type="button" size="icon" variant="ghost" aria-label={label} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** Every text of {@link PhotoUploader}, already translated. */
interface PhotoUploaderLabels {
  /** The drop zone's call to action, e.g. "Add photos". */
  add: string;
  /** Under it: formats and limits, e.g. "JPEG, PNG, WebP, AVIF or HEIC, up to 25 MB each". */
  hint: string;
  /** Accessible name of the list, e.g. "Photos of this package". */
  list: string;
  uploading: (name: string, percent: number) => string;
  processing: string;
  cancel: (name: string) => string;
  retry: (name: string) => string;
  remove: (name: string) => string;
  moveEarlier: (name: string) => string;
  moveLater: (name: string) => string;
  makeCover: (name: string) => string;
  cover: string;
  caption: (name: string) => string;
  /** Shown when the list is full, e.g. "30 of 30 photos: delete one to add another". */
  full?: string;
}

interface PhotoUploaderProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  items: readonly UploadItem[];
  labels: PhotoUploaderLabels;
  /** The file picker's `accept` hint (packages/machines `ACCEPT_IMAGE_TYPES`). */
  accept: string;
  /** No more files accepted (gallery full): the drop zone is disabled and `labels.full` shown. */
  full?: boolean;
  /** Files picked or dropped, in order. */
  onFiles: (files: File[]) => void;
  onCancel?: (id: string) => void;
  onRetry?: (id: string) => void;
  onRemove?: (id: string) => void;
  /** Move item `id` one place earlier (-1) or later (+1). Buttons, Alt+↑/↓ and dragging call it. */
  onMove?: (id: string, step: -1 | 1) => void;
  onMakeCover?: (id: string) => void;
  /** The caption of `id` after the user leaves its field (or presses Enter). */
  onCaption?: (id: string, caption: string) => void;
}

/**
 * The photo uploader of a package gallery or portfolio: drag and drop or pick several files (on
 * phones the camera roll), a progress bar per file with cancel, a clear error per file with retry
 * where retrying can help, and for stored photos: reorder (buttons, Alt+↑/↓ on a photo, or
 * drag), make cover, caption and remove. State lives with the caller; this shows it and reports
 * what the user asks for.
 */
function PhotoUploader({
  items,
  labels,
  accept,
  full = false,
  onFiles,
  onCancel,
  onRetry,
  onRemove,
  onMove,
  onMakeCover,
  onCaption,
  className,
  ...props
}: PhotoUploaderProps) {
  const dragged = React.useRef<string | null>(null);

  return (
    <div data-slot="photo-uploader" className={cn('flex flex-col gap-4', className)} {...props}>
      <FileDropZone
        data-slot="photo-uploader-dropzone"
        label={labels.add}
        hint={full && labels.full ? labels.full : labels.hint}
        icon={ImagePlus}
        accept={accept}
        disabled={full}
        onFiles={onFiles}
      />

      {items.length > 0 ? (
        <ol aria-label={labels.list} className="grid gap-3 sm:grid-cols-2">
          {items.map((item, index) => {
            const percent = Math.round((item.progress ?? 0) * 100);
            const stored = item.status === 'processing' || item.status === 'ready';
            return (
              <li
                key={item.id}
                data-slot="photo-uploader-item"
                data-status={item.status}
                draggable={stored && Boolean(onMove)}
                onDragStart={() => {
                  dragged.current = item.id;
                }}
                onDragOver={(event) => {
                  if (dragged.current && dragged.current !== item.id) event.preventDefault();
                }}
                onDrop={(event) => {
                  const from = items.findIndex((i) => i.id === dragged.current);
                  dragged.current = null;
                  if (from < 0 || !onMove) return;
                  event.preventDefault();
                  const id = items[from]!.id;
                  const step = index > from ? 1 : -1;
                  for (let i = from; i !== index; i += step) onMove(id, step);
                }}
                onKeyDown={(event) => {
                  if (!event.altKey || !stored || !onMove) return;
                  if (event.key === 'ArrowUp' && index > 0) onMove(item.id, -1);
                  else if (event.key === 'ArrowDown' && index < items.length - 1)
                    onMove(item.id, 1);
                  else return;
                  event.preventDefault();
                }}
                className="flex gap-3 rounded-xl border bg-card p-3"
              >
                <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-muted">
                  {item.photo ? (
                    <ResponsivePhoto photo={item.photo} alt="" sizes="80px" className="size-20" />
                  ) : item.previewUrl ? (
                    <img src={item.previewUrl} alt="" className="size-full object-cover" />
                  ) : null}
                  {item.cover ? (
                    <Badge className="absolute top-1 left-1 gap-1 px-1.5 text-[10px]">
                      <Star aria-hidden="true" className="size-3" />
                      {labels.cover}
                    </Badge>
                  ) : null}
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="truncate text-sm font-medium" title={item.name}>
                    {item.name}
                  </p>
                  {item.status === 'uploading' ? (
                    <div className="flex items-center gap-2">
                      <Progress
                        value={percent}
                        label={labels.uploading(item.name, percent)}
                        className="flex-1"
                      />
                      <span
                        className="w-10 text-right text-xs tabular-nums text-muted-foreground"
                        aria-hidden="true"
                      >
                        {percent}%
                      </span>
                      {onCancel ? (
                        <IconAction
                          label={labels.cancel(item.name)}
                          icon={X}
                          onClick={() => onCancel(item.id)}
                        />
                      ) : null}
                    </div>
                  ) : null}
                  {item.status === 'processing' ? (
                    <p className="text-xs text-muted-foreground">{labels.processing}</p>
                  ) : null}
                  {item.status === 'error' ? (
                    <div className="flex items-start gap-2">
                      <p role="alert" className="flex-1 text-sm text-destructive">
                        {item.error}
                      </p>
                      {item.retryable && onRetry ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          aria-label={labels.retry(item.name)}
                          onClick={() => onRetry(item.id)}
                        >
                          <RotateCcw aria-hidden="true" />
                        </Button>
                      ) : null}
                      {onCancel ? (
                        <IconAction
                          label={labels.cancel(item.name)}
                          icon={X}
                          onClick={() => onCancel(item.id)}
                        />
                      ) : null}
                    </div>
                  ) : null}
                  {stored ? (
                    <>
                      {onCaption ? (
                        <Input
                          aria-label={labels.caption(item.name)}
                          defaultValue={item.caption ?? ''}
                          maxLength={300}
                          className="h-8"
                          onBlur={(event) => {
                            if (event.currentTarget.value !== (item.caption ?? ''))
                              onCaption(item.id, event.currentTarget.value);
                          }}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') event.currentTarget.blur();
                          }}
                        />
                      ) : null}
                      <div className="flex flex-wrap gap-1">
                        {onMove ? (
                          <>
                            <IconAction
                              label={labels.moveEarlier(item.name)}
                              icon={ArrowUp}
                              disabled={index === 0}
                              onClick={() => onMove(item.id, -1)}
                            />
                            <IconAction
                              label={labels.moveLater(item.name)}
                              icon={ArrowDown}
                              disabled={index === items.length - 1}
                              onClick={() => onMove(item.id, 1)}
                            />
                          </>
                        ) : null}
                        {onMakeCover && !item.cover ? (
                          <IconAction
                            label={labels.makeCover(item.name)}
                            icon={Star}
                            onClick={() => onMakeCover(item.id)}
                          />
                        ) : null}
                        {onRemove ? (
                          <IconAction
                            label={labels.remove(item.name)}
                            icon={Trash2}
                            onClick={() => onRemove(item.id)}
                          />
                        ) : null}
                      </div>
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}

export { PhotoUploader, type PhotoUploaderLabels, type PhotoUploaderProps, type UploadItem };
