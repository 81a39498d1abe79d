import { ArrowLeft } from 'lucide-react';
import { AppHeader } from './app-header';
import { IconButton } from './icon-button';
import './back-header.css';
import { useTexts } from '../../lib/i18n/use-texts';

interface BackHeaderProps {
  title?: string;
  onBack: () => void;
}

/** A back arrow and the page's title (promotion details, spec section 2). */
export function BackHeader({ title, onBack }: BackHeaderProps) {
  const { t } = useTexts();
  return (
    <AppHeader className="ts-back-header" back>
      <IconButton
        label={t('back')}
        icon={<ArrowLeft className="ts-mirror" size={22} aria-hidden="true" />}
        onClick={onBack}
      />
      {title && <p className="ts-back-header__title">{title}</p>}
    </AppHeader>
  );
}
