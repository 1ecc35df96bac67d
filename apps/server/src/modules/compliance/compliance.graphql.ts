import type { DailyWindow, EmergencyArea, Holiday } from '@parley/core/compliance/compliance-model';
import type { Builder } from '../../platform/graphql/builder.ts';
import { idArg } from '../../platform/graphql/id-arg.ts';
import { publishAdminSettingsUpdated } from '../brands/admin-settings-events.ts';
import { requireComplianceAdmin, requireComplianceReader } from './compliance.policy.ts';
import {
  type ComplianceSettings,
  listEmergencies,
  listHolidays,
  readComplianceSettings,
} from './compliance-store.ts';
import {
  addDoNotCallNumber,
  type DoNotCallEntry,
  type DoNotCallPage,
  listDoNotCallNumbers,
  removeDoNotCallNumber,
} from './do-not-call.ts';
import { createEmergency, deleteEmergency, updateEmergency } from './emergencies.ts';
import { createHoliday, deleteHoliday, updateHoliday } from './holidays.ts';
import { listOutboundDecisions, type OutboundDecisionEntry } from './outbound-decision-log.ts';
import { saveAbandonSettings, saveCallLimits, saveDailyHours } from './save-compliance-settings.ts';

// Settings › Call Restrictions (Daily Available Hours, Holidays, Daily Call Limits, State of
// Emergency) and Settings › Compliance (do-not-call list, abandon target, safe-harbour message, the
// decision log): docs/compliance.md. Admins and supervisors read; admins change. Each change is
// announced with brand.adminSettingsUpdated, section `callRestrictions` or `compliance`.

const RESTRICTIONS = 'callRestrictions';
const COMPLIANCE = 'compliance';

