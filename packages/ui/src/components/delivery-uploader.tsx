import * as React from 'react';
import Uppy, { type Meta, type State, type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import { CloudUpload, Pause, Play, RotateCcw, X } from 'lucide-react';

import { cn } from '../cn.ts';
import { Button } from './button.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { Progress } from './progress.tsx';

/** The Uppy instance a {@link DeliveryUploader} shows (files carry string metadata only). */
type DeliveryUppy = Uppy<Meta, Record<string, never>>;

/** How {@link createDeliveryUppy} reaches the server's resumable (tus) upload endpoint. */
interface DeliveryUppyOptions {
  /** The tus creation URL of the delivery's uploads (from the API client's base URL). */
  endpoint: string;
  /**
   * Headers for each request, asked again before every request (a fresh identity token after an
   * hour of uploading), e.g. `async () => ({ Authorization: \`Bearer ${await user.getIdToken()}\` })`.
   */
  authorize?: () => Promise<Record<string, string>>;
  /** Sent with every file as tus `Upload-Metadata` (e.g. `{ kind: 'final' }`), next to its name and type. */
  meta?: Record<string, string>;
  /** MIME types or extensions the picker and Uppy accept, e.g. `['image/jpeg', '.heic']`. */
  allowedFileTypes?: string[];
  /** Largest file, in bytes (the API's limit; Uppy refuses bigger files before sending them). */
  maxFileSizeBytes?: number;
  /** Bytes per PATCH request; default 8 MiB (a phone connection loses at most one chunk). */
  chunkSizeBytes?: number;
  /** Files sent at the same time; default 3. */
  parallel?: number;
}

/** Default tus chunk: small enough to lose little on a dropped phone connection, big enough to be few requests. */
const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * A new Uppy instance that uploads a delivery's files through tus (docs/decisions/0023):
 * starts as soon as files are added, sends `parallel` files at a time in `chunkSizeBytes` chunks,
 * retries a dropped request after 0, 1, 3, 10 and 20 s, and keeps each upload's address in
 * localStorage so a file picked again after a reload resumes where it stopped. The caller owns
 * it: `destroy()` it when the page goes ({@link useDeliveryUppy} does both).
 */
function createDeliveryUppy(options: DeliveryUppyOptions): DeliveryUppy {
  const restrictions = {
    ...(options.allowedFileTypes ? { allowedFileTypes: options.allowedFileTypes } : {}),
    ...(options.maxFileSizeBytes ? { maxFileSize: options.maxFileSizeBytes } : {}),
  };
  const uppy: DeliveryUppy = new Uppy<Meta, Record<string, never>>({
    autoProceed: true,
    restrictions,
    meta: options.meta ?? {},
  });
  const authorize = options.authorize;
  uppy.use(Tus, {
    endpoint: options.endpoint,
    chunkSize: options.chunkSizeBytes ?? DEFAULT_CHUNK_BYTES,
    limit: options.parallel ?? 3,
    retryDelays: [0, 1000, 3000, 10_000, 20_000],
    removeFingerprintOnSuccess: true,
    ...(authorize
      ? {
          onBeforeRequest: async (request) => {
            for (const [name, value] of Object.entries(await authorize()))
              request.setHeader(name, value);
          },
        }
      : {}),
  });
  return uppy;
}

/**
 * {@link createDeliveryUppy} for the life of a component: one instance per mount, destroyed on
 * unmount (stopping its uploads). Options are read once, at mount.
 */
function useDeliveryUppy(options: DeliveryUppyOptions): DeliveryUppy {
  const [uppy] = React.useState(() => createDeliveryUppy(options));
  React.useEffect(() => () => uppy.destroy(), [uppy]);
  return uppy;
}

/** The Uppy state, re-rendering on every change (React's external-store subscription). */
function useUppyState(uppy: DeliveryUppy): State<Meta, Record<string, never>> {
  const subscribe = React.useCallback(
    (onChange: () => void) => uppy.store.subscribe(onChange),
    [uppy],
  );
  const read = React.useCallback(() => uppy.getState(), [uppy]);
  return React.useSyncExternalStore(subscribe, read, read);
}

/** Every text of {@link DeliveryUploader}, already translated. */
interface DeliveryUploaderLabels {
  /** The drop zone's call to action, e.g. "Add photos". */
  add: string;
  /** Under it: formats and limits, e.g. "JPEG, PNG, WebP or AVIF (not HEIC), up to 50 MB each". */
  hint: string;
  /** Accessible name of the file list, e.g. "Uploads". */
  list: string;
  /** The overall line, e.g. "3 of 12 uploaded · 42%". */
  overall: (done: number, total: number, percent: number) => string;
  /** A file's progress bar, e.g. "Uploading IMG_0012.jpg: 42%". */
  progress: (name: string, percent: number) => string;
  pause: (name: string) => string;
  resume: (name: string) => string;
  retry: (name: string) => string;
  remove: (name: string) => string;
  pauseAll: string;
  resumeAll: string;
  /** A file's state words. */
  paused: string;
  done: string;
  failed: string;
  /**
   * Why a file failed, in words the photographer understands, from the server's answer
   * ({@link DeliveryUploadFailure}; e.g. "Connection lost. Retry to continue where it stopped.").
   */
  failure: (failure: DeliveryUploadFailure) => string;
  /**
   * A file Uppy refused before sending: `type` (not a format the API takes, e.g. "IMG_1.HEIC:
   * HEIC cannot be delivered, export JPEG") or `size` (over the largest file).
   */
  rejected: (name: string, reason: 'type' | 'size') => string;
}

/**
 * Why an upload failed: the server's `status` and its answer's `body` parsed as JSON (the API's
 * `Error`: `code`, `details`, `params.reason`), or `status` null when no answer came (the
 * connection was lost; a retry resumes from the server's offset).
 */
interface DeliveryUploadFailure {
  status: number | null;
  body: unknown;
}

/** The failure Uppy recorded on `file` (its `response` on an upload error; none when the connection dropped). */
function failureOf(file: UppyFile<Meta, Record<string, never>>): DeliveryUploadFailure {
  const response = file.response as
    { status?: number; body?: { xhr?: { responseText?: string } } } | undefined;
  const text = response?.body?.xhr?.responseText;
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  return { status: response?.status || null, body };
}

interface DeliveryUploaderProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The Uppy instance ({@link useDeliveryUppy}); the component adds files to it and shows its state. */
  uppy: DeliveryUppy;
  labels: DeliveryUploaderLabels;
  /** The file picker's `accept` hint, e.g. `image/jpeg,image/heic`. */
  accept?: string;
  /** No files accepted now (e.g. while the delivery is being submitted). */
  disabled?: boolean;
}

