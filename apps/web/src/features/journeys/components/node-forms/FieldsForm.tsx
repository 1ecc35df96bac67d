import { NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { WEBHOOK_METHODS } from '@parley/core/journeys/action-node-data';
import type { Duration } from '@parley/core/journeys/common-schemas';
import type { JourneyNode } from '@parley/core/journeys/graph';
import { MAX_WEBHOOK_ATTEMPTS } from '@parley/core/journeys/limits';
import { isTaskNodeType, NODE_TYPE_LABELS } from '@parley/core/journeys/node-types';
import { useBuilder } from '../../state/builder-context.ts';
import { nodeSummary } from '../../utils/node-summary.ts';
import { AgentPicker } from './AgentPicker.tsx';
import { CancellationReasonPicker } from './CancellationReasonPicker.tsx';
import { DurationInput } from './DurationInput.tsx';
import { FromNumberPicker } from './FromNumberPicker.tsx';
import { FIELDS_OF_TYPE, type FieldSpec } from './field-table.ts';
import { type ContactUpdate, ContactUpdatesInput, type NamedValue, NamedValuesInput } from './ListInputs.tsx';
import type { NodeFormProps, ReferencePickerProps } from './node-form-types.ts';
import { QueuePicker } from './QueuePicker.tsx';

/** The node with one data field replaced. */
function withField(node: JourneyNode, key: string, value: unknown): JourneyNode {
  // The field table pairs each key with the editor of that field's type, so the value has the type
  // the node's data schema gives the key (server and validation re-check it with zod anyway).
  return { ...node, data: { ...node.data, [key]: value } } as JourneyNode;
}

function TaskNodeSelect({
  spec,
  value,
  onChange,
  error,
  readOnly,
  nodeId,
}: {
  spec: FieldSpec;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  readOnly: boolean;
  nodeId: string;
}) {
  const nodes = useBuilder((state) => state.definition.nodes);
  const options = nodes
    .filter((node) => node.id !== nodeId && isTaskNodeType(node.type))
    .map((node) => ({
      value: node.id,
      label: `${NODE_TYPE_LABELS[node.type]}: ${nodeSummary(node) ?? node.id}`,
    }));
  return (
    <Select
      label={spec.label}
      aria-label={spec.label}
      data={options}
      value={value}
      clearable
      readOnly={readOnly}
      error={error}
      onChange={onChange}
      placeholder="Choose the step that created the task"
    />
  );
}

/** The form of an action or task node, laid out from FIELDS_OF_TYPE. */
export function FieldsForm(props: NodeFormProps) {
  const specs = FIELDS_OF_TYPE[props.node.type] ?? [];
  return (
    <Stack gap="sm">
      {specs.map((spec) => (
        <FieldEditor key={spec.key} spec={spec} {...props} />
      ))}
    </Stack>
  );
}

/** One field of the table with its editor. */
function FieldEditor({ spec, node, onChange, errorOf, readOnly }: NodeFormProps & { spec: FieldSpec }) {
  const set = (key: string, value: unknown) => onChange(withField(node, key, value), key);
  const fieldError = (key: string) => errorOf(`data.${key}`);
  const value: unknown = Reflect.get(node.data, spec.key);
  const common = {
    label: spec.label,
    'aria-label': spec.label,
    description: spec.description,
    readOnly,
  };
  const picker: ReferencePickerProps = {
    label: spec.label,
    description: spec.description,
    value: typeof value === 'string' && value.trim() !== '' ? value : null,
    error: fieldError(spec.key),
    readOnly,
    onChange: (next) => set(spec.key, next),
  };
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          key={spec.key}
          {...common}
          value={String(value ?? '')}
          error={fieldError(spec.key)}
          onChange={(event) => set(spec.key, event.currentTarget.value)}
        />
      );
    case 'longText':
      return (
        <Textarea
          key={spec.key}
          {...common}
          autosize
          minRows={3}
          maxRows={10}
          value={String(value ?? '')}
          error={fieldError(spec.key)}
          onChange={(event) => set(spec.key, event.currentTarget.value)}
        />
      );
    case 'optionalText':
      return (
        <TextInput
          key={spec.key}
          {...common}
          value={typeof value === 'string' ? value : ''}
          error={fieldError(spec.key)}
          onChange={(event) =>
            set(spec.key, event.currentTarget.value.trim() === '' ? null : event.currentTarget.value)
          }
        />
      );
    case 'priority':
    case 'attempts':
      return (
        <NumberInput
          key={spec.key}
          {...common}
          value={typeof value === 'number' ? value : ''}
          min={spec.kind === 'attempts' ? 1 : 0}
          max={spec.kind === 'attempts' ? MAX_WEBHOOK_ATTEMPTS : undefined}
          allowDecimal={false}
          allowNegative={false}
          error={fieldError(spec.key)}
          onChange={(next) =>
            set(spec.key, typeof next === 'number' ? next : spec.kind === 'attempts' ? 1 : null)
          }
        />
      );
    case 'method':
      return (
        <Select
          key={spec.key}
          {...common}
          data={[...WEBHOOK_METHODS]}
          value={String(value)}
          allowDeselect={false}
          onChange={(next) => next && set(spec.key, next)}
        />
      );
    case 'duration':
      return (
        // The table names `after` (a Duration) for this kind.
        <DurationInput
          key={spec.key}
          label={spec.label}
          value={value as Duration}
          readOnly={readOnly}
          error={errorOf(`data.${spec.key}.amount`)}
          onChange={(next) => set(spec.key, next)}
        />
      );
    case 'namedValues':
      return (
        // The table names attribute and header lists ({ name, value }[]) for this kind.
        <NamedValuesInput
          key={spec.key}
          label={spec.label}
          value={value as NamedValue[]}
          readOnly={readOnly}
          errorOf={(index, field) => errorOf(`data.${spec.key}.${index}.${field}`)}
          onChange={(next) => set(spec.key, next)}
        />
      );
    case 'contactUpdates':
      return (
        // The table names updateContact's `updates` for this kind.
        <ContactUpdatesInput
          key={spec.key}
          value={value as ContactUpdate[]}
          readOnly={readOnly}
          errorOf={(index, field) => errorOf(`data.updates.${index}.${field}`)}
          onChange={(next) => set(spec.key, next)}
        />
      );
    case 'taskNode':
      return (
        <TaskNodeSelect
          key={spec.key}
          spec={spec}
          nodeId={node.id}
          value={typeof value === 'string' ? value : null}
          error={fieldError(spec.key)}
          readOnly={readOnly}
          onChange={(next) => set(spec.key, next)}
        />
      );
    case 'queue':
      return <QueuePicker key={spec.key} {...picker} />;
    case 'voiceNumber':
    case 'smsNumber':
      return (
        <FromNumberPicker
          key={spec.key}
          {...picker}
          channel={spec.kind === 'voiceNumber' ? 'voice' : 'sms'}
        />
      );
    case 'agent':
      return <AgentPicker key={spec.key} {...picker} />;
    case 'cancellationReason':
      return <CancellationReasonPicker key={spec.key} {...picker} />;
  }
}
