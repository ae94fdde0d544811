import { Icon, Modal, cx } from '@baeum/shared';
import type { FeedItemWire, IconName, ModalComponentProps } from '@baeum/shared';
import { messages } from '../../../messages';
import { authorOf } from '../hooks/useFeedOptions';
import type { FeedAction } from '../hooks/useFeedOptions';
import styles from './FeedOption.module.scss';

const t = messages.option;

export interface FeedOptionProps {
  post: FeedItemWire;
  options: FeedAction[];
  onSelect: (action: FeedAction) => void;
}

const ICONS: Record<FeedAction, IconName> = {
  edit: 'edit',
  delete: 'trash',
  hide: 'close',
  unhide: 'community',
  follow: 'plus',
  unfollow: 'check',
  block: 'warning',
  unblock: 'user',
  report: 'report',
  share: 'share',
};

function labelOf(action: FeedAction, author: string): string {
  switch (action) {
    case 'follow':
    case 'unfollow':
    case 'block':
    case 'unblock':
    case 'report':
      return t[action](author);
    default:
      return t[action];
  }
}

/**
 * The FeedOption modal kind: a sheet of a post's actions (a bottom sheet on phones). Each
 * choice closes the sheet first, then runs, so a confirmation or the Login modal takes its place.
 */
export function FeedOptionSheet({ props, close }: ModalComponentProps<FeedOptionProps>) {
  const author = authorOf(props.post);
  return (
    <Modal title={t.title} variant="sheet" onClose={close}>
      <ul className={styles.sheet__list}>
        {props.options.map((action) => (
          <li key={action}>
            <button
              type="button"
              className={cx(
                styles.sheet__item,
                (action === 'delete' || action === 'block' || action === 'report') &&
                  styles['sheet__item--danger'],
              )}
              onClick={() => {
                close();
                props.onSelect(action);
              }}
            >
              <Icon name={ICONS[action]} size={20} />
              {labelOf(action, author)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
