// Product texts of the platform core. Texts quoted in the spec are used letter for letter; the ones
// marked "Parley's wording" fill gaps the spec leaves open. Typed errors, call failures and hints
// are in error-catalogue.ts.

/** spec 000 §8 "Auth failures". */
export const AUTH_FAILURE_TEXTS = {
  signIn: 'Failed to sign in',
  createSessionCookie: 'Failed to create session cookie',
  sendResetEmail: 'Failed to send reset email',
  validateRecoveryToken: 'Failed to validate recovery token',
  loadCsrfToken: 'Failed to load csrf token',
  /** spec 000 §5: shown when the server gives no message of its own. */
  resetPassword: 'Failed to reset password',
} as const;

/** The sign-in and password-reset pages (Parley's wording except the failure texts above). */
export const AUTH_PAGE_TEXTS = {
  productName: 'Parley',
  signInPageTitle: 'Sign in',
  forgotPageTitle: 'Forgot password',
  resetPageTitle: 'Reset password',
  signInTitle: 'Sign in to Parley',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  signInButton: 'Sign in',
  forgotPasswordLink: 'Forgot password?',
  sessionExpired: 'Your session has expired. Please sign in again.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  forgotTitle: 'Reset your password',
  forgotIntro: "Enter the email address of your account and we'll send you a link to reset your password.",
  sendResetLinkButton: 'Send reset link',
  resetEmailSent: "If an account exists for that address, we've sent a link to reset your password.",
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  resetFor: (email: string) => `Choose a new password for ${email}.`,
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm password',
  resetPasswordButton: 'Reset password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordReset: 'Your password has been reset.',
  signInLink: 'Sign in',
  requestNewLink: 'Request a new link',
  checkingLink: 'Checking your link…',
} as const;

/** spec 000 §8: the event stream's hard-failure warning (persistent). */
export const EVENT_STREAM_FAILURE_TEXT =
  "We've encountered an error. Please reload the page to receive new tasks (when you are not on a live call).";

/** spec 000 §8: the fallback text of an unknown error. */
export const DEFAULT_ERROR_TEXT = 'There was an error';

/** spec 000 §8: endpoint failure texts ("other failures give its other message"). */
export const ENDPOINT_FAILURE_TEXTS = {
  acceptTask: 'Could not accept the task.',
  wrapTask: 'Could not wrap the task.',
  sendEmail: 'Email could not be sent',
  authenticate: 'Could not authenticate.',
  loadConversationsToken: 'Could not load conversations token.',
} as const;

/** spec 001 §8 "REST error texts" that are not tied to one screen. */
export const REST_ERROR_TEXTS = {
  routeNotFound: 'Route not found',
  fetchingResults: 'Error fetching results',
  uploadingFile: 'Error uploading file',
  uploadingSourceItem: 'Error uploading source item',
  generatePreviewUrl: 'Failed to generate preview url',
  contactNotFound: 'Contact not found',
  activityFeed: (id: string) => `Could not load activity feed for ${id}`,
  spotlightData: 'Could not load spotlight data',
} as const;
