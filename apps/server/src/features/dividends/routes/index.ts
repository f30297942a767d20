import dividendSlip from './dividend-slip';
import dividends from './dividends';

export const dividendsRoutes = [dividends, dividendSlip];
