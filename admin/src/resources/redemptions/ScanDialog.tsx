import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { IScannerControls } from '@zxing/browser';
import { useTranslate } from 'react-admin';
import { codeFromScan, scanProblem, type ScanProblem } from './scannedCode';

/**
 * The camera, pointed at the customer's coupon QR: the first QR holding a code closes the dialog
 * with it. The camera runs only while the dialog is open: closing it, or a code read, stops it.
 */
export const ScanDialog = ({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode: (code: string) => void }) => {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [notACode, setNotACode] = useState(false);
  // The latest handlers, so that a new render does not restart the camera.
  const handlers = useRef({ onCode, onClose });
  handlers.current = { onCode, onClose };

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setNotACode(false);
    // Browsers offer the camera to https pages (and localhost) only.
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      setProblem(window.isSecureContext ? 'noCamera' : 'insecure');
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let controls: IScannerControls | null = null;
    const stop = () => {
      stopped = true;
      controls?.stop();
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        // The decoder is most of this screen's code: it loads when a cashier first scans.
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const preview = video.current;
        if (stopped || !preview) return stop();
        controls = await new BrowserQRCodeReader().decodeFromStream(stream, preview, (result) => {
          if (!result || stopped) return;
          const code = codeFromScan(result.getText());
          if (!code) return setNotACode(true);
          stop();
          handlers.current.onCode(code);
        });
        if (stopped) stop();
      } catch (error) {
        if (!stopped) setProblem(scanProblem(error));
        stop();
      }
    };
    void start();
    return stop;
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="scan-title">
      <DialogTitle id="scan-title">{translate('resources.redemptions.scan.title')}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="warning">{translate(`resources.redemptions.scan.${problem}`)}</Alert>
        ) : (
          <>
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label={translate('resources.redemptions.scan.camera')}
              sx={{ width: '100%', aspectRatio: '4 / 3', bgcolor: 'black', borderRadius: 1, objectFit: 'cover' }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.redemptions.scan.hint')}
            </Typography>
            {notACode ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                {translate('resources.redemptions.scan.notACode')}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
