import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { type CropRect, PHOTO_ASPECT, wholeCrop } from '../lib/photo';

interface PhotoCropperProps {
  /** An object URL of the chosen file; null when closed. */
  source: string | null;
  onCancel: () => void;
  onCrop: (crop: CropRect) => void;
}

/**
 * Frames the photo as the guest's card shows it (square): drag to move, slider or pinch to
 * zoom; the crop area also moves with the arrow keys.
 */
export function PhotoCropper({ source, onCancel, onCrop }: PhotoCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropRect | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  return (
    <Dialog
      open={source !== null}
      title="Frame the photo"
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            variant="primary"
            disabled={!area || !natural}
            onClick={() => area && natural && onCrop(wholeCrop(area, natural))}
          >
            Use this photo
          </Button>
        </>
      }
    >
      <p className="item-section__note">The guest sees the square inside the frame.</p>
      <div className="cropper">
        {source ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={PHOTO_ASPECT}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={(size) =>
              setNatural({ width: size.naturalWidth, height: size.naturalHeight })
            }
            cropperProps={{ 'aria-label': 'Photo frame: arrow keys move the photo' }}
          />
        ) : null}
      </div>
      <label className="cropper__zoom">
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
