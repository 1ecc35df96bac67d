// What the canvas's node components need beyond their data: the journey they belong to (links to its
// contacts) and whether the analytics overlay is on.
import { createContext, useContext } from 'react';

export type CanvasOptions = { journeyId: string; showAnalytics: boolean };

export const CanvasOptionsContext = createContext<CanvasOptions>({ journeyId: '', showAnalytics: false });

export function useCanvasOptions(): CanvasOptions {
  return useContext(CanvasOptionsContext);
}
