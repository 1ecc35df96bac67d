/** Height of the agent navigation bar (its placeholder keeps the page still while the bar loads). */
export const AGENT_NAVIGATION_BAR_HEIGHT = 52;
