import { InstallPrompt } from './install-prompt';
import { usePwaState } from './pwa-store';
import { UpdatePrompt } from './update-prompt';

/** One prompt at a time: an update before an install offer. Its own chunk, loaded only when one is due. */
export function PwaPrompts() {
  const { applyUpdate } = usePwaState();
  return <div className="pwa-prompts">{applyUpdate ? <UpdatePrompt /> : <InstallPrompt />}</div>;
}
