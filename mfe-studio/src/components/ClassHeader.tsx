import { Link, NavLink } from 'react-router-dom';
import { Button, PageHeading, openModal } from '@baeum/shared';
import type { StudioClassWire } from '@baeum/shared';
import { messages } from '../messages';
import { useClassState } from '../features/class-edit/hooks/useStudioClass';
import styles from './ClassHeader.module.scss';

const t = messages.status;
const tabs = messages.classTabs;

/** The class's state as a badge: 임시 저장 · 공개 중 · 판매 종료. */
export function StatusBadge({ status }: { status: StudioClassWire['status'] }) {
  return (
    <span className={`${styles.badge} ${styles[`badge--${status}`]}`}>
      <span className="visually-hidden">{t.label('')}</span>
      {t[status]}
    </span>
  );
}

/** draft → 공개 → 판매 종료 (and 다시 공개): the coach's controls, with the draft's 미리보기. */
export function ClassStateActions({ item }: { item: StudioClassWire }) {
  const { publish, close, busy } = useClassState(item.class_id);
  const askClose = () =>
    openModal('ConfirmDialog', {
      message: t.closeConfirm,
      confirmLabel: t.close,
      onConfirm: () => close.mutate(),
    });
  return (
    <div className={styles.actions}>
      <Link className={styles.link} to={item.preview_link}>
        {t.preview}
      </Link>
      {item.status === 'published' ? (
        <Button variant="secondary" size="sm" onClick={askClose} loading={close.isPending}>
          {t.close}
        </Button>
      ) : (
        <Button
          size="sm"
          onClick={() => publish.mutate()}
          loading={publish.isPending}
          disabled={busy}
        >
          {item.status === 'draft' ? t.publish : t.republish}
        </Button>
      )}
    </div>
  );
}

/** A managed class's heading: its title and state, the state controls and the class's tabs. */
export function ClassHeader({ item, title }: { item: StudioClassWire; title: string }) {
  const id = item.class_id;
  const tab = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles['tab--on']}` : styles.tab;
  return (
    <>
      <PageHeading
        className={styles.heading}
        title={item.title}
        description={
          <span className={styles.meta}>
            <StatusBadge status={item.status} />
            <span>{title}</span>
            {item.status === 'draft' && <span className={styles.hint}>{t.draftHint}</span>}
          </span>
        }
        actions={<ClassStateActions item={item} />}
      />
      <nav className={styles.tabs} aria-label={tabs.label}>
        <NavLink to={`/studio/class/${id}/edit`} className={tab}>
          {tabs.edit}
        </NavLink>
        <NavLink to={`/studio/class/${id}/curriculum`} className={tab}>
          {tabs.curriculum}
        </NavLink>
        <NavLink to={`/studio/class/${id}/learners`} className={tab}>
          {tabs.learners}
        </NavLink>
        <NavLink to={`/studio/class/${id}`} end className={tab}>
          {tabs.feedback}
        </NavLink>
      </nav>
    </>
  );
}
