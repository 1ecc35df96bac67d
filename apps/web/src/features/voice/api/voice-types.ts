// The voice contract's shapes as the browser reads them (docs/voice-contract.md "Events on the
// stream"). The events' schemas are in the stream catalogue (@parley/core/voice/stream-events).

export type { ManagerAction, MediaLink as PeerPlan, ParticipantKind } from '@parley/core/voice/media-plan';
export type {
  CallStatus,
  CallView,
  ConferenceSnapshot,
  RecordingState,
  SnapshotParticipant as ConferenceParticipant,
  VoiceNotification,
  VoiceNotificationKind,
  VoiceSignal,
  VoiceSignalKind,
} from '@parley/core/voice/voice-contract';
