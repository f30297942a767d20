import { buddhistYear, thaiToday } from '@coop/thai-format';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/detail-list';
import { DownloadButton } from '@/components/ui/download-button';
import { inputClass } from '@/components/ui/input-classes';
import { BuddhistYearOptions } from '@/components/ui/thai-date-select';
import { downloadHousingCertificate } from '../api/download-housing-certificate';
import { LOAN_TEXT as T } from '../messages';

/** The three tax years that have ended, newest first: members ask in January for the year before. */
const endedYears = () => {
  const thisYear = Number(thaiToday().slice(0, 4));
  return [1, 2, 3].map((back) => thisYear - back);
};

/**
 * หนังสือรับรองดอกเบี้ยเงินกู้เพื่อที่อยู่อาศัย for the income tax deduction (decision 080): the member picks a tax
 * year and downloads it; the server answers in Thai when the year holds no housing-loan interest.
 */
export function HousingCertificateCard() {
  const id = useId();
  const years = endedYears();
  const [year, setYear] = useState(years[0]!);
  return (
    <Card title={T.housingCertificate} titleId={`${id}-title`}>
      <p className="mb-3 text-base text-stone-700">{T.housingCertificateHint}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div>
          <label htmlFor={`${id}-year`} className="mb-1 block text-base font-medium text-stone-800">
            {T.taxYear}
          </label>
          <select id={`${id}-year`} className={`${inputClass} sm:w-40`} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            <BuddhistYearOptions years={years} />
          </select>
        </div>
        <DownloadButton
          // level with the select below its label; the line under the button may say it failed
          className="sm:mt-8"
          label={T.downloadHousingCertificate}
          document={T.housingCertificateOf(String(buddhistYear(year)))}
          download={() => downloadHousingCertificate(year)}
        />
      </div>
    </Card>
  );
}
