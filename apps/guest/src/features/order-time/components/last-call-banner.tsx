import { LAST_CALL_TICK_MS } from '@tableside/shared/domain/constants';
import { type LastCallBanner as Banner, lastCallBanner } from '@tableside/shared/domain/order-time';
import { AlarmClock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Banner as NoticeBanner } from '../../../components/ui/banner';
import { session } from '../../../lib/storage';
import { branchNowSeconds, storedHours } from '../lib/branch-clock';
import './last-call-banner.css';

const current = (): Banner => {
  const hours = storedHours(session);
  return hours ? lastCallBanner(hours, branchNowSeconds(hours)) : { kind: 'hidden' };
};

/** The last 10 minutes before closing, counted down each second; then 'Time's Up!' (spec section 2). */
export function LastCallBanner() {
  const [banner, setBanner] = useState(current);
  useEffect(() => {
    const timer = setInterval(() => setBanner(current()), LAST_CALL_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (banner.kind === 'hidden') return null;
  if (banner.kind === 'times-up') {
    return (
      <NoticeBanner tone="error" role="alert" icon={<AlarmClock size={20} />} title={banner.title}>
        <p>{banner.body}</p>
      </NoticeBanner>
    );
  }
  return (
    <NoticeBanner
      tone="warning"
      icon={<AlarmClock size={20} />}
      title="Last Call"
      aside={
        <span
          className="ts-last-call__clock"
          role="timer"
          aria-label={`${banner.label} left to order`}
        >
          {banner.label}
        </span>
      }
    >
      <p>Orders close soon. Place your last order now.</p>
    </NoticeBanner>
  );
}
