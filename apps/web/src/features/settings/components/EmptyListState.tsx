import { Button, EmptyState } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type EmptyListStateProps = {
  /** "No teams yet." */
  text: string;
  icon: ReactNode;
  hint?: string;
  /** The create button: a link to a new-item page, or an action. */
  create?: { label: string; to?: string; onClick?: () => void };
};

/** An empty list says what is missing and offers to create the first one. */
export function EmptyListState({ text, icon, hint, create }: EmptyListStateProps) {
  return (
    <EmptyState py="xl" icon={icon} withIndicatorBackground title={text} description={hint}>
      {create && (
        <EmptyState.Actions>
          {create.to ? (
            <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
              {create.label}
            </Button>
          ) : (
            <Button onClick={create.onClick} leftSection={<IconPlus size={16} aria-hidden />}>
              {create.label}
            </Button>
          )}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
