import statementPdf from './statement-pdf';
import statementXlsx from './statement-xlsx';

export const memberStatementsRoutes = [statementPdf, statementXlsx];
