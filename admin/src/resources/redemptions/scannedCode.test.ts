import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { codeFromScan, scanProblem } from './scannedCode';

/** A QR as the coupon page draws it (uqr, ECC M, quiet zone 4), as grey pixels a camera frame gives. */
const qrPixels = (text: string, scale = 4) => {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) pixels[y * width + x] = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
  return { pixels, width };
};

/** What the camera's reader does with a frame: the same zxing QR decoder BrowserQRCodeReader runs. */
const decode = (text: string) => {
  const { pixels, width } = qrPixels(text);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, width)));
  return new QRCodeReader().decode(bitmap).getText();
};

describe('a scanned coupon QR', () => {
  it('decodes the coupon page QR to its code', () => {
    expect(codeFromScan(decode('NY7ZZ3AB'))).toBe('NY7ZZ3AB');
    expect(codeFromScan(decode('YE2K9QXM4PTA'))).toBe('YE2K9QXM4PTA');
  });

  it('reads a code carried in a link as ?code=, in any case', () => {
    expect(codeFromScan(decode('https://shop.example.com/promo?code=ny7zz3ab'))).toBe('NY7ZZ3AB');
    expect(codeFromScan(' ny7zz3ab\n')).toBe('NY7ZZ3AB');
  });

  it('finds no code in a coupon page link, another link or text that is no code', () => {
    expect(codeFromScan('https://sms.example.com/c/Ab3dEf6hJk9m')).toBeNull();
    expect(codeFromScan('https://example.com/')).toBeNull();
    expect(codeFromScan('WIFI:T:WPA;S:shop;P:secret;;')).toBeNull();
    expect(codeFromScan('A'.repeat(25))).toBeNull();
    expect(codeFromScan('')).toBeNull();
  });

  it("names what stops the camera from getUserMedia's refusal", () => {
    expect(scanProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(scanProblem(new DOMException('none', 'NotFoundError'))).toBe('noCamera');
    expect(scanProblem(new DOMException('busy', 'NotReadableError'))).toBe('busy');
    expect(scanProblem(new Error('odd'))).toBe('failed');
  });
});
