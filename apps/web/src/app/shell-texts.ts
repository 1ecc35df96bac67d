// Product texts of the shell. Quoted texts of the spec are kept letter for letter.

// spec 002 §2 "Shell"
export const NOT_FOUND_TEXT = '404 - Page Not Found';

// spec 000 §2 "Load failure"
export const CHUNK_LOAD_FAILED_TITLE = 'Something went wrong while loading this page';
export const CHUNK_LOAD_FAILED_RELOADING = 'We are trying to reload the application...';
export const RELOAD_NOW = 'Reload Now';

// spec 000 §2 "Error screen"
export const STALE_VERSION_TEXT =
  'The product has been updated! You are not on the latest version of the app. Please refresh the page to get the latest version.';
export const UNEXPECTED_ERROR_TITLE = 'Oops! We encountered an error!';

/** Where the error screen sends people. Self-hosters set VITE_SUPPORT_EMAIL at build time. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@parley.local';

// issue 17 item 10: on a phone the navigation is a drawer opened from the top bar.
export const OPEN_NAVIGATION = 'Open navigation';
export const CLOSE_NAVIGATION = 'Close navigation';
export const NAVIGATION_DRAWER_TITLE = 'Navigation';
