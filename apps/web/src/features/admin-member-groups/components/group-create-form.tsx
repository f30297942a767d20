import { useForm } from 'react-hook-form';
import { FormButtons } from '@/components/console/item-form';
import { FormField } from '@/components/ui/form-field';
import { FormRefusal } from '@/components/ui/form-refusal';
import { inputClass } from '@/components/ui/input-classes';
import { useCreateGroup } from '../api/create-group';
import { ADMIN_GROUPS_TEXT as t } from '../messages';

interface GroupDraft {
  member_group_no: string;
  name: string;
  parent_no: string;
}

const GROUP_NO = /^[0-9A-Za-z-]{1,20}$/;

/**
 * A member group the import has not brought (yet): its number, name and, when it sits under one, its main group.
 * The server judges a taken number or a missing main group; its Thai refusal stays under the form.
 */
export function GroupCreateForm({ onCreated, onCancel }: { onCreated: (groupNo: string) => void; onCancel: () => void }) {
  const create = useCreateGroup();
  const { register, handleSubmit, setError, formState } = useForm<GroupDraft>({ defaultValues: { member_group_no: '', name: '', parent_no: '' }, reValidateMode: 'onSubmit' });
  const { errors } = formState;
  const groupNo = (required: boolean) => (value: string) => (value === '' ? !required || t.needGroupNo : GROUP_NO.test(value) || t.badGroupNo);

  const submit = handleSubmit(({ member_group_no, name, parent_no }) => {
    create.mutate(
      { member_group_no, name: name.trim(), ...(parent_no ? { parent_no } : {}) },
      { onSuccess: () => onCreated(member_group_no), onError: (e) => setError('root', { message: e.message }) },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t.newGroup} className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-primary">{t.newGroup}</h2>
      <p className="text-base text-stone-700">{t.newGroupHelp}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="new-group-no" label={t.groupNo} help={t.groupNoHelp} error={errors.member_group_no?.message}>
          {(a11y) => <input {...a11y} autoCapitalize="none" inputMode="text" maxLength={20} className={inputClass} {...register('member_group_no', { validate: groupNo(true) })} />}
        </FormField>
        <FormField id="new-group-parent" label={t.parentNo} help={t.parentNoHelp} error={errors.parent_no?.message}>
          {(a11y) => <input {...a11y} autoCapitalize="none" maxLength={20} className={inputClass} {...register('parent_no', { validate: groupNo(false) })} />}
        </FormField>
      </div>
      <FormField id="new-group-name" label={t.groupName} error={errors.name?.message}>
        {(a11y) => <input {...a11y} maxLength={200} className={inputClass} {...register('name', { validate: (name) => name.trim() !== '' || t.needGroupName })} />}
      </FormField>
      <FormRefusal message={errors.root?.message} />
      <FormButtons busy={create.isPending} onCancel={onCancel} />
    </form>
  );
}
