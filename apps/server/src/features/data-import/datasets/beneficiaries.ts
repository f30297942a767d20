import { type Dataset, MEMBER_REF } from '../dataset';

/** Every member the file names gets exactly the file's list (a heir left out is removed). */
export const beneficiaries: Dataset = {
  name: 'beneficiaries',
  title: 'ผู้รับผลประโยชน์',
  table: 'beneficiaries',
  columns: [
    { name: 'membership_no', kind: 'membership' },
    { name: 'seq', kind: 'integer' },
    { name: 'full_name', kind: 'text' },
    { name: 'relationship', kind: 'text' },
    { name: 'share_percent', kind: 'percent' },
  ],
  key: ['membership_no', 'seq'],
  references: [MEMBER_REF()],
  replacement: { kind: 'keyed-scope', scope: ['membership_no'] },
};
