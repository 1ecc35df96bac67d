import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The fade at a scrolled edge (--rail-fade in IconRail.module.css); the active entry stays clear of it. */
export const RAIL_FADE_PX = 32;

export type RailScroll = {
  ref: RefObject<HTMLDivElement | null>;
  /** Entries are hidden above / below: the rail fades out at that edge. */
  moreAbove: boolean;
  moreBelow: boolean;
};

/** Scrolls `container` as little as needed so `element` shows clear of the edge fades. */
export function scrollIntoRail(container: HTMLElement, element: HTMLElement): void {
  const box = container.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  const above = item.top - (box.top + RAIL_FADE_PX);
  const below = item.bottom - (box.bottom - RAIL_FADE_PX);
  if (above < 0) container.scrollTop += above;
  else if (below > 0) container.scrollTop += Math.min(below, above);
}

/**
 * The scrolling entries of the icon rail: which edges hide entries (a short window does not fit
 * them all), and the active entry scrolled into view whenever `activeKey` changes, so Alt+9 or a
 * link to Reporting never leaves the highlighted entry out of sight.
 */
export function useRailScroll(activeKey: string | null): RailScroll {
  const ref = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ moreAbove: false, moreBelow: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // 1 px of slack: zoomed pages report fractional scroll positions.
    const moreAbove = element.scrollTop > 1;
    const moreBelow = element.scrollTop + element.clientHeight < element.scrollHeight - 1;
    setEdges((current) =>
      current.moreAbove === moreAbove && current.moreBelow === moreBelow ? current : { moreAbove, moreBelow },
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The window's height decides whether the entries fit (jsdom has no ResizeObserver), and
    // entries come and go with the session's feature flags.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    const entries = new MutationObserver(measure);
    entries.observe(element, { childList: true });
    return () => {
      element.removeEventListener('scroll', measure);
      resizes?.disconnect();
      entries.disconnect();
    };
  }, [measure]);

  // Before paint: a page opened at Settings shows the rail already scrolled, not jumping.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container || activeKey === null) return;
    const active = container.querySelector<HTMLElement>('[aria-current="page"]');
    if (active) scrollIntoRail(container, active);
    measure();
  }, [activeKey, measure]);

  return { ref, ...edges };
}
