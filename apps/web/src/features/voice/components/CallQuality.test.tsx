import {
  addCallStatisticsSample,
  type CallStatisticsSample,
  emptyCallStatistics,
} from '@parley/core/voice/call-statistics';
import type { NetworkWarningName } from '@parley/core/voice/network-warnings';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { useVoiceStore } from '../state/voice-store.ts';
import { CallQuality } from './CallQuality.tsx';

// The call card's quality (issue 17 item 6): a level in one word, spec 000 §9's network warnings
// as one-line notices, and the statistics table only behind "Details".

function setQuality(samples: CallStatisticsSample[], warnings: NetworkWarningName[] = []) {
  const statistics = samples.reduce(addCallStatisticsSample, emptyCallStatistics());
  act(() => useVoiceStore.getState().setQuality('CF1', { statistics, warnings }));
}

const GOOD = { mos: 4.4, rtt: 20, jitter: 2, audioInputLevel: 0.2, audioOutputLevel: 0.3 };

beforeEach(() => {
  useVoiceStore.getState().reset();
});

describe('CallQuality', () => {
  it('shows nothing before the first MOS sample (a ringing call has none)', () => {
    renderWithProviders(<CallQuality conferenceSid="CF1" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    setQuality([{ audioInputLevel: 0.2 }]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Details' })).not.toBeInTheDocument();
  });

  it.each([
    [4.4, 'Good'],
    [3.8, 'Fair'],
    [3.1, 'Poor'],
  ])('says a MOS of %d is %s', (mos, level) => {
    renderWithProviders(<CallQuality conferenceSid="CF1" />);
    setQuality([{ ...GOOD, mos }]);
    const status = screen.getByRole('status', { name: `Call quality: ${level}` });
    expect(status).toHaveTextContent(`Call quality: ${level}`);
    expect(status).toHaveAttribute('data-level', level.toLowerCase());
  });

  it('follows the samples as they come', () => {
    renderWithProviders(<CallQuality conferenceSid="CF1" />);
    setQuality([GOOD]);
    expect(screen.getByRole('status', { name: 'Call quality: Good' })).toBeInTheDocument();
    setQuality([GOOD], ['low-mos']);
    expect(screen.getByRole('status', { name: 'Call quality: Poor' })).toBeInTheDocument();
  });

  it('keeps the statistics table behind Details', async () => {
    renderWithProviders(<CallQuality conferenceSid="CF1" />);
    setQuality([GOOD, { ...GOOD, mos: 4.2, rtt: 40 }]);
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: 'Call statistics' });
    expect(toggle).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('MOS')).toHaveTextContent('MOS4.204.304.40');
    expect(row('Round trip')).toHaveTextContent('Round trip20 ms30 ms40 ms');
    expect(row('Jitter')).toHaveTextContent('2.0 ms');
    expect(row('Microphone')).toHaveTextContent('0.200');
    expect(row('Speaker')).toHaveTextContent('0.300');
    expect(screen.getByText('2 samples')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });

  it("shows the network warnings as one-line notices in the spec's order, and drops them when they clear", () => {
    renderWithProviders(<CallQuality conferenceSid="CF1" />);
    setQuality([GOOD], ['high-rtt', 'high-jitter']);
    const notices = screen.getByRole('status', { name: 'Network warnings' });
    expect(within(notices).getByText('High latency')).toBeInTheDocument();
    expect(within(notices).getByText('High jitter')).toBeInTheDocument();
    expect(
      [...notices.querySelectorAll('[data-warning]')].map((n) => n.getAttribute('data-warning')),
    ).toEqual(['high-rtt', 'high-jitter']);
    expect(screen.getByRole('status', { name: 'Call quality: Fair' })).toBeInTheDocument();
    // Not in the table: the table is hidden until asked for.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    setQuality([GOOD], []);
    expect(screen.queryByRole('status', { name: 'Network warnings' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Call quality: Good' })).toBeInTheDocument();
  });

  it('shows a warning standing before any MOS sample, with its level', () => {
    renderWithProviders(<CallQuality conferenceSid="CF1" />);
    setQuality([], ['ice-connectivity-lost']);
    expect(screen.getByRole('status', { name: 'Call quality: Poor' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('status', { name: 'Network warnings' })).getByText('Connection lost'),
    ).toBeInTheDocument();
  });
});
