// spec 001 §6 "Embedding hosts": the agent desktop runs inside a host page, which hides parts of the
// interface. The spec names the six hosts and the six panel kinds but not which host hides what;
// the pairs below are ours (docs/embedding.md explains each). No zod here: the shell reads this at
// start-up, in the app's first download.

export const EMBEDDING_HOSTS = ['generic', 'crm', 'retool', 'kustomer', 'extension', 'rize'] as const;
export type EmbeddingHost = (typeof EMBEDDING_HOSTS)[number];

/** spec 001 §6: the panel kinds a host can hide. */
export const HIDEABLE_PANELS = [
  'navigation',
  'collapsiblePanels',
  'actionablePanels',
  'details',
  'logo',
  'agentSettings',
] as const;
export type HideablePanel = (typeof HIDEABLE_PANELS)[number];

export const EMBEDDING_HOST_HIDDEN_PANELS: Readonly<Record<EmbeddingHost, readonly HideablePanel[]>> = {
  // Any page that frames the agent desktop: it brings its own navigation and branding.
  generic: ['navigation', 'logo'],
  // A CRM shows the contact record itself, so our details panel would repeat it.
  crm: ['navigation', 'logo', 'details'],
  // Retool apps are dense dashboards: keep only the work area.
  retool: ['navigation', 'logo', 'collapsiblePanels'],
  // Kustomer is itself a support desk: it shows details and its own actions.
  kustomer: ['navigation', 'logo', 'collapsiblePanels', 'details', 'actionablePanels'],
  // A browser-extension side panel is narrow.
  extension: ['navigation', 'logo', 'collapsiblePanels', 'details'],
  // Rize manages the agent's settings itself.
  rize: ['navigation', 'logo', 'agentSettings'],
};

export function isEmbeddingHost(value: string): value is EmbeddingHost {
  return (EMBEDDING_HOSTS as readonly string[]).includes(value);
}

/**
 * spec 001 §6 "A CRM host can also send open-dialer with phoneNumber": the hosts that may open the
 * dial pad from the parent frame.
 */
export const HOSTS_THAT_OPEN_THE_DIALER: readonly EmbeddingHost[] = ['crm'];

/**
 * The URL parameter that names the host: `/agent?embed=crm`. `?embedded=` is read too (the shell's
 * first name for it); `embed` wins when both are present.
 */
export const EMBED_SEARCH_PARAM = 'embed';
export const EMBED_SEARCH_PARAM_ALIAS = 'embedded';
