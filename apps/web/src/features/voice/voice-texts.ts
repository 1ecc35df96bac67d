// Texts of the voice features. Quoted spec texts are used letter for letter (the source is named);
// the rest is Parley's wording for what the spec leaves open.

/** Spec texts (spec 000 §8, spec 001 §2, §4, §5, §8, §9). */
export const VOICE_SPEC_TEXTS = {
  /** spec 001 §9: the browser notification's title. */
  incomingCall: 'Incoming Call',
  /** spec 001 §8 "{name or Contact}". */
  contact: 'Contact',
  /** spec 001 §8 notifications (7 s). */
  contactHungUp: 'The contact hung up the call',
  contactHungUpIncoming: (name: string) => `${name} hung up the incoming call`,
  answeredByAnother: 'The incoming call was answered by another agent.',
  /** spec 000 §8 CanceledTransfer. */
  transferCanceled: 'Transfer was cancelled.',
  /** spec 001 §5 tooltip. */
  activeConference: 'There is already an active conference',
  /** spec 001 §2 dial pad step 2. */
  selectFromNumber: 'Select phone number to dial/message from',
  dynamicFromNumber: 'Set dynamically based on contact profile',
  go: 'Go',
  /** spec 001 §5. */
  noMatchingPhoneNumbers: 'No matching phone numbers',
  noMatchingAgent: 'No matching agent. Try phone number instead.',
  fieldRequired: 'The field is required',
  /** spec 001 §8 "Tasks" (15 s timeout from the dial pad). */
  taskFailedToBeAccepted: 'Task failed to be accepted.',
  /** spec 001 §8 "Manager action". */
  failedToStart: (action: string) => `Failed to start ${action} call`,
  callNotFound: 'Call not found',
  unableToStop: (action: string) => `Unable to stop to ${action}`,
  /** spec 001 §4 "Agent availability". */
  available: 'Available',
  busy: 'Busy',
  unavailable: 'Unavailable',
  progressiveDialerMode: 'Progressive Dialer Mode',
  /** spec 000 §8 disabled-action hints. */
  callNeedsAvailableStatus: 'Set yourself to an available status to make a call',
} as const;

/** Parley's wording. */
export const CALL_TEXTS = {
  incomingCallCard: 'Incoming call',
  acceptCall: 'Accept',
  rejectCall: 'Reject',
  activeCall: 'Call',
  callTimer: 'Call duration',
  connecting: 'Connecting…',
  onHold: 'On hold',
  muted: 'Muted',
  mute: 'Mute',
  unmute: 'Unmute',
  hold: 'Hold',
  resume: 'Resume',
  transfer: 'Transfer',
  record: 'Record',
  pauseRecording: 'Pause',
  resumeRecording: 'Resume recording',
  recording: 'Recording',
  recordingPaused: 'Recording paused',
  hangUp: 'Hang up',
  callEnded: 'Call ended',
  callControls: 'Call controls',
  noAnswer: 'The contact did not answer.',
  callCanceled: 'The call was canceled.',
  transferTitle: 'Transfer the call',
  transferToAgent: 'Agent',
  transferToQueue: 'Queue',
  searchAgents: 'Search agents',
  agentField: 'Agent',
  queueField: 'Queue',
  noTransferQueues: 'No queue takes transfers.',
  transferButton: 'Transfer',
  transferring: (name: string) => `Transferring to ${name}…`,
  cancelTransfer: 'Cancel transfer',
  callStatistics: 'Call quality',
  audioIn: 'Microphone',
  audioOut: 'Speaker',
  jitter: 'Jitter',
  rtt: 'Round trip',
  mos: 'MOS',
  inputLevel: 'Input level',
  outputLevel: 'Output level',
  microphoneUnavailable: 'The microphone could not be opened: the other side will not hear you.',
  networkWarnings: 'Network warnings',
  networkWarning: {
    'high-rtt': 'High latency',
    'low-mos': 'Low call quality',
    'high-jitter': 'High jitter',
    'high-packets-lost-fraction': 'Packets are being lost',
    'low-bytes-received': 'No audio received',
    'low-bytes-sent': 'No audio sent',
    'ice-connectivity-lost': 'Connection lost',
  },
  dialPadBack: 'Back',
  dialPadCalling: (phone: string) => `Calling ${phone}`,
  brandNumbersLoadError: 'The brand’s numbers could not be loaded.',
  // Supervisors
  listen: 'Listen',
  whisper: 'Whisper',
  barge: 'Barge',
  stop: 'Stop',
  managerState: {
    none: '',
    starting: 'Starting…',
    'started-listening': 'Listening',
    'started-whispering': 'Whispering',
    'started-barging': 'Barging',
  },
  liveCall: 'Live call',
  agentsLoadError: 'The agents could not be loaded.',
  noAgents: 'No agents yet.',
  // Contact Simulator
  callTheBrand: 'Call the brand',
  calls: 'Calls',
  noCalls: 'No calls with the brand yet.',
  answer: 'Answer',
  callStatus: {
    queued: 'Queued',
    ringing: 'Ringing',
    'in-progress': 'In progress',
    canceled: 'Canceled',
    completed: 'Completed',
    'no-answer': 'No answer',
    busy: 'Busy',
    failed: 'Failed',
  },
  callPlaced: (callSid: string) => `Calling the brand (${callSid}).`,
  inbound: 'To the brand',
  outbound: 'From the brand',
  callsIntro:
    'Call the brand as the contact above, or answer the brand’s calls to it. This page is the contact’s phone: allow the microphone.',
  callsLoadError: 'Could not load the calls.',
} as const;
