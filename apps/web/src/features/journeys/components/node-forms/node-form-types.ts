// What every node form of the side panel receives.
import type { JourneyNode, NodeOf } from '@parley/core/journeys/graph';
import type { NodeType } from '@parley/core/journeys/node-types';

export type NodeFormProps<T extends NodeType = NodeType> = {
  node: NodeOf<T>;
  /** The whole changed node; `field` groups quick typing in one field into one undo step. */
  onChange: (node: JourneyNode, field: string) => void;
  /** The first problem message of a field (`data.body`) or of anything under it, if any. */
  errorOf: (field: string) => string | undefined;
  readOnly: boolean;
};

/** What a picker of one of the brand's things (queue, number, agent, reason) receives from its field. */
export type ReferencePickerProps = {
  label: string;
  description?: string;
  /** The stored reference; null: none chosen (the field's default meaning). */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  readOnly: boolean;
};
