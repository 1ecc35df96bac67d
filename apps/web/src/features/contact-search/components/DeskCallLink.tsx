import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDialPadStore } from '../state/dial-pad-store.ts';

/** What a navigation to the desk may carry: the contact's name, or that the call is already placed. */
export type DeskCallLinkState = { contactName?: string | null; callPlaced?: boolean } | null;

/**
 * spec 001 §2 route /agent?phoneNumber={phone}&contactId={id}: arriving on the desk with a number
 * (a CRM's link, the global search's "/call {name}") opens the dial pad at step 2 for that contact,
 * once: the entry is then marked handled, so reloads and re-renders do not open it again. The dial
 * pad's own Go comes here with the call already placed.
 */
export function DeskCallLink() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openFor = useDialPadStore((store) => store.openFor);
  const state = location.state as DeskCallLinkState;
  const phone = params.get('phoneNumber');
  const contactId = params.get('contactId');

  useEffect(() => {
    if (location.pathname !== '/agent' || !phone || state?.callPlaced) return;
    // The number as the link gives it: the dial pad (its own chunk) reads it, so the phone-number
    // library stays off the desk's first screen.
    openFor({ phoneNumber: phone, contactId, name: state?.contactName ?? null });
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { callPlaced: true } });
  }, [phone, contactId, state, openFor, navigate, location.pathname, location.search]);
  return null;
}
