import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import {
  FormFooter,
  PhotoPicker,
  TextArea,
  TextField,
  failureMessage,
  usePhotoPicker,
  useFocusFirstInvalid,
  useQuery,
  useWritingForm,
} from '@baeum/shared';
import type { StudioClassFields, StudioClassWire } from '@baeum/shared';
import { CLASS_LEVELS, CLASS_RULES } from '@baeum/shared/validation';
import { messages } from '../../../messages';
import { checkValues, emptyValues, fieldsOf, valuesOf } from '../hooks/classFormValues';
import type { ClassFormErrors, ClassFormValues } from '../hooks/classFormValues';
import { categoryQueries } from '../queries';
import { ClassPreview } from './ClassPreview';
import styles from './ClassForm.module.scss';

const t = messages.editor;

export interface ClassFormProps {
  /** The class being edited; none for a new one. */
  item?: StudioClassWire;
  coach: { name: string; photo: string };
  submitLabel: string;
  /** The fields, with `photo` only when the cover changed (its `photo_url`, or null). */
  onSubmit: (fields: ReturnType<typeof fieldsOf> & Partial<StudioClassFields>) => Promise<void>;
  onCancel: () => void;
}

function Select({
  label,
  value,
  onChange,
  onBlur,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label className={styles.select__label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select__box}
        value={value}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.select__error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A class's fields with a live preview of its card and the top of its page. The rules are the
 * API's (shared); a failed save keeps everything; leaving with unsaved work asks first.
 */
export function ClassForm({ item, coach, submitLabel, onSubmit, onCancel }: ClassFormProps) {
  const initial = item ? valuesOf(item) : emptyValues;
  const [values, setValues] = useState<ClassFormValues>(initial);
  const [errors, setErrors] = useState<ClassFormErrors & { form?: string }>({});
  const picker = usePhotoPicker({ initial: item ? [item.photo] : [], max: 1 });
  const cover = picker.photos[0]?.url ?? '';
  const coverChanged = cover !== (item?.photo ?? '');
  const dirty =
    (Object.keys(values) as (keyof ClassFormValues)[]).some((k) => values[k] !== initial[k]) ||
    coverChanged;
  const { submitting, setSubmitting, footer } = useWritingForm(dirty, onCancel, t);

  const categories = useQuery(categoryQueries.all());
  const subCategories = useQuery(categoryQueries.sub(values.category));
  const categoryName = categories.data?.find((c) => String(c.category) === values.category);
  const subName = subCategories.data?.find((c) => String(c.sub_category) === values.sub_category);

  // A field the user has left (or every field, after a failed save) is checked again as it
  // changes: an error goes the moment the field becomes valid, not at the next save.
  const [touched, setTouched] = useState<ReadonlySet<keyof ClassFormValues>>(new Set());
  const recheck = (next: ClassFormValues, fields: ReadonlySet<keyof ClassFormValues>) =>
    setErrors((prev) => {
      const now = checkValues(next);
      const out: ClassFormErrors & { form?: string } = { ...prev };
      for (const f of fields) {
        if (now[f]) out[f] = now[f];
        else delete out[f];
      }
      if (out.form === t.fix && !Object.keys(now).some((k) => k in out)) delete out.form;
      return out;
    });
  const set = (field: keyof ClassFormValues) => (value: string) => {
    const next = {
      ...values,
      [field]: value,
      ...(field === 'category' ? { sub_category: '' } : {}),
    };
    setValues(next);
    if (touched.has(field) || errors[field]) recheck(next, new Set([...touched, field]));
  };
  const leave = (field: keyof ClassFormValues) => () => {
    const fields = new Set([...touched, field]);
    setTouched(fields);
    recheck(values, new Set([field]));
  };

  // A failed save takes the user to the first field to fix.
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problems = checkValues(values);
    if (Object.keys(problems).length > 0) {
      setErrors({ ...problems, form: t.fix });
      setTouched(new Set(Object.keys(values) as (keyof ClassFormValues)[]));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // The cover uploads first (once: a retry does not send it again).
      const [uploaded] = coverChanged ? await picker.uploadAll() : [];
      await onSubmit({
        ...fieldsOf(values),
        ...(coverChanged ? { photo: uploaded ?? null } : {}),
      });
    } catch (error) {
      setErrors({ form: failureMessage(error, t.failed) });
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: 'title' | 'summary', label: string, placeholder: string) => (
    <TextField
      label={label}
      required={field === 'title'}
      maxLength={CLASS_RULES[field].max}
      placeholder={placeholder}
      value={values[field]}
      error={errors[field]}
      announceError={false}
      onChange={(e) => set(field)(e.target.value)}
      onBlur={leave(field)}
    />
  );
  const number = (field: 'price' | 'discount' | 'months', label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={values[field]}
      error={errors[field]}
      announceError={false}
      onChange={(e) => set(field)(e.target.value)}
      onBlur={leave(field)}
    />
  );

  return (
    <div className={styles.layout}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {text('title', t.title, t.titlePlaceholder)}
        {text('summary', t.summary, t.summaryPlaceholder)}
        <TextArea
          label={t.description}
          rows={8}
          maxLength={CLASS_RULES.description.max}
          hint={t.descriptionHint}
          value={values.description}
          error={errors.description}
          announceError={false}
          onChange={(e) => set('description')(e.target.value)}
          onBlur={leave('description')}
        />
        <div className={styles.row}>
          <Select
            label={t.category}
            value={values.category}
            onChange={set('category')}
            onBlur={leave('category')}
            error={errors.category}
          >
            <option value="">{t.choose}</option>
            {categories.data?.map((c) => (
              <option key={c.category} value={c.category}>
                {c.category_name}
              </option>
            ))}
          </Select>
          <Select
            label={t.subCategory}
            value={values.sub_category}
            onChange={set('sub_category')}
            onBlur={leave('sub_category')}
            error={errors.sub_category}
          >
            <option value="">{t.choose}</option>
            {subCategories.data?.map((c) => (
              <option key={c.sub_category} value={c.sub_category}>
                {c.sub_category_name}
              </option>
            ))}
          </Select>
        </div>
        <PhotoPicker picker={picker} label={t.cover} disabled={submitting} />
        <div className={styles.row}>
          {number('price', t.price)}
          {number('discount', t.discount)}
          {number('months', t.months)}
        </div>
        <Select label={t.level} value={values.level} onChange={set('level')}>
          {CLASS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </Select>
        <FormFooter {...footer} error={errors.form} submitLabel={submitLabel} />
      </form>
      <ClassPreview
        values={values}
        photo={cover}
        coach={coach}
        categories={[categoryName?.category_name, subName?.sub_category_name].filter(
          (n): n is string => !!n,
        )}
        lessonCount={item?.curriculum_cnt ?? 0}
      />
    </div>
  );
}
