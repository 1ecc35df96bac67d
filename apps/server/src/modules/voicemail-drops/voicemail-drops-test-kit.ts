import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../../test/test-app.ts';

// Helpers for the voicemail drop tests only (not imported by the app).

/** A PCM WAV of `seconds` of a quiet tone, 8 kHz mono 16 bit (16,000 bytes a second). */
export function wavFile(seconds: number): Buffer {
  const byteRate = 16_000;
  const dataBytes = Math.round(seconds * byteRate);
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8_000, 24);
  file.writeUInt32LE(byteRate, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < dataBytes / 2; i += 1) file.writeInt16LE(Math.round(800 * Math.sin(i / 4)), 44 + i * 2);
  return file;
}

/** POST /api/voicemail-drops as a browser sends it: multipart with `name` and `file`. */
export function uploadDrop(
  client: TestClient,
  options: { name?: string; file?: Buffer; contentType?: string; fileField?: string },
): Promise<LightMyRequestResponse> {
  const boundary = '----parley-drop-boundary';
  const parts: Buffer[] = [];
  if (options.name !== undefined) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${options.name}\r\n`),
    );
  }
  if (options.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField ?? 'file'}"; filename="greeting"\r\nContent-Type: ${options.contentType ?? 'audio/wav'}\r\n\r\n`,
      ),
      options.file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return client.request({
    method: 'POST',
    url: '/api/voicemail-drops',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
