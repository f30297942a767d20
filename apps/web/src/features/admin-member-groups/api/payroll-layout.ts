import { type PayrollLayout, payrollFileEndpoints as e, endpointUrl } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey, endpointQuery } from '@/lib/http/endpoint-call';
import { downloadMemberFile } from '@/lib/http/api-download';

/** The layout a unit's payroll file is made in: its own, a parent's, or the default. */
export const payrollLayoutQuery = (groupNo: string) => queryOptions(endpointQuery(e.adminPayrollLayout, { params: { member_group_no: groupNo } }));

/** Replaces the unit's layout (audited); its sections without one of their own follow it too. */
export const useSavePayrollLayout = () =>
  useEndpointChange(e.adminPayrollLayoutSave, {
    input: ({ groupNo, layout }: { groupNo: string; layout: PayrollLayout }) => ({ params: { member_group_no: groupNo }, body: layout }),
    invalidates: [endpointKey(e.adminPayrollLayout)],
  });

/** The newest billed month's payroll file of the unit, as its finance office gets it (audited). */
export const downloadPayroll = (groupNo: string, format: 'csv' | 'xlsx') =>
  downloadMemberFile(endpointUrl(format === 'csv' ? e.adminPayrollCsv : e.adminPayrollXlsx, { params: { member_group_no: groupNo } }), `payroll-${groupNo}.${format}`);
