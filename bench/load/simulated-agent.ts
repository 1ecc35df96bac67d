// One agent of the load bench, making the agent desk's real calls (apps/web/src/features/agent-desktop):
// the desk's start-up queries, the event stream, Available, then every offer accepted and worked —
// an SMS conversation answered twice, wrapped and dispositioned; a custom task wrapped and completed.
import {
  conversationMessageEventSchema,
  type Reservation,
  reservationSchema,
} from '@parley/core/agent-desktop/reservation';
import { planDispositionSubmission } from '@parley/core/agent-desktop/wrap-up';
import {
  DeskAgentDocument,
  UpdateAgentStatusDocument,
} from '../../apps/web/src/features/agent-desktop/api/agent.generated.ts';
import {
  DeskTaskPreferencesDocument,
  DeskWrapUpListsDocument,
} from '../../apps/web/src/features/agent-desktop/api/desk-settings.generated.ts';
import { AgentReservationsDocument } from '../../apps/web/src/features/agent-desktop/api/reservations.generated.ts';
import { DailyStatsDocument } from '../../apps/web/src/features/agent-desktop/api/stats.generated.ts';
import { type BrowserClient, RequestFailed } from './browser-client.ts';
import { type Counters, sleep, think } from './protocol.ts';
import { signInLikeBrowser } from './sign-in.ts';

/** Think times of a person (ms): compressed, so 500 agents make a busy contact centre in minutes. */
const THINK = {
  accept: [300, 1_500],
  firstReply: [1_000, 3_000],
  contactAnswers: [800, 2_000],
  secondReply: [800, 2_000],
  wrap: [300, 1_000],
  disposition: [800, 2_000],
  customWork: [2_000, 5_000],
  /** The daily-stats popover, opened now and then. */
  dailyStats: [45_000, 75_000],
} as const;
/** The events whose data this desk reads; the brand's task.updated and agent.statusUpdated it skips. */
const DESK_EVENTS = new Set([
  'reservation.created',
  'reservation.updated',
  'conversation.message',
  'server.error',
]);
/** How long the agent waits for the contact's answer before wrapping up anyway (counted). */
const FOLLOW_UP_WAIT_MS = 30_000;

// The queries the agent desktop sends, from the web's own generated documents, so the bench
// sends exactly what a browser does (and breaks when they change).
const DESK_AGENT_QUERY = DeskAgentDocument.toString();
const TASK_PREFERENCES_QUERY = DeskTaskPreferencesDocument.toString();
const WRAP_UP_LISTS_QUERY = DeskWrapUpListsDocument.toString();
const RESERVATIONS_QUERY = AgentReservationsDocument.toString();
const UPDATE_AGENT_MUTATION = UpdateAgentStatusDocument.toString();
const DAILY_STATS_QUERY = DailyStatsDocument.toString();

type DeskAgent = {
  id: string;
  email: string;
  workerSid: string;
  availableStatuses: { name: string; available: boolean }[];
};
type ListItem = { id: string; name: string };

export type AgentContext = {
  counters: Counters;
  /** Asks the contact of a conversation to text back (the contacts' side of this process). */
  contactTextsBack: (phone: string) => Promise<void>;
  /** The contact's conversation is over: it may start a new one. */
  contactFree: (phone: string) => void;
  isRunning: () => boolean;
};

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

