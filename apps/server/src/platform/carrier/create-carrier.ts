import type { Carrier } from './carrier.ts';
import { createSimulatorCarrier } from './simulator-carrier.ts';

/**
 * The carrier the app uses. Only the simulator exists so far (DESIGN.md §5: the default); a real
 * adapter will be chosen here by configuration (e.g. PARLEY_CARRIER=twilio with its credentials).
 */
export function createCarrier(): Carrier {
  return createSimulatorCarrier();
}
