// Build-time settings this app reads from import.meta.env (set as environment variables at `vite build`).
interface ImportMetaEnv {
  /** The support address the error screen shows; defaults to support@parley.local. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
