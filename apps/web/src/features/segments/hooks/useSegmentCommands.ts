import type { SegmentType } from '@parley/core/segments/segment-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  createSegment,
  deleteSegment,
  type Segment,
  type SegmentChange,
  updateSegment,
  uploadSegmentFile,
} from '../api/segments-api.ts';
import { segmentKeys } from '../api/segments-keys.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/**
 * Create, update, delete and upload, each with its toast. A refusal naming the name field is left to
 * the form (shown under the field); other failures toast the failure text with the server's reason.
 */
export function useSegmentCommands() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: segmentKeys.all });
  const failure = (text: string) => (error: unknown) => {
    if (error instanceof Error && Reflect.get(error, 'field') === 'name') return;
    showErrorToast(messageOf(error) ?? text, { title: text });
  };

  const create = useMutation({
    mutationFn: (variables: SegmentChange & { type: SegmentType }) => createSegment(variables),
    onSuccess: async (segment: Segment) => {
      showSuccessToast(SEGMENTS_TEXTS.created);
      await refresh();
      navigate(`/segments/${segment.id}`);
    },
    onError: failure(SEGMENTS_TEXTS.createFailed),
  });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: SegmentChange }) => updateSegment(id, change),
    onSuccess: async (segment: Segment) => {
      queryClient.setQueryData(segmentKeys.detail(segment.id), segment);
      showSuccessToast(SEGMENTS_TEXTS.updated);
      await refresh();
    },
    onError: failure(SEGMENTS_TEXTS.updateFailed),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSegment(id),
    onSuccess: async () => {
      showSuccessToast(SEGMENTS_TEXTS.deleted);
      navigate('/segments');
      await refresh();
    },
    onError: failure(SEGMENTS_TEXTS.deleteFailed),
  });
  const upload = useMutation({
    mutationFn: ({
      id,
      file,
      includeCsvDataTypeRow,
    }: {
      id: string;
      file: File;
      includeCsvDataTypeRow: boolean;
    }) => uploadSegmentFile(id, file, includeCsvDataTypeRow),
    onSuccess: async () => {
      await refresh();
    },
    // spec 001 §8 'Error uploading file', with the server's reason (e.g. the 5 MB limit).
    onError: (error: unknown) =>
      showErrorToast(messageOf(error) ?? SEGMENTS_TEXTS.upload.failed, {
        title: SEGMENTS_TEXTS.upload.failed,
      }),
  });
  return { create, update, remove, upload };
}
