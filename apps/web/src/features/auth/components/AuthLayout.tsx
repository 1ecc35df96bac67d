import { Box, Center, Paper, Text } from '@mantine/core';
import { AUTH_PAGE_TEXTS } from '@parley/core/common/texts';
import { Outlet } from 'react-router';

/** The frame of the sign-in and password pages: the product name over a centred card. */
export function AuthLayout() {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={420}>
        <Text fw={700} size="xl" ta="center" mb="md">
          {AUTH_PAGE_TEXTS.productName}
        </Text>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Outlet />
        </Paper>
      </Box>
    </Center>
  );
}
