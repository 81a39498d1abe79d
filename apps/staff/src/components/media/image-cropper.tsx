import { type ReactNode, useState } from 'react';
import Cropper from 'react-easy-crop';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { type CropRect, wholeCrop } from './image-file';
import './media.css';

interface ImageCropperProps {
  /** An object URL of the chosen file; null when closed. */
  source: string | null;
  /** Width : height of the frame, as the guest sees the image (1 for a photo, 2 for a banner). */
  aspect: number;
  title: string;
  confirmLabel: string;
  /** The frame's accessible name, telling keyboard users how to move the image. */
  frameLabel: string;
  /** The frame's own class (its height); its zoom slider gets `${className}__zoom`. */
  className: string;
  /** The note above the frame. */
  children: ReactNode;
  onCancel: () => void;
  onCrop: (crop: CropRect) => void;
}

/**
 * Frames an image as the guest will see it: drag to move, slider or pinch to zoom; the crop
 * area also moves with the arrow keys.
 */
export function ImageCropper(props: ImageCropperProps) {
  const { source, aspect, className, onCancel, onCrop } = props;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropRect | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  return (
    <Dialog
      open={source !== null}
      title={props.title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button
            variant="primary"
            disabled={!area || !natural}
            onClick={() => area && natural && onCrop(wholeCrop(area, natural))}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
      <div className={`media-cropper ${className}`}>
        {source ? (
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={(size) =>
              setNatural({ width: size.naturalWidth, height: size.naturalHeight })
            }
            cropperProps={{ 'aria-label': props.frameLabel }}
          />
        ) : null}
      </div>
      <label className={`media-cropper__zoom ${className}__zoom`}>
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
