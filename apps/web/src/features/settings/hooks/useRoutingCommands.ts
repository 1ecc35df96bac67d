import { QUEUE_TEXTS, RULE_TEXTS } from '@parley/core/settings/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  deleteQueue,
  deleteRule,
  type QueueInput,
  type RoutingRule,
  type RuleChange,
  reorderRules,
  saveQueue,
  saveRule,
} from '../api/routing-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';

export function useQueueCommands() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: settingsKeys.queues() });
    // Rules show their queue's name; deleting a queue deletes its rules.
    void queryClient.invalidateQueries({ queryKey: settingsKeys.rules() });
  };
  return {
    save: useMutation({
      mutationFn: ({ sid, input }: { sid: string | null; input: QueueInput }) => saveQueue(sid, input),
      onSuccess: (_queue, { sid }) => {
        showSuccessToast(sid ? QUEUE_TEXTS.saved : QUEUE_TEXTS.created);
        return refresh();
      },
    }),
    remove: useMutation({
      mutationFn: deleteQueue,
      onSuccess: () => {
        showSuccessToast(QUEUE_TEXTS.deleted);
        return refresh();
      },
    }),
  };
}

export function useRuleCommands() {
  const queryClient = useQueryClient();
  const key = settingsKeys.rules();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const done = (message: string) => () => {
    showSuccessToast(message);
    return refresh();
  };
  return {
    save: useMutation({
      mutationFn: (change: RuleChange) => saveRule(change),
      onSuccess: (_rule, { id }) => done(id ? RULE_TEXTS.saved : RULE_TEXTS.created)(),
    }),
    remove: useMutation({ mutationFn: deleteRule, onSuccess: done(RULE_TEXTS.deleted) }),
    reorder: useMutation({
      mutationFn: (rules: RoutingRule[]) => reorderRules(rules.map((rule) => rule.id)),
      onMutate: (rules) => queryClient.setQueryData(key, rules),
      onSuccess: done(RULE_TEXTS.reordered),
      onError: refresh,
    }),
  };
}
