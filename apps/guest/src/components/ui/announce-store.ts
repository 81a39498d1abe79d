import { create } from 'zustand';

export interface Announcement {
  id: number;
  text: string;
}

interface AnnounceState {
  latest: Announcement | null;
}

export const useAnnounceStore = create<AnnounceState>()(() => ({ latest: null }));

let nextId = 1;

/**
 * Says `text` through the app's one polite live region (<Announcer />), for what changed on
 * screen without the guest doing it. The same text twice is said twice.
 */
export function announce(text: string): void {
  if (text.trim() === '') return;
  useAnnounceStore.setState({ latest: { id: nextId++, text } });
}