export class SimulatedAgent {
  private desk: DeskAgent | null = null;
  private dispositions: ListItem[] = [];
  private tags: ListItem[] = [];
  private readonly inHand = new Set<string>();
  private readonly inboundWaiters = new Map<string, () => void>();
  private closeStream: (() => void) | null = null;
  private lastEventId: string | null = null;
  private statsTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly client: BrowserClient,
    private readonly context: AgentContext,
  ) {}

  get tasksInHand(): number {
    return this.inHand.size;
  }

  /** Signs in, loads the desk as the web app does, opens the event stream and goes Available. */
  async start(email: string, password: string): Promise<void> {
    await signInLikeBrowser(this.client, email, password);
    const { getAuthenticatedUser } = await this.client.graphql<{ getAuthenticatedUser: DeskAgent }>(
      'DeskAgent',
      DESK_AGENT_QUERY,
    );
    this.desk = getAuthenticatedUser;
    await this.client.graphql('DeskTaskPreferences', TASK_PREFERENCES_QUERY);
    const lists = await this.client.graphql<{ dispositions: ListItem[]; tags: ListItem[] }>(
      'DeskWrapUpLists',
      WRAP_UP_LISTS_QUERY,
    );
    this.dispositions = lists.dispositions;
    this.tags = lists.tags;
    await this.client.graphql('AgentReservations', RESERVATIONS_QUERY, { workerSid: this.desk.workerSid });
    await this.openStream();
    await this.goAvailable();
  }

  /** Opens the daily-stats popover now and then while traffic runs. */
  startDailyStats(): void {
    const next = () => {
      const [min, max] = THINK.dailyStats;
      this.statsTimer = setTimeout(
        () => {
          if (this.closed || !this.context.isRunning()) return;
          void this.client.send('gql DailyStats', 'POST', '/api/graphql', {
            query: DAILY_STATS_QUERY,
            variables: {},
          });
          next();
        },
        min + Math.random() * (max - min),
      );
    };
    next();
  }

  close(): void {
    this.closed = true;
    if (this.statsTimer) clearTimeout(this.statsTimer);
    this.closeStream?.();
    this.client.close();
  }

  private async goAvailable(): Promise<void> {
    const status = this.desk?.availableStatuses.find((candidate) => candidate.available)?.name ?? 'Available';
    await this.client.graphql('UpdateAgentStatus', UPDATE_AGENT_MUTATION, {
      updateUserData: { status, twilioSid: this.desk?.workerSid },
    });
  }

  private async openStream(): Promise<void> {
    this.closeStream = await this.client.openStream(this.lastEventId, {
      wants: (name) => DESK_EVENTS.has(name),
      onEvent: (name, data, id) => {
        if (id) this.lastEventId = id;
        if (data !== null) this.onEvent(name, data);
      },
      onDrop: () => {
        if (this.closed) return;
        // The web client reconnects with the last id it saw (spec 000 §9); a drop is counted.
        this.context.counters.streamsDropped += 1;
        void sleep(1_000)
          .then(() => (this.closed ? undefined : this.openStream()))
          .catch(() => undefined);
      },
    });
  }

  private onEvent(name: string, data: string): void {
    if (name === 'reservation.created' || name === 'reservation.updated') {
      const parsed = reservationSchema.safeParse(JSON.parse(data));
      if (!parsed.success || parsed.data.workerSid !== this.desk?.workerSid) return;
      const reservation = parsed.data;
      if (name === 'reservation.created' && reservation.status === 'pending') void this.work(reservation);
      if (name === 'reservation.updated' && reservation.status === 'timeout') {
        // The offer timed out and the server moved the agent to a non-available status: a person
        // would notice and go Available again.
        this.context.counters.offersTimedOut += 1;
        this.inHand.delete(reservation.taskSid);
        void this.goAvailable().catch(() => undefined);
      }
    } else if (name === 'conversation.message') {
      const parsed = conversationMessageEventSchema.safeParse(JSON.parse(data));
      if (!parsed.success || parsed.data.message.attributes.direction !== 'inbound') return;
      const waiter = this.inboundWaiters.get(parsed.data.conversationSid);
      waiter?.();
    } else if (name === 'server.error') {
      this.context.counters.serverErrorEvents += 1;
    }
  }

  private async work(reservation: Reservation): Promise<void> {
    if (this.inHand.has(reservation.taskSid)) return;
    this.inHand.add(reservation.taskSid);
    this.context.counters.offers += 1;
    try {
      await think(THINK.accept);
      const { taskSid, reservationSid } = reservation;
      await this.client.call('accept', 'POST', '/conv/tasks/accept', { taskSid, reservationSid });
      if (reservation.taskChannelUniqueName === 'sms') await this.answerText(reservation);
      else await this.doCustomTask(reservation);
    } catch (error) {
      // A failed request is recorded as such; this task is left where it stopped.
      if (!(error instanceof RequestFailed)) throw error;
    } finally {
      this.inHand.delete(reservation.taskSid);
    }
  }

  private async answerText(reservation: Reservation): Promise<void> {
    const conversationSid = String(reservation.attributes.conversationSid ?? '');
    const phone = String(reservation.attributes.contactPhone ?? '');
    const messagesPath = `/conv/conversations/${encodeURIComponent(conversationSid)}/messages`;
    await this.client.call('messages', 'GET', `${messagesPath}?limit=30`);
    await think(THINK.firstReply);
    const answered = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FOLLOW_UP_WAIT_MS);
      this.inboundWaiters.set(conversationSid, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.client.call('send text', 'POST', messagesPath, {
        body: 'Thanks for reaching out, let me check.',
      });
      void think(THINK.contactAnswers).then(() => this.context.contactTextsBack(phone));
      if (!(await answered)) this.context.counters.followUpsMissed += 1;
    } finally {
      this.inboundWaiters.delete(conversationSid);
    }
    await think(THINK.secondReply);
    await this.client.call('send text', 'POST', messagesPath, { body: 'Done. Anything else I can do?' });
    await think(THINK.wrap);
    await this.client.call('wrap', 'POST', '/conv/tasks/wrap-task', { taskSid: reservation.taskSid });
    await think(THINK.disposition);
    const disposition = pick(this.dispositions);
    const tag = pick(this.tags);
    const plan = planDispositionSubmission({
      reservation,
      brandSlug: this.client.brandSlug,
      agent: { id: this.desk?.id ?? '', email: this.desk?.email ?? '' },
      form: {
        outcomeId: disposition?.id ?? null,
        disposition: disposition?.name ?? null,
        notes: 'Answered by the load bench.',
        objections: tag ? [tag.name] : [],
      },
      dispositionedBy: 'agent',
    });
    if (plan.kind === 'submit')
      await this.client.call('summarize', 'POST', '/conv/tasks/summarize-task', plan.submission);
    else
      await this.client.call('complete', 'POST', `/conv/tasks/${reservation.taskSid}/update`, {
        status: 'completed',
      });
    this.context.counters.smsCompleted += 1;
    this.context.contactFree(phone);
  }

  private async doCustomTask(reservation: Reservation): Promise<void> {
    await think(THINK.customWork);
    await this.client.call('wrap', 'POST', '/conv/tasks/wrap-task', { taskSid: reservation.taskSid });
    await think(THINK.disposition);
    // No phone or email: the desk skips the disposition and completes the task (spec 001 §5).
    await this.client.call('complete', 'POST', `/conv/tasks/${reservation.taskSid}/update`, {
      status: 'completed',
    });
    this.context.counters.customCompleted += 1;
  }
}
