// The campaign editor: validation, server field errors, submitted input (issue 14 editor).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import {
  CampaignDetailDocument,
  CreateCampaignDocument,
  UpdateCampaignDocument,
} from '../api/campaigns.generated.ts';
import { campaignOf, renderCampaigns, serveCampaigns } from '../testing/render-campaigns.tsx';

beforeEach(() => {
  resetApiState();
});

/** The form has a Save button above and below it: the first one. */
function clickSave() {
  const [save] = screen.getAllByRole('button', { name: 'Save' });
  if (!save) throw new Error('no Save button');
  fireEvent.click(save);
}

async function choose(label: string, search: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('a new campaign', () => {
  it('shows the schema reasons under their fields at Save, then creates the campaign and opens it', async () => {
    const { calls } = serveCampaigns({
      graphql: (call) => {
        const created = sentVariables(call, CreateCampaignDocument);
        if (created)
          return graphqlData(CreateCampaignDocument, {
            createCampaign: campaignOf({ id: 'camp-new', name: created.input.name }),
          });
        if (sentOperation(call, CampaignDetailDocument))
          return graphqlData(CampaignDetailDocument, { campaign: campaignOf({ id: 'camp-new' }) });
        return undefined;
      },
    });
    const { router } = renderCampaigns('/campaigns/new');
    clickSave();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Audience must include at least one segment or contact list'),
    ).toBeInTheDocument();
    expect(screen.getByText('Text is required')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Spring sale' } });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Hi {{ contact.firstName }}, 20% off today.' },
    });
    // The preview fills the fields with a sample contact; the counter counts GSM characters.
    expect(screen.getByLabelText('Preview')).toHaveTextContent('Hi Ada, 20% off today.');
    expect(screen.getByText('42 characters, 1 segment')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Segments' })).toBeInTheDocument());
    await choose('Segments', 'VI', 'VIP (120)');
    await choose('From number', 'Main', 'Main line · +1 (415) 555-0100');
    expect(screen.queryByText(/^Audience must/)).not.toBeInTheDocument();

    clickSave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/camp-new'));
    expect(sentVariablesOf(calls, CreateCampaignDocument)).toEqual([
      {
        input: {
          name: 'Spring sale',
          description: null,
          messageType: 'sms',
          conversionEvent: null,
          bypassOptIn: false,
          tasksBacklogLimit: null,
          startAt: null,
          audience: { segmentIds: ['seg-1'], contactListIds: [] },
          sms: {
            content: 'Hi {{ contact.firstName }}, 20% off today.',
            mediaUrl: null,
            fromNumber: '+14155550100',
            sendRatePerSecond: 10,
          },
          phoneCall: null,
        },
      },
    ]);
    expect(toastMessages()).toContain('Campaign created.');
  });

  it('shows the opt-in bypass to admins only', async () => {
    serveCampaigns({});
    renderCampaigns('/campaigns/new', { roles: ['supervisor'] });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /not opted in/ })).not.toBeInTheDocument();
  });
});

describe('editing a campaign', () => {
  it("shows the server's refusal under the field it names, without a toast", async () => {
    const { calls } = serveCampaigns({
      graphql: (call) => {
        if (sentOperation(call, CampaignDetailDocument))
          return graphqlData(CampaignDetailDocument, { campaign: campaignOf() });
        if (sentOperation(call, UpdateCampaignDocument))
          return graphqlError('sms.content is not valid: Unknown field {{ contact.x }}.', {
            code: 'validation_failed',
            field: 'sms.content',
            status: 400,
          });
        return undefined;
      },
    });
    renderCampaigns('/campaigns/camp-1/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Campaign' })).toBeInTheDocument();
    clickSave();
    expect(await screen.findByText('Text is not valid: Unknown field {{ contact.x }}.')).toBeInTheDocument();
    expect(sentVariablesOf(calls, UpdateCampaignDocument)[0]).toMatchObject({
      id: 'camp-1',
      input: { name: 'Spring sale', audience: { segmentIds: ['seg-1'], contactListIds: [] } },
    });
    expect(toastMessages()).toEqual([]);
  });

  it('keeps the type and audience of a started campaign', async () => {
    serveCampaigns({
      graphql: (call) =>
        sentOperation(call, CampaignDetailDocument)
          ? graphqlData(CampaignDetailDocument, { campaign: campaignOf({ state: 'paused' }) })
          : undefined,
    });
    renderCampaigns('/campaigns/camp-1/edit');
    expect(
      await screen.findByText('The type cannot change once the campaign has started.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Call' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Segments' })).toBeDisabled();
  });

  it('sends an active campaign back to be paused first', async () => {
    serveCampaigns({
      graphql: (call) =>
        sentOperation(call, CampaignDetailDocument)
          ? graphqlData(CampaignDetailDocument, { campaign: campaignOf({ state: 'active' }) })
          : undefined,
    });
    renderCampaigns('/campaigns/camp-1/edit');
    expect(
      await screen.findByText('An active campaign cannot be changed; pause it first'),
    ).toBeInTheDocument();
  });
});
