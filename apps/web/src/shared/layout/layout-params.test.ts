import { describe, expect, it } from 'vitest';
import { type LayoutParams, layoutSettings, resolveLayoutParams } from './layout-params.ts';

const none: LayoutParams = { embedded: null, minimal: false, hideNavigation: false };

function resolve(query: string, remembered: LayoutParams = none): LayoutParams {
  return resolveLayoutParams(new URLSearchParams(query), remembered);
}

describe('layout parameters', () => {
  it('reads ?embedded, ?layout and ?hideNavigation', () => {
    expect(resolve('embedded=crm&layout=minimal&hideNavigation=true')).toEqual({
      embedded: 'crm',
      minimal: true,
      hideNavigation: true,
    });
  });

  it('keeps remembered parameters the URL does not mention, and lets the URL switch them off', () => {
    const remembered: LayoutParams = { embedded: 'retool', minimal: true, hideNavigation: true };
    expect(resolve('', remembered)).toEqual(remembered);
    expect(resolve('embedded=&layout=default&hideNavigation=false', remembered)).toEqual(none);
  });

  it('reads the host from ?embed (docs/embedding.md), which wins over ?embedded', () => {
    expect(resolve('embed=kustomer').embedded).toBe('kustomer');
    expect(resolve('embed=rize&embedded=crm').embedded).toBe('rize');
    expect(resolve('embed=', { ...none, embedded: 'crm' }).embedded).toBeNull();
  });

  it('ignores an unknown embedding host', () => {
    expect(resolve('embedded=somewhere').embedded).toBeNull();
  });

  it('hides the panels of the host, and the agent navigation with the collapsible panels', () => {
    const crm = layoutSettings({ ...none, embedded: 'crm' });
    expect(crm.hidden).toMatchObject({
      navigation: true,
      logo: true,
      details: true,
      collapsiblePanels: false,
    });
    expect(crm.agentNavigationHidden).toBe(false);
    expect(layoutSettings({ ...none, embedded: 'extension' }).agentNavigationHidden).toBe(true);
    expect(layoutSettings({ ...none, minimal: true }).hidden.navigation).toBe(true);
    expect(layoutSettings({ ...none, hideNavigation: true })).toMatchObject({
      agentNavigationHidden: true,
      hidden: { navigation: false },
    });
  });
});
