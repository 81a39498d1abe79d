import { ArrowLeft } from 'lucide-react';
import { AppHeader } from './app-header';
import { IconButton } from './icon-button';
import './back-header.css';

interface BackHeaderProps {
  title?: string;
  onBack: () => void;
}

/** A back arrow and the page's title (promotion details, spec section 2). */
export function BackHeader({ title, onBack }: BackHeaderProps) {
  return (
    <AppHeader className="ts-back-header" back>
      <IconButton label="Back" icon={<ArrowLeft size={22} aria-hidden="true" />} onClick={onBack} />
      {title && <p className="ts-back-header__title">{title}</p>}
    </AppHeader>
  );
}
