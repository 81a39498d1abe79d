import type { TOrder } from '@tableside/shared/contract/order';
import { Search, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppHeader } from '../../../components/ui/app-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrder } from '../../../lib/order-query';
import { PATHS } from '../../../lib/paths';
import { useSessionValue } from '../../../lib/use-session-value';
import { UserPopup } from './user-popup';
import './branch-header.css';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { useTexts } from '../../../lib/i18n/use-texts';

const selectTable = (order: TOrder) => ({ tableNames: order.tableNames, code: order.code });

/**
 * The header of /home, /order and /re-order (spec section 2): the branch, the table and its
 * PIN, search and the guest's own details.
 */
export function BranchHeader() {
  const { t } = useTexts();
  const branch = useSessionValue('Branch');
  const table = useOrder(selectTable).data;
  const [userOpen, setUserOpen] = useState(false);
  return (
    <AppHeader
      className="ts-branch-header"
      after={<UserPopup open={userOpen} onClose={() => setUserOpen(false)} />}
    >
      <div className="ts-branch-header__text">
        <p className="ts-branch-header__name">{branch?.displayName ?? '\u00a0'}</p>
        <p className="ts-branch-header__table">
          {table ? (
            <>
              <span>
                <span className="ts-branch-header__label">{t('tableLabel')}</span>{' '}
                {table.tableNames.join(', ')}
              </span>
              <span className="ts-branch-header__pin">
                <span className="ts-branch-header__label">{t('pinLabel')}</span> {table.code}
              </span>
            </>
          ) : (
            <Skeleton width={150} height={18} />
          )}
        </p>
      </div>
      <LanguageSwitcher />
      <Link to={PATHS.search} className="ts-branch-header__icon" aria-label={t('searchAllItems')}>
        <Search aria-hidden="true" size={22} />
      </Link>
      <button
        type="button"
        className="ts-branch-header__icon"
        aria-label={t('yourDetails')}
        aria-haspopup="dialog"
        onClick={() => setUserOpen(true)}
      >
        <UserRound aria-hidden="true" size={22} />
      </button>
    </AppHeader>
  );
}
