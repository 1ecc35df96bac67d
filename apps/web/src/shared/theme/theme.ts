import { createTheme } from '@mantine/core';

// Mantine defaults with a calm indigo accent; the icon rail is dark (IconRail.module.css).
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
});
