import { InstallPrompt } from './install-prompt';
import { OfflineBar } from './offline-bar';
import { usePwaState } from './pwa-store';
import { UpdatePrompt, useUpdateBeforeExam } from './update-prompt';
import './pwa-bars.css';

/** The offline bar under the navbar, and one prompt at a time at the bottom: an update before an install offer. */
export function PwaBars() {
  useUpdateBeforeExam();
  return (
    <>
      <OfflineBar />
      <PromptSlot />
    </>
  );
}

function PromptSlot() {
  const { applyUpdate } = usePwaState();
  return <div className="pwa-prompts">{applyUpdate ? <UpdatePrompt /> : <InstallPrompt />}</div>;
}
