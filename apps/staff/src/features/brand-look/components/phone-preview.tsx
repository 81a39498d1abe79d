import { brandMonogramSvg } from '@tableside/shared/domain/brand-monogram';
import { type BrandColors, brandTokens } from '@tableside/shared/domain/brand-tokens';
import { type CSSProperties, useState } from 'react';
import { PreviewHome, PreviewMenu } from './preview-screens';
import './phone-preview.css';

export interface PreviewImages {
  logoUrl: string | null;
  /** The guest header's picture: the primary image, else the logo (as the server answers). */
  headerUrl: string | null;
}

interface PhonePreviewProps {
  colors: BrandColors;
  images: PreviewImages;
  brandName: string;
}

type Screen = 'home' | 'menu';

/**
 * The guest app's home and menu on a phone, painted with the very tokens the guest app will
 * get (shared/domain/brand-tokens.ts). A likeness of the guest screens, not the guest app.
 */
export function PhonePreview({ colors, images, brandName }: PhonePreviewProps) {
  const [screen, setScreen] = useState<Screen>('home');
  const tokens = brandTokens(colors) as CSSProperties;
  // With no picture, guests get the brand's initials on its colour (the server's monogram).
  const headerUrl =
    images.headerUrl ??
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brandMonogramSvg(brandName, colors.primaryColor))}`;
  return (
    <div className="look-preview">
      <fieldset className="look-preview__switch">
        <legend className="visually-hidden">Preview screen</legend>
        {(['home', 'menu'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="look-preview__switch-btn"
            aria-pressed={screen === name}
            onClick={() => setScreen(name)}
          >
            {name === 'home' ? 'Home' : 'Menu'}
          </button>
        ))}
      </fieldset>
      <figure className="phone" aria-label={`Guest ${screen} preview`}>
        {/* A picture of the guest app: the caption speaks for it, and its text is the owner's
            colours, checked (and warned about) by the form, not by the console's own rules. */}
        <div className="phone__screen" style={tokens} aria-hidden="true">
          <header className="pv-header">
            <img className="pv-header__logo" src={headerUrl} alt={`${brandName} logo`} />
          </header>
          {screen === 'home' ? <PreviewHome /> : <PreviewMenu />}
          <footer className="pv-footer">
            <span className="pv-button pv-button--block">View cart · 2 items</span>
          </footer>
        </div>
        <figcaption className="visually-hidden">
          How guests will see the {screen} screen with this look
        </figcaption>
      </figure>
    </div>
  );
}