export function registerComplianceGraphql(builder: Builder): void {
  const Window = builder.objectRef<DailyWindow>('DailyAvailableWindow').implement({
    description: "One weekday's window in the contact's local time: start inclusive, end exclusive (HH:MM).",
    fields: (t) => ({
      weekday: t.exposeString('weekday'),
      enabled: t.exposeBoolean('enabled'),
      start: t.exposeString('start'),
      end: t.exposeString('end'),
    }),
  });
  const HolidayRef = builder.objectRef<Holiday>('ComplianceHoliday').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      startDate: t.exposeString('startDate', { description: 'YYYY-MM-DD, included' }),
      endDate: t.exposeString('endDate', { description: 'YYYY-MM-DD, included' }),
    }),
  });
  const Emergency = builder.objectRef<EmergencyArea>('StateOfEmergency').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      states: t.exposeStringList('states', { description: 'USPS codes' }),
      areaCodes: t.exposeStringList('areaCodes'),
      startDate: t.exposeString('startDate'),
      endDate: t.exposeString('endDate'),
    }),
  });
  const Settings = builder.objectRef<ComplianceSettings>('ComplianceSettings').implement({
    fields: (t) => ({
      dailyHours: t.field({ type: [Window], resolve: (settings) => settings.dailyHours }),
      perContactPerDay: t.exposeInt('perContactPerDay', { nullable: true }),
      perNumberPerDay: t.exposeInt('perNumberPerDay', { nullable: true }),
      targetAbandonRate: t.exposeFloat('targetAbandonRate', { description: 'Percent' }),
      safeHarbourMessage: t.exposeString('safeHarbourMessage'),
    }),
  });
  const DncEntry = builder.objectRef<DoNotCallEntry>('DoNotCallEntry').implement({
    fields: (t) => ({
      phoneNumber: t.exposeString('phoneNumber', { description: 'E.164' }),
      source: t.exposeString('source', { description: 'manual, upload or opt_out' }),
      channel: t.exposeString('channel', { description: 'all (calls and texts) or sms' }),
      note: t.exposeString('note', { nullable: true }),
      createdAt: t.field({ type: 'DateTime', resolve: (entry) => entry.createdAt }),
    }),
  });
  const DncPage = builder.objectRef<DoNotCallPage>('DoNotCallPage').implement({
    fields: (t) => ({
      entries: t.field({ type: [DncEntry], resolve: (page) => page.entries }),
      total: t.exposeInt('total'),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });
  const Decision = builder.objectRef<OutboundDecisionEntry>('OutboundDecision').implement({
    description: 'One outbound call or text decision: placed, or skipped and why.',
    fields: (t) => ({
      id: t.exposeID('id'),
      decidedAt: t.field({ type: 'DateTime', resolve: (entry) => entry.decidedAt }),
      channel: t.exposeString('channel', { description: 'call or sms' }),
      phoneNumber: t.exposeString('phoneNumber'),
      profileId: t.exposeString('profileId', { nullable: true }),
      allowed: t.exposeBoolean('allowed'),
      reason: t.exposeString('reason', { nullable: true, description: 'Why it was skipped' }),
      detail: t.exposeString('detail'),
      source: t.exposeString('source', { description: 'agent, journey, campaign or system' }),
      userId: t.exposeString('userId', { nullable: true }),
      taskSid: t.exposeString('taskSid', { nullable: true }),
      timeZones: t.exposeStringList('timeZones'),
    }),
  });
  type DecisionPage = Awaited<ReturnType<typeof listOutboundDecisions>>;
  const DecisionPageRef = builder.objectRef<DecisionPage>('OutboundDecisionPage').implement({
    fields: (t) => ({
      entries: t.field({ type: [Decision], resolve: (page) => page.entries }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

  const WindowInput = builder.inputType('DailyAvailableWindowInput', {
    fields: (t) => ({
      weekday: t.string({ required: true }),
      enabled: t.boolean({ required: true }),
      start: t.string({ required: true }),
      end: t.string({ required: true }),
    }),
  });
  const HolidayInput = builder.inputType('ComplianceHolidayInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      startDate: t.string({ required: true }),
      endDate: t.string({ required: true }),
    }),
  });
  const EmergencyInput = builder.inputType('StateOfEmergencyInput', {
    fields: (t) => ({
      name: t.string({ required: true }),
      states: t.stringList({ required: true }),
      areaCodes: t.stringList({ required: true }),
      startDate: t.string({ required: true }),
      endDate: t.string({ required: true }),
    }),
  });
  const LimitsInput = builder.inputType('DailyCallLimitsInput', {
    fields: (t) => ({ perContactPerDay: t.int(), perNumberPerDay: t.int() }),
  });
  const AbandonInput = builder.inputType('ComplianceSettingsInput', {
    fields: (t) => ({
      targetAbandonRate: t.float({ required: true }),
      safeHarbourMessage: t.string({ required: true }),
    }),
  });

  builder.queryFields((t) => ({
    complianceSettings: t.field({
      type: Settings,
      description: "The brand's daily hours, call limits, target abandon rate and safe-harbour message.",
      resolve: (_root, _args, ctx) => {
        const { brandId } = requireComplianceReader(ctx.session);
        return readComplianceSettings(ctx.db, brandId);
      },
    }),
    complianceHolidays: t.field({
      type: [HolidayRef],
      resolve: (_root, _args, ctx) => listHolidays(ctx.db, requireComplianceReader(ctx.session).brandId),
    }),
    statesOfEmergency: t.field({
      type: [Emergency],
      resolve: (_root, _args, ctx) => listEmergencies(ctx.db, requireComplianceReader(ctx.session).brandId),
    }),
    doNotCallNumbers: t.field({
      type: DncPage,
      args: { search: t.arg.string(), after: t.arg.string(), first: t.arg.int() },
      resolve: (_root, args, ctx) =>
        listDoNotCallNumbers(ctx.db, {
          brandId: requireComplianceReader(ctx.session).brandId,
          search: args.search,
          after: args.after,
          first: args.first ?? 50,
        }),
    }),
    outboundDecisions: t.field({
      type: DecisionPageRef,
      description: 'The decision log, newest first: search by number or profile id.',
      args: {
        phoneNumber: t.arg.string(),
        profileId: t.arg.string(),
        skippedOnly: t.arg.boolean(),
        before: t.arg.string(),
        first: t.arg.int(),
      },
      resolve: (_root, args, ctx) =>
        listOutboundDecisions(ctx.db, {
          brandId: requireComplianceReader(ctx.session).brandId,
          phoneNumber: args.phoneNumber,
          profileId: args.profileId,
          skippedOnly: args.skippedOnly ?? false,
          before: args.before ? idArg(args.before, 'before') : null,
          first: args.first ?? 50,
        }),
    }),
  }));

  builder.mutationFields((t) => ({
    saveDailyAvailableHours: t.field({
      type: Settings,
      args: { hours: t.arg({ type: [WindowInput], required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const saved = await saveDailyHours(ctx.db, { brandId, input: args.hours });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return saved;
      },
    }),
    saveDailyCallLimits: t.field({
      type: Settings,
      args: { input: t.arg({ type: LimitsInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const input = {
          perContactPerDay: args.input.perContactPerDay ?? null,
          perNumberPerDay: args.input.perNumberPerDay ?? null,
        };
        const saved = await saveCallLimits(ctx.db, { brandId, input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return saved;
      },
    }),
    saveComplianceSettings: t.field({
      type: Settings,
      args: { input: t.arg({ type: AbandonInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const saved = await saveAbandonSettings(ctx.db, { brandId, input: args.input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: COMPLIANCE });
        return saved;
      },
    }),
    createComplianceHoliday: t.field({
      type: HolidayRef,
      args: { input: t.arg({ type: HolidayInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const holiday = await createHoliday(ctx.db, { brandId, input: args.input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return holiday;
      },
    }),
    updateComplianceHoliday: t.field({
      type: HolidayRef,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: HolidayInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const holiday = await updateHoliday(ctx.db, { brandId, id: idArg(args.id), input: args.input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return holiday;
      },
    }),
    deleteComplianceHoliday: t.id({
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const id = await deleteHoliday(ctx.db, { brandId, id: idArg(args.id) });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return id;
      },
    }),
    createStateOfEmergency: t.field({
      type: Emergency,
      args: { input: t.arg({ type: EmergencyInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const created = await createEmergency(ctx.db, { brandId, input: args.input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return created;
      },
    }),
    updateStateOfEmergency: t.field({
      type: Emergency,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: EmergencyInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const updated = await updateEmergency(ctx.db, { brandId, id: idArg(args.id), input: args.input });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return updated;
      },
    }),
    deleteStateOfEmergency: t.id({
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const id = await deleteEmergency(ctx.db, { brandId, id: idArg(args.id) });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: RESTRICTIONS });
        return id;
      },
    }),
    addDoNotCallNumber: t.field({
      type: DncEntry,
      args: { phoneNumber: t.arg.string({ required: true }), note: t.arg.string() },
      resolve: async (_root, args, ctx) => {
        const { brandId, userId } = requireComplianceAdmin(ctx.session);
        const entry = await addDoNotCallNumber(ctx.db, {
          brandId,
          userId,
          phoneNumber: args.phoneNumber,
          note: args.note,
        });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: COMPLIANCE });
        return entry;
      },
    }),
    removeDoNotCallNumber: t.string({
      description: 'The number taken off the list (E.164).',
      args: { phoneNumber: t.arg.string({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const { brandId } = requireComplianceAdmin(ctx.session);
        const removed = await removeDoNotCallNumber(ctx.db, { brandId, phoneNumber: args.phoneNumber });
        await publishAdminSettingsUpdated(ctx.bus, { brandId, section: COMPLIANCE });
        return removed;
      },
    }),
  }));
}