/**
 * The share of all bytes sent, 0–100, from the files listed now (Uppy's own `totalProgress` is
 * not recomputed when a file is removed).
 */
function overallPercent(files: readonly UppyFile<Meta, Record<string, never>>[]): number {
  let total = 0;
  let sent = 0;
  for (const file of files) {
    const size = file.progress.bytesTotal ?? file.size ?? 0;
    total += size;
    sent += file.progress.uploadComplete ? size : file.progress.bytesUploaded || 0;
  }
  return total === 0 ? 0 : Math.round((sent / total) * 100);
}

type FileStage = 'waiting' | 'uploading' | 'paused' | 'done' | 'failed';

function stageOf(file: UppyFile<Meta, Record<string, never>>): FileStage {
  if (file.progress.uploadComplete) return 'done';
  if (file.error) return 'failed';
  if (file.isPaused) return 'paused';
  return file.progress.uploadStarted ? 'uploading' : 'waiting';
}

/**
 * The photographer's uploader of proofs or finals (docs/product.md §11): pick or drop many files
 * (a shoot is often hundreds of 10–30 MB files over a phone connection), each with its progress,
 * pause/resume, retry after a failure and remove, plus the overall progress with pause all /
 * resume all. Uploads are resumable (tus through Uppy, {@link createDeliveryUppy}); this component
 * only adds files to `uppy` and shows its state, so the page listens to `uppy` for completion.
 * It is imported only by the lazy delivery page (Uppy stays out of the app's first paint).
 */
