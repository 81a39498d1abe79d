import type jsQR from 'jsqr';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CAMERA_UNSUPPORTED, cameraErrorMessage } from '../lib/camera-error';

export type ScannerState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'scanning' }
  | { kind: 'failed'; message: string };

type Decode = typeof jsQR;

// A frame every 200 ms at most 720 px wide decodes fast enough on a mid-range phone and
// leaves the CPU to the rest of the page.
const SCAN_EVERY_MS = 200;
const MAX_SIDE = 720;
const CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' } },
  audio: false,
};

// The decoder is loaded only when the camera starts: members who type never download it.
const loadDecoder = () => import('jsqr').then((module) => module.default);

function readFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement, decode: Decode) {
  const { videoWidth, videoHeight } = video;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!videoWidth || !videoHeight || !context) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(videoWidth, videoHeight));
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const frame = context.getImageData(0, 0, canvas.width, canvas.height);
  return decode(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
}

/**
 * The device camera decoding QR codes. `onCode` gets the text of each code seen and answers
 * whether it was the one wanted, which stops the camera. The camera starts by itself when the
 * site may already use it, else on `start()` (a tap, so the browser's prompt makes sense).
 */
export function useQrScanner(onCode: (text: string) => boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>({ kind: 'idle' });
  const running = useRef<(() => void) | null>(null);
  const latest = useRef(onCode);
  useLayoutEffect(() => {
    latest.current = onCode;
  });

  const stop = useCallback(() => {
    running.current?.();
    running.current = null;
    setState({ kind: 'idle' });
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'failed', message: CAMERA_UNSUPPORTED });
      return;
    }
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const release = () => {
      cancelled = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    running.current = release;
    setState({ kind: 'starting' });
    try {
      const [media, decode] = await Promise.all([
        navigator.mediaDevices.getUserMedia(CONSTRAINTS),
        loadDecoder(),
      ]);
      stream = media;
      if (cancelled) return release();
      const video = videoRef.current;
      if (!video) throw new Error('The camera preview is not on the page');
      video.srcObject = media;
      await video.play();
      if (cancelled) return;
      setState({ kind: 'scanning' });
      const canvas = document.createElement('canvas');
      const tick = () => {
        const code = readFrame(video, canvas, decode);
        if (code && latest.current(code.data)) return stop();
        if (!cancelled) timer = window.setTimeout(tick, SCAN_EVERY_MS);
      };
      tick();
    } catch (error) {
      if (cancelled) return;
      release();
      running.current = null;
      setState({ kind: 'failed', message: cameraErrorMessage(error) });
    }
  }, [stop]);

  useEffect(() => {
    let mounted = true;
    // Firefox and older Safari do not know the 'camera' permission name: they wait for a tap.
    navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .then((status) => {
        if (mounted && status.state === 'granted') void start();
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
      running.current?.();
      running.current = null;
    };
  }, [start]);

  return { videoRef, state, start, stop };
}
