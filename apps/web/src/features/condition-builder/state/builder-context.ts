import type { ConditionalType } from '@parley/core/conditions/model';
import { createContext, useContext } from 'react';
import type { CollapseState } from '../hooks/useCollapseState.ts';

/** What every part of one builder shares: its options, its validation messages and its open items. */
export type BuilderSettings = {
  /** Condition types offered in the type select (flags applied). */
  conditionTypes: readonly ConditionalType[];
  /** spec 002 §3: None (NOR) is offered only with this flag. */
  showNorOperator: boolean;
  /** spec 001 §5: isOneOf only where allowed. */
  allowIsOneOf: boolean;
  readOnly: boolean;
  /** Validation messages by field key (empty until a save attempt: spec 002 §5). */
  messages: Readonly<Record<string, string>>;
  collapse: CollapseState;
};

export const BuilderContext = createContext<BuilderSettings | null>(null);

export function useBuilderSettings(): BuilderSettings {
  const settings = useContext(BuilderContext);
  if (!settings) throw new Error('useBuilderSettings is used outside <ConditionBuilder>');
  return settings;
}
