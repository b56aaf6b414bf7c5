/**
 * Whether bytes look like an audio container a recorder or phone produces: WebM/Matroska, Ogg,
 * WAV, MP3, MP4/M4A, FLAC. The declared type alone is the client's word; this checks the file.
 */
export function looksLikeAudio(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return false;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return true;
  if (ascii(0, 4) === 'OggS' || ascii(0, 4) === 'fLaC' || ascii(0, 3) === 'ID3') return true;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return true;
  if (ascii(4, 8) === 'ftyp') return true;
  // An MP3 frame without a tag starts with an 11-bit frame sync.
  return bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}

/** Declared types we accept; browsers record audio/webm or audio/ogg, phones audio/mp4. */
export function isAudioType(type: string): boolean {
  const base = type.split(';')[0]!.trim().toLowerCase();
  return base.startsWith('audio/') || base === 'video/webm' || base === 'application/ogg';
}
