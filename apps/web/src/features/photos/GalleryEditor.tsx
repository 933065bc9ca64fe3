import type { PhotoUploadFields } from '@shootbook/api-client';
import { ACCEPT_IMAGE_TYPES, PHOTO_LIMITS } from '@shootbook/machines';
import { PhotoUploader, Text, type UploadItem } from '@shootbook/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../app/toast';
import { toastApiError } from '../../app/api';
import { QueryError } from '../../app/QueryStates';
import { usePhotoChanges, usePhotos, type Photo, type PhotoOwner } from './queries';
import { usePhotoUploads } from './usePhotoUploads';

/** How long a removed photo can be brought back before it is deleted, milliseconds. */
export const UNDO_REMOVE_MS = 6_000;

/**
 * The owner's editor of a package gallery (`purpose: 'package'`) or their portfolio: ui
 * PhotoUploader over the stored photos (`GET /photo`) and the uploads in flight. Reorder is
 * optimistic; removing waits {@link UNDO_REMOVE_MS} with an Undo in the toast before
 * `DELETE /photo/{id}`. Limits from packages/machines `PHOTO_LIMITS`.
 */
export function GalleryEditor({ owner, fields }: { owner: PhotoOwner; fields: PhotoUploadFields }) {
  const { t } = useTranslation('photos');
  const query = usePhotos(owner);
  const changes = usePhotoChanges(owner);
  const { uploads, add, cancel, retry } = usePhotoUploads(owner, fields);
  const [removing, setRemoving] = React.useState<ReadonlySet<string>>(new Set());
  const limit = PHOTO_LIMITS[fields.purpose];

  if (query.isError)
    return (
      <QueryError error={query.error} title={t('section')} onRetry={() => void query.refetch()} />
    );

  const stored: Photo[] = (query.data?.photos ?? []).filter((photo) => !removing.has(photo.id));
  const nameOf = (index: number) => t('uploader.photoName', { index: index + 1 });
  const items: UploadItem[] = [
    ...stored.map((photo, index): UploadItem => ({
      id: photo.id,
      name: photo.caption || nameOf(index),
      status: photo.status === 'failed' ? 'error' : photo.status,
      photo,
      caption: photo.caption,
      cover: photo.cover,
      ...(photo.status === 'failed'
        ? { error: t('uploader.notAnImage', { name: nameOf(index) }) }
        : {}),
    })),
    ...uploads.map((upload): UploadItem => ({
      id: upload.id,
      name: upload.file.name,
      status: upload.status,
      progress: upload.progress,
      previewUrl: upload.previewUrl,
      retryable: upload.retryable,
      ...(upload.error ? { error: upload.error } : {}),
    })),
  ];
  const isStored = (id: string) => stored.some((photo) => photo.id === id);

  const move = (id: string, step: -1 | 1) => {
    const order = stored.map((photo) => photo.id);
    const from = order.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= order.length) return;
    order.splice(from, 1);
    order.splice(to, 0, id);
    changes.reorder.mutate([...order, ...[...removing]], {
      onError: (error) => toastApiError(error, t),
    });
  };

  const remove = (id: string) => {
    setRemoving((set) => new Set(set).add(id));
    let undone = false;
    const restore = () => setRemoving((set) => new Set([...set].filter((other) => other !== id)));
    const commit = () => {
      if (undone) return;
      changes.remove.mutate(id, {
        onError: (error) => {
          restore();
          toastApiError(error, t);
        },
        onSuccess: restore,
      });
    };
    toast(t('uploader.removed'), {
      duration: UNDO_REMOVE_MS,
      action: {
        label: t('uploader.undo'),
        onClick: () => {
          undone = true;
          restore();
        },
      },
      onAutoClose: commit,
      onDismiss: commit,
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <PhotoUploader
        items={items}
        accept={ACCEPT_IMAGE_TYPES}
        full={stored.length + uploads.filter((u) => u.status === 'uploading').length >= limit}
        onFiles={add}
        onCancel={cancel}
        onRetry={retry}
        onMove={(id, step) => (isStored(id) ? move(id, step) : undefined)}
        onRemove={(id) => (isStored(id) ? remove(id) : cancel(id))}
        {...(fields.purpose === 'package'
          ? {
              onMakeCover: (id: string) =>
                changes.cover.mutate(id, { onError: (error) => toastApiError(error, t) }),
            }
          : {})}
        onCaption={(id, caption) =>
          changes.caption.mutate(
            { id, caption },
            {
              onSuccess: () => toast.success(t('uploader.saved')),
              onError: (error) => toastApiError(error, t),
            },
          )
        }
        labels={{
          add: t('uploader.add'),
          hint: t('uploader.hint'),
          full: t('uploader.full', { count: limit }),
          list:
            fields.purpose === 'package' ? t('uploader.listPackage') : t('uploader.listPortfolio'),
          uploading: (name, percent) => t('uploader.uploading', { name, percent }),
          processing: t('uploader.processing'),
          cancel: (name) => t('uploader.cancel', { name }),
          retry: (name) => t('uploader.retry', { name }),
          remove: (name) => t('uploader.remove', { name }),
          moveEarlier: (name) => t('uploader.moveEarlier', { name }),
          moveLater: (name) => t('uploader.moveLater', { name }),
          makeCover: (name) => t('uploader.makeCover', { name }),
          cover: t('uploader.cover'),
          caption: (name) => t('uploader.caption', { name }),
        }}
      />
      {stored.length > 1 ? <Text variant="muted">{t('uploader.keyboardHint')}</Text> : null}
    </div>
  );
}
