// The desk on small screens (issue 17 item 10): its own texts, beside the layout they belong to.
export const DESK_LAYOUT_TEXTS = {
  backToTasks: 'Back to tasks',
  /** The Back control's badge: offers waiting in the list the agent cannot see. */
  offersWaiting: (count: number) => `${count} ${count === 1 ? 'offer' : 'offers'} waiting`,
  showCustomer: 'Show customer',
  showWrapUp: 'Show wrap-up',
} as const;
