import { Type, type Static } from 'typebox';
import { CSV_ENCODINGS } from './csv-encoding';
import { endpoint, MEMBER_SUPPORT_STAFF } from './endpoint';
import { MemberGroupNo } from './member-group-auth';
import { CollectionDownloadQuery } from './member-group-collection';
import { Nullable } from './nullable';
import { DoneResponse, OkResponse } from './ok-response';
import { Line } from './text-line';

const strict = { additionalProperties: false } as const;

/** What a column of a payroll file may hold: one value per member billed in the month (decision 085). */
export const PAYROLL_FIELDS = [
  'prename',
  'first_name',
  'last_name',
  'full_name',
  'national_id',
  'employee_no',
  'membership_no',
  'amount',
  'sub_group_no',
  'sub_group_name',
] as const;
export type PayrollField = (typeof PAYROLL_FIELDS)[number];

/** Each field in Thai: the console's choice of column and the default layout's header. */
export const PAYROLL_FIELD_NAMES: Record<PayrollField, string> = {
  prename: 'คำนำหน้าชื่อ',
  first_name: 'ชื่อ',
  last_name: 'นามสกุล',
  full_name: 'ชื่อ-นามสกุล',
  national_id: 'เลขประจำตัวประชาชน',
  employee_no: 'เลขประจำตัวพนักงาน',
  membership_no: 'เลขทะเบียนสมาชิก',
  amount: 'จำนวนเงินที่หัก',
  sub_group_no: 'รหัสหน่วยงานย่อย',
  sub_group_name: 'หน่วยงานย่อย',
};

export const PayrollColumn = Type.Object({ field: Type.Enum(PAYROLL_FIELDS), header: Line(60) }, strict);
export type PayrollColumn = Static<typeof PayrollColumn>;

/** A unit's payroll file: its columns in order, each a field under the header its payroll system expects, and the CSV's encoding. */
export const PayrollLayout = Type.Object({ columns: Type.Array(PayrollColumn, { minItems: 1, maxItems: 20 }), csv_encoding: Type.Enum(CSV_ENCODINGS) }, strict);
export type PayrollLayout = Static<typeof PayrollLayout>;

/** What a unit gets until staff set its own: the columns the domain notes name, in TIS-620 as payroll systems read. */
export const DEFAULT_PAYROLL_LAYOUT: PayrollLayout = {
  columns: (['prename', 'first_name', 'last_name', 'national_id', 'employee_no', 'amount', 'sub_group_name'] as const).map((field) => ({ field, header: PAYROLL_FIELD_NAMES[field] })),
  csv_encoding: 'tis-620',
};

export const PayrollLayoutResponse = OkResponse({
  layout: PayrollLayout,
  /** False while the unit and every group above it have the default layout. */
  custom: Type.Boolean(),
  /** The group above whose layout the unit follows, having none of its own; null when it is the unit's own or the default. */
  inherited_from: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
  updated_by: Nullable(Type.String()),
});
export type PayrollLayoutResponse = Static<typeof PayrollLayoutResponse>;

export const PayrollGroupParams = Type.Object({ member_group_no: MemberGroupNo }, strict);
export type PayrollGroupParams = Static<typeof PayrollGroupParams>;

/** A billed month; none asks for the newest. */
export const PayrollMonthQuery = Type.Object({ year: CollectionDownloadQuery.properties.year, month: CollectionDownloadQuery.properties.month }, strict);
export type PayrollMonthQuery = Static<typeof PayrollMonthQuery>;

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GROUP = 'member-group' as const;
const UNIT = '/api/admin/member_groups/:member_group_no';

/** The payroll file (issue 29 item 1): for the unit's clerk, of their group or a sub-group, and for staff, of any unit. */
export const payrollFileEndpoints = {
  payrollCsv: endpoint({ method: 'GET', path: '/api/membergroup/payroll/csv', access: GROUP, query: CollectionDownloadQuery, file: CSV }),
  payrollXlsx: endpoint({ method: 'GET', path: '/api/membergroup/payroll/xlsx', access: GROUP, query: CollectionDownloadQuery, file: XLSX }),
  adminPayrollLayout: endpoint({ method: 'GET', path: `${UNIT}/payroll_layout`, access: MEMBER_SUPPORT_STAFF, params: PayrollGroupParams, response: PayrollLayoutResponse }),
  /** Replaces the unit's layout, audited. */
  adminPayrollLayoutSave: endpoint({ method: 'POST', path: `${UNIT}/payroll_layout`, access: MEMBER_SUPPORT_STAFF, params: PayrollGroupParams, body: PayrollLayout, response: DoneResponse }),
  adminPayrollCsv: endpoint({ method: 'GET', path: `${UNIT}/payroll.csv`, access: MEMBER_SUPPORT_STAFF, params: PayrollGroupParams, query: PayrollMonthQuery, file: CSV }),
  adminPayrollXlsx: endpoint({ method: 'GET', path: `${UNIT}/payroll.xlsx`, access: MEMBER_SUPPORT_STAFF, params: PayrollGroupParams, query: PayrollMonthQuery, file: XLSX }),
};
