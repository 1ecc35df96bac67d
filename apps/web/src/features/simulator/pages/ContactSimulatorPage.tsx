import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { INBOUND_EMAIL_DELAY_DEFAULT_SECONDS } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import { toE164 } from '@parley/core/common/phone-number';
import { useState } from 'react';
import type { SimulatorContact } from '../api/simulator-api.ts';
import { ContactPicker } from '../components/ContactPicker.tsx';
import { CustomTaskForm } from '../components/CustomTaskForm.tsx';
import { InboundEmailForm } from '../components/InboundEmailForm.tsx';
import { InboundSmsComposer } from '../components/InboundSmsComposer.tsx';
import { NumberRulesPanel } from '../components/NumberRulesPanel.tsx';
import { SimulatorCalls } from '../components/SimulatorCalls.tsx';
import { SimulatorConversation } from '../components/SimulatorConversation.tsx';
import { VoicemailForm } from '../components/VoicemailForm.tsx';
import { SIMULATOR_TEXTS } from '../simulator-texts.ts';

/**
 * /dev/simulator (admins): the Contact Simulator plays the customer's side of the simulator carrier
 * (DESIGN.md §5, docs/simulator.md): text and call the brand as a contact (this page carries the
 * contact's audio), answer its calls, see what it sends back, email it and read and answer its mails,
 * leave it a voicemail, create custom tasks, and read the number rules that decide outbound outcomes.
 */
export function ContactSimulatorPage() {
  const [contactText, setContactText] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const [contact, setContact] = useState<SimulatorContact | null>(null);
  const contactPhone = toE164(contactText);

  return (
    <Stack p="xl" gap="lg" maw={1400}>
      <div>
        <Title order={2}>{SIMULATOR_TEXTS.pageTitle}</Title>
        <Text c="dimmed">{SIMULATOR_TEXTS.pageIntro}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <ContactPicker
                value={contactText}
                onChange={(value) => {
                  setContactText(value);
                  setContactError(null);
                }}
                error={contactError}
                onContactChange={setContact}
              />
              <Title order={4}>{SIMULATOR_TEXTS.conversationTitle}</Title>
              <SimulatorConversation contactPhone={contactPhone} />
              <InboundSmsComposer contactText={contactText} onContactError={setContactError} />
            </Stack>
          </Paper>
          <Grid gap="lg" mt="lg">
            {/* Full width: the inbox below the email form shows whole mails. */}
            <Grid.Col span={12}>
              <Paper withBorder radius="md" p="lg" h="100%">
                <Title order={4}>{SIMULATOR_TEXTS.emailTitle}</Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {SIMULATOR_TEXTS.emailIntro(INBOUND_EMAIL_DELAY_DEFAULT_SECONDS)}
                </Text>
                <InboundEmailForm contactEmail={contact?.email ?? null} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={12}>
              <Paper withBorder radius="md" p="lg" h="100%">
                <Title order={4}>{SIMULATOR_TEXTS.voicemailTitle}</Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {SIMULATOR_TEXTS.voicemailIntro}
                </Text>
                <VoicemailForm contactText={contactText} onContactError={setContactError} />
              </Paper>
            </Grid.Col>
          </Grid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg" component="section" aria-label={SIMULATOR_TEXTS.callsTitle}>
              <Title order={4} mb="xs">
                {SIMULATOR_TEXTS.callsTitle}
              </Title>
              <SimulatorCalls contactText={contactText} onContactError={setContactError} />
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Title order={4}>{SIMULATOR_TEXTS.customTaskTitle}</Title>
              <Text size="sm" c="dimmed" mb="sm">
                {SIMULATOR_TEXTS.customTaskIntro}
              </Text>
              <CustomTaskForm />
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Title order={4} mb="xs">
                {SIMULATOR_TEXTS.rulesTitle}
              </Title>
              <NumberRulesPanel />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
