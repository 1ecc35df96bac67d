import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export type ErrorCodeTooltipProps = { label: string; children: ReactElement };

/** The tooltip of the error screen's copy button (its own chunk: see UnexpectedErrorScreen). */
export function ErrorCodeTooltip({ label, children }: ErrorCodeTooltipProps) {
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
