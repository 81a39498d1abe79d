import { SEARCH_TEXT_MAX } from '@tableside/shared/contract/menu';
import type { TOrder } from '@tableside/shared/contract/order';
import { unconfirmedItemCount } from '@tableside/shared/domain/cart';
import { SEARCH_DEBOUNCE_MS } from '@tableside/shared/domain/constants';
import { sanitizeSearchInput } from '@tableside/shared/domain/guest-form';
import { ArrowLeft, ClipboardList, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppHeader } from '../../../components/ui/app-header';
import { Badge } from '../../../components/ui/badge';
import { IconButton } from '../../../components/ui/icon-button';
import { useTexts } from '../../../lib/i18n/use-texts';
import { keepFiltered } from '../../../lib/keep-filtered';
import { useOrder } from '../../../lib/order-query';
import { PATHS } from '../../../lib/paths';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_PARAM } from '../lib/search-param';
import './search-header.css';

const selectUnconfirmed = (order: TOrder) => unconfirmedItemCount(order.orderGroups);

/** Back when there is somewhere to go back to inside the app, else the menu. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(PATHS.home, { replace: true });
  };
}

/** The /search header (spec section 2): back, the search box, clear, and the cart. */
export function SearchHeader() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const unconfirmed = useOrder(selectUnconfirmed).data ?? 0;
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(() => input.current?.focus());
  const back = useBack();
  const { t } = useTexts();

  useEffect(() => {
    setParams(settled.trim() ? { [SEARCH_PARAM]: settled } : {}, { replace: true });
  }, [settled, setParams]);

  return (
    <AppHeader className="ts-search-header" back>
      <IconButton
        label={t('back')}
        icon={<ArrowLeft className="ts-mirror" size={22} aria-hidden="true" />}
        onClick={back}
      />
      <search className="ts-search-box">
        <Search aria-hidden="true" size={18} className="ts-search-box__icon" />
        <input
          ref={input}
          type="search"
          className="ts-search-box__input"
          aria-label={t('searchPlaceholder')}
          placeholder={t('searchPlaceholder')}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX}
          value={text}
          onChange={(event) => setText(keepFiltered(event.currentTarget, sanitizeSearchInput))}
        />
        {text && (
          <button
            type="button"
            className="ts-search-box__clear"
            aria-label={t('clearSearch')}
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <X aria-hidden="true" size={18} />
          </button>
        )}
      </search>
      <Link to={PATHS.order} className="ts-search-header__cart" aria-label={t('myOrders')}>
        <ClipboardList aria-hidden="true" size={22} />
        <Badge
          count={unconfirmed}
          label={t('unconfirmedItems')}
          className="ts-search-header__badge"
        />
      </Link>
    </AppHeader>
  );
}
