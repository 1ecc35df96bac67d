import { useMutation } from '@tanstack/react-query';
import { type CustomTaskBody, createSimulatedCustomTask } from '../api/simulator-api.ts';

export function useCreateCustomTask() {
  return useMutation({ mutationFn: (body: CustomTaskBody) => createSimulatedCustomTask(body) });
}
