import { Text, type TextProps } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { useEffect, useState } from 'react';
import { formatOfferCountdown, offerRemainingMs } from '../utils/offer-countdown.ts';

export type OfferCountdownProps = { reservation: Reservation; size?: TextProps['size'] };

/** Re-read twice a second so the shown second never lags by more than half of one (Parley's choice). */
const OFFER_COUNTDOWN_TICK_MS = 500;
/** From here on the countdown turns red (Parley's choice). */
const OFFER_COUNTDOWN_URGENT_MS = 10_000;

/**
 * "Expires in 0:27": the time left to answer an offer before its reservation times out, live.
 * Nothing for a reservation that is not offered or has no timeout. A `timer` role (its updates are
 * not announced every second; the offer itself is announced once where it shows).
 */
export function OfferCountdown({ reservation, size = 'xs' }: OfferCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const counting = offerRemainingMs(reservation, now) !== null;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), OFFER_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);
  const remaining = offerRemainingMs(reservation, now);
  if (remaining === null) return null;
  return (
    <Text
      role="timer"
      size={size}
      fw={500}
      // red.9: small text that stays readable (WCAG AA) on white and on the list's light highlight.
      c={remaining <= OFFER_COUNTDOWN_URGENT_MS ? 'red.9' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
    >
      {AGENT_DESKTOP_TEXTS.offerExpiresIn(formatOfferCountdown(remaining))}
    </Text>
  );
}
