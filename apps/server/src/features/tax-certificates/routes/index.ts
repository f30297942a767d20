import adminHousingLoanTypes from './admin-housing-loan-types';
import adminHousingLoanTypesSave from './admin-housing-loan-types-save';
import housingInterestCertificate from './housing-interest-certificate';

export const taxCertificatesRoutes = [housingInterestCertificate, adminHousingLoanTypes, adminHousingLoanTypesSave];
