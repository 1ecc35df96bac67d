/** Height of the phone's top bar (its placeholder keeps the page still while the bar loads). */
export const PHONE_TOP_BAR_HEIGHT = 48;
