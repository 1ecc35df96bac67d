// The customers' side of the load bench: an admin signed in like a browser drives the Contact
// Simulator (docs/routing-contract.md "Contact Simulator"): inbound texts from the seeded contacts,
// and custom tasks, which the routing engine offers to the agents.
import { type BrowserClient, RequestFailed } from './browser-client.ts';
import type { Counters } from './protocol.ts';

const CUSTOM_TASK_TITLES = ['Call back request', 'Order review', 'Document check', 'Refund approval'];
const FIRST_TEXTS = [
  'Hi, I have a question about my last invoice.',
  'Hello! Is my order on its way?',
  'Can someone help me change my plan?',
  'My password reset mail never arrived.',
];
const FOLLOW_UP_TEXTS = ['Thanks, that helps.', 'Great, one more thing: can you email me that?', 'Perfect.'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export class ContactSide {
  /** Numbers of this process's contacts with no open conversation. */
  private readonly free: string[];

  constructor(
    private readonly client: BrowserClient,
    ownPhones: string[],
    private readonly smsShare: number,
    private readonly counters: Counters,
  ) {
    this.free = [...ownPhones];
  }

  /** The contact's conversation was completed: it may text again (a new task). */
  release(phone: string): void {
    this.free.push(phone);
  }

  /** One new piece of work: a first text from a contact without an open conversation, or a custom task. */
  async createTask(): Promise<void> {
    try {
      if (Math.random() < this.smsShare) {
        const index = Math.floor(Math.random() * this.free.length);
        const phone = this.free[index];
        if (phone !== undefined) {
          this.free.splice(index, 1);
          await this.client.call('sim inbound-sms', 'POST', '/api/simulator/inbound-sms', {
            from: phone,
            body: pick(FIRST_TEXTS),
          });
          this.counters.smsCreated += 1;
          return;
        }
        // Every contact of this process is in a conversation: a custom task instead.
        this.counters.contactsExhausted += 1;
      }
      await this.client.call('sim custom-task', 'POST', '/api/simulator/custom-task', {
        title: pick(CUSTOM_TASK_TITLES),
        attributes: { source: 'load-bench' },
      });
      this.counters.customCreated += 1;
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
      // Recorded as a failed request; the contact stays taken (its conversation may exist).
    }
  }

  /** The contact answers the agent's reply in the open conversation. */
  async textBack(phone: string): Promise<void> {
    await this.client
      .call('sim inbound-sms', 'POST', '/api/simulator/inbound-sms', {
        from: phone,
        body: pick(FOLLOW_UP_TEXTS),
      })
      .catch((error: unknown) => {
        if (!(error instanceof RequestFailed)) throw error;
      });
  }
}
