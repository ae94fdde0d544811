import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Modal, openModal, useAtomValue, userAtom } from '@baeum/shared';
import type { ModalComponentProps } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './RequirementInfo.module.scss';

const t = messages.requirement;
const SHOWN_KEY = 'baeum:requirement-info-shown';

/**
 * The RequirementInfo modal kind: a learner who takes classes but has no email (spec §3,
 * isShowRequirementModal) is asked for one, where class notices go. 나중에 closes it.
 */
export function RequirementInfoDialog({ close }: ModalComponentProps) {
  const navigate = useNavigate();
  return (
    <Modal
      title={t.title}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t.later}
          </Button>
          <Button
            data-autofocus=""
            onClick={() => {
              close();
              navigate('/settings/profile');
            }}
          >
            {t.addEmail}
          </Button>
        </>
      }
    >
      <p className={styles.requirement__text}>{t.message}</p>
    </Modal>
  );
}

/** Opens RequirementInfo once a browser session when the user's state asks for it. */
export function useRequirementInfo(): void {
  const user = useAtomValue(userAtom);
  useEffect(() => {
    if (!user.isShowRequirementModal) return;
    try {
      if (window.sessionStorage.getItem(SHOWN_KEY)) return;
      window.sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Storage refused (private mode): ask anyway, once for this page.
    }
    openModal('RequirementInfo');
  }, [user.isShowRequirementModal]);
}
