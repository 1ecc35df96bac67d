import { Alert, Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import type { AudienceProfile } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { useContactProfile } from '../hooks/useContactProfile.ts';
import { displayDate, displayPhone } from '../utils/audience-format.ts';
import { ActivityFeed } from './ActivityFeed.tsx';
import { ChannelsTables } from './ChannelsTables.tsx';
import { PropertiesTable } from './PropertiesTable.tsx';

export type ContactProfileViewProps = { profileId: string };

// The call / text / email buttons check numbers with the phone-number library: loaded with the
// profile, not with /audience's first screen (e2e bundle-budget.spec.ts).
const ContactActions = lazyComponent(
  () => import('../../contact-actions/components/ContactActions.tsx'),
  (m) => m.ContactActions,
);

function BackLink() {
  return (
    <Anchor component={Link} to="/audience" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {AUDIENCE_TEXTS.back}
      </Group>
    </Anchor>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" aria-label={label}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

function ProfileDetails({ profile }: { profile: AudienceProfile }) {
  const { fields, sections } = AUDIENCE_TEXTS;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2}>{profile.name ?? AUDIENCE_TEXTS.unnamed}</Title>
          <Text size="sm" c="dimmed">
            {[displayPhone(profile.contactPhone), profile.email].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Suspense fallback={null}>
          <ContactActions
            profileId={profile.profileId}
            name={profile.name ?? null}
            contactPhone={profile.contactPhone ?? null}
            email={profile.email ?? null}
          />
        </Suspense>
      </Group>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={4}>{sections.details}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label={fields.profileId} value={profile.profileId} />
            <Field label={fields.externalId} value={profile.externalId ?? ''} />
            <Field label={fields.optIn} value={profile.optIn ? AUDIENCE_TEXTS.yes : AUDIENCE_TEXTS.no} />
            <Field label={fields.created} value={displayDate(profile.createdAt)} />
            <Field label={fields.updated} value={displayDate(profile.updatedAt)} />
          </SimpleGrid>
          <ChannelsTables profile={profile} />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={4}>{sections.custom}</Title>
            <PropertiesTable label={sections.custom} properties={profile.customProperties} />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={4}>{sections.rv}</Title>
            <PropertiesTable label={sections.rv} properties={profile.rvProperties} />
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={4}>{sections.activity}</Title>
          <ActivityFeed profileId={profile.profileId} />
        </Stack>
      </Card>
    </Stack>
  );
}

/** /audience?profileId=: one contact's fields, phones and emails, properties and activity. */
export function ContactProfileView({ profileId }: ContactProfileViewProps) {
  const profile = useContactProfile(profileId);
  return (
    <Stack p="xl" gap="lg" maw={1100}>
      <BackLink />
      {profile.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading contact" />
        </Center>
      ) : profile.isError ? (
        <Alert color="red">{AUDIENCE_TEXTS.contactNotFound}</Alert>
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </Stack>
  );
}
