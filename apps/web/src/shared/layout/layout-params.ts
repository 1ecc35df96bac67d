import {
  EMBED_SEARCH_PARAM,
  EMBED_SEARCH_PARAM_ALIAS,
  EMBEDDING_HOST_HIDDEN_PANELS,
  type EmbeddingHost,
  HIDEABLE_PANELS,
  type HideablePanel,
  isEmbeddingHost,
} from '@parley/core/embedding/hosts';
import { LAYOUT_SEARCH_PARAMS, MINIMAL_LAYOUT_HIDDEN_PANELS } from '@parley/core/shell/navigation';

/** The layout the URL asks for (spec 001 §6 embedding, spec 002 §2 minimal layout and hideNavigation). */
export type LayoutParams = {
  embedded: EmbeddingHost | null;
  minimal: boolean;
  hideNavigation: boolean;
};

function readFlag(value: string | null, remembered: boolean): boolean {
  if (value === null) return remembered;
  return value === '' || value === 'true' || value === '1';
}

/**
 * URL parameters win over the remembered ones; a parameter present with an empty or unknown value
 * switches its setting off (`?embed=` leaves embedded mode, `?layout=default` the minimal layout).
 * The host is `?embed=` (docs/embedding.md), or `?embedded=`, its first name.
 */
export function resolveLayoutParams(search: URLSearchParams, remembered: LayoutParams): LayoutParams {
  const embedded = search.get(EMBED_SEARCH_PARAM) ?? search.get(EMBED_SEARCH_PARAM_ALIAS);
  const layout = search.get(LAYOUT_SEARCH_PARAMS.layout);
  return {
    embedded: embedded === null ? remembered.embedded : isEmbeddingHost(embedded) ? embedded : null,
    minimal: layout === null ? remembered.minimal : layout === 'minimal',
    hideNavigation: readFlag(search.get(LAYOUT_SEARCH_PARAMS.hideNavigation), remembered.hideNavigation),
  };
}

export type LayoutSettings = LayoutParams & {
  /** Which panels the layout hides. */
  hidden: Record<HideablePanel, boolean>;
  /** spec 002 §2: the agent side navigation; also hidden with the other collapsible panels. */
  agentNavigationHidden: boolean;
};

export function layoutSettings(params: LayoutParams): LayoutSettings {
  const hiddenList: HideablePanel[] = [
    ...(params.embedded ? EMBEDDING_HOST_HIDDEN_PANELS[params.embedded] : []),
    ...(params.minimal ? MINIMAL_LAYOUT_HIDDEN_PANELS : []),
  ];
  const hidden = Object.fromEntries(HIDEABLE_PANELS.map((panel) => [panel, hiddenList.includes(panel)]));
  return {
    ...params,
    // Built from HIDEABLE_PANELS, so every key of the record is present.
    hidden: hidden as Record<HideablePanel, boolean>,
    agentNavigationHidden: params.hideNavigation || hiddenList.includes('collapsiblePanels'),
  };
}
