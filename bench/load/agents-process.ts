// An agent process of the load bench (forked by run.ts): its share of the agents, each a browser with
// its own address, and the contacts' side (an admin on the Contact Simulator) creating its share of the
// tasks. Every request is recorded and sent to run.ts at the end.
import { BrowserClient } from './browser-client.ts';
import { ContactSide } from './contacts.ts';
import {
  type AgentsToMain,
  type Counters,
  EMPTY_COUNTERS,
  type MainToAgents,
  type Sample,
  type Schedule,
  sleep,
} from './protocol.ts';
import { signInLikeBrowser } from './sign-in.ts';
import { SimulatedAgent } from './simulated-agent.ts';

type Init = Extract<MainToAgents, { type: 'init' }>;

const samples: Sample[] = [];
const counters: Counters = { ...EMPTY_COUNTERS };
const agents: SimulatedAgent[] = [];
let contacts: ContactSide | null = null;
let init: Init | null = null;
let running = false;
let creation: ReturnType<typeof setTimeout> | null = null;
const ownerOf = new Map<string, number>();

function send(message: AgentsToMain): void {
  process.send?.(message);
}

/** 127.1.x.y for agent i, 127.2.0.p for process p's admin: each browser has its own client address. */
export function agentAddress(index: number): string {
  return `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function newClient(localAddress: string, maxSockets?: number): BrowserClient {
  if (!init) throw new Error('not initialised');
  return new BrowserClient({
    baseUrl: init.baseUrl,
    localAddress,
    record: (sample) => samples.push(sample),
    timeoutMs: init.requestTimeoutMs,
    ...(maxSockets ? { maxSockets } : {}),
  });
}

function contactFree(phone: string): void {
  if (!init) return;
  if (ownerOf.get(phone) === init.processIndex) contacts?.release(phone);
  else send({ type: 'contact-free', phone });
}

async function start(message: Init): Promise<void> {
  init = message;
  message.contactPhones.forEach((phone, index) => {
    ownerOf.set(phone, index % message.processes);
  });
  const admin = newClient(`127.2.0.${message.processIndex + 1}`, 16);
  await signInLikeBrowser(admin, message.admin.email, message.password);
  const ownPhones = message.contactPhones.filter(
    (_, index) => index % message.processes === message.processIndex,
  );
  contacts = new ContactSide(admin, ownPhones, message.smsShare, counters);
  const context = {
    counters,
    contactTextsBack: (phone: string) => contacts?.textBack(phone) ?? Promise.resolve(),
    contactFree,
    isRunning: () => running,
  };
  let next = 0;
  let failed = 0;
  // Sign-ins a few at a time, as a shift arriving over a minute or two.
  const signInWorker = async () => {
    while (next < message.agents.length) {
      const user = message.agents[next++];
      if (!user) break;
      const agent = new SimulatedAgent(newClient(agentAddress(user.index)), context);
      try {
        await agent.start(user.email, message.password);
        agents.push(agent);
      } catch (error) {
        failed += 1;
        if (failed <= 3) console.error(`agent ${user.email} could not start:`, (error as Error).message);
        agent.close();
      }
    }
  };
  await Promise.all(Array.from({ length: message.signInConcurrency }, signInWorker));
  send({ type: 'ready', signedIn: agents.length, failed });
}

/** Tasks arrive as a Poisson process at this process's rate, from trafficStart to trafficEnd. */
function createTasks(schedule: Schedule): void {
  const rate = init?.tasksPerSecond ?? 0;
  if (rate <= 0) return;
  const arrive = () => {
    if (!running || Date.now() >= schedule.trafficEnd) return;
    void contacts?.createTask();
    creation = setTimeout(arrive, (-Math.log(1 - Math.random()) / rate) * 1_000);
  };
  creation = setTimeout(arrive, Math.max(0, schedule.trafficStart - Date.now()));
}

async function finish(drainMs: number): Promise<void> {
  running = false;
  if (creation) clearTimeout(creation);
  // The agents finish the work they hold (and offers still arriving for tasks already created).
  const deadline = Date.now() + drainMs;
  await sleep(2_000);
  while (Date.now() < deadline && agents.some((agent) => agent.tasksInHand > 0)) await sleep(250);
  const openAtEnd = agents.reduce((sum, agent) => sum + agent.tasksInHand, 0);
  for (const agent of agents) agent.close();
  send({ type: 'report', samples, counters, openAtEnd });
}

process.on('message', (message: MainToAgents) => {
  if (message.type === 'init') {
    start(message).catch((error: unknown) => {
      console.error('agent process failed to start:', error);
      process.exit(1);
    });
  } else if (message.type === 'start') {
    running = true;
    for (const agent of agents) agent.startDailyStats();
    createTasks(message.schedule);
  } else if (message.type === 'contact-free') {
    contacts?.release(message.phone);
  } else if (message.type === 'finish') {
    void finish(message.drainMs);
  }
});
process.on('disconnect', () => process.exit(0));
