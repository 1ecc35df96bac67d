// How long a WAV file plays, read from its RIFF header (docs/voice-contract.md "Voicemail drops":
// a drop's length decides when its call ends). Cheap: it walks the chunk headers only. Pure.

function tag(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

/**
 * The playing time of a RIFF/WAVE file in milliseconds: the `data` chunk's size over the `fmt `
 * chunk's byte rate. Null when the bytes are not a WAV file this can read (no header, no byte rate,
 * no data chunk). A data size larger than the file (a recording still being streamed) counts what
 * is there.
 */
export function wavDurationMs(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || tag(bytes, 0) !== 'RIFF' || tag(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate: number | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = tag(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 12 && body + 12 <= bytes.length) {
      byteRate = view.getUint32(body + 8, true);
    } else if (id === 'data') {
      if (!byteRate) return null;
      const dataBytes = Math.min(size, bytes.length - body);
      return Math.round((dataBytes / byteRate) * 1000);
    }
    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  return null;
}
