import { Modal } from 'antd';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

const ModalApiContext = createContext<ModalApi | null>(null);

/**
 * Holds the dialogs useConfirm opens, inside the theme so they render RTL.
 * Only the pages that confirm (the admin area, the exam) carry it, so the
 * shell every student downloads leaves out antd's Modal (docs/decisions/0070).
 */
export function ConfirmScope({ children }: { children: ReactNode }) {
  const [modal, holder] = Modal.useModal();
  return (
    <ModalApiContext value={modal}>
      {children}
      {holder}
    </ModalApiContext>
  );
}

export function useModalApi(): ModalApi {
  const modal = useContext(ModalApiContext);
  if (!modal) throw new Error('useConfirm needs a ConfirmScope above it');
  return modal;
}
