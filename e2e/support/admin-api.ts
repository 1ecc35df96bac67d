import { AROUND_THE_CLOCK_HOURS } from '@parley/core/compliance/compliance-model';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { signInRequest } from './sign-in.ts';

/** GET /api/simulator/contacts: a demo contact (docs/simulator.md). */
export type SimulatorContact = {
  profileId: string;
  name: string | null;
  contactPhone: string;
  email: string | null;
};

/** GET /api/simulator/messages: one text of the simulator's log. */
export type SimulatorMessage = {
  sid: string;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  body: string;
  status: string;
  createdAt: string;
};

/** A routing queue (Settings › Task Routing › Queues). */
export type RoutingQueue = { sid: string; friendlyName: string; requiredSkills: string[] };

type ListItem = { id: string; name: string };

async function jsonOf<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The demo admin, through the API: plays the contact's phone with the Contact Simulator
 * (docs/simulator.md, admins only) and prepares settings with GraphQL. For test setup and for
 * checking what left the brand — what agents do goes through the browser.
 */
export class AdminApi {
  private constructor(
    readonly request: APIRequestContext,
    private readonly csrfToken: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<AdminApi> {
    return new AdminApi(request, await signInRequest(request, 'admin'));
  }

  private get headers(): Record<string, string> {
    return { 'x-csrf-token': this.csrfToken };
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.request.post('/api/graphql', {
      headers: this.headers,
      data: { query, variables },
    });
    const body = await jsonOf<{ data?: T; errors?: { message: string }[] }>(response, 'POST /api/graphql');
    expect(body.errors, `GraphQL errors of ${query}`).toBeUndefined();
    expect(body.data, `GraphQL data of ${query}`).toBeDefined();
    return body.data as T;
  }

  /** Settings › Agent Desktop › Dispositions: makes sure the brand has `name`. */
  async ensureDisposition(name: string): Promise<void> {
    const { dispositions } = await this.graphql<{ dispositions: ListItem[] }>('{ dispositions { id name } }');
    if (dispositions.some((item) => item.name === name)) return;
    await this.graphql(
      'mutation ($input: AgentDesktopListItemInput!) { createDisposition(input: $input) { id } }',
      {
        input: { name },
      },
    );
  }

  /** The demo contact whose number is `contactPhone` (E.164). */
  async contactByPhone(contactPhone: string): Promise<SimulatorContact> {
    const digits = contactPhone.replace(/\D/g, '');
    const { items } = await jsonOf<{ items: SimulatorContact[] }>(
      await this.request.get('/api/simulator/contacts', { params: { query: digits } }),
      'GET /api/simulator/contacts',
    );
    const contact = items.find((item) => item.contactPhone === contactPhone);
    expect(contact, `a demo contact with the number ${contactPhone}`).toBeDefined();
    return contact as SimulatorContact;
  }

  /** The contact texts the brand's default number. */
  async sendInboundSms(
    from: string,
    body: string,
  ): Promise<{ conversationSid: string; taskSid: string | null }> {
    return jsonOf(
      await this.request.post('/api/simulator/inbound-sms', { headers: this.headers, data: { from, body } }),
      'POST /api/simulator/inbound-sms',
    );
  }

  /** Sends Segment-style calls (identify, track) through the ingest endpoint as the signed-in admin. */
  async ingest(batch: Record<string, unknown>[]): Promise<void> {
    await jsonOf(
      await this.request.post('/api/proxy/ingest', { headers: this.headers, data: { batch } }),
      'POST /api/proxy/ingest',
    );
  }

  /** Settings › Task Routing › Queues: a new queue only agents with every one of `requiredSkills` take. */
  async createQueue(input: { friendlyName: string; requiredSkills: string[] }): Promise<RoutingQueue> {
    const { createQueue } = await this.graphql<{ createQueue: RoutingQueue }>(
      'mutation ($input: QueueInput!) { createQueue(input: $input) { sid friendlyName requiredSkills } }',
      { input },
    );
    return createQueue;
  }

  /** Changes which skills the queue's agents need (its tasks are offered by the new rule). */
  async setQueueSkills(sid: string, requiredSkills: string[]): Promise<void> {
    await this.graphql(
      'mutation ($sid: ID!, $input: QueuePatchInput!) { updateQueue(sid: $sid, input: $input) { sid } }',
      { sid, input: { requiredSkills } },
    );
  }

  /** Deletes the queue; the server refuses (a GraphQL error) while a task in it is still open. */
  async deleteQueue(sid: string): Promise<void> {
    await this.graphql('mutation ($sid: ID!) { deleteQueue(sid: $sid) }', { sid });
  }

  /** Archives (hides) a journey (docs/journeys.md "List"); a live one still enters contacts on its events. */
  async archiveJourney(id: string): Promise<void> {
    await this.graphql('mutation ($id: ID!) { setJourneyHidden(id: $id, hidden: true) { id } }', { id });
  }

  /**
   * Ends every open task of the demo brand (completed, as an admin may): a spec starts from empty
   * desks whatever an earlier spec left on them (an accepted task, an offer, a waiting text).
   */
  async completeOpenTasks(): Promise<void> {
    const { openTasks } = await this.graphql<{ openTasks: { items: { sid: string }[] } }>(
      'query { openTasks(page: 0, size: 200) { items { sid } } }',
    );
    for (const { sid } of openTasks.items) {
      const response = await this.request.post(`/conv/tasks/${encodeURIComponent(sid)}/update`, {
        headers: this.headers,
        data: { status: 'completed' },
      });
      // A task that ended meanwhile (its call hung up) answers 4xx: nothing left to end.
      expect(response.status(), `complete ${sid}: ${await response.text()}`).toBeLessThan(500);
    }
  }

  /**
   * Archives every campaign still running, scheduled or paused: a campaign a failed spec left active
   * would keep offering its calls to the agents of the specs after it.
   */
  async archiveLiveCampaigns(): Promise<void> {
    const { campaigns } = await this.graphql<{ campaigns: { id: string; state: string }[] }>(
      'query { campaigns { id state } }',
    );
    for (const campaign of campaigns) {
      if (!['active', 'scheduled', 'paused'].includes(campaign.state)) continue;
      await this.graphql('mutation ($id: ID!) { archiveCampaign(id: $id) { id } }', { id: campaign.id });
    }
  }

  /** Daily Available Hours every day, all day (issue 14): the browser tests run at any hour. */
  async openAroundTheClock(): Promise<void> {
    await this.graphql(
      'mutation ($hours: [DailyAvailableWindowInput!]!) { saveDailyAvailableHours(hours: $hours) { perNumberPerDay } }',
      { hours: AROUND_THE_CLOCK_HOURS },
    );
  }

  /** What the brand sent to `contactPhone`, oldest first. */
  async messagesSentTo(contactPhone: string): Promise<SimulatorMessage[]> {
    const { items } = await jsonOf<{ items: SimulatorMessage[] }>(
      await this.request.get('/api/simulator/messages', { params: { contactPhone } }),
      'GET /api/simulator/messages',
    );
    return items;
  }
}
