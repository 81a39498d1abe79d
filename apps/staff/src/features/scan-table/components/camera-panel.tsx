import { Camera, CameraOff, ScanLine } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { useQrScanner } from '../hooks/use-qr-scanner';

interface CameraPanelProps {
  scanner: ReturnType<typeof useQrScanner>;
  /** Why the last code seen was not a table's verify code. */
  problem: string | null;
}

export function CameraPanel({ scanner, problem }: CameraPanelProps) {
  const { state, videoRef, start, stop } = scanner;
  const scanning = state.kind === 'scanning';
  return (
    <section className="scan-camera" aria-label="Camera scanner">
      <div className={`scan-camera__view${scanning ? ' scan-camera__view--on' : ''}`}>
        {/* The preview must exist before the stream does, so it is always rendered. */}
        <video ref={videoRef} muted playsInline aria-label="Camera preview" />
        {scanning ? (
          <div className="scan-camera__frame" aria-hidden="true" />
        ) : (
          <ScanLine className="scan-camera__placeholder" aria-hidden="true" />
        )}
      </div>
      {scanning ? (
        <p className="scan-camera__status" role="status">
          {problem ?? 'Point the camera at the QR code.'}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="scan-camera__error" role="alert">
          {state.message}
        </p>
      ) : null}
      {scanning ? (
        <Button block onClick={stop}>
          <CameraOff aria-hidden="true" />
          Stop camera
        </Button>
      ) : (
        <Button
          variant="primary"
          block
          busy={state.kind === 'starting'}
          onClick={() => void start()}
        >
          <Camera aria-hidden="true" />
          {state.kind === 'failed' ? 'Try the camera again' : 'Start camera'}
        </Button>
      )}
    </section>
  );
}
