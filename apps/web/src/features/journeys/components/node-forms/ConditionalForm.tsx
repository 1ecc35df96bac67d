import { Stack, Text } from '@mantine/core';
import { CONDITIONAL_SOURCES } from '@parley/core/journeys/flow-node-data';
import { useSession } from '../../../auth/hooks/useSession.ts';
import { ConditionBuilder } from '../../../condition-builder/components/ConditionBuilder.tsx';
import type { NodeFormProps } from './node-form-types.ts';

/**
 * A conditional's tree in the condition builder (spec 002), with the sources spec 000 §4 allows:
 * contactAttribute, customEvent, parleyVoiceEvent, triggeringEvent. True / false outputs.
 */
export function ConditionalForm({ node, onChange, readOnly }: NodeFormProps<'conditional'>) {
  const flags = useSession().profile?.featureFlags;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Contacts who match go on by the True output, the others by False.
      </Text>
      <ConditionBuilder
        value={node.data.conditions}
        conditionTypes={CONDITIONAL_SOURCES}
        readOnly={readOnly}
        showValidation
        flags={{ showNorOperator: flags?.showNorOperator ?? false }}
        onChange={(conditions) => onChange({ ...node, data: { conditions } }, 'conditions')}
      />
    </Stack>
  );
}
