import type { CampaignAction } from '@parley/core/campaigns/campaign-states';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import type { CampaignFilterInput, CampaignInput } from '../../../shared/graphql/schema-types.generated.ts';
import { CAMPAIGNS_TEXTS } from '../campaigns-texts.ts';
import {
  ArchiveCampaignDocument,
  CampaignDetailDocument,
  type CampaignDetailFieldsFragment,
  CampaignProgressDocument,
  type CampaignProgressQuery,
  type CampaignSummaryFieldsFragment,
  CampaignsPageDocument,
  CreateCampaignDocument,
  DuplicateCampaignDocument,
  PauseCampaignDocument,
  ResumeCampaignDocument,
  StartCampaignDocument,
  UpdateCampaignDocument,
} from './campaigns.generated.ts';

// Campaigns over GraphQL (apps/server/src/modules/campaigns, issue 14). Mutations skip the client's
// default toasts: the form shows a refusal under its field, the commands toast their own texts.

export type CampaignSummary = CampaignSummaryFieldsFragment;
export type Campaign = CampaignDetailFieldsFragment;
export type CampaignProgress = CampaignProgressQuery['campaign'];
export type CampaignStats = Campaign['stats'];

/** The list shows this many a page (getCampaigns' default). */
export const CAMPAIGNS_PAGE_SIZE = 25;

export type CampaignsPage = { items: CampaignSummary[]; total: number; page: number; size: number };

export async function fetchCampaignsPage(
  filter: CampaignFilterInput,
  page: number,
  signal?: AbortSignal,
): Promise<CampaignsPage> {
  const data = await graphqlRequest(
    CampaignsPageDocument,
    { filter, page, size: CAMPAIGNS_PAGE_SIZE },
    { signal, failureMessage: CAMPAIGNS_TEXTS.loadFailed },
  );
  return data.getCampaigns;
}

/** Everything about one campaign, its audience counted now. */
export async function fetchCampaign(id: string, signal?: AbortSignal): Promise<Campaign> {
  const data = await graphqlRequest(
    CampaignDetailDocument,
    { id },
    { signal, notFoundMessage: CAMPAIGNS_TEXTS.notFound, failureMessage: CAMPAIGNS_TEXTS.loadOneFailed },
  );
  return data.campaign;
}

/** Its state and figures only: what the campaign page polls while it runs (no audience counts). */
export async function fetchCampaignProgress(id: string, signal?: AbortSignal): Promise<CampaignProgress> {
  const data = await graphqlRequest(CampaignProgressDocument, { id }, { signal, skipDefault: true });
  return data.campaign;
}

export async function createCampaign(input: CampaignInput): Promise<Campaign> {
  const data = await graphqlRequest(CreateCampaignDocument, { input }, { skipDefault: true });
  return data.createCampaign;
}

export async function updateCampaign(id: string, input: CampaignInput): Promise<Campaign> {
  const data = await graphqlRequest(UpdateCampaignDocument, { id, input }, { skipDefault: true });
  return data.updateCampaign;
}

/** A new draft with the same settings; answers its id. */
export async function duplicateCampaign(id: string): Promise<string> {
  const data = await graphqlRequest(DuplicateCampaignDocument, { id }, { skipDefault: true });
  return data.duplicateCampaign.id;
}

/** The lifecycle moves of campaign-states.ts (edit is a save, not a move). */
export type CampaignMove = Exclude<CampaignAction, 'edit'>;

export async function moveCampaign(move: CampaignMove, id: string): Promise<Campaign> {
  const options = { skipDefault: true };
  switch (move) {
    case 'start':
      return (await graphqlRequest(StartCampaignDocument, { id }, options)).startCampaign;
    case 'pause':
      return (await graphqlRequest(PauseCampaignDocument, { id }, options)).pauseCampaign;
    case 'resume':
      return (await graphqlRequest(ResumeCampaignDocument, { id }, options)).resumeCampaign;
    case 'archive':
      return (await graphqlRequest(ArchiveCampaignDocument, { id }, options)).archiveCampaign;
  }
}
