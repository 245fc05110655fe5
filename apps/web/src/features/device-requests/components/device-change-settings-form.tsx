import type { DeviceChangeSettings } from '@sabora/contract';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { NumberInput } from '@/components/form/number-input';
import { adminMessages } from '@/i18n/admin-messages';
import { useUpdateDeviceChangeSettings } from '../api/device-requests';

const copy = adminMessages.deviceRequests;

/** The main admin's limit: at most so many approved changes per student in so many days. */
export function DeviceChangeSettingsForm({ settings }: { settings: DeviceChangeSettings }) {
  const update = useUpdateDeviceChangeSettings();
  const [values, setValues] = useState(settings);
  const changed =
    values.maxChanges !== settings.maxChanges || values.periodDays !== settings.periodDays;

  return (
    <Card size="small" title={copy.settingsTitle} className="device-settings">
      <p className="device-settings__hint">{copy.settingsHint}</p>
      <form
        className="device-settings__form"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(values);
        }}
      >
        <label className="device-settings__field">
          <span>{copy.maxChanges}</span>
          <NumberInput
            min={1}
            max={100}
            precision={0}
            value={values.maxChanges}
            onChange={(maxChanges) => {
              if (maxChanges !== null) setValues({ ...values, maxChanges });
            }}
            data-testid="device-settings-max"
          />
        </label>
        <label className="device-settings__field">
          <span>{copy.periodDays}</span>
          <NumberInput
            min={1}
            max={3650}
            precision={0}
            value={values.periodDays}
            onChange={(periodDays) => {
              if (periodDays !== null) setValues({ ...values, periodDays });
            }}
            data-testid="device-settings-days"
          />
        </label>
        <Button htmlType="submit" type="primary" disabled={!changed} loading={update.isPending}>
          {copy.settingsSave}
        </Button>
      </form>
    </Card>
  );
}
