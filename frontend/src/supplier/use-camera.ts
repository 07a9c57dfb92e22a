import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9 "Face images": a camera of ideal size 640x480, the selfie a JPEG at 0.8 quality. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { width: { ideal: 640 }, height: { ideal: 480 } } };
export const SELFIE_TYPE = 'image/jpeg';
export const SELFIE_QUALITY = 0.8;

export type CameraState = 'idle' | 'starting' | 'live' | 'denied' | 'unavailable';

function isPermissionRefusal(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  // Chromium and Firefox say NotAllowedError; old Safari and insecure pages say SecurityError.
  return name === 'NotAllowedError' || name === 'SecurityError';
}

/**
 * The selfie camera: start, capture a frame as a JPEG data URL, cancel. The stream's tracks are
 * stopped on capture, on cancel and when the screen goes away, so the camera light goes off.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const mountedRef = useRef(true);
  const [state, setState] = useState<CameraState>('idle');
  const [ready, setReady] = useState(false);

  const stopTracks = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setReady(false);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    };
  }, []);

  const start = useCallback(async () => {
    stopTracks();
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API (an insecure page or an old browser)');
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      // The supplier left the step while the permission prompt was open: release the camera at once.
      if (!mountedRef.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      setState('live');
    } catch (error) {
      if (mountedRef.current) setState(isPermissionRefusal(error) ? 'denied' : 'unavailable');
    }
  }, [stopTracks]);

  // The <video> only exists once the state is 'live', so the stream is attached after that render.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    try {
      void Promise.resolve(video.play()).catch(() => undefined); // autoplay + muted make this a formality
    } catch {
      // jsdom and a few old browsers have no play(): autoplay still starts the preview.
    }
  }, [state]);

  /** The current frame as a data URL; the camera is switched off afterwards. */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video || !streamRef.current) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const dataUrl = canvas.toDataURL(SELFIE_TYPE, SELFIE_QUALITY);
    stopTracks();
    setState('idle');
    return dataUrl;
  }, [stopTracks]);

  const cancel = useCallback(() => {
    stopTracks();
    setState('idle');
  }, [stopTracks]);

  return { videoRef, state, ready, onVideoReady: () => setReady(true), start, capture, cancel };
}
