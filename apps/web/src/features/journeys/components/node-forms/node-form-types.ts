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
