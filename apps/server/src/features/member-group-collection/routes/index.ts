import type { EndpointRoute } from '../../../http/endpoint-route';
import collectionChangesXlsx from './collection-changes-xlsx';
import collectionDashboard from './collection-dashboard';
import collectionMonths from './collection-months';
import collectionSummary from './collection-summary';
import collectionSummaryPdf from './collection-summary-pdf';
import collectionSummaryXlsx from './collection-summary-xlsx';
import coverSheet from './cover-sheet';
import coverSheetPdf from './cover-sheet-pdf';
import coverSheetXlsx from './cover-sheet-xlsx';
import deliveryLetter from './delivery-letter';
import deliveryLetterPdf from './delivery-letter-pdf';
import memberGroupGuide from './member-group-guide';
import payrollCsv from './payroll-csv';
import payrollXlsx from './payroll-xlsx';
import adminPayrollCsv from './admin-payroll-csv';
import adminPayrollLayout from './admin-payroll-layout';
import adminPayrollLayoutSave from './admin-payroll-layout-save';
import adminPayrollXlsx from './admin-payroll-xlsx';

export const memberGroupCollectionRoutes: EndpointRoute[] = [
  collectionMonths,
  collectionDashboard,
  collectionChangesXlsx,
  coverSheet,
  coverSheetPdf,
  coverSheetXlsx,
  collectionSummary,
  collectionSummaryPdf,
  collectionSummaryXlsx,
  deliveryLetter,
  deliveryLetterPdf,
  memberGroupGuide,
  payrollCsv,
  payrollXlsx,
  adminPayrollLayout,
  adminPayrollLayoutSave,
  adminPayrollCsv,
  adminPayrollXlsx,
];
