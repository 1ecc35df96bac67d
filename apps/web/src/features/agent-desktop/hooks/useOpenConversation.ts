import { useEffect } from 'react';
import { useDeskStore } from '../state/desk-store.ts';

/**
 * Tells the desk which conversation is on screen, while the tab is visible: its unread count clears
 * and new inbound texts in it are read as they arrive (spec 000 §4 counts the others).
 */
export function useOpenConversation(conversationSid: string | undefined): void {
  useEffect(() => {
    if (!conversationSid) return;
    const setOpen = useDeskStore.getState().setOpenConversation;
    const sync = () => setOpen(document.visibilityState === 'hidden' ? null : conversationSid);
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      if (useDeskStore.getState().openConversationSid === conversationSid) setOpen(null);
    };
  }, [conversationSid]);
}
