import { isApiError, unwrap, uploadPhoto } from '@shootbook/api-client';
import { ACCEPT_IMAGE_TYPES, photoFileProblem } from '@shootbook/machines';
import { AvatarUploader } from '@shootbook/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiErrorMessage, currentIdToken } from '../../app/api';
import { config } from '../../app/config';
import { useSession } from '../../auth/AuthProvider';
import type { UserProfile } from '../../auth/profile';
import { profileKeys } from '../profiles/queries';
import { PROCESSING_POLL_MS } from './queries';

type State =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'processing'; photoId: string }
  | { status: 'error'; error: string };

/**
 * The profile photo on `/profile/edit` (docs/decisions/0010): ui AvatarUploader sending
 * `POST /photo` (`purpose: avatar`) with progress, then asking `GET /photo/{id}` until it is
 * rendered, when the profile (whose `avatarUrl` the API has set) is loaded again everywhere.
 */
export function AvatarEditor({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('photos');
  const { refreshProfile } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<State>({ status: 'idle' });
  const photoId = state.status === 'processing' ? state.photoId : undefined;

  const rendered = useQuery({
    queryKey: ['photos', 'avatar', photoId],
    queryFn: () => unwrap(api.GET('/photo/{id}', { params: { path: { id: photoId! } } })),
    enabled: Boolean(photoId),
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false,
  });
  const renderedStatus = rendered.data?.status;
  React.useEffect(() => {
    if (!photoId || !renderedStatus || renderedStatus === 'processing') return;
    if (renderedStatus === 'failed') {
      setState({ status: 'error', error: t('uploader.notAnImage', { name: t('avatar.title') }) });
      return;
    }
    void Promise.all([
      refreshProfile(),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    ]).then(() => setState({ status: 'idle' }));
  }, [photoId, queryClient, refreshProfile, renderedStatus, t]);

  const send = async (file: File) => {
    const problem = photoFileProblem(file);
    if (problem) {
      setState({
        status: 'error',
        error: t(problem === 'too_big' ? 'uploader.tooBig' : 'uploader.notAnImage', {
          name: file.name,
        }),
      });
      return;
    }
    setState({ status: 'uploading', progress: 0 });
    try {
      const photo = await uploadPhoto({
        baseUrl: config.apiBaseUrl,
        getToken: currentIdToken,
        fields: { purpose: 'avatar' },
        file,
        onProgress: (progress) => setState({ status: 'uploading', progress }),
      });
      setState({ status: 'processing', photoId: photo.id });
    } catch (error) {
      setState(
        isApiError(error, 'aborted')
          ? { status: 'idle' }
          : { status: 'error', error: apiErrorMessage(error, t) },
      );
    }
  };

  return (
    <AvatarUploader
      name={profile.name}
      src={profile.avatarUrl}
      status={state.status}
      {...(state.status === 'uploading' ? { progress: state.progress } : {})}
      {...(state.status === 'error' ? { error: state.error } : {})}
      accept={ACCEPT_IMAGE_TYPES}
      onFile={(file) => void send(file)}
      labels={{
        change: t('avatar.change'),
        hint: t('avatar.hint'),
        uploading: (percent) => t('uploader.uploading', { name: t('avatar.title'), percent }),
        processing: t('uploader.processing'),
      }}
    />
  );
}
