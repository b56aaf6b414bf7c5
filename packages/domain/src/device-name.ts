/**
 * A short Swedish name for the device a login came from, from its User-Agent header, for the
 * list "Inloggade enheter": "Chrome på Android", "Safari på iPhone". Only the browser and the
 * system, never the version or anything else of the header; unknown parts are said so.
 */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, every iOS browser Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export const UNKNOWN_DEVICE = 'Okänd enhet';
/** The longest name kept (a header is the client's to choose). */
export const DEVICE_NAME_MAX = 60;

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const header = userAgent.slice(0, 512);
  const system = SYSTEMS.find(([pattern]) => pattern.test(header))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(header))?.[1];
  if (browser && system) return `${browser} på ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
