import type { Page } from '@playwright/test';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { CallPanel } from '../pages/CallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { toneWav } from '../support/tone-wav.ts';
import { expect, setFlag, setUnavailable, test } from './voice-fixtures.ts';

// Issue 14, "Tests that must exist": a progressive campaign on a segment, started with two agents
// available; both get calls, one answers the contact, one reaches a machine and drops a voicemail,
// and the campaign page shows the figures. Three browsers: the admin (campaign pages, then the
// Contact Simulator as the contacts' phones), Alex (agent) and Sam (supervisor) on their desks.

const RUN = Date.now().toString(36);
const LAST_NAME = `Campaigner${RUN}`;
/** No number rule: rings at the Contact Simulator until someone answers. */
const HUMAN = { userId: `e2e-campaign-human-${RUN}`, firstName: 'Cam', phone: '+16175550142' };
/** The simulator's rule 0008: an answering machine answers at once (docs/simulator.md). */
const MACHINE = { userId: `e2e-campaign-machine-${RUN}`, firstName: 'Mac', phone: '+16175550008' };
const CAMPAIGN = `E2E Renewals ${RUN}`;
const DROP_NAME = 'E2E campaign greeting';
const DISPOSITION = 'Resolved';

/** The signed-in user of `page` uploads a short voicemail drop of their own (My Settings' upload). */
async function uploadDrop(page: Page): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf-token');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post('/api/voicemail-drops', {
    headers: { 'x-csrf-token': csrfToken },
    multipart: { name: DROP_NAME, file: { name: 'greeting.wav', mimeType: 'audio/wav', buffer: toneWav(2) } },
  });
  expect(response.ok(), `upload a drop: ${await response.text()}`).toBe(true);
}

/** A choice of a segmented control (Mantine hides its radio input under the label). */
function segmentedChoice(page: Page, label: string) {
  return page.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
}

