import { WARMUP_STATUS, type WarmupAnswer } from '@siar/shared';
import { useFormats } from '../../../app/format.ts';
import { useChosenDevices } from '../hooks/use-chosen-devices.ts';
import { useRunActions } from '../hooks/use-run-actions.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { WarmupDevicesTable } from './WarmupDevicesTable.tsx';
import { WarmupRunPanel } from './WarmupRunPanel.tsx';
import { WarmupSettingsPanel } from './WarmupSettingsPanel.tsx';

type Props = {
  view: WarmupAnswer;
  fetching: boolean;
};

/** The settings, then the run and the devices it runs between. */
export function WarmupWorkspace({ view, fetching }: Props) {
  const { settings, run, devices } = view;
  const running = settings.status === WARMUP_STATUS.running;
  const { form, submit, saving } = useSettingsForm(settings);
  const { chosen, toggle } = useChosenDevices(devices);
  const actions = useRunActions();
  const formats = useFormats();

  // A run takes the saved settings, so unsaved changes must be saved (or undone) first.
  const startBlocked =
    chosen.length < 2 ? 'warmup.run.needTwo' : form.isDirty() ? 'warmup.run.saveFirst' : null;

  return (
    <>
      <WarmupSettingsPanel
        form={form}
        onSubmit={submit}
        saving={saving}
        locked={running}
        savedStopAt={
          settings.stop_condition === 1 && settings.stop_at ? formats.dateTime(settings.stop_at) : null
        }
      />
      <WarmupRunPanel
        status={settings.status}
        run={run}
        chosenCount={chosen.length}
        startBlocked={startBlocked}
        onStart={() => void actions.startWith(chosen)}
        onStop={() => void actions.stopNow()}
        starting={actions.starting}
        stopping={actions.stopping}
      />
      <WarmupDevicesTable
        devices={devices}
        running={running}
        chosen={chosen}
        onToggle={toggle}
        fetching={fetching}
      />
    </>
  );
}
