import { describe, expect, it } from 'vitest';
import {
  addContact,
  advanceClock,
  customTrigger,
  drain,
  edge,
  enterByEvent,
  liveJourney,
  node,
  runsOf,
  stepsOf,
  tasksOfRun,
  useEngineWorld,
} from './engine-test-kit.ts';
import { deliverDueOutbox } from './outbox-delivery.ts';

const world = useEngineWorld();

describe('task nodes and sendEmail', () => {
  it('updateTask and cancelTask change the task an earlier node made; call, emailTask and sendEmail reach out', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('work'),
        node('task', 'customTask', { title: 'Follow up', description: '', attributes: [] }),
        node('update', 'updateTask', {
          taskNodeId: 'task',
          attributes: [{ name: 'stage', value: '{{ event.stage }}' }],
        }),
        node('cancel', 'cancelTask', { taskNodeId: 'task', cancellationReasonId: null }),
        node('cancel-again', 'cancelTask', { taskNodeId: 'task', cancellationReasonId: null }),
        node('call', 'call', { title: 'Call {{ contact.firstName }}' }),
        node('email-task', 'emailTask', {
          title: 'Write',
          subject: 'Hi {{ contact.firstName }}',
          body: 'Draft',
        }),
        node('mail', 'sendEmail', {
          subject: 'Welcome {{ contact.firstName }}',
          body: 'Stage {{ event.stage }}',
        }),
      ],
      edges: [
        edge('trigger', 'task'),
        edge('task', 'update'),
        edge('update', 'cancel'),
        edge('cancel', 'cancel-again'),
        edge('cancel-again', 'call'),
        edge('call', 'email-task'),
        edge('email-task', 'mail'),
      ],
    });
    const contact = await addContact(world, { firstName: 'Cleo', email: 'cleo@example.test' });
    await enterByEvent(world, 'work', contact, { stage: 'two' });
    const [run] = await runsOf(world, journeyId);
    expect(run?.state).toBe('completed');
    const steps = await stepsOf(world, run?.id ?? '');
    expect(steps.map((step) => [step.node_id, step.status, step.reason])).toEqual([
      ['trigger', 'completed', null],
      ['task', 'completed', null],
      ['update', 'completed', null],
      ['cancel', 'completed', null],
      ['cancel-again', 'skipped', 'noOpenTask'],
      ['call', 'completed', null],
      ['email-task', 'completed', null],
      ['mail', 'completed', null],
    ]);
    const tasks = await tasksOfRun(world, run?.id ?? '');
    const byNode = new Map(tasks.map((task) => [task.attributes.journeyNodeId, task]));
    expect(byNode.get('task')).toMatchObject({ status: 'canceled', attributes: { stage: 'two' } });
    expect(byNode.get('call')).toMatchObject({
      channel: 'voice',
      status: 'pending',
      attributes: { taskType: 'Progressive Dial', title: 'Call Cleo', contactPhone: expect.any(String) },
    });
    expect(byNode.get('email-task')).toMatchObject({
      channel: 'email',
      attributes: { subject: 'Hi Cleo', email: 'cleo@example.test' },
    });
    expect(world.sentMail).toHaveLength(0);
    await deliverDueOutbox(world.deps, new Date(Date.now() + 1_000));
    expect(world.sentMail).toEqual([
      {
        brandId: world.brandId,
        to: 'cleo@example.test',
        subject: 'Welcome Cleo',
        text: 'Stage two',
        // The step's key `<run>:<node>` as `<run>.<node>@<host>` (no host configured here).
        messageId: expect.stringMatching(/^<[0-9a-f-]{36}\.mail@parley\.local>$/),
      },
    ]);
    await deliverDueOutbox(world.deps, new Date(Date.now() + 60_000));
    expect(world.sentMail).toHaveLength(1);
  });

  it('scheduledCallback: the call task is created once the wait is over', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('callback'),
        node('later', 'scheduledCallback', {
          title: 'Call back {{ contact.firstName }}',
          after: { amount: 2, unit: 'hours' },
        }),
      ],
      edges: [edge('trigger', 'later')],
    });
    const contact = await addContact(world, { firstName: 'Cal' });
    await enterByEvent(world, 'callback', contact);
    const [run] = await runsOf(world, journeyId);
    const callbackTasks = () => tasksOfRun(world, run?.id ?? '');
    expect((await stepsOf(world, run?.id ?? '')).at(-1)).toMatchObject({
      node_id: 'later',
      status: 'waiting',
    });
    expect(await callbackTasks()).toHaveLength(0);
    advanceClock(world, 2 * 60 * 60_000);
    await drain(world);
    expect(await callbackTasks()).toMatchObject([
      {
        channel: 'voice',
        attributes: { title: 'Call back Cal', scheduledCallback: true, journeyNodeId: 'later' },
      },
    ]);
    expect((await runsOf(world, journeyId))[0]?.state).toBe('completed');
    expect((await stepsOf(world, run?.id ?? '')).at(-1)).toMatchObject({
      node_id: 'later',
      status: 'completed',
    });
  });

  it('sendEmail and call respect the opt-in and a missing address', async () => {
    const { journeyId } = await liveJourney(world, {
      nodes: [
        customTrigger('reach'),
        node('call', 'call', { title: 'Call' }),
        node('mail', 'sendEmail', { subject: 'S', body: 'B' }),
      ],
      edges: [edge('trigger', 'call'), edge('call', 'mail')],
    });
    const contact = await addContact(world, { optIn: false, email: null });
    await enterByEvent(world, 'reach', contact);
    const [run] = await runsOf(world, journeyId);
    const steps = await stepsOf(world, run?.id ?? '');
    expect(steps.slice(1).map((step) => [step.node_id, step.status, step.reason])).toEqual([
      ['call', 'skipped', 'notSubscribedVoice'],
      ['mail', 'skipped', 'noEmail'],
    ]);
  });
});
