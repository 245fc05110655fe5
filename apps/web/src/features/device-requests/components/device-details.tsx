import type { DeviceDetails as Details } from '@sabora/contract';
import { adminMessages } from '@/i18n/admin-messages';
import { describeDevice } from '../lib/describe-device';

const copy = adminMessages.deviceRequests;

/** One device as the fingerprint and the browser described it. */
export function DeviceDetails({ title, device }: { title: string; device: Details | null }) {
  if (!device) {
    return (
      <section className="device-details">
        <h3 className="device-details__title">{title}</h3>
        <p className="device-details__missing">{copy.unknownDevice}</p>
      </section>
    );
  }
  const { browser, system, held } = describeDevice(device.userAgent);
  // The fingerprint ignores rotation: a phone's screen reads as it is sold, upright (390×844),
  // a computer's standing wide (1366×768). A screen under 600px across is a phone's whatever
  // its browser says (a phone asking for the desktop site names Linux).
  const [short = 0, long = 0] = [device.width, device.height].sort((a, b) => a - b);
  const wide = held === 'wide' && short >= 600;
  const screen = wide ? `${long}×${short}` : `${short}×${long}`;
  const rows: Array<[string, string]> = [
    [copy.system, system ?? copy.unknown],
    [copy.browser, browser ?? copy.unknown],
    [copy.screen, screen],
    [copy.memory, device.memory === null ? copy.unknown : copy.memoryValue(device.memory)],
    [copy.cpu, device.cpu === null ? copy.unknown : copy.cpuValue(device.cpu)],
  ];
  return (
    <section className="device-details">
      <h3 className="device-details__title">{title}</h3>
      <dl className="device-details__list">
        {rows.map(([label, value]) => (
          <div key={label} className="device-details__row">
            <dt>{label}</dt>
            <dd>
              {/* "16 جيجا" reads right to left, "Android 14" left to right. */}
              <bdi dir="auto">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {device.userAgent && (
        <p className="device-details__agent" dir="ltr" title={device.userAgent}>
          {device.userAgent}
        </p>
      )}
    </section>
  );
}
