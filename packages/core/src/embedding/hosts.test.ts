import { describe, expect, it } from 'vitest';
import {
  EMBEDDING_HOST_HIDDEN_PANELS,
  EMBEDDING_HOSTS,
  HIDEABLE_PANELS,
  HOSTS_THAT_OPEN_THE_DIALER,
  isEmbeddingHost,
} from './hosts.ts';

describe('embedding hosts (spec 001 §6)', () => {
  it('are the six hosts of the spec, each hiding known panels', () => {
    expect(EMBEDDING_HOSTS).toEqual(['generic', 'crm', 'retool', 'kustomer', 'extension', 'rize']);
    for (const host of EMBEDDING_HOSTS) {
      const hidden = EMBEDDING_HOST_HIDDEN_PANELS[host];
      expect(hidden.every((panel) => HIDEABLE_PANELS.includes(panel))).toBe(true);
      // Every host frames the desk inside its own page: our navigation and logo never show.
      expect(hidden).toEqual(expect.arrayContaining(['navigation', 'logo']));
    }
  });

  it('hide what each host brings itself', () => {
    expect(EMBEDDING_HOST_HIDDEN_PANELS.crm).toContain('details');
    expect(EMBEDDING_HOST_HIDDEN_PANELS.kustomer).toEqual(
      expect.arrayContaining(['details', 'actionablePanels', 'collapsiblePanels']),
    );
    expect(EMBEDDING_HOST_HIDDEN_PANELS.rize).toContain('agentSettings');
    expect(EMBEDDING_HOST_HIDDEN_PANELS.generic).not.toContain('agentSettings');
  });

  it('lets only the CRM host open the dialer', () => {
    expect(HOSTS_THAT_OPEN_THE_DIALER).toEqual(['crm']);
  });

  it('recognises host names exactly', () => {
    expect(isEmbeddingHost('crm')).toBe(true);
    expect(isEmbeddingHost('CRM')).toBe(false);
    expect(isEmbeddingHost('')).toBe(false);
  });
});
