import { Alert, Button, Select, Stack, TagsInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import type { WrapUpForm as WrapUpFormValues } from '@parley/core/agent-desktop/wrap-up';
import { useRef } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import { useDeskAgent } from '../hooks/useDeskAgent.ts';
import { useWrapUpLists } from '../hooks/useDeskSettings.ts';
import { completeWrapUp } from '../state/desk-actions.ts';
import { EMPTY_WRAP_UP_FORM, useDeskStore } from '../state/desk-store.ts';
import { AutocompleteCountdown } from './AutocompleteCountdown.tsx';

export type WrapUpFormProps = {
  reservation: Reservation;
  /** Its drawer on one column has the title already (issue 17 item 10). */
  withTitle?: boolean;
};

type FormValues = { outcomeId: string | null; notes: string; objections: string[] };

/**
 * Wrap-up (spec 001 §3, §5): disposition (the brand's Dispositions), notes and objections (Tags,
 * or typed). What the agent types is kept on the desk so the autocomplete countdown submits it.
 * Submit sends summarize-task (one retry), or completes the task when spec 001 §5 skips it.
 */
export function WrapUpForm({ reservation, withTitle = true }: WrapUpFormProps) {
  const { taskSid } = reservation;
  const brandSlug = useSession().profile?.brandSlug;
  const agent = useDeskAgent().data;
  const lists = useWrapUpLists();
  const dispositions = lists.data?.dispositions ?? [];
  const draft = useDeskStore.getState().wrapUpDrafts[taskSid] ?? EMPTY_WRAP_UP_FORM;
  const busy = useDeskStore(
    (state) => state.busyReservations.includes(reservation.sid) || state.pendingRemoval.includes(taskSid),
  );

  const toDraft = (values: FormValues): WrapUpFormValues => ({
    outcomeId: values.outcomeId,
    disposition: dispositions.find((item) => item.id === values.outcomeId)?.name ?? null,
    notes: values.notes,
    objections: values.objections,
  });

  // The rules read the lists as they are at submit time (they may load after the form).
  const hasDispositions = useRef(false);
  hasDispositions.current = dispositions.length > 0;

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { outcomeId: draft.outcomeId, notes: draft.notes, objections: [...draft.objections] },
    validate: {
      // spec 000 §5: validated on submit; the error clears when the field changes.
      outcomeId: (value) =>
        hasDispositions.current && !value ? AGENT_DESKTOP_TEXTS.chooseDisposition : null,
    },
    onValuesChange: (values) => useDeskStore.getState().setWrapUpDraft(taskSid, toDraft(values)),
  });

  const submit = form.onSubmit((values) => {
    if (!agent) return;
    useDeskStore.getState().setWrapUpDraft(taskSid, toDraft(values));
    void completeWrapUp(taskSid, {
      brandSlug,
      agent: { id: agent.id, email: agent.email },
      dispositionedBy: 'agent',
    });
  });

  return (
    <form onSubmit={submit} aria-label={AGENT_DESKTOP_TEXTS.wrapUpTitle}>
      <Stack p="md" gap="md">
        {withTitle && <Title order={4}>{AGENT_DESKTOP_TEXTS.wrapUpTitle}</Title>}
        <AutocompleteCountdown reservation={reservation} />
        {lists.isError && <Alert color="yellow">{AGENT_DESKTOP_TEXTS.wrapUpListsLoadError}</Alert>}
        <Select
          label={AGENT_DESKTOP_TEXTS.disposition}
          data={dispositions.map((item) => ({ value: item.id, label: item.name }))}
          searchable
          clearable
          disabled={busy}
          withAsterisk={dispositions.length > 0}
          nothingFoundMessage={AGENT_DESKTOP_TEXTS.noMatchingDisposition}
          {...form.getInputProps('outcomeId')}
        />
        <Textarea
          label={AGENT_DESKTOP_TEXTS.notes}
          autosize
          minRows={3}
          maxRows={10}
          disabled={busy}
          {...form.getInputProps('notes')}
        />
        <TagsInput
          label={AGENT_DESKTOP_TEXTS.objections}
          placeholder={AGENT_DESKTOP_TEXTS.objectionsPlaceholder}
          data={(lists.data?.tags ?? []).map((tag) => tag.name)}
          clearable
          disabled={busy}
          {...form.getInputProps('objections')}
        />
        <Button type="submit" loading={busy} disabled={!agent || lists.isPending}>
          {AGENT_DESKTOP_TEXTS.submit}
        </Button>
      </Stack>
    </form>
  );
}
