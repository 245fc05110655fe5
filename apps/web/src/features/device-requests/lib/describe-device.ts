/** What an assistant needs from a user-agent string: the browser and the phone or computer. */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  /** Held upright (a phone, a tablet) or standing wide (a computer); null when unknown. */
  held: 'upright' | 'wide' | null;
}

// Checked in order: Edge, Opera and Samsung's browser also say "Chrome", and Chrome says "Safari".
const browsers: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

function browserOf(userAgent: string): string | null {
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return null;
}

function systemOf(userAgent: string): string | null {
  // "Android 13; SM-A145F Build/…" or, in newer Chrome's reduced string, "Android 10; K".
  const android = /Android (\d+(?:\.\d+)?)(?:; ([^;)]+?))?(?: Build\/[^;)]*)?[;)]/.exec(userAgent);
  if (android) {
    const model = android[2] && android[2] !== 'K' && !/^wv$/.test(android[2]) ? android[2] : null;
    return model ? `Android ${android[1]} - ${model}` : `Android ${android[1]}`;
  }
  const apple = /(iPhone|iPad|iPod).*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (apple) return `${apple[1]} - iOS ${apple[2]}${apple[3] ? `.${apple[3]}` : ''}`;
  if (/Windows NT/.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return null;
}

/**
 * Read simply, not with a parser library: the queue needs a name an assistant
 * recognises ("Android 13 - SM-A145F", "Chrome 131"), not every detail.
 */
export function describeDevice(userAgent: string): DeviceDescription {
  const system = systemOf(userAgent);
  const held =
    system === null ? null : /^(?:Android|iPhone|iPad|iPod)/.test(system) ? 'upright' : 'wide';
  return { browser: browserOf(userAgent), system, held };
}
