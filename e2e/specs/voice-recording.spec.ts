import type { Response } from '@playwright/test';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { CallPanel } from '../pages/CallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { expect, expectHears, selfSidOf, setUnavailable, test } from './voice-fixtures.ts';

// Call recordings (docs/voice-contract.md "Recordings", docs/voice-web.md "Recordings"): the agent's
// browser records the call's mix while Record is on, pauses and resumes with the call's recording
// state, and uploads the file when the agent hangs up. The recording then lists in Settings ›
// Recordings with its player, and the recent task carries it. Two browsers: the admin's Contact
// Simulator (the contact's phone, then Settings) and Alex (agent).

/** A demo contact (+1 212 555 01xx: no number rule applies). */
const CONTACT_PHONE = '+12125550124';
const DISPOSITION = 'Resolved';
const RECORD_MS = 3_000;
const PAUSE_MS = 3_000;
const RESUME_MS = 2_000;

type Listed = {
  id: string;
  taskSid: string | null;
  durationSeconds: number;
  sizeBytes: number;
  mimeType: string;
  audioUrl: string;
};

test.describe('[VOICE] call recordings', () => {
  test.setTimeout(150_000);

  test('[VOICE][RECORDING] recorded, paused, resumed, hung up: the file is uploaded, listed and playable', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contact = await test.step('the admin prepares: nobody but Alex available', async () => {
      await adminApi.ensureDisposition(DISPOSITION);
      await setUnavailable(adminApi, ['admin', 'supervisor']);
      return adminApi.contactByPhone(CONTACT_PHONE);
    });
    const contactName = contact.name ?? 'Contact';

    await signInAs('admin', '/dev/simulator');
    const simulator = new SimulatorCalls(page);
    const alexPage = (await openBrowserAs('agent', '/agent')).page;
    const alex = new AgentDesk(alexPage);
    const alexCall = new CallPanel(alexPage);
    await alex.expectReady();
    await alex.becomeAvailableNow();

    await test.step('the contact calls; Alex accepts and hears the contact', async () => {
      await simulator.callTheBrand(CONTACT_PHONE);
      await alexCall.expectIncoming(contactName);
      await alexCall.accept();
      await expect(simulator.call(contactName, 'in-progress')).toBeVisible();
      await expectHears(alexPage, await selfSidOf(page), 'Alex hears the contact');
    });

    const uploaded =
      await test.step('Alex records, pauses, resumes and hangs up: the file goes up', async () => {
        const startedAt = Date.now();
        await alexCall.control('Record').click();
        await expect(alexCall.control('Pause')).toBeVisible();
        await alexPage.waitForTimeout(RECORD_MS);
        await alexCall.control('Pause').click();
        await expect(alexCall.control('Resume recording')).toBeVisible();
        await alexPage.waitForTimeout(PAUSE_MS);
        await alexCall.control('Resume recording').click();
        await expect(alexCall.control('Pause')).toBeVisible();
        await alexPage.waitForTimeout(RESUME_MS);
        const upload = alexPage.waitForResponse(
          (response: Response) =>
            response.url().endsWith('/conv/call-recordings') && response.request().method() === 'POST',
        );
        await alexCall.hangUp();
        const response = await upload;
        expect(response.status(), await response.text()).toBe(201);
        const elapsedMs = Date.now() - startedAt;
        const body = (await response.json()) as {
          id: string;
          taskSid: string;
          durationSeconds: number;
          sizeBytes: number;
        };
        return { ...body, elapsedMs };
      });
    expect(uploaded.durationSeconds).toBeGreaterThan((RECORD_MS + RESUME_MS) / 1000 - 1);
    // Recorded time only: the recorder was paused for at least PAUSE_MS of the time from Record to
    // the upload (the clicks' round trips add to the recorded stretches, so no tighter bound).
    expect(uploaded.durationSeconds).toBeLessThanOrEqual((uploaded.elapsedMs - PAUSE_MS) / 1000 + 0.5);
    expect(uploaded.sizeBytes).toBeGreaterThan(1_000);

    await test.step('Alex wraps up; the recent task carries the recording', async () => {
      await expect(alex.wrapUpForm).toBeVisible();
      await alex.wrapUpForm.getByRole('combobox', { name: 'Disposition' }).click();
      await alexPage.getByRole('option', { name: DISPOSITION, exact: true }).click();
      await alex.wrapUpForm.getByRole('button', { name: 'Submit', exact: true }).click();
      await alex.expectNoTasks();
      await alex.setStatus('Unavailable');
      const { recentTasks } = await adminApi.graphql<{
        recentTasks: { sid: string; recordingSid: string | null; recordingUrl: string | null }[];
      }>('{ recentTasks { sid recordingSid recordingUrl } }');
      expect(recentTasks.find((task) => task.sid === uploaded.taskSid)).toEqual({
        sid: uploaded.taskSid,
        recordingSid: uploaded.id,
        recordingUrl: `/api/call-recordings/${uploaded.id}/audio`,
      });
    });

    await test.step('Settings › Recordings lists it with a player; the file decodes to sound', async () => {
      const { callRecordings } = await adminApi.graphql<{ callRecordings: Listed[] }>(
        '{ callRecordings { id taskSid durationSeconds sizeBytes mimeType audioUrl } }',
      );
      const listed = callRecordings.find((recording) => recording.id === uploaded.id);
      expect(listed).toMatchObject({ taskSid: uploaded.taskSid, mimeType: 'audio/webm' });
      expect(listed?.durationSeconds).toBeGreaterThan(0);
      expect(listed?.sizeBytes).toBeGreaterThan(0);

      await page.goto('/settings/recordings');
      const table = page.getByRole('table', { name: 'Recordings' });
      await expect(table).toBeVisible();
      const player = table.locator(`audio[src="/api/call-recordings/${uploaded.id}/audio"]`);
      await expect(player).toHaveCount(1);
      await saveScreenshot(page, 'voice-recordings-settings');
      // The stored file is real audio: it decodes, and what it holds is not silence (the fake
      // microphones play a tone).
      const peak = await page.evaluate(async (url: string) => {
        const bytes = await (await fetch(url)).arrayBuffer();
        const context = new AudioContext();
        const audio = await context.decodeAudioData(bytes);
        const samples = audio.getChannelData(0);
        let max = 0;
        for (const sample of samples) max = Math.max(max, Math.abs(sample));
        await context.close();
        return { max, seconds: audio.duration };
      }, `/api/call-recordings/${uploaded.id}/audio`);
      expect(peak.max).toBeGreaterThan(0.01);
      // The file holds the recorded time only, as the upload said.
      expect(Math.abs(peak.seconds - uploaded.durationSeconds)).toBeLessThan(1);
    });
  });
});
