import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { TERMS_TYPES, termsPath } from '../../../lib/paths';
import { useSessionValue } from '../../../lib/use-session-value';
import './user-popup.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface UserPopupProps {
  open: boolean;
  onClose: () => void;
}

/** Spec section 2 "User popup": who is ordering, and the terms. */
export function UserPopup({ open, onClose }: UserPopupProps) {
  const { t } = useTexts();
  const customer = useSessionValue('CustomerDetails');
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('hello', { name: customer?.name ?? '' }).trim()}
      footer={
        <Button block size="lg" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <div className="ts-user-popup">
        {customer && <p>{t('loggedInAs', { mobile: customer.mobile })}</p>}
        <Link to={termsPath(TERMS_TYPES.conditions)} className="ts-user-popup__link">
          {t('termsAndConditions')}
        </Link>
      </div>
    </Sheet>
  );
}
