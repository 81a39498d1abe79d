import { useTexts } from '../../lib/i18n/use-texts';
import { useAnnounceStore } from './announce-store';

/**
 * The app's one polite live region: always mounted (a region added together with its text is
 * not read), visually hidden. Each announcement is a new node, so a repeated text is read again.
 */
export function Announcer() {
  const { t } = useTexts();
  const latest = useAnnounceStore((state) => state.latest);
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-label={t('announcerLabel')}
    >
      {latest && <p key={latest.id}>{latest.text}</p>}
    </div>
  );
}
