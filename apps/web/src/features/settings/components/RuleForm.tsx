import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ROUTING_MATCH_LABELS } from '@parley/core/routing/rule-labels';
import { MAX_TASK_PRIORITY, routingAttributeSchema, routingRuleInput } from '@parley/core/routing/rules';
import { RULE_TEXTS, SETTINGS_TEXTS } from '@parley/core/settings/texts';
import { fieldRule } from '../../auth/utils/field-rule.ts';
import type { Queue, RoutingRule, RoutingRuleInput } from '../api/routing-api.ts';
import { showSaveError } from '../utils/form-errors.ts';
import { type RuleFormValues, ruleFormValues, ruleInputOf } from '../utils/rule-form-values.ts';
import { ConditionRows } from './ConditionRows.tsx';

export type RuleFormProps = {
  rule?: RoutingRule;
  queues: Queue[];
  onSubmit: (input: RoutingRuleInput) => Promise<unknown>;
  onCancel: () => void;
};

const nameRule = fieldRule(routingRuleInput.shape.name, RULE_TEXTS.name);
const attributeRule = fieldRule(routingAttributeSchema, RULE_TEXTS.attribute);

/** Server field paths → labels: the rule's fields and each condition's (conditions.0.value …). */
function serverLabels(count: number): Record<string, string> {
  const labels: Record<string, string> = {
    name: RULE_TEXTS.name,
    queueSid: RULE_TEXTS.queue,
    priority: RULE_TEXTS.priority,
    match: RULE_TEXTS.match,
    conditions: RULE_TEXTS.conditions,
  };
  for (let index = 0; index < count; index += 1) {
    labels[`conditions.${index}.attribute`] = RULE_TEXTS.attribute;
    labels[`conditions.${index}.value`] = RULE_TEXTS.value;
  }
  return labels;
}

/** A routing rule: name, target queue, match mode, conditions, optional priority, enabled. */
export function RuleForm({ rule, queues, onSubmit, onCancel }: RuleFormProps) {
  const defaultQueue = queues.find((queue) => queue.isDefault)?.sid;
  const form = useForm<RuleFormValues>({
    initialValues: ruleFormValues(rule, defaultQueue),
    validate: {
      name: nameRule,
      queueSid: (value) => (value ? null : `${RULE_TEXTS.queue} is required`),
      priority: (value) =>
        value === '' ||
        (Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= MAX_TASK_PRIORITY)
          ? null
          : `${RULE_TEXTS.priority} must be a whole number from 0 to ${MAX_TASK_PRIORITY}`,
      conditions: {
        attribute: attributeRule,
        value: (value, values, path) => {
          const operator = values.conditions[Number(path.split('.')[1])]?.operator;
          return operator === 'in' || operator === 'exists' || value.trim() !== ''
            ? null
            : `${RULE_TEXTS.value} is required`;
        },
        values: (list, values, path) => {
          const operator = values.conditions[Number(path.split('.')[1])]?.operator;
          return operator !== 'in' || list.length > 0
            ? null
            : `${RULE_TEXTS.values} needs at least one value`;
        },
      },
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(ruleInputOf(values));
    } catch (error) {
      showSaveError(form, error, serverLabels(values.conditions.length));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={RULE_TEXTS.name} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Select
          label={RULE_TEXTS.queue}
          withAsterisk
          data={queues.map((queue) => ({ value: queue.sid, label: queue.friendlyName }))}
          allowDeselect={false}
          {...form.getInputProps('queueSid')}
        />
        <Fieldset legend={RULE_TEXTS.conditions} variant="filled">
          <Stack gap="sm">
            <SegmentedControl
              aria-label={RULE_TEXTS.match}
              w="fit-content"
              data={[
                { value: 'all', label: ROUTING_MATCH_LABELS.all },
                { value: 'any', label: ROUTING_MATCH_LABELS.any },
              ]}
              value={form.values.match}
              onChange={(value) => form.setFieldValue('match', value === 'any' ? 'any' : 'all')}
            />
            <ConditionRows form={form} />
          </Stack>
        </Fieldset>
        <NumberInput
          label={RULE_TEXTS.priority}
          description={RULE_TEXTS.priorityHint}
          min={0}
          max={MAX_TASK_PRIORITY}
          allowDecimal={false}
          allowNegative={false}
          w={360}
          {...form.getInputProps('priority')}
        />
        <Switch label={RULE_TEXTS.enabled} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {SETTINGS_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {SETTINGS_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
