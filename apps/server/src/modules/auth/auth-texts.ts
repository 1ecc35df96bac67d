import { AUTH_FAILURE_TEXTS } from '@parley/core/common/texts';

// Server-side texts of the auth area. The spec's failure texts (spec 000 §8) are the browser's;
// the server sends these messages, which the browser shows where the spec says "server message".
export const AUTH_TEXTS = {
  signInFailed: AUTH_FAILURE_TEXTS.signIn,
  tooManyAttempts: (wait: string) => `Too many sign-in attempts. Try again in ${wait}.`,
  sessionTokenInvalid: AUTH_FAILURE_TEXTS.createSessionCookie,
  recoveryTokenInvalid: 'This recovery link is invalid, already used or expired.',
  resetMailSubject: 'Reset your Parley password',
  resetMailBody: (name: string, link: string, minutes: number) =>
    `Hello ${name},\n\nSomeone asked to reset the password of your Parley account. To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
} as const;
