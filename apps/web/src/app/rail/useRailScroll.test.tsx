import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RAIL_FADE_PX, scrollIntoRail, useRailScroll } from './useRailScroll.ts';

// jsdom lays nothing out: a rail 300 px high showing entries 40 px apart, from y = 100.
const RAIL_TOP = 100;
const RAIL_HEIGHT = 300;
const ENTRY_PITCH = 40;
const ENTRY_COUNT = 16;

function stubLayout(container: HTMLElement): void {
  const rect = (top: number, height: number) => new DOMRect(0, top, 40, height);
  vi.spyOn(container, 'getBoundingClientRect').mockImplementation(() => rect(RAIL_TOP, RAIL_HEIGHT));
  Object.defineProperty(container, 'clientHeight', { configurable: true, value: RAIL_HEIGHT });
  Object.defineProperty(container, 'scrollHeight', {
    configurable: true,
    value: ENTRY_COUNT * ENTRY_PITCH,
  });
  for (const [index, entry] of [...container.children].entries()) {
    vi.spyOn(entry, 'getBoundingClientRect').mockImplementation(() =>
      rect(RAIL_TOP + index * ENTRY_PITCH - container.scrollTop, ENTRY_PITCH),
    );
  }
}

function Rail({ active }: { active: number }) {
  const { ref, moreAbove, moreBelow } = useRailScroll(String(active));
  return (
    <div
      ref={ref}
      data-testid="rail"
      data-more-above={moreAbove || undefined}
      data-more-below={moreBelow || undefined}
    >
      {Array.from({ length: ENTRY_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of stand-in entries.
        <a key={index} href={`#${index}`} aria-current={index === active ? 'page' : undefined}>
          {index}
        </a>
      ))}
    </div>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('scrollIntoRail', () => {
  function railWith(scrollTop: number) {
    const { getByTestId } = render(<Rail active={-1} />);
    const container = getByTestId('rail');
    stubLayout(container);
    container.scrollTop = scrollTop;
    return container;
  }

  it('scrolls down just enough to show an entry hidden below, clear of the fade', () => {
    const container = railWith(0);
    const settings = screen.getByText('15');
    scrollIntoRail(container, settings);
    // Entry 15 ends at 640 px of content; the rail shows 300 px, less the bottom fade.
    expect(container.scrollTop).toBe(15 * ENTRY_PITCH + ENTRY_PITCH - (RAIL_HEIGHT - RAIL_FADE_PX));
  });

  it('scrolls up to an entry hidden above, and leaves a visible entry alone', () => {
    const container = railWith(200);
    scrollIntoRail(container, screen.getByText('8'));
    expect(container.scrollTop).toBe(200);
    scrollIntoRail(container, screen.getByText('2'));
    expect(container.scrollTop).toBe(2 * ENTRY_PITCH - RAIL_FADE_PX);
  });
});

describe('useRailScroll', () => {
  it('marks the edges that hide entries as the rail scrolls', () => {
    const { getByTestId } = render(<Rail active={-1} />);
    const container = getByTestId('rail');
    stubLayout(container);
    act(() => {
      container.dispatchEvent(new Event('scroll'));
    });
    expect(container).not.toHaveAttribute('data-more-above');
    expect(container).toHaveAttribute('data-more-below');
    act(() => {
      container.scrollTop = ENTRY_COUNT * ENTRY_PITCH - RAIL_HEIGHT;
      container.dispatchEvent(new Event('scroll'));
    });
    expect(container).toHaveAttribute('data-more-above');
    expect(container).not.toHaveAttribute('data-more-below');
  });

  it('brings the active entry into view when it changes', () => {
    const { getByTestId, rerender } = render(<Rail active={0} />);
    const container = getByTestId('rail');
    stubLayout(container);
    rerender(<Rail active={14} />);
    expect(container.scrollTop).toBe(15 * ENTRY_PITCH - (RAIL_HEIGHT - RAIL_FADE_PX));
    expect(container).toHaveAttribute('data-more-above');
  });
});