function DeliveryUploader({
  uppy,
  labels,
  accept,
  disabled = false,
  className,
  ...props
}: DeliveryUploaderProps) {
  const [rejected, setRejected] = React.useState<{ name: string; reason: 'type' | 'size' }[]>([]);
  const state = useUppyState(uppy);
  const files = Object.values(state.files);
  const done = files.filter((file) => file.progress.uploadComplete).length;
  const active = files.filter((file) => !file.progress.uploadComplete && !file.error);
  const allPaused = active.length > 0 && active.every((file) => file.isPaused);
  const percent = overallPercent(files);

  React.useEffect(() => {
    const onRejected = (file: { name?: string; size?: number | null } | undefined) => {
      if (!file?.name) return;
      const largest = uppy.opts.restrictions.maxFileSize;
      const reason = largest && (file.size ?? 0) > largest ? 'size' : 'type';
      setRejected((list) => [...list, { name: file.name as string, reason }]);
    };
    uppy.on('restriction-failed', onRejected);
    return () => {
      uppy.off('restriction-failed', onRejected);
    };
  }, [uppy]);

  const take = (list: File[]) => {
    setRejected([]);
    uppy.addFiles(
      list.map((file) => ({
        name: file.name,
        type: file.type,
        data: file,
        source: 'Local',
      })),
    );
  };

  return (
    <div data-slot="delivery-uploader" className={cn('flex flex-col gap-4', className)} {...props}>
      <FileDropZone
        label={labels.add}
        hint={labels.hint}
        icon={CloudUpload}
        accept={accept}
        disabled={disabled}
        onFiles={take}
      />

      {rejected.length > 0 ? (
        <div role="alert">
          <ul className="grid gap-1 text-sm text-destructive">
            {rejected.map(({ name, reason }) => (
              <li key={name}>{labels.rejected(name, reason)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {files.length > 0 ? (
        <>
          <div data-slot="delivery-uploader-overall" className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <p aria-live="polite" className="text-sm font-medium tabular-nums">
                {labels.overall(done, files.length, percent)}
              </p>
              {active.length > 0 ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => (allPaused ? uppy.resumeAll() : uppy.pauseAll())}
                >
                  {allPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                  {allPaused ? labels.resumeAll : labels.pauseAll}
                </Button>
              ) : null}
            </div>
            <Progress value={percent} label={labels.overall(done, files.length, percent)} />
          </div>
          <ol aria-label={labels.list} className="grid gap-2">
            {files.map((file) => (
              <UploadRow key={file.id} uppy={uppy} file={file} labels={labels} />
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

/** One file of {@link DeliveryUploader}: name, progress or state, and its buttons. */
function UploadRow({
  uppy,
  file,
  labels,
}: {
  uppy: DeliveryUppy;
  file: UppyFile<Meta, Record<string, never>>;
  labels: DeliveryUploaderLabels;
}) {
  const name = file.name ?? file.id;
  const stage = stageOf(file);
  const percent = Math.round(file.progress.percentage ?? 0);
  const word = { paused: labels.paused, done: labels.done, failed: labels.failed }[
    stage as 'paused' | 'done' | 'failed'
  ];
  const reasonId = React.useId();
  const reason = stage === 'failed' ? labels.failure(failureOf(file)) : null;
  return (
    <li
      data-slot="delivery-uploader-item"
      data-stage={stage}
      className="grid gap-1.5 rounded-lg border bg-card p-2.5"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-medium" title={name}>
          {name}
        </p>
        {word ? (
          <span
            className={cn(
              'text-xs',
              stage === 'failed' ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {word}
          </span>
        ) : null}
        {stage === 'uploading' || stage === 'waiting' || stage === 'paused' ? (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={stage === 'paused' ? labels.resume(name) : labels.pause(name)}
            onClick={() => uppy.pauseResume(file.id)}
          >
            {stage === 'paused' ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </Button>
        ) : null}
        {stage === 'failed' ? (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={labels.retry(name)}
            aria-describedby={reasonId}
            onClick={() => void uppy.retryUpload(file.id)}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        ) : null}
        {stage !== 'done' ? (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={labels.remove(name)}
            onClick={() => uppy.removeFile(file.id)}
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {reason ? (
        // An alert: announced as soon as the file fails, with what to do.
        <p id={reasonId} role="alert" className="text-sm text-destructive">
          {reason}
        </p>
      ) : null}
      {stage !== 'done' ? (
        <Progress value={percent} label={labels.progress(name, percent)} />
      ) : null}
    </li>
  );
}

export {
  DeliveryUploader,
  createDeliveryUppy,
  useDeliveryUppy,
  type DeliveryUploaderLabels,
  type DeliveryUploaderProps,
  type DeliveryUploadFailure,
  type DeliveryUppy,
  type DeliveryUppyOptions,
};
