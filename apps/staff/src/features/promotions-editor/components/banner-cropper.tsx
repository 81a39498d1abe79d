import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { BANNER_ASPECT, type CropRect, wholeCrop } from '../lib/banner';

interface BannerCropperProps {
  /** An object URL of the chosen file; null when closed. */
  source: string | null;
  onCancel: () => void;
  onCrop: (crop: CropRect) => void;
}

/**
 * Frames the banner as the guest's carousel shows it (2 : 1): drag to move, slider or pinch
 * to zoom; the crop area also moves with the arrow keys.
 */
export function BannerCropper({ source, onCancel, onCrop }: BannerCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropRect | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  return (
    <Dialog
      open={source !== null}
      title="Frame the banner"
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            variant="primary"
            disabled={!area || !natural}
            onClick={() => area && natural && onCrop(wholeCrop(area, natural))}
          >
            Use this banner
          </Button>
        </>
      }
    >
      <p className="banner-cropper__note">Guests see the wide strip inside the frame (2 : 1).</p>
      <div className="banner-cropper">
        {source ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={BANNER_ASPECT}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={(size) =>
              setNatural({ width: size.naturalWidth, height: size.naturalHeight })
            }
            cropperProps={{ 'aria-label': 'Banner frame: arrow keys move the image' }}
          />
        ) : null}
      </div>
      <label className="banner-cropper__zoom">
        Zoom
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </Dialog>
  );
}
