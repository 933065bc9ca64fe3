import { isApiError, uploadPhoto, type PhotoUploadFields } from '@shootbook/api-client';
import { photoFileProblem } from '@shootbook/machines';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, currentIdToken } from '../../app/api';
import { config } from '../../app/config';
import { catalogueKeys } from '../catalogue/queries';
import { photoKeys, type PhotoOwner } from './queries';

/** A file on its way to the server (or refused before it got there). */
export interface PendingUpload {
  id: string;
  file: File;
  status: 'uploading' | 'error';
  /** 0–1. */
  progress: number;
  error?: string;
  /** A network failure, time-out or server fault: trying again may work. */
  retryable: boolean;
  previewUrl: string;
}

/** Failures another try may fix (the connection, a time-out, the server), not a refused file. */
function retryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status >= 500 || error.status === 429);
}

/**
 * The uploads of one gallery or portfolio: each picked file is checked with the same rules the
 * server applies (packages/machines `photoFileProblem`), sent with its progress, cancelable, and
 * retried on demand; once stored it leaves this list and appears in the photo list (processing).
 */
export function usePhotoUploads(owner: PhotoOwner, fields: PhotoUploadFields) {
  const { t } = useTranslation('photos');
  const queryClient = useQueryClient();
  const [uploads, setUploads] = React.useState<PendingUpload[]>([]);
  const controllers = React.useRef(new Map<string, AbortController>());

  const patch = React.useCallback((id: string, change: Partial<PendingUpload>) => {
    setUploads((list) =>
      list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)),
    );
  }, []);

  const drop = React.useCallback((id: string) => {
    setUploads((list) => {
      const gone = list.find((upload) => upload.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((upload) => upload.id !== id);
    });
  }, []);

  const send = React.useCallback(
    async (upload: Pick<PendingUpload, 'id' | 'file'>) => {
      const controller = new AbortController();
      controllers.current.set(upload.id, controller);
      patch(upload.id, { status: 'uploading', progress: 0, error: undefined, retryable: false });
      try {
        await uploadPhoto({
          baseUrl: config.apiBaseUrl,
          getToken: currentIdToken,
          fields,
          file: upload.file,
          signal: controller.signal,
          onProgress: (progress) => patch(upload.id, { progress }),
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: photoKeys.list(owner) }),
          queryClient.invalidateQueries({ queryKey: catalogueKeys.packages }),
        ]);
        drop(upload.id);
      } catch (error) {
        if (isApiError(error, 'aborted')) return drop(upload.id);
        patch(upload.id, {
          status: 'error',
          error: t('uploader.failed', {
            name: upload.file.name,
            reason: apiErrorMessage(error, t),
          }),
          retryable: retryable(error),
        });
      } finally {
        controllers.current.delete(upload.id);
      }
    },
    [drop, fields, owner, patch, queryClient, t],
  );

  const add = React.useCallback(
    (files: File[]) => {
      const added = files.map((file): PendingUpload => {
        const problem = photoFileProblem(file);
        return {
          id: crypto.randomUUID(),
          file,
          status: problem ? 'error' : 'uploading',
          progress: 0,
          retryable: false,
          previewUrl: URL.createObjectURL(file),
          ...(problem
            ? {
                error: t(problem === 'too_big' ? 'uploader.tooBig' : 'uploader.notAnImage', {
                  name: file.name,
                }),
              }
            : {}),
        };
      });
      setUploads((list) => [...list, ...added]);
      // One at a time keeps a phone's connection for the photo that is showing progress.
      void added
        .filter((upload) => upload.status === 'uploading')
        .reduce<Promise<void>>(
          (previous, upload) => previous.then(() => send(upload)),
          Promise.resolve(),
        );
    },
    [send, t],
  );

  /** Cancels an upload in flight, or dismisses a failed one. */
  const cancel = React.useCallback(
    (id: string) => {
      const controller = controllers.current.get(id);
      if (controller) controller.abort();
      else drop(id);
    },
    [drop],
  );

  const retry = React.useCallback(
    (id: string) => {
      const upload = uploads.find((u) => u.id === id);
      if (upload) void send(upload);
    },
    [send, uploads],
  );

  React.useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live.values()) controller.abort();
    };
  }, []);

  return { uploads, add, cancel, retry };
}
