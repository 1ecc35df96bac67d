import { Alert } from '@mantine/core';
import { needsIntegration } from '@parley/core/journeys/node-types';
import { JOURNEY_TEXTS } from '@parley/core/journeys/texts';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { AbTestForm } from './AbTestForm.tsx';
import { ConditionalForm } from './ConditionalForm.tsx';
import { DelayForm } from './DelayForm.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import type { NodeFormProps } from './node-form-types.ts';
import { StickyNoteForm } from './StickyNoteForm.tsx';
import { TriggerForm } from './TriggerForm.tsx';

/** The form of the node's type. */
export function NodeForm(props: NodeFormProps) {
  const { node } = props;
  // Each branch narrows the node by its type for that type's form.
  switch (node.type) {
    case 'trigger':
      return <TriggerForm {...props} node={node} />;
    case 'delay':
      return <DelayForm {...props} node={node} />;
    case 'conditional':
      return <ConditionalForm {...props} node={node} />;
    case 'ABTest':
      return <AbTestForm {...props} node={node} />;
    case 'stickyNote':
      return <StickyNoteForm {...props} node={node} />;
    default:
      if (needsIntegration(node.type)) {
        return (
          <Alert
            color="orange"
            icon={<IconPlugConnectedX size={18} />}
            title={JOURNEY_TEXTS.needsIntegration}
          >
            This step is shown so the journey can be drawn; it cannot go live until its integration is
            configured.
          </Alert>
        );
      }
      return <FieldsForm {...props} />;
  }
}