/** A dynamic segment of the contacts whose last name is `lastName`; its id. */
async function createLastNameSegment(adminApi: AdminApi, lastName: string): Promise<string> {
  const created = await adminApi.graphql<{ createSegment: { id: string } }>(
    'mutation ($name: String!, $conditions: JSON) { createSegment(name: $name, type: dynamic, conditions: $conditions) { id } }',
    {
      name: lastName,
      conditions: {
        joinType: 'all',
        groups: [
          {
            name: 'Group 1',
            joinType: 'all',
            conditions: [
              {
                conditionalType: 'contactAttribute',
                eventName: null,
                eventOperator: 'isSet',
                lastEventOnly: false,
                filters: [
                  {
                    propertyName: 'lastName',
                    propertyType: 'string',
                    propertyOperator: 'equals',
                    propertyValue: lastName,
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  );
  return created.createSegment.id;
}

/** The two contacts (opted in to calls) and a segment of exactly them. */
async function prepareAudience(adminApi: AdminApi): Promise<void> {
  await adminApi.ingest(
    [HUMAN, MACHINE].map((contact) => ({
      type: 'identify',
      userId: contact.userId,
      traits: {
        firstName: contact.firstName,
        lastName: LAST_NAME,
        phones: [{ phoneNumber: contact.phone, isPrimary: true, optIn: true }],
      },
    })),
  );
  await createLastNameSegment(adminApi, LAST_NAME);
}

test.describe('[CAMPAIGNS] a progressive call campaign', () => {
  test.setTimeout(180_000);

  test('[CAMPAIGNS][CALLS] two agents get its calls: one talks to the contact, one leaves a voicemail; the page counts both', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    await test.step('the admin prepares: flags, the audience, nobody else available', async () => {
      await adminApi.ensureDisposition(DISPOSITION);
      await setFlag(adminApi, 'admin', 'campaigns', true);
      for (const role of ['agent', 'supervisor'] as const)
        await setFlag(adminApi, role, 'hasPreRecordedVmDrops', true);
      await setUnavailable(adminApi, ['admin']);
      await prepareAudience(adminApi);
    });

    const desks =
      await test.step('Alex and Sam open their desks with a voicemail drop each, and become available', async () => {
        const opened = [];
        for (const role of ['agent', 'supervisor'] as const) {
          const other = await openBrowserAs(role, '/agent');
          await uploadDrop(other.page);
          const desk = new AgentDesk(other.page);
          await desk.expectReady();
          await desk.becomeAvailableNow();
          opened.push({ desk, call: new CallPanel(other.page) });
        }
        return opened;
      });

    await signInAs('admin', '/campaigns');
    await test.step('the admin creates a progressive call campaign on the segment', async () => {
      await page
        .getByRole('link', { name: 'New campaign' })
        .or(page.getByRole('button', { name: 'New campaign' }))
        .first()
        .click();
      await expect(page).toHaveURL('/campaigns/new');
      await expect(page.getByRole('heading', { name: 'New Campaign' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(CAMPAIGN);
      await segmentedChoice(page, 'Call').click();
      await page.getByRole('combobox', { name: 'Segments', exact: true }).click();
      await page.getByRole('option', { name: new RegExp(`^${LAST_NAME}`) }).click();
      await page.keyboard.press('Escape');
      await page
        .getByRole('textbox', { name: 'From number', exact: true })
        .or(page.getByRole('combobox', { name: 'From number', exact: true }))
        .first()
        .click();
      await page.getByRole('option').first().click();
      await segmentedChoice(page, 'Progressive').click();
      await page
        .getByRole('textbox', { name: 'Target queue', exact: true })
        .or(page.getByRole('combobox', { name: 'Target queue', exact: true }))
        .first()
        .click();
      await page.getByRole('option').first().click();
      await saveScreenshot(page, 'campaign-editor-call');
      await page.getByRole('button', { name: 'Save', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: CAMPAIGN })).toBeVisible();
    });

    await test.step('started: both agents are offered a call with the campaign', async () => {
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Start campaign' });
      await expect(confirm).toContainText('for 2 contacts');
      await confirm.getByRole('button', { name: 'Start', exact: true }).click();
      await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
      for (const { desk } of desks)
        await expect(desk.taskList.getByRole('button', { name: new RegExp(`, ${CAMPAIGN}`) })).toBeVisible({
          timeout: 15_000,
        });
      await saveScreenshot(page, 'campaign-active');
    });

    // Which desk holds which contact: the offers arrive in either order.
    const holds = async (entry: (typeof desks)[number], firstName: string) =>
      (await entry.desk.taskList
        .getByRole('button', { name: new RegExp(`^${firstName} ${LAST_NAME}, `) })
        .count()) > 0;
    const [first, second] = desks;
    if (!first || !second) throw new Error('two desks');
    const talker = (await holds(first, HUMAN.firstName)) ? first : second;
    const dropper = talker === first ? second : first;
    expect(await holds(dropper, MACHINE.firstName)).toBe(true);

    await page.goto('/dev/simulator');
    const simulator = new SimulatorCalls(page);
    await test.step('one agent accepts: the call rings at the contact, who answers; they talk and hang up', async () => {
      await talker.desk.taskList.getByRole('button', { name: new RegExp(`^Cam ${LAST_NAME}, `) }).click();
      await talker.desk.acceptButton.click();
      const ringing = simulator.call(`Cam ${LAST_NAME}`, 'ringing');
      await expect(ringing).toBeVisible({ timeout: 15_000 });
      await ringing.getByRole('button', { name: 'Answer', exact: true }).click();
      await expect(simulator.call(`Cam ${LAST_NAME}`, 'in-progress')).toBeVisible();
      await expect(talker.call.control('Hang up')).toBeVisible({ timeout: 15_000 });
      await talker.call.hangUp();
      await talker.desk.submitCallWrapUp(DISPOSITION, { timeout: 15_000 });
    });

    await test.step('the other accepts: a machine answers, and the agent leaves a voicemail drop', async () => {
      await dropper.desk.taskList.getByRole('button', { name: new RegExp(`^Mac ${LAST_NAME}, `) }).click();
      await dropper.desk.acceptButton.click();
      await expect(dropper.call.control('Voicemail drop')).toBeVisible({ timeout: 15_000 });
      await dropper.call.control('Voicemail drop').click();
      await dropper.desk.page.getByRole('menuitem', { name: new RegExp(`^${DROP_NAME}`) }).click();
      await dropper.desk.submitCallWrapUp(DISPOSITION, { timeout: 15_000 });
    });

    await test.step('the campaign page counts the answer and the voicemail, and completes', async () => {
      await page.goto('/campaigns');
      await page.getByRole('link', { name: CAMPAIGN }).first().click();
      const figures = page.getByLabel('Figures');
      await expect(figures.getByRole('group', { name: 'Answered' })).toContainText('1', { timeout: 20_000 });
      await expect(figures.getByRole('group', { name: 'Voicemail left' })).toContainText('1', {
        timeout: 20_000,
      });
      await expect(page.getByText('2 of 2 done')).toBeVisible();
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
      await saveScreenshot(page, 'campaign-completed');
    });

    for (const { desk } of desks) await desk.setStatus('Unavailable');
  });
});

// Preview dialing (docs/campaigns.md "Preview"): the agent accepts, sees the contact and the
// campaign before any call, and skips them; the campaign page says so and shows its agents.
const PREVIEWEE = { userId: `e2e-campaign-preview-${RUN}`, firstName: 'Pree', phone: '+16175550143' };
const PREVIEW_LAST_NAME = `Previewer${RUN}`;
const PREVIEW_CAMPAIGN = `E2E Preview ${RUN}`;

test.describe('[CAMPAIGNS] a preview call campaign', () => {
  test.setTimeout(120_000);

  test('[CAMPAIGNS][CALLS] the agent sees the contact before calling and skips them; the page says so', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const campaignId = await test.step('the admin prepares a preview campaign of one contact', async () => {
      await setFlag(adminApi, 'admin', 'campaigns', true);
      await setUnavailable(adminApi, ['admin', 'supervisor']);
      await adminApi.ingest([
        {
          type: 'identify',
          userId: PREVIEWEE.userId,
          traits: {
            firstName: PREVIEWEE.firstName,
            lastName: PREVIEW_LAST_NAME,
            phones: [{ phoneNumber: PREVIEWEE.phone, isPrimary: true, optIn: true }],
          },
        },
      ]);
      const segmentId = await createLastNameSegment(adminApi, PREVIEW_LAST_NAME);
      const options = await adminApi.graphql<{
        queues: { sid: string }[];
        getCommunicationSources: { source: string }[];
      }>('query { queues { sid } getCommunicationSources(channel: "voice") { source } }');
      const created = await adminApi.graphql<{ createCampaign: { id: string } }>(
        'mutation ($input: CampaignInput!) { createCampaign(input: $input) { id } }',
        {
          input: {
            name: PREVIEW_CAMPAIGN,
            messageType: 'phoneCall',
            audience: { segmentIds: [segmentId] },
            phoneCall: {
              fromNumber: options.getCommunicationSources[0]?.source,
              dialingMode: 'preview',
              targetQueueSid: options.queues[0]?.sid,
              scriptUrl: 'https://example.com/preview-script',
              voicemailInstructions: 'Mention the renewal date.',
            },
          },
        },
      );
      return created.createCampaign.id;
    });

    const agent = await openBrowserAs('agent', '/agent');
    const desk = new AgentDesk(agent.page);
    await desk.expectReady();
    await desk.becomeAvailableNow();
    await adminApi.graphql('mutation ($id: ID!) { startCampaign(id: $id) { id } }', { id: campaignId });

    await test.step('accepted, the offer shows the contact and the campaign; nothing is dialed', async () => {
      const row = desk.taskList.getByRole('button', { name: new RegExp(`^Pree ${PREVIEW_LAST_NAME}, `) });
      await expect(row).toBeVisible({ timeout: 15_000 });
      await row.click();
      await desk.acceptButton.click();
      const card = agent.page.getByRole('region', { name: 'Preview' });
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { name: `Pree ${PREVIEW_LAST_NAME}` })).toBeVisible();
      await expect(card).toContainText('Mention the renewal date.');
      await expect(card.getByRole('link', { name: 'Open the call script' })).toBeVisible();
      await expect(agent.page.getByRole('button', { name: 'Hang up' })).toHaveCount(0);
      await saveScreenshot(agent.page, 'campaign-preview-card');
      await card.getByRole('button', { name: 'Skip contact' }).click();
      await expect(agent.page.getByText('Contact skipped.')).toBeVisible();
      await expect(card).toBeHidden();
    });

    await test.step('the campaign page counts the skip, with its agents', async () => {
      await signInAs('admin', `/campaigns/${campaignId}`);
      await expect(page.getByText('Skipped by the agent')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
      const agents = page.getByRole('region', { name: 'Agents' });
      await expect(agents.getByRole('group', { name: 'Agents waiting' })).toContainText('1');
      await saveScreenshot(page, 'campaign-preview-skipped');
    });

    await desk.setStatus('Unavailable');
  });
});
