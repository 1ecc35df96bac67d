import { Button, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NOT_FOUND_TEXT } from '../shell-texts.ts';
import { ErrorScreenLayout } from './ErrorScreenLayout.tsx';

/** spec 002 §2: a missing route shows '404 - Page Not Found'. */
export function NotFoundPage() {
  return (
    <ErrorScreenLayout icon={IconMapPinOff} color="gray" title={NOT_FOUND_TEXT}>
      <Text c="dimmed">There is nothing at this address.</Text>
      <Button component={Link} to="/" variant="light">
        Go to the start page
      </Button>
    </ErrorScreenLayout>
  );
}
