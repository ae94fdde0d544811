import { useNavigate } from 'react-router-dom';
import { PageHeading, useAtomValue, usePageTitle, userAtom } from '@baeum/shared';
import type { StudioClassWire } from '@baeum/shared';
import { ClassHeader } from '../components/ClassHeader';
import { CoachGate } from '../components/CoachGate';
import { ManagedClassFrame } from '../components/ManagedClassFrame';
import { StudioNav } from '../components/StudioNav';
import { ClassForm } from '../features/class-edit/components/ClassForm';
import { changedFields } from '../features/class-edit/hooks/classFormValues';
import { useCreateClass, useUpdateClass } from '../features/class-edit/hooks/useClassWrites';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

const t = messages.editor;

/** /studio/classes/new: a new class, saved as a draft; then its curriculum. */
function NewClass() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const create = useCreateClass(
    (created) => void navigate(`/studio/class/${created.class_id}/curriculum`),
  );
  return (
    <>
      <PageHeading className={styles.heading} title={t.newTitle} />
      <StudioNav />
      <ClassForm
        coach={{ name: user.name, photo: user.photo }}
        submitLabel={t.create}
        onCancel={() => void navigate('/studio')}
        onSubmit={async (fields) => {
          await create.mutateAsync({ ...fields, photo: fields.photo ?? null });
        }}
      />
    </>
  );
}

/** /studio/class/:classId/edit: the class's fields; only what changed is sent. */
function EditClass({ item }: { item: StudioClassWire }) {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const save = useUpdateClass(item.class_id);
  return (
    <>
      <ClassHeader item={item} title={t.editTitle} />
      <ClassForm
        // A saved class starts the form again from what the server stored.
        key={item.updated_at}
        item={item}
        coach={{ name: user.name, photo: user.photo }}
        submitLabel={t.save}
        onCancel={() => void navigate('/studio')}
        onSubmit={async (fields) => {
          const { photo, ...rest } = fields;
          const changes = { ...changedFields(item, rest), ...('photo' in fields ? { photo } : {}) };
          if (Object.keys(changes).length === 0) return;
          await save.mutateAsync(changes);
        }}
      />
    </>
  );
}

/** /studio/classes/new: a new class (a draft). */
export function NewClassPage() {
  usePageTitle(t.newTitle);
  return (
    <CoachGate>
      <div className={styles.page}>
        <NewClass />
      </div>
    </CoachGate>
  );
}

/** /studio/class/:classId/edit. */
export function ClassEditPage() {
  return (
    <ManagedClassFrame pageTitle={t.editTitle}>
      {(item) => <EditClass item={item} />}
    </ManagedClassFrame>
  );
}
